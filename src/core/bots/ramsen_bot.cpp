// Baseline Ramsen bot: plays for tricks. It counts the tricks its hand is
// likely to make; with about one or more it swaps its blank cards and plays,
// otherwise it keeps its hand and passes. In play it heads the trick
// cheaply when it can and throws its weakest card when it cannot.
#include "bot.h"
#include "bot_util.h"

namespace stichfest {

namespace {

using namespace bot;

// Expected tricks x10 of one card: top trumps nearly always win, other
// trumps and plain aces often, the rest hardly.
int trick_value(const Contract& k, Card c) {
  if (k.suit[c] == kTrump) return k.power[c] > 64 + 16 - 5 ? 9 : 5;  // the top five trumps
  if (rank_of(c) == kAce) return 5;
  if (rank_of(c) == kKing) return 2;
  return 0;
}

int expected_tricks(const Contract& k, CardSet hand) {
  int sum = 0;
  for (Card c : hand) sum += trick_value(k, c);
  return sum;
}

constexpr int kPlayThreshold = 8;  // about one trick

Action exchange(const Observation& o) {
  const Contract& k = contract_of(o);
  int value = expected_tricks(k, o.hand);
  bool will_play = value >= kPlayThreshold || o.need[o.seat] <= 2;
  if (!will_play) return Action::with_cards(Act::Exchange, CardSet());
  // Swap the blank cards (worth nothing), as many as the quota allows.
  CardSet blanks;
  for (Card c : o.hand)
    if (trick_value(k, c) == 0) blanks |= CardSet::of(c);
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
    int v = trick_value(k, c) * 64 + k.power[c];
    if (v < worst_value) {
      worst_value = v;
      worst = c;
    }
  }
  bool already_playing = o.exchanged >> o.seat & 1;
  int after = expected_tricks(k, with - CardSet::of(worst));
  if (worst == up || (!already_playing && after < kPlayThreshold)) return Action::of(Act::Pass);
  return Action::of(Act::Rob, worst);
}

Action declare(const Observation& o) {
  const Contract& k = contract_of(o);
  int value = expected_tricks(k, o.hand);
  bool close_to_winning = o.need[o.seat] <= 2 && value >= 5;
  if ((value >= kPlayThreshold || close_to_winning) || !offers(o, Act::Pass)) return Action::of(Act::Stay);
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
