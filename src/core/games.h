// Internal: the hooks each game family plugs into the generic engine.
// The generic part (engine.cpp) deals packets, runs tricks and dispatches;
// each game file owns its declaration phases and its scoring.
#pragma once

#include <cstring>
#include <type_traits>

#include "engine.h"

namespace stichfest::detail {

// What each game family plugs into the generic engine; a null hook means
// the game has nothing there.
struct GameHooks {
  void (*deal)(State&, const Deck&);
  void (*legal)(const State&, ActionList&);  // declaration phases
  void (*apply)(State&, Action);             // declaration phases
  void (*score)(State&);
  CardSet (*legal_cards)(const State&);  // null: follow suit, else anything
  void (*card_played)(State&, int seat, Card);
  // After a trick is filed (history, won, tricks_won, trick_number) and
  // before the hand is scored. The random playouts call trick_won and score
  // before they write back the hands and the trick, so these two may read
  // only the filed tricks and the fields of the declarations and the match.
  void (*trick_won)(State&, int winner);
};
extern const GameHooks kHooks[kGameCount];  // indexed by Game
inline const GameHooks& hooks(const State& s) { return kHooks[int(s.rules->game)]; }

// Files trick t (its cards in play order, `cards` the same as a set, led by
// `leader`) as won by seat w.
inline void file_trick(State& s, int t, const Card* trick, CardSet cards, int leader, int w) {
  std::memcpy(s.history[t], trick, kMaxPlayers);  // fixed size: no call
  s.history_leader[t] = uint8_t(leader);
  s.history_winner[t] = uint8_t(w);
  s.won[w] |= cards;
  ++s.tricks_won[w];
  s.trick_number = uint8_t(t + 1);
}

// What follows a filed trick won by w: the game's trick hook, and the scoring
// after the last trick.
inline void after_trick(State& s, int w) {
  const GameHooks& game = hooks(s);
  if (game.trick_won) {
    game.trick_won(s, w);
    if (s.phase == Phase::MatchOver) return;  // Ramsen: a player completed his crosses
  }
  if (s.trick_number == s.tricks_per_hand) game.score(s);
}

// The hand's result, reset, for a game's scoring to fill in place: a copy of
// a freshly written local would wait for its many small stores to reach the
// cache before the wide loads of the copy could read them.
inline HandResult& fresh_result(State& s) {
  s.result = HandResult();
  return s.result;
}

// Deals packets of the sizes kSizes (in dealing order) to every player,
// starting at forehand, from deck[pos]; returns the position after them.
// The sizes are template arguments so that each packet's loop unrolls.
template <int... kSizes>
int deal_packets(State& s, const Deck& deck, int pos) {
  uint32_t got[kMaxPlayers] = {};  // per place after the dealer (0 = forehand)
  const Card* card = deck.data() + pos;
  auto packet = [&](auto size) {
    for (int i = 0; i < s.players; ++i)
      for (int j = 0; j < decltype(size)::value; ++j) got[i] |= 1u << *card++;
  };
  (packet(std::integral_constant<int, kSizes>()), ...);
  for (int i = 0, p = forehand(s); i < s.players; ++i, p = seat_after(s, p)) s.hands[p] |= CardSet(got[i]);
  return int(card - deck.data());
}
// Begins trick play with `leader` to lead.
void start_play(State& s, int leader);
// Cards of the led suit the player may follow with, or the whole hand.
CardSet follow_or_any(const State& s, CardSet hand);
// Among the seats in `candidates` (a mask), the one with the unique highest
// total (sign +1) or the unique lowest (sign -1); -1 if none or shared.
int unique_extreme(const State& s, unsigned candidates, int sign);
// floor10 / round10 / round5 of RULES.md §1.6 on non-negative values.
inline int64_t floor10(int64_t v) { return v / 10; }
inline int64_t round10(int64_t v) { return 10 * ((v + 5) / 10); }
inline int64_t round5(int64_t v) { return 5 * ((v + 2) / 5); }

void sr_deal(State& s, const Deck& deck);
void sr_legal(const State& s, ActionList& out);
void sr_apply(State& s, Action a);
void sr_score(State& s);

void ks_deal(State& s, const Deck& deck);
void ks_score(State& s);

// Ramsen's play duties (§4.6): follow suit (and head the trick whenever
// possible if `head_always`), else trump and overtrump if possible, else any.
inline CardSet ramsen_duty(const Contract& k, CardSet hand, Card led, Card best, bool head_always) {
  // Every case is computed and one is selected without branching: which
  // case applies is random in playouts, and mispredicted branches cost more.
  const CardSet beat = k.beaters[best];
  const CardSet follow = hand & k.group[k.suit[led]];
  const CardSet head = follow & beat;
  const CardSet trumps = hand & k.trumps();
  const CardSet over = trumps & beat;
  const CardSet following = head_always && !head.empty() ? head : follow;
  const CardSet void_of_led = trumps.empty() ? hand : over.empty() ? trumps : over;
  return follow.empty() ? void_of_led : following;
}

// The 31 non-empty masks of 5 bits (bit i: the i-th lowest card of a
// hand), by size, and larger masks first within a size: the order in which
// sub = (sub - 1) & hand walks a hand's subsets, sorted stably by size.
struct SubsetMasks {
  uint8_t masks[31];
  int up_to_size[6];  // how many masks have at most that many bits
};
constexpr SubsetMasks make_subset_masks() {
  SubsetMasks out{};
  int n = 0;
  for (int k = 1; k <= 5; ++k) {
    for (int m = 31; m > 0; --m)
      if (__builtin_popcount(unsigned(m)) == k) out.masks[n++] = uint8_t(m);
    out.up_to_size[k] = n;
  }
  return out;
}
inline constexpr SubsetMasks kSubsets = make_subset_masks();

// Ramsen's exchange choices in legal_actions() order: keep the hand (0),
// then the subsets of the hand (always five cards in the exchange) up to the
// quota, smallest first: choice i > 0 is kSubsets.masks[i - 1].
struct ExchangeChoices {
  uint32_t hand;
  int count;  // keeping the hand included
  CardSet at(int i) const { return i == 0 ? CardSet() : CardSet(deposit_bits(kSubsets.masks[i - 1], hand)); }
};
ExchangeChoices rm_exchange_choices(const State& s);

void rm_deal(State& s, const Deck& deck);
void rm_legal(const State& s, ActionList& out);
void rm_apply(State& s, Action a);
CardSet rm_legal_cards(const State& s);
void rm_trick_won(State& s, int winner);
void rm_score(State& s);

// The called ace of a State (the solver's positions number cards their own
// way and bring their own overload).
inline Card called_ace_card(const State& s) { return make_card(s.called_suit, kAce); }

// American Schafkopf's called-ace duties C1 to C4 (§5.6, §7.16) for seat p
// holding `hand`, on top of `base` (follow suit). `led` is the trick's first
// card, kNoCard when p leads trick `trick_number` (0-based). S is a State or
// the solver's position: anything with the called game's fields and a
// called_ace_card() overload.
template <class S>
inline CardSet called_ace_duty(const S& s, const Contract& k, int p, CardSet hand, CardSet base, Card led,
                               int trick_number) {
  const int suit = s.called_suit;
  const Card ace = called_ace_card(s);
  const CardSet suit_cards = hand & k.group[suit];
  CardSet allowed = base;
  if (p == s.partner && hand.contains(ace) && !s.ace_ran_away) {
    if (led == kNoCard) {
      // C2: lead the suit only with the ace, unless running away with 4+.
      if (!s.called_suit_led && suit_cards.size() < 4) allowed -= suit_cards - CardSet::of(ace);
    } else if (k.suit[led] == suit) {
      // C1: the first time the suit is led, the ace must be played.
      if (s.called_suit_led && trick_number == s.called_led_trick) allowed &= CardSet::of(ace);
    } else if (!s.called_suit_led && trick_number < 7) {
      allowed -= CardSet::of(ace);  // C3: no discarding the ace before trick 8
    }
  }
  if (p == s.declarer && !s.called_ace_played && led != kNoCard && k.suit[led] != suit && suit_cards.size() == 1)
    allowed -= suit_cards;  // C4: the caller keeps his last card of the suit
  return allowed.empty() ? base : allowed;
}
// Tracks the called ace and the first lead of its suit after seat `seat`
// played c (`leads`: as the trick's first card), in trick s.trick_number.
template <class S>
inline void called_ace_card_played(S& s, const Contract& k, int seat, Card c, bool leads) {
  const Card ace = called_ace_card(s);
  if (c == ace) s.called_ace_played = true;
  if (leads && k.suit[c] == s.called_suit && !s.called_suit_led) {
    s.called_suit_led = true;
    s.called_led_trick = s.trick_number;
    if (seat == s.partner && c != ace) s.ace_ran_away = true;  // Davonlaufen
  }
}

void as_deal(State& s, const Deck& deck);
void as_legal(const State& s, ActionList& out);
void as_apply(State& s, Action a);
CardSet as_legal_cards(const State& s);
void as_card_played(State& s, int seat, Card c);
void as_trick_won(State& s, int winner);
void as_score(State& s);

}  // namespace stichfest::detail
