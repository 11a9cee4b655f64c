#include "pimc.h"

#include <vector>

#include "core/bots/bot.h"
#include "utility.h"
#include "worlds.h"

namespace stichfest::search {

namespace {

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

// How many of the other seats' card plays so far the baseline would not
// have made in this world: each one makes the world four times less
// likely (strong level).
int world_weight(const State& world, int seat) {
  int misses = 0;
  replay_play(world, seat, [&](const State& before, Card played) {
    Observation q = observe(before, before.to_move);
    Action a = baseline_choice(q, 0x1F);
    if (a.kind == Act::Double) {  // the announcement comes with a card: ask for the card
      State after = before;
      apply(after, a);
      a = baseline_choice(observe(after, after.to_move), 0x1F);
    }
    if (!(a.kind == Act::Play && a.arg == played)) ++misses;
  });
  return misses >= 6 ? 1 : 4096 >> (2 * misses);
}

// The index of the largest sum; ties go to `preferred` if it is among
// them, else to the first.
int best_index(const int64_t* sums, int count, int preferred) {
  int best = 0;
  for (int i = 1; i < count; ++i)
    if (sums[i] > sums[best]) best = i;
  if (preferred >= 0 && sums[preferred] == sums[best]) return preferred;
  return best;
}

}  // namespace

Action Pimc::choose(const Observation& o, const Level& level, Rng& rng) {
  stats_ = Stats();
  if (o.legal.count == 1) return o.legal.items[0];
  const bool card_play = o.phase == Phase::Play;
  const int want = card_play ? level.card_worlds : level.declare_worlds;
  std::vector<State> worlds;
  worlds.reserve(size_t(want));
  for (int i = 0; i < want; ++i) {
    State w;
    if (sample_world(o, rng, w)) worlds.push_back(w);
  }
  stats_.worlds = int(worlds.size());
  if (worlds.empty()) return baseline_choice(o, rng.next());
  if (!card_play) return declare(o, level, rng, worlds.data(), int(worlds.size()));

  std::vector<int> weights(worlds.size(), 1);
  if (level.inference)
    for (size_t i = 0; i < worlds.size(); ++i) weights[i] = world_weight(worlds[i], o.seat);
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
    int64_t sums[2] = {};
    for (int w = 0; w < count; ++w) {
      uint64_t seed = rng.next();
      for (int i = 0; i < 2; ++i) {
        State s = worlds[w];
        apply(s, choices[i]);
        Rng r(seed);
        finish_with_baseline(s, r);
        sums[i] += hand_utility(s, o.seat);
        ++stats_.rollouts;
      }
    }
    if (sums[1] > sums[0]) return choices[1];
  }

  int64_t sums[kDeckSize] = {};
  int64_t total_weight = 0;
  CardValues values;
  for (int w = 0; w < count; ++w) {
    const State& world = worlds[w];
    Objective objective = natural_objective(world, o.seat);
    solver_.set_budget(level.node_budget);
    solver_.card_values(world, objective, values);
    stats_.nodes += solver_.nodes();
    if (!solver_.complete()) {
      ++stats_.unsolved;
      continue;
    }
    for (int i = 0; i < values.count; ++i)
      sums[values.items[i].card] += weights[w] * play_utility(world, o.seat, objective, values.items[i].value);
    total_weight += weights[w];
  }
  if (total_weight == 0) return preferred.kind == Act::Play ? preferred : baseline_choice(o, rng.next());

  Card best = kNoCard;
  for (const Action& a : o.legal) {
    if (a.kind != Act::Play) continue;
    if (best == kNoCard || sums[a.arg] > sums[best]) best = a.arg;
  }
  if (preferred.kind == Act::Play && sums[preferred.arg] == sums[best]) best = preferred.arg;
  return Action::play(best);
}

Action Pimc::declare(const Observation& o, const Level& level, Rng& rng, const State* worlds, int count) {
  (void)level;
  const Action preferred = baseline_choice(o, rng.next());
  const int n = o.legal.count;
  std::vector<int64_t> sums(size_t(n), 0);
  for (int w = 0; w < count; ++w) {
    uint64_t seed = rng.next();  // the same play-out for every choice
    for (int i = 0; i < n; ++i) {
      State s = worlds[w];
      apply(s, o.legal.items[i]);
      Rng r(seed);
      finish_with_baseline(s, r);
      sums[size_t(i)] += hand_utility(s, o.seat);
      ++stats_.rollouts;
    }
  }
  int preferred_index = -1;
  for (int i = 0; i < n; ++i)
    if (o.legal.items[i] == preferred) preferred_index = i;
  return o.legal.items[best_index(sums.data(), n, preferred_index)];
}

}  // namespace stichfest::search
