#include "rank_space.h"

#include <algorithm>

namespace stichfest::search {

namespace {

RankSpace build(const Contract& k) {
  RankSpace r{};
  // Blocks: plain suits 0..3, then trumps; weakest first in each.
  int next = 0;
  for (int g = 0; g < 5; ++g) {
    Card cards[16];
    int n = 0;
    for (Card c : k.group[g]) cards[n++] = c;
    std::sort(cards, cards + n, [&](Card a, Card b) { return k.power[a] < k.power[b]; });
    for (int i = 0; i < n; ++i) {
      Card rank = Card(next++);
      r.card_of[rank] = cards[i];
      r.rank_of[cards[i]] = rank;
    }
  }
  Contract& s = r.space;
  s = Contract{};
  for (Card rank = 0; rank < kDeckSize; ++rank) {
    Card c = r.card_of[rank];
    s.suit[rank] = k.suit[c];
    s.power[rank] = k.power[c];
    s.group[k.suit[c]] |= CardSet::of(rank);
    r.worth[rank] = uint8_t(card_points(c));
  }
  for (Card b = 0; b < kDeckSize; ++b)
    for (Card a = 0; a < kDeckSize; ++a)
      if (a != b && s.beats(a, b)) s.beaters[b] |= CardSet::of(a);
  s.trump_count = k.trump_count;
  for (int i = 0; i < k.trump_count; ++i) s.trump_order[i] = r.rank_of[k.trump_order[i]];
  const int values[5] = {11, 10, 4, 3, 2};
  for (int v = 0; v < 5; ++v)
    for (Card rank = 0; rank < kDeckSize; ++rank)
      if (r.worth[rank] == values[v]) r.worth_mask[v] |= 1u << rank;
  for (int suit = 0; suit < 4; ++suit)
    for (int byte = 0; byte < 256; ++byte)
      for (int bit = 0; bit < 8; ++bit)
        if (byte >> bit & 1) r.from_cards[suit][byte] |= 1u << r.rank_of[suit * 8 + bit];
  return r;
}

struct Spaces {
  RankSpace all[9];
  Spaces() {
    for (int id = 0; id < 9; ++id) all[id] = build(contract(ContractId(id)));
  }
};

}  // namespace

const RankSpace& rank_space(ContractId id) {
  static const Spaces spaces;  // built on first use: the contracts are another file's static
  return spaces.all[int(id)];
}

}  // namespace stichfest::search
