// A contract with its cards renumbered by strength, for the solver.
//
// Rank r stands for one card. The effective suits lie in blocks, the four
// plain suits first and the trumps on top, each block weakest card first.
// So a card beats another when it is higher and in the same block or in
// the trump block; the cards of a set above a card are a mask; and the
// next card still in play above a card is its set's lowest bit above it.
// `space` is itself a Contract over ranks, so the engine's duty code
// (ramsen_duty, called_ace_duty) runs on ranks unchanged.
#pragma once

#include <cstdint>

#include "core/contract.h"

namespace stichfest::search {

struct RankSpace {
  Contract space;               // the contract over ranks
  Card card_of[kDeckSize];      // rank -> card
  Card rank_of[kDeckSize];      // card -> rank
  uint8_t worth[kDeckSize];     // card points per rank
  uint32_t worth_mask[5];       // ranks worth 11, 10, 4, 3, 2
  uint32_t from_cards[4][256];  // a card set to ranks, one suit's byte at a time

  uint32_t ranks(CardSet cards) const {
    uint32_t b = cards.bits();
    return from_cards[0][b & 0xFF] | from_cards[1][(b >> 8) & 0xFF] | from_cards[2][(b >> 16) & 0xFF] |
           from_cards[3][b >> 24];
  }
  int points(uint32_t set) const {
    return 11 * __builtin_popcount(set & worth_mask[0]) + 10 * __builtin_popcount(set & worth_mask[1]) +
           4 * __builtin_popcount(set & worth_mask[2]) + 3 * __builtin_popcount(set & worth_mask[3]) +
           2 * __builtin_popcount(set & worth_mask[4]);
  }
  // The card winning a trick (ranks in play order): the highest of those in
  // the led card's block or the trump block.
  int winning_index(const Card* trick, int count) const {
    uint32_t eligible = space.group[space.suit[trick[0]]].bits() | space.group[kTrump].bits();
    int best = 0;
    for (int i = 1; i < count; ++i)
      if (trick[i] > trick[best] && (eligible >> trick[i] & 1)) best = i;
    return best;
  }
};

const RankSpace& rank_space(ContractId id);

}  // namespace stichfest::search
