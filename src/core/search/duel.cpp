#include "duel.h"

#include <chrono>
#include <cmath>
#include <thread>
#include <vector>

#include "core/hash.h"

namespace stichfest::search {

namespace {

struct DealOutcome {
  double score = 0, points = 0;  // A less B, averaged over the seatings
  DuelCounts a, b;
  uint64_t signature = kFnvOffset;
};

struct Play {
  uint8_t seat;
  Card card;
  int cheapest;       // the fewest points among the legal cards
  int8_t winning_by;  // who held the trick when the card was played (-1: led)
  bool beats;         // the card took the trick over
};

double score_measure(const State& s, int p) {
  const HandResult& r = s.result;
  switch (s.rules->game) {
    case Game::SchafkopfUS:
      return double(r.score[p]) / s.rules->get(as::TariffPartner);
    default:  // penalty points (Ramsch family), the change to what is still needed (Ramsen)
      return -double(r.score[p]);
  }
}

double points_measure(const State& s, int p) {
  const HandResult& r = s.result;
  switch (s.rules->game) {
    case Game::Ramsen:
      return r.tricks[p];
    case Game::SchafkopfUS:
      return r.party_points[(r.re_mask >> p & 1) ? 0 : 1];
    default:
      // Card points taken in a Ramsch; a Grand Hand, where the soloist wants
      // them, does not count here.
      return s.soloist >= 0 ? 0.0 : -double(r.points[p]);
  }
}

// One hand of deal `match_seed` with kinds[seat] deciding; adds each seat's
// counts to its bot's and returns the finished state.
State play_hand(const Rules& rules, uint64_t match_seed, const BotKind kinds[kMaxPlayers], bool is_a[kMaxPlayers],
                DealOutcome& out) {
  State s = new_match(rules, first_dealer(match_seed, rules.players()));
  deal(s, deck_for_hand(match_seed, 1));
  std::vector<Play> plays;
  int index = 0;
  while (in_hand(s)) {
    const int p = s.to_move;
    DuelCounts& c = is_a[p] ? out.a : out.b;
    Observation o = observe(s, p);
    // Each decision's RNG depends on the deal, the seat and the move
    // number, not on who sits there: both bots meet the same chances.
    Rng rng(fnv1a(fnv1a(fnv1a(kFnvOffset, match_seed), uint64_t(p)), uint64_t(index++)));
    auto start = std::chrono::steady_clock::now();
    Action a = choose_action(kinds[p], o, rng);
    c.think_ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    ++c.decisions;
    out.signature = fnv1a(out.signature, uint64_t(a.kind) | uint64_t(a.arg) << 8 | uint64_t(a.cards.bits()) << 16);
    c.doubles += a.kind == Act::Double;
    c.declarations += a.kind == Act::GrandHand || a.kind == Act::NameSolo || a.kind == Act::CallAce ||
                      a.kind == Act::Hochzeit || a.kind == Act::BidSolo;
    if (s.phase == Phase::SkatTurn) {
      ++c.skat_turns;
      c.pushes += a.kind == Act::Push;
    }
    if (a.kind == Act::Play) {
      int cheapest = 99;
      for (Card x : legal_cards(s)) cheapest = std::min(cheapest, card_points(x));
      Card top = trick_winning_card(s);
      int8_t by = -1;
      for (int i = 0; i < s.trick_size; ++i)
        if (s.trick[i] == top) by = int8_t(s.trick_seat[i]);
      bool beats = top != kNoCard && contract(s.contract).beats(a.arg, top);
      plays.push_back({uint8_t(p), a.arg, cheapest, by, beats});
    }
    apply(s, a);
  }
  const HandResult& r = s.result;
  for (int p = 0; p < s.players; ++p) {
    DuelCounts& c = is_a[p] ? out.a : out.b;
    ++c.seat_hands;
    c.lost += r.losers >> p & 1;
    c.card_points += r.points[p];
    if (rules.game == Game::Ramsen && (s.active >> p & 1) && !r.lone_credit) {
      ++c.played;
      c.played_no_trick += r.penalties >> p & 1;
    }
  }
  if (rules.game == Game::SchafkopfUS) {
    // Points thrown to the other side: a ten or an ace played under the
    // other side's winning card, a legal card worth less than 10 at hand,
    // and the other side took the trick.
    auto other = [&](int x, int y) { return (r.re_mask >> x & 1) != (r.re_mask >> y & 1); };
    int i = 0;
    for (int t = 0; t < s.tricks_per_hand; ++t)
      for (int j = 0; j < s.cards_per_trick; ++j, ++i) {
        const Play& pl = plays[size_t(i)];
        if (pl.winning_by < 0 || pl.beats || !other(pl.winning_by, pl.seat)) continue;
        if (other(s.history_winner[t], pl.seat) && card_points(pl.card) >= 10 && pl.cheapest < 10)
          ++(is_a[pl.seat] ? out.a : out.b).smears;
      }
  }
  return s;
}

DealOutcome play_deal(const Rules& rules, BotKind a, BotKind b, uint64_t match_seed) {
  DealOutcome out;
  const int n = rules.players();
  for (int k = 0; k < 2 * n; ++k) {
    // Seatings 0..n-1: A alone at seat k; n..2n-1: B alone at seat k-n.
    BotKind kinds[kMaxPlayers];
    bool is_a[kMaxPlayers];
    int alone = k % n;
    for (int p = 0; p < n; ++p) {
      bool a_here = (p == alone) == (k < n);
      is_a[p] = a_here;
      kinds[p] = a_here ? a : b;
    }
    State s = play_hand(rules, match_seed, kinds, is_a, out);
    double sa = 0, sb = 0, pa = 0, pb = 0;
    int na = 0, nb = 0;
    for (int p = 0; p < n; ++p) {
      (is_a[p] ? sa : sb) += score_measure(s, p);
      (is_a[p] ? pa : pb) += points_measure(s, p);
      ++(is_a[p] ? na : nb);
    }
    out.score += (sa / na - sb / nb) / (2 * n);
    out.points += (pa / na - pb / nb) / (2 * n);
  }
  return out;
}

Estimate estimate(const std::vector<double>& xs) {
  Estimate e;
  if (xs.empty()) return e;
  double sum = 0;
  for (double x : xs) sum += x;
  e.mean = sum / double(xs.size());
  if (xs.size() < 2) return e;
  double sq = 0;
  for (double x : xs) sq += (x - e.mean) * (x - e.mean);
  e.half_width = 1.96 * std::sqrt(sq / double(xs.size() - 1) / double(xs.size()));
  return e;
}

void add(DuelCounts& to, const DuelCounts& c) {
  to.seat_hands += c.seat_hands;
  to.lost += c.lost;
  to.card_points += c.card_points;
  to.skat_turns += c.skat_turns;
  to.pushes += c.pushes;
  to.played += c.played;
  to.played_no_trick += c.played_no_trick;
  to.smears += c.smears;
  to.doubles += c.doubles;
  to.declarations += c.declarations;
  to.decisions += c.decisions;
  to.think_ms += c.think_ms;
}

}  // namespace

DuelResult duel(const Rules& rules, BotKind a, BotKind b, int deals, uint64_t seed, int threads) {
  std::vector<DealOutcome> outcomes(size_t(deals > 0 ? deals : 0));
  // The seed is hashed first: fnv1a(seed, d) alone let d's low byte cancel
  // the seed's, so seeds 3 and 7 dealt the same deals (before 2026-12-02).
  const uint64_t base = fnv1a(kFnvOffset, seed);
  auto work = [&](int first) {
    for (int d = first; d < deals; d += threads) outcomes[size_t(d)] = play_deal(rules, a, b, fnv1a(base, uint64_t(d)));
  };
  if (threads <= 1) {
    threads = 1;
    work(0);
  } else {
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back(work, t);
    for (std::thread& t : pool) t.join();
  }
  DuelResult r;
  r.deals = deals;
  r.seatings = 2 * rules.players();
  r.signature = kFnvOffset;
  std::vector<double> scores, points;
  for (const DealOutcome& o : outcomes) {
    scores.push_back(o.score);
    points.push_back(o.points);
    add(r.a, o.a);
    add(r.b, o.b);
    r.signature = fnv1a(r.signature, o.signature);
  }
  r.score = estimate(scores);
  r.points = estimate(points);
  return r;
}

const char* duel_score_unit(Game g) {
  switch (g) {
    case Game::Ramsen:
      return "strokes";
    case Game::SchafkopfUS:
      return "tariff units";
    default:
      return "penalty points";
  }
}

const char* duel_points_unit(Game g) {
  switch (g) {
    case Game::Ramsen:
      return "tricks";
    case Game::SchafkopfUS:
      return "party card points";
    default:
      return "card points";
  }
}

}  // namespace stichfest::search
