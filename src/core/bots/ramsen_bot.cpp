// Baseline Ramsen bot: plays for tricks. It counts the tricks its hand is
// likely to make (fewer for plain aces the more players there are); with a
// likely trick it swaps its blank cards and plays, otherwise it keeps its
// hand and passes. In play it heads the trick
// cheaply when it can and throws its weakest card when it cannot.
#include <algorithm>

#include "bot.h"
#include "bot_util.h"

namespace stichfest {

namespace {

using namespace bot;

// Expected tricks x10 of one card among `players`: the top trumps nearly
// always win a trick, the next ones often, the small ones now and then;
// a plain ace wins only if nobody can trump it, which grows unlikely with
// every player (Trumpfzwang makes whoever is void trump it).
int trick_value(const Contract& k, Card c, int players) {
  if (k.suit[c] == kTrump) {
    int place = 64 + 16 - k.power[c];  // 0 = the trump ace
    if (place == 0) return 10;
    if (place <= 2) return 9;
    if (place <= 4) return 7;
    return place <= 7 ? 4 : 3;
  }
  if (rank_of(c) == kAce) return players == 3 ? 5 : players == 4 ? 3 : 2;
  if (rank_of(c) == kKing) return players == 3 ? 2 : 0;
  return 0;
}

struct HandValue {
  int tricks = 0;  // expected tricks x10
  int best = 0;    // the best single card's value
};

HandValue value_of(const Contract& k, CardSet hand, int players) {
  HandValue v;
  for (Card c : hand) {
    int t = trick_value(k, c, players);
    v.tricks += t;
    v.best = std::max(v.best, t);
  }
  if ((hand & k.trumps()).size() >= 3) v.tricks += 3;  // long trumps win late
  return v;
}

// Play when a trick is likely and a blank hand unlikely: taking none costs
// the penalty (five strokes) against a stroke per trick. Close to the goal
// a single likely trick is worth the risk.
bool worth_playing(const Observation& o, const HandValue& v) {
  if (o.need[o.seat] <= 2) return v.tricks >= 6;
  // Three players share five tricks: more to go round.
  if (o.players == 3) return v.tricks >= 7;
  return v.tricks >= 10 && (v.best >= 7 || v.tricks >= 13);
}

Action exchange(const Observation& o) {
  const Contract& k = contract_of(o);
  if (!worth_playing(o, value_of(k, o.hand, o.players))) return Action::with_cards(Act::Exchange, CardSet());
  // Swap the blank cards (worth nothing), as many as the quota allows.
  CardSet blanks;
  for (Card c : o.hand)
    if (trick_value(k, c, o.players) == 0) blanks |= CardSet::of(c);
  Action best = Action::with_cards(Act::Exchange, CardSet());
  for (const Action& a : o.legal)
    if (a.kind == Act::Exchange && (a.cards - blanks).empty() && a.cards.size() > best.cards.size()) best = a;
  return best;
}

Action rob(const Observation& o) {
  const Contract& k = contract_of(o);
  Card up = o.upcard;
  if (up == kNoCard) return Action::of(Act::Pass);
  CardSet with = o.hand | CardSet::of(up);
  Card worst = kNoCard;
  int worst_value = 1 << 30;
  for (Card c : with) {
    int v = trick_value(k, c, o.players) * 64 + k.power[c];
    if (v < worst_value) {
      worst_value = v;
      worst = c;
    }
  }
  bool already_playing = o.exchanged >> o.seat & 1;
  bool playable = worth_playing(o, value_of(k, with - CardSet::of(worst), o.players));
  if (worst == up || (!already_playing && !playable)) return Action::of(Act::Pass);
  return Action::of(Act::Rob, worst);
}

Action declare(const Observation& o) {
  const Contract& k = contract_of(o);
  if (worth_playing(o, value_of(k, o.hand, o.players)) || !offers(o, Act::Pass)) return Action::of(Act::Stay);
  return Action::of(Act::Pass);
}

Card play(const Observation& o) {
  const Contract& k = contract_of(o);
  CardSet legal = legal_plays(o);
  if (legal.size() == 1) return legal.lowest();
  if (o.trick_size == 0) {
    // Draw trumps with the top trump; else cash an ace; else lead low.
    CardSet trumps = legal & k.trumps();
    if (!trumps.empty() && is_top(o, strongest(k, trumps))) return strongest(k, trumps);
    for (Card c : legal - k.trumps())
      if (rank_of(c) == kAce) return c;
    return weakest(k, legal);
  }
  CardSet winners = beating(k, legal, winning_card(o));
  if (winners.empty()) return weakest(k, legal);
  if (players_after(o) == 0) return weakest(k, winners);
  Card top = strongest(k, winners);
  Card cheap = weakest(k, winners);
  return is_top(o, cheap) ? cheap : top;
}

}  // namespace

Action baseline_ramsen(const Observation& o, Rng& rng) {
  (void)rng;
  switch (o.phase) {
    case Phase::Exchange:
      return exchange(o);
    case Phase::Rob:
      return rob(o);
    case Phase::Declare:
      return declare(o);
    case Phase::Play:
      return Action::play(play(o));
    default:
      return o.legal.items[0];
  }
}

}  // namespace stichfest
