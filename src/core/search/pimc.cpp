#include "pimc.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "core/bots/bot.h"
#include "inference.h"
#include "tree_search.h"
#include "utility.h"
#include "worlds.h"

namespace stichfest::search {

namespace {

// Play-outs per declaration at most (about 20 ms natively).
constexpr int kRolloutsPerDecision = 3000;

// Plays the hand to its end with the baseline in every seat.
void finish_with_baseline(State& s, Rng& rng) {
  while (in_hand(s)) apply(s, baseline_action(observe(s, s.to_move), rng));
}

// The baseline's choice, with an RNG of its own so the caller's stream is
// not disturbed.
Action baseline_choice(const Observation& o, uint64_t seed) {
  Rng rng(seed);
  return baseline_action(o, rng);
}

// Ramsen: does the choice commit the seat to play the hand, and so to the
// penalty if it takes no trick? Staying in does, and so does an exchange
// and (by default) a rob (RULES.md §4.5).
bool commits_to_play(const Rules& rules, const Action& a) {
  if (rules.game != Game::Ramsen) return false;
  return a.kind == Act::Stay || (a.kind == Act::Exchange && !a.cards.empty()) ||
         (a.kind == Act::Rob && rules.on(rm::RobForcesPlay));
}

// The evidence (z^2: standard errors squared) a declaration needs to
// replace the baseline's choice. A doubling risks twice the stake. In
// Ramsen, playing a hand the baseline would keep out of needs
// Level::commit_z2: with one standard error Standard played more hands and
// took no trick in 12.2 % of them (4 players; 13.1 % with 5), with three
// in 10.2 % (11.8 %), its strokes against the Beginner the same (docs/bots.md).
int evidence_needed(const Rules& rules, const Level& level, const Action& a, const Action& preferred) {
  if (a.kind == Act::Double) return 4;
  if (commits_to_play(rules, a) && !commits_to_play(rules, preferred)) return level.commit_z2;
  return 1;
}

// Would playing c put an ace or a ten under the trick's winning card, not
// known to be a partner's, with a card worth less at hand (American
// Schafkopf)?
bool gives_away(const Observation& o, Card c) {
  if (o.rules->game != Game::SchafkopfUS || o.trick_size == 0 || card_points(c) < 10) return false;
  const Contract& k = contract(o.contract);
  Card top = o.trick[k.winning_index(o.trick, o.trick_size)];
  if (k.beats(c, top)) return false;
  int by = -1;
  for (int i = 0; i < o.trick_size; ++i)
    if (o.trick[i] == top) by = o.trick_seat[i];
  const int mine = o.side[o.seat];
  if (mine != kSideUnknown && o.side[by] == mine) return false;  // a known partner holds it
  for (const Action& a : o.legal)
    if (a.kind == Act::Play && card_points(a.arg) < 10) return true;
  return false;
}

// What the counted side took between `before` and the finished `after`,
// as the solver counts it (a Hochzeit partner found later counts too).
int take_since(const State& before, const State& after, const Objective& objective) {
  uint8_t counted = objective.counted;
  if (objective.hochzeit) counted = after.re_mask;
  int take = 0;
  for (int p = 0; p < after.players; ++p) {
    if (!(counted >> p & 1)) continue;
    take += objective.unit == Count::Tricks ? after.tricks_won[p] - before.tricks_won[p]
                                            : after.won[p].points() - before.won[p].points();
  }
  int last = after.tricks_per_hand - 1;
  if (after.trick_number == after.tricks_per_hand && (counted >> after.history_winner[last] & 1))
    take += objective.last_trick_bonus;
  return take;
}

// The advantages of each choice over a preferred one (the baseline's),
// world by world, and the choice they make: the preferred one unless
// another's mean advantage exceeds z standard errors, so that a few lucky
// worlds do not overturn a sound choice. Integers throughout (the same
// answer natively and in WASM).
class Tally {
 public:
  // `reporting`: report() will be asked for, so each world's results are
  // kept for the spreads (a bot's own decision needs none). `views`: how
  // many ways each world was judged, their results added (the report
  // shows their mean).
  Tally(int choices, int preferred, bool reporting, int views = 1)
      : sum_(size_t(choices), 0),
        square_(size_t(choices), 0),
        shown_(size_t(choices), 0),
        reporting_(reporting),
        views_(views),
        preferred_(preferred) {}
  // `shown`: what each choice brings in the player's terms (Weighed).
  void add_world(const int64_t* utility, const int64_t* shown, int64_t weight) {
    for (size_t i = 0; i < sum_.size(); ++i) {
      __int128 d = utility[i] - utility[preferred_];
      sum_[i] += weight * d;
      square_[i] += weight * d * d;
      shown_[i] += double(weight) * double(shown[i]);
    }
    if (reporting_) {
      rows_.insert(rows_.end(), shown, shown + sum_.size());
      row_weights_.push_back(weight);
    }
    weight_ += weight;
    ++worlds_;
  }
  // The choices with their weighted mean `shown`, best first.
  void report(const Action* choices, bool cards, Evaluation& out) const {
    out.cards = cards;
    out.worlds = worlds_;
    out.choices.clear();
    std::vector<int> order;
    for (size_t i = 0; i < sum_.size(); ++i) order.push_back(int(i));
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return sum_[size_t(a)] > sum_[size_t(b)]; });
    for (int i : order) {
      double w = (weight_ ? double(weight_) : 1.0) * views_;
      out.choices.push_back({choices[i], shown_[size_t(i)] / w, double(sum_[size_t(i)]) / w, spread(i, order[0])});
    }
  }
  // The standard error of choice i's mean `shown` less choice j's.
  double spread(int i, int j) const {
    if (worlds_ < 2 || weight_ <= 0) return 0;
    const size_t n = sum_.size();
    double sum = 0, square = 0;
    for (size_t w = 0; w < row_weights_.size(); ++w) {
      double d = double(rows_[w * n + size_t(i)] - rows_[w * n + size_t(j)]), weight = double(row_weights_[w]);
      sum += weight * d;
      square += weight * d * d;
    }
    double mean = sum / double(weight_);
    return std::sqrt(std::max(0.0, square / double(weight_) - mean * mean) / double(worlds_ - 1)) / views_;
  }
  // z_squared per choice (a doubling may ask for more evidence).
  template <class ZSquared>
  int pick(ZSquared z_squared) const {
    int best = preferred_;
    if (worlds_ < 2) return best;
    for (size_t i = 0; i < sum_.size(); ++i) {
      // mean^2 > z^2 se^2 with mean = S/W and se^2 = (Q/W - S^2/W^2) / (n - 1):
      // S^2 (n - 1) > z^2 (W Q - S^2).
      __int128 S = sum_[i], Q = square_[i];
      bool clear = S > 0 && S * S * (worlds_ - 1) > __int128(z_squared(int(i))) * (__int128(weight_) * Q - S * S);
      if (clear && S > sum_[size_t(best)]) best = int(i);
    }
    return best;
  }

 private:
  std::vector<__int128> sum_, square_;
  std::vector<double> shown_;  // only for reading: no decision depends on it
  std::vector<int64_t> rows_;  // each world's `shown` per choice, for the spreads
  std::vector<int64_t> row_weights_;
  bool reporting_;
  int views_;
  int64_t weight_ = 0;
  int worlds_ = 0;
  int preferred_;
};

}  // namespace

// Each legal card's value in this world with the baseline playing out the
// rest, in the solver's units.
void Pimc::rollout_values(const State& world, const Objective& objective, uint64_t seed, CardValues& out) {
  out.count = 0;
  for (Card c : legal_cards(world)) {
    State s = world;
    apply(s, Action::play(c));
    Rng r(seed);
    finish_with_baseline(s, r);
    out.items[out.count++] = {c, take_since(world, s, objective)};
    ++stats_.rollouts;
  }
}

// Each legal card's value with the rest of this trick played by the
// baseline (as the others would, seeing only their own cards) and the
// hand solved from the next trick on. False if a solve ran out.
bool Pimc::trick_model_values(const State& world, const Objective& objective, const Level& level, uint64_t seed,
                              CardValues& out) {
  out.count = 0;
  for (Card c : legal_cards(world)) {
    State t = world;
    apply(t, Action::play(c));
    Rng r(seed);
    while (t.phase == Phase::Play && t.trick_size != 0) apply(t, baseline_action(observe(t, t.to_move), r));
    int value = take_since(world, t, objective);
    if (t.phase == Phase::Play) {
      solver_.set_budget(level.node_budget);
      value += solver_.value(t, natural_objective(t, world.to_move));
      stats_.nodes += solver_.nodes();
      if (!solver_.complete()) return false;
    }
    out.items[out.count++] = {c, value};
  }
  return true;
}

Action Pimc::choose(const Observation& o, const Level& level, Rng& rng, Evaluation* weighed) {
  stats_ = Stats();
  weighed_ = weighed;
  if (weighed) *weighed = Evaluation();
  if (o.legal.count == 1) {
    if (weighed) weighed->choices.push_back({o.legal.items[0], 0.0});
    return o.legal.items[0];
  }
  const bool card_play = o.phase == Phase::Play;
  bool may_double = false;
  for (const Action& a : o.legal) may_double |= a.kind == Act::Double;
  // Play-outs are cheap, solves are not: declarations (and a trick-1
  // doubling) see more worlds than a card does, but not so many that a
  // long list of choices (66 discards) takes too long.
  int want = card_play ? level.card_worlds : level.declare_worlds;
  if (may_double) want = std::max(want, level.declare_worlds);
  if (!card_play) want = std::min(want, std::max(16, kRolloutsPerDecision / o.legal.count));
  std::vector<State> worlds;
  std::vector<int> weights;
  // Worlds are drawn again until they explain the others' declarations in
  // Ramsen only, where it gained (+0.15 to +0.21 strokes against the
  // Beginner, 1000 deals): in American Schafkopf the standard bot then gave
  // away more points (2.4 against 1.5 aces and tens per 100 hands, 300
  // deals), in Schieberamsch it gained nothing measurable (docs/bots.md).
  const int draws = o.rules->game == Game::Ramsen ? level.world_draws : 1;
  // Reading the others' card plays cost the strong bot in Kalter Schlag:
  // Strong - Standard -1.00 +- 0.70 card points with it, -0.04 +- 0.68
  // without (300 deals, 2026-11-26), so there it reads declarations only.
  const bool read_plays = level.inference && o.rules->game != Game::KalterSchlag;
  stats_.worlds = draw_worlds(o, {level.infer_declarations, read_plays, draws}, want, rng, worlds, weights);
  if (worlds.empty()) return baseline_choice(o, rng.next());
  if (!card_play) return declare(o, level, rng, worlds.data(), weights.data(), int(worlds.size()));
  return play_card(o, level, rng, worlds.data(), weights.data(), int(worlds.size()));
}

Action Pimc::play_card(const Observation& o, const Level& level, Rng& rng, const State* worlds, const int* weights,
                       int count) {
  const Action preferred = baseline_choice(o, rng.next());
  // A trick-1 announcement (Kontra, Re, Bock, Hirsch) comes with the card:
  // the hand played out with and without it decides.
  bool may_double = false;
  for (const Action& a : o.legal) may_double |= a.kind == Act::Double;
  if (may_double) {
    Action card = preferred.kind == Act::Play ? preferred : Action();
    if (card.kind != Act::Play)
      for (const Action& a : o.legal)
        if (a.kind == Act::Play) card = a;
    const Action choices[2] = {card, Action::of(Act::Double)};
    if (compare_by_rollouts(o.seat, level, worlds, weights, count, choices, 2, preferred.kind == Act::Double ? 1 : 0,
                            rng) == 1)
      return choices[1];
  }
  count = std::min(count, level.card_worlds);
  // The strong level's card play where each counts for himself and the
  // hand's most points lose: a tree search over the worlds (tree_search.h),
  // which plays for the hand's score where PIMC's solver counts the seat's
  // own points. Strong - Standard with it: Schieberamsch +0.48 +- 0.30
  // penalty points (2200 deals; +0.09 +- 0.41 as PIMC), Kalter Schlag
  // +14.1 +- 5.3 penalty points for 1.9 card points more (3000 deals;
  // PIMC +2.0 +- 5.9). In Ramsen and Schafkopf (with PIMC's guard against
  // giving points away) it was no better than PIMC (docs/bots.md).
  const Game game = o.rules->game;
  if (level.tree_iterations > 0 && !weighed_ && (game == Game::Schieberamsch || game == Game::KalterSchlag))
    return Action::play(tree_search(worlds, weights, count, level.tree_iterations, rng));

  // The legal cards, the baseline's first (it is the one to beat).
  Card cards[12];
  int n = 0, preferred_index = 0;
  for (const Action& a : o.legal)
    if (a.kind == Act::Play) {
      if (preferred.kind == Act::Play && a.arg == preferred.arg) preferred_index = n;
      cards[n++] = a.arg;
    }
  // Where each seat counts its own card points, a world is judged twice and
  // the two added: solved from the next trick (everyone against the seat)
  // and played out by the baseline. Head to head against judging once
  // (1000 deals, 2026-11-29): Kalter Schlag +0.74 +- 0.29 card points,
  // Schieberamsch +0.89 +- 0.41 (its score the same); Ramsen and American
  // Schafkopf no change (2026-12-01: -0.02 +- 0.07 tariff units). Weighing
  // the play-out twice cost Kalter Schlag as much as leaving it out
  // (docs/bots.md).
  const int views = game == Game::KalterSchlag || game == Game::Schieberamsch ? 2 : 1;
  Tally tally(n, preferred_index, weighed_ != nullptr, views);
  int64_t u[12], shown[12];
  CardValues values, played_out;
  // Worlds are solved exactly while the budget allows; once a solve runs
  // out, the rest of this decision's worlds are played out by the baseline
  // after each card instead (early in a hand, when exact solves cost most).
  bool solving = level.node_budget > 0;
  for (int w = 0; w < count; ++w) {
    const State& world = worlds[w];
    Objective objective = natural_objective(world, o.seat);
    if (solving && level.decision_nodes && stats_.nodes >= level.decision_nodes) solving = false;
    if (solving) {
      solving = trick_model_values(world, objective, level, rng.next(), values);
      if (!solving) ++stats_.unsolved;
    }
    const bool solved = solving;
    if (!solving) rollout_values(world, objective, rng.next(), values);
    std::fill(u, u + values.count, 0);
    std::fill(shown, shown + values.count, 0);
    auto add_view = [&](const CardValues& view) {
      for (int i = 0; i < view.count; ++i) {
        u[i] += play_utility(world, o.seat, objective, view.items[i].value);
        shown[i] += shown_result(world, o.seat, objective, view.items[i].value);
      }
    };
    add_view(values);
    if (views == 2) {
      // Unsolved, the play-out stands for both views.
      if (solved) rollout_values(world, objective, rng.next(), played_out);
      add_view(solved ? played_out : values);
    }
    tally.add_world(u, shown, weights[w]);  // values come in card order, as `cards` does
  }
  // Giving an ace or a ten to a trick a partner is not known to hold needs
  // strong evidence: the worlds are solved with every card in view, so they
  // see such cards as lost anyway (real opponents, who see only their own
  // cards, often fail to make that true), and they count on a partner to
  // come who may not have what the world gave him. At 20 standard errors
  // (Level::give_away_z2 = 400) such cards went 1.2-1.5 per 100 hands to 0.3, at a cost
  // within the noise (300 deals: two-queen +0.67 -> +0.63 +- 0.18 tariff
  // units, fixed partners +0.49 -> +0.47 +- 0.10); at 5 (z^2 = 25) players
  // saw the bot smear its aces into the other side's tricks.
  int chosen = tally.pick([&](int i) { return gives_away(o, cards[i]) ? level.give_away_z2 : 1; });
  if (weighed_) {
    Action plays[12];
    for (int i = 0; i < n; ++i) plays[i] = Action::play(cards[i]);
    tally.report(plays, true, *weighed_);
  }
  return Action::play(cards[chosen]);
}

// The choice a declaration's play-outs must beat: the baseline's, except
// where it is the bolder one. Ramsen: keeping out, so that staying in needs
// its evidence (evidence_needed) even where the baseline would stay.
// Schieberamsch: taking the skat (Level::pick_up_first), so that a push does.
static int choice_to_beat(const Observation& o, const Level& level, const Action& preferred) {
  const bool ramsen_stay = preferred.kind == Act::Stay;
  const bool skat_turn = level.pick_up_first && o.phase == Phase::SkatTurn;
  int index = 0;
  for (int i = 0; i < o.legal.count; ++i)
    if (o.legal.items[i] == preferred) index = i;
  for (int i = 0; i < o.legal.count; ++i) {
    const Act kind = o.legal.items[i].kind;
    if ((ramsen_stay && kind == Act::Pass) || (skat_turn && kind == Act::PickUp)) index = i;
  }
  return index;
}

Action Pimc::declare(const Observation& o, const Level& level, Rng& rng, const State* worlds, const int* weights,
                     int count) {
  const Action preferred = baseline_choice(o, rng.next());
  return o.legal.items[compare_by_rollouts(o.seat, level, worlds, weights, count, o.legal.items, o.legal.count,
                                           choice_to_beat(o, level, preferred), rng)];
}

int Pimc::compare_by_rollouts(int seat, const Level& level, const State* worlds, const int* weights, int count,
                              const Action* choices, int n, int preferred, Rng& rng) {
  Tally tally(n, preferred, weighed_ != nullptr);
  std::vector<int64_t> u(size_t(n), 0), shown(size_t(n), 0);
  for (int w = 0; w < count; ++w) {
    uint64_t seed = rng.next();  // the same play-out after every choice
    for (int i = 0; i < n; ++i) {
      State s = worlds[w];
      apply(s, choices[i]);
      Rng r(seed);
      finish_with_baseline(s, r);
      u[size_t(i)] = hand_utility(s, seat);
      shown[size_t(i)] = s.result.score[seat];
      ++stats_.rollouts;
    }
    tally.add_world(u.data(), shown.data(), weights[w]);
  }
  int chosen =
      tally.pick([&](int i) { return evidence_needed(*worlds[0].rules, level, choices[i], choices[preferred]); });
  if (weighed_) tally.report(choices, false, *weighed_);
  return chosen;
}

}  // namespace stichfest::search
