#include "ramsch_play.h"

#include <array>

#include "bot_util.h"

namespace stichfest::bot {

namespace {

constexpr int kJackDanger[4] = {6, 4, 3, 2};  // CJ SJ HJ DJ

}  // namespace

namespace {

// For each card, the cards of its suit that outrank it (jacks contract).
const std::array<CardSet, kDeckSize>& higher_cards() {
  static const auto table = [] {
    std::array<CardSet, kDeckSize> t{};
    const Contract& k = contract(ContractId::Jacks);
    for (Card c = 0; c < kDeckSize; ++c)
      for (Card x : k.group[k.suit[c]])
        if (k.power[x] > k.power[c]) t[c] |= CardSet::of(x);
    return t;
  }();
  return table;
}

}  // namespace

int ramsch_jack_danger(CardSet hand) {
  CardSet jacks = hand & CardSet::rank(kJack);
  int danger = 0;
  for (Card j : jacks) danger += kJackDanger[suit_of(j)];
  if (jacks.size() >= 3) danger += (jacks.size() - 2) * 4;
  return danger;
}

int ramsch_suit_danger(int suit, CardSet hand, CardSet gone) {
  const Contract& k = contract(ContractId::Jacks);
  CardSet cards = hand & k.group[suit];
  int len = cards.size();
  if (len == 0) return -5;  // a void lets us shed high cards later
  const auto& higher = higher_cards();
  CardSet others = k.group[suit] - hand - gone;
  int danger = 0;
  for (Card c : cards) {
    int higher_out = (others & higher[c]).size();
    int risk = higher_out == 0 ? 10 : higher_out == 1 ? 5 : 2;
    danger += (card_points(c) + 2) * risk;
  }
  if (len >= 5) danger += (len - 4) * 8;  // others run out; we win our own suit
  return danger;
}

int ramsch_danger(CardSet hand, CardSet gone) {
  int danger = ramsch_jack_danger(hand);
  for (int s = 0; s < 4; ++s) danger += ramsch_suit_danger(s, hand, gone);
  return danger;
}

namespace {

// How badly we want to get rid of a card when we cannot follow suit.
int shed_value(const Observation& o, Card c) {
  const Contract& k = contract_of(o);
  int v = card_points(c) * 4;
  if (k.suit[c] == kTrump) v += kJackDanger[suit_of(c)] * 6;
  if (is_top(o, c)) v += 20;
  int len = (o.hand & k.group[k.suit[c]]).size();
  if (len == 1) v += 6;  // finishing a suit makes a new void
  return v;
}

Card lead_ramsch(const Observation& o, CardSet legal) {
  const Contract& k = contract_of(o);
  uint8_t voids[kMaxPlayers];
  void_suits(o, voids);
  CardSet out = unseen(o);
  Card best = kNoCard;
  int best_risk = 1 << 30;
  for (Card c : legal) {
    int s = k.suit[c];
    int higher_out = 0;
    for (Card x : out& k.group[s]) higher_out += k.beats(x, c);
    // Who else can still follow? A lead nobody can follow is ours.
    int followers = 0;
    for (int p = 0; p < o.players; ++p)
      if (p != o.seat && !(voids[p] >> s & 1)) ++followers;
    int risk = card_points(c) * 3 + k.power[c];
    if (higher_out == 0 || followers == 0) risk += 200;  // we would win it
    risk += (o.hand & k.group[s]).size() * 4;            // prefer short suits
    if (s == kTrump) risk += 15;                         // keep jacks for later
    if (risk < best_risk) {
      best_risk = risk;
      best = c;
    }
  }
  return best;
}

}  // namespace

Card play_ramsch(const Observation& o) {
  const Contract& k = contract_of(o);
  CardSet legal = legal_plays(o);
  if (legal.size() == 1) return legal.lowest();
  if (o.trick_size == 0) return lead_ramsch(o, legal);

  Card win = winning_card(o);
  CardSet winners = beating(k, legal, win);
  CardSet losers = legal - winners;
  bool following = !(legal & k.group[k.suit[o.trick[0]]]).empty();
  if (!losers.empty()) {
    if (!following) {  // void: shed the most dangerous card
      Card best = kNoCard;
      int value = -1;
      for (Card c : losers) {
        int v = shed_value(o, c);
        if (v > value) {
          value = v;
          best = c;
        }
      }
      return best;
    }
    return strongest(k, losers);  // duck as high as possible
  }
  // Every card wins: if the trick is ours anyway, win it with the highest.
  if (players_after(o) == 0) return strongest(k, winners);
  Card top = strongest(k, winners);
  return is_top(o, top) ? top : weakest(k, winners);
}

}  // namespace stichfest::bot
