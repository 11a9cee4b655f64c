// Baseline Schieberamsch bot: announces Grand Hand with a strong hand,
// takes the skat when its hand is dangerous (and lays away its worst two
// cards), pushes when it is safe, and keeps points out of its tricks.
#include "bot.h"
#include "bot_util.h"
#include "ramsch_play.h"

namespace stichfest {

namespace {

using namespace bot;

// Rough Grand strength: jacks, aces, tens guarded by their ace.
int grand_strength(CardSet hand) {
  int jacks = (hand & CardSet::rank(kJack)).size();
  int strength = 2 * jacks + (hand.contains(make_card(kClubs, kJack)) ? 1 : 0);
  for (int s = 0; s < 4; ++s) {
    bool ace = hand.contains(make_card(s, kAce));
    strength += ace ? 2 : 0;
    strength += ace && hand.contains(make_card(s, kTen)) ? 1 : 0;
  }
  return jacks >= 2 ? strength : 0;
}

// Tuned on random hands: about the 60th percentile of danger, so roughly
// four players in ten take the skat; Kontra only with the safest ~5%.
constexpr int kPickUpDanger = 340;
constexpr int kKontraDanger = 90;

// The pair of cards whose removal leaves the safest hand. Only the suits
// a pair touches are re-scored.
Action choose_pair(const Observation& o, Act kind, bool unseen_skat) {
  const Contract& k = contract(ContractId::Jacks);
  CardSet gone = o.played;
  int suit_part[4];
  int suits_total = 0;
  for (int s = 0; s < 4; ++s) suits_total += suit_part[s] = ramsch_suit_danger(s, o.hand, gone);
  auto danger_without = [&](CardSet pair) {
    CardSet rest = o.hand - pair;
    int d = ramsch_jack_danger(rest) + suits_total;
    uint8_t touched = 0;
    for (Card c : pair)
      if (k.suit[c] != kTrump) touched |= uint8_t(1u << k.suit[c]);
    for (int s = 0; s < 4; ++s)
      if (touched >> s & 1) d += ramsch_suit_danger(s, rest, gone) - suit_part[s];
    return d;
  };
  Action best = o.legal.items[0];
  int best_cost = 1 << 30;
  for (const Action& a : o.legal) {
    if (a.kind != kind) continue;
    // Skat points go to the winner of the last trick: keep them low-ish.
    int cost = danger_without(a.cards) + a.cards.points();
    if (cost < best_cost) {
      best_cost = cost;
      best = a;
    }
  }
  if (unseen_skat) {
    // Pfälzer order: only swap if the hand gets clearly better than keeping it.
    int keep = ramsch_jack_danger(o.hand) + suits_total;
    if (keep - best_cost < 40) return first_of(o, Act::Push);
  }
  return best;
}

}  // namespace

Action baseline_schieberamsch(const Observation& o, Rng& rng) {
  (void)rng;
  switch (o.phase) {
    case Phase::GrandHandOffer:
      return Action::of(grand_strength(o.hand) >= 12 ? Act::GrandHand : Act::Pass);
    case Phase::GrandHandKontra:
      return Action::of(grand_strength(o.hand) >= 8 || (o.hand & CardSet::rank(kAce)).size() >= 3 ? Act::Double
                                                                                                  : Act::Pass);
    case Phase::GrandHandRekontra:
      return Action::of(grand_strength(o.hand) >= 14 ? Act::Double : Act::Pass);
    case Phase::SkatTurn:
      if (offers(o, Act::Exchange)) return choose_pair(o, Act::Exchange, true);
      return Action::of(ramsch_danger(o.hand, CardSet()) >= kPickUpDanger ? Act::PickUp : Act::Push);
    case Phase::Discard:
      return choose_pair(o, Act::Discard, false);
    case Phase::Play: {
      if (o.soloist >= 0) {
        bool friends[kMaxPlayers] = {};
        for (int p = 0; p < 3; ++p) friends[p] = p != o.seat && o.seat != o.soloist && p != o.soloist;
        return Action::play(play_for_points(o, friends, o.seat == o.soloist));
      }
      if (offers(o, Act::Double) && ramsch_danger(o.hand, o.played) <= kKontraDanger) return Action::of(Act::Double);
      return Action::play(play_ramsch(o));
    }
    default:
      return o.legal.items[0];
  }
}

}  // namespace stichfest
