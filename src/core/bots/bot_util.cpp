#include "bot_util.h"

namespace stichfest::bot {

CardSet legal_plays(const Observation& o) {
  CardSet out;
  for (const Action& a : o.legal)
    if (a.kind == Act::Play) out |= CardSet::of(a.arg);
  return out;
}

bool offers(const Observation& o, Act kind) {
  for (const Action& a : o.legal)
    if (a.kind == kind) return true;
  return false;
}

Action first_of(const Observation& o, Act kind) {
  for (const Action& a : o.legal)
    if (a.kind == kind) return a;
  return o.legal.items[0];
}

namespace {

// Orders cards: by power (trumps above plain), then points, then id.
int strength_key(const Contract& k, Card c) {
  return (k.suit[c] == kTrump ? 256 : 0) + k.power[c] * 2 + (card_points(c) > 0 ? 1 : 0);
}

}  // namespace

// The card with the largest key (the first such in id order).
template <typename Key>
Card max_by(CardSet cards, Key key) {
  Card best = kNoCard;
  int best_key = 0;
  for (Card c : cards) {
    int v = key(c);
    if (best == kNoCard || v > best_key) {
      best_key = v;
      best = c;
    }
  }
  return best;
}

Card strongest(const Contract& k, CardSet cards) {
  return max_by(cards, [&](Card c) { return strength_key(k, c) * 16 + card_points(c); });
}

Card weakest(const Contract& k, CardSet cards) {
  return max_by(cards, [&](Card c) { return -(strength_key(k, c) * 16 + card_points(c)); });
}

Card most_points(const Contract& k, CardSet cards) {
  return max_by(cards, [&](Card c) { return card_points(c) * 1024 + (1000 - strength_key(k, c)); });
}

Card fewest_points(const Contract& k, CardSet cards) {
  return max_by(cards, [&](Card c) { return -(card_points(c) * 1024 + strength_key(k, c)); });
}

Card winning_card(const Observation& o) {
  if (o.trick_size == 0) return kNoCard;
  return o.trick[contract_of(o).winning_index(o.trick, o.trick_size)];
}

int winning_seat(const Observation& o) {
  Card w = winning_card(o);
  for (int i = 0; i < o.trick_size; ++i)
    if (o.trick[i] == w) return o.trick_seat[i];
  return -1;
}

CardSet beating(const Contract& k, CardSet from, Card target) { return from & k.beaters[target]; }

CardSet unseen(const Observation& o) {
  return CardSet::all() - o.hand - o.played - o.laid_down - o.skat_known - o.turned -
         (o.upcard == kNoCard ? CardSet() : CardSet::of(o.upcard));
}

bool is_top(const Observation& o, Card c) {
  const Contract& k = contract_of(o);
  return (unseen(o) & k.group[k.suit[c]] & k.beaters[c]).empty();
}

int players_after(const Observation& o) { return o.cards_per_trick - o.trick_size - 1; }

void void_suits(const Observation& o, uint8_t out[kMaxPlayers]) {
  for (int p = 0; p < kMaxPlayers; ++p) out[p] = o.shown_void[p];
}

int trick_points(const Observation& o) {
  int sum = 0;
  for (int i = 0; i < o.trick_size; ++i) sum += card_points(o.trick[i]);
  return sum;
}

namespace {

// Will `win` still take the trick when the foes still to play have played?
// Not if an unseen card of its suit beats it, nor, for a plain card, if a
// foe after has shown he is void there or the suit may run out on him
// while trumps are out (he would have to trump, or may).
bool safe_from_foes(const Observation& o, Card win, const bool friend_of[kMaxPlayers]) {
  const Contract& k = contract_of(o);
  if (!is_top(o, win)) return false;
  if (k.suit[win] == kTrump) return true;
  CardSet out = unseen(o);
  if ((out & k.trumps()).empty()) return true;
  int foes = 0;
  int seat = o.seat;
  for (int i = players_after(o); i > 0; --i) {
    seat = (seat + 1) % o.players;
    if (friend_of[seat]) continue;
    if (o.shown_void[seat] >> k.suit[win] & 1) return false;
    ++foes;
  }
  // Each foe after needs a card of the suit to follow with.
  return (out & k.group[k.suit[win]]).size() >= 2 * foes;
}

Card lead_for_points(const Observation& o, CardSet legal, bool declaring) {
  const Contract& k = contract_of(o);
  CardSet my_trumps = legal & k.trumps();
  CardSet trumps_out = unseen(o) & k.trumps();
  // The declaring side draws trumps while it holds the top one.
  if (declaring && !my_trumps.empty() && !trumps_out.empty()) {
    Card top = strongest(k, my_trumps);
    if (is_top(o, top) || my_trumps.size() >= 4) return top;
  }
  // A plain ace (or a ten whose ace is gone) of a suit still safe to cash.
  uint8_t voids[kMaxPlayers];
  void_suits(o, voids);
  Card best = kNoCard;
  for (Card c : legal - k.trumps()) {
    if (!is_top(o, c) || card_points(c) < 10) continue;
    bool someone_void = false;
    for (int p = 0; p < o.players; ++p)
      if (p != o.seat && (voids[p] >> k.suit[c] & 1)) someone_void = true;
    if (!someone_void && (best == kNoCard || card_points(c) > card_points(best))) best = c;
  }
  if (best != kNoCard) return best;
  // Otherwise the lowest card of the shortest plain suit, keeping tens back.
  Card low = kNoCard;
  int low_key = 1 << 30;
  for (Card c : legal - k.trumps()) {
    int len = (o.hand & k.group[k.suit[c]]).size();
    int key = len * 64 + card_points(c) * 4 + k.power[c];
    if (key < low_key) {
      low_key = key;
      low = c;
    }
  }
  return low != kNoCard ? low : weakest(k, legal);
}

}  // namespace

Card play_for_points(const Observation& o, const bool friend_of[kMaxPlayers], bool declaring) {
  const Contract& k = contract_of(o);
  CardSet legal = legal_plays(o);
  if (legal.size() == 1) return legal.lowest();
  if (o.trick_size == 0) return lead_for_points(o, legal, declaring);

  Card win = winning_card(o);
  int winner = winning_seat(o);
  CardSet winners = beating(k, legal, win);
  CardSet losers = legal - winners;
  // Are all players after me friends?
  bool foes_after = false;
  int seat = o.seat;
  for (int i = players_after(o); i > 0; --i) {
    seat = (seat + 1) % o.players;
    if (!friend_of[seat]) foes_after = true;
  }
  bool friend_winning = friend_of[winner];
  bool winner_safe = !foes_after || safe_from_foes(o, win, friend_of);
  if (friend_winning && winner_safe) {
    // Schmieren: give the partner points without taking the trick from him.
    return losers.empty() ? fewest_points(k, legal) : most_points(k, losers);
  }
  if (!winners.empty()) {
    if (!foes_after) return most_points(k, winners);
    Card top = strongest(k, winners);
    if (is_top(o, top) && (trick_points(o) >= 10 || card_points(top) >= 10)) return top;
    if (trick_points(o) >= 10) return top;
  }
  if (losers.empty()) return weakest(k, legal);
  // Rather than give an ace or a ten to the other side, try to take the
  // trick with the cheapest card that does.
  Card shed = fewest_points(k, losers);
  if (card_points(shed) >= 10 && !friend_winning && !winners.empty()) return weakest(k, winners);
  return shed;
}

}  // namespace stichfest::bot
