#include "inference.h"

#include <algorithm>

#include "core/bots/bot.h"
#include "worlds.h"

namespace stichfest::search {

namespace {

// The baseline's choice for the seat to move in a past state.
Action baseline_then(const State& past) {
  Rng rng(0x1F);
  return baseline_action(observe(past, past.to_move), rng);
}

// The world turned back to a declaration of seat q: the hands as when play
// began (nobody's hand changes after the declarations), `phase` and q to move.
State before_play(const State& world, Phase phase, int q) {
  State p = world.phase == Phase::Play ? rewind_to_play_start(world) : world;
  p.phase = phase;
  p.to_move = uint8_t(q);
  return p;
}

int forehand_of(const State& s) { return (s.dealer + 1) % s.players; }
// Has seat q's turn in a round that began at `first` and now has `to_move`
// to move come and gone?
bool asked_before(int q, int first, int to_move, int players) {
  return (q - first + players) % players < (to_move - first + players) % players;
}

int schieberamsch_misses(const Observation& o, const State& w) {
  int misses = 0;
  const int f = forehand_of(w);
  const bool declaring = w.phase == Phase::GrandHandOffer;
  const bool skat_round = w.phase == Phase::SkatTurn || w.phase == Phase::Discard;
  for (int q = 0; q < 3; ++q) {
    if (q == o.seat || (w.skat_seen >> q & 1)) continue;  // a seat that took the skat changed its hand
    // Grand Hand: offered to every seat from forehand until one accepts.
    if (w.rules->on(sr::GrandHand) && (!declaring || asked_before(q, f, w.to_move, 3))) {
      bool offered = w.soloist < 0 || (q - f + 3) % 3 <= (w.soloist - f + 3) % 3;
      if (offered) {
        bool announced = q == w.soloist;
        misses += (baseline_then(before_play(w, Phase::GrandHandOffer, q)).kind == Act::GrandHand) != announced;
      }
    }
    // The skat: a seat whose turn has passed without taking it pushed.
    if (w.soloist >= 0 || w.rules->get(sr::ExchangeOrder) != sr::kPickupThenDiscard) continue;
    bool passed = skat_round ? asked_before(q, f, w.to_move, 3) : w.phase == Phase::Play;
    if (passed) misses += baseline_then(before_play(w, Phase::SkatTurn, q)).kind != Act::Push;
  }
  return misses;
}

int ramsen_misses(const Observation& o, const State& w) {
  int misses = 0;
  for (int q = 0; q < w.players; ++q) {
    if (q == o.seat) continue;
    bool forced = (w.exchanged >> q & 1) != 0;  // exchanged (or robbed): he meant to play
    bool declared = ((w.active | w.passed) >> q & 1) != 0;
    if (!forced && !declared) continue;
    bool stayed = forced || (w.active >> q & 1);
    State p = before_play(w, Phase::Declare, q);
    p.need[q] = w.need[q] + w.tricks_won[q];  // as before this hand's strokes
    misses += (baseline_then(p).kind == Act::Stay) != stayed;
  }
  return misses;
}

int schafkopf_misses(const Observation& o, const State& w) {
  if (w.as_game == AsGame::Fixed) return 0;
  int misses = 0;
  const int f = forehand_of(w);
  const bool settled = w.phase == Phase::Doubling || w.phase == Phase::Play;
  // Solo bids: every seat says "Ich spiele" or "weiter".
  if (w.rules->on(as::Farbsolo) && w.phase != Phase::SoloBid)
    for (int q = 0; q < 4; ++q) {
      if (q == o.seat) continue;
      State p = before_play(w, Phase::SoloBid, q);
      p.bidders = 0;
      misses += (baseline_then(p).kind == Act::BidSolo) != ((w.bidders >> q & 1) != 0);
    }
  // The holder of both partnership cards: a call, a Hochzeit or silence.
  if (settled && w.declarer >= 0 && w.declarer != o.seat &&
      (w.as_game == AsGame::CallGame || w.as_game == AsGame::Hochzeit || w.as_game == AsGame::SilentSolo)) {
    State p = before_play(w, Phase::PartnerDecl, w.declarer);
    p.as_game = AsGame::None;
    Action a = baseline_then(p);
    Act said = w.as_game == AsGame::CallGame ? Act::CallAce : w.as_game == AsGame::Hochzeit ? Act::Hochzeit : Act::Pass;
    misses += a.kind != said || (said == Act::CallAce && a.arg != w.called_suit);
  }
  // Doublings: each round asks from the seat after the last doubler (round
  // 1: forehand) until someone doubles.
  if (settled && w.as_game != AsGame::Hochzeit && w.rules->get(as::Doubling) != as::kDoublingNone) {
    for (int r = 0; r < 4; ++r) {
      int first = r == 0 ? f : (__builtin_ctz(w.double_parties[r - 1]) + 1) % 4;
      if (r > 0 && !w.double_parties[r - 1]) break;
      int doubler = w.double_parties[r] ? __builtin_ctz(w.double_parties[r]) : -1;
      bool round_open = w.phase == Phase::Doubling && w.doubling_round == r;
      for (int i = 0; i < 4; ++i) {
        int q = (first + i) % 4;
        if (round_open && q == w.to_move) break;  // not asked yet
        if (q != o.seat) {
          State p = before_play(w, Phase::Doubling, q);
          p.doubling_round = uint8_t(r);
          p.level = uint8_t(r);
          p.last_doubler = int8_t(r == 0 ? -1 : __builtin_ctz(w.double_parties[r - 1]));
          misses += (baseline_then(p).kind == Act::Double) != (q == doubler);
        }
        if (q == doubler) break;
      }
      if (doubler < 0) break;
    }
  }
  return misses;
}

}  // namespace

int declaration_misses(const Observation& o, const State& world) {
  switch (world.rules->game) {
    case Game::Schieberamsch:
      return schieberamsch_misses(o, world);
    case Game::Ramsen:
      return ramsen_misses(o, world);
    case Game::SchafkopfUS:
      return schafkopf_misses(o, world);
    case Game::KalterSchlag:
      return 0;  // its doublings come with the first cards: play_misses asks about them
  }
  return 0;
}

int play_misses(const State& world, int seat) {
  int misses = 0;
  replay_play(world, seat, [&](const State& before, Card played, bool announced) {
    Action a = baseline_then(before);
    if (a.kind == Act::Double) {
      if (!announced) ++misses;
      State after = before;
      apply(after, a);
      a = baseline_then(after);  // the card that comes with it
    } else if (announced) {
      ++misses;
    }
    if (!(a.kind == Act::Play && a.arg == played)) ++misses;
  });
  return misses;
}

int draw_worlds(const Observation& o, const Inference& how, int want, Rng& rng, std::vector<State>& worlds,
                std::vector<int>& weights) {
  std::vector<State> drawn;
  std::vector<int> misses;
  const int most = want * std::max(1, how.draws);
  // Drawing stops once `want` worlds explain everything: those are the ones
  // kept, as they would be had all been drawn.
  int explaining = 0;
  for (int i = 0; i < most && explaining < want; ++i) {
    State w;
    if (!sample_world(o, rng, w)) continue;
    int m = how.declarations ? declaration_misses(o, w) : 0;
    if (how.plays) m += play_misses(w, o.seat);
    drawn.push_back(w);
    misses.push_back(m);
    explaining += m == 0;
  }
  std::vector<int> order(drawn.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = int(i);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return misses[size_t(a)] < misses[size_t(b)]; });
  if (order.size() > size_t(want)) order.resize(size_t(want));
  worlds.clear();
  weights.clear();
  for (int i : order) {
    worlds.push_back(drawn[size_t(i)]);
    weights.push_back(weight_of(misses[size_t(i)]));
  }
  return int(drawn.size());
}

}  // namespace stichfest::search
