// Cards and sets of cards (RULES.md §1.1, §1.2).
//
// A card is its numeric id, suit * 8 + rank, with suits C S H D and ranks
// A K Q J T 9 8 7 in that order. The rank index is identity only: every game
// brings its own trick order (see contract.h). A set of cards is a 32-bit
// mask, so a hand, a trick or a won pile is one integer.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace stichfest {

using Card = uint8_t;
constexpr Card kNoCard = 0xFF;
constexpr int kDeckSize = 32;

enum Suit : uint8_t { kClubs = 0, kSpades = 1, kHearts = 2, kDiamonds = 3 };
enum Rank : uint8_t { kAce = 0, kKing, kQueen, kJack, kTen, kNine, kEight, kSeven };

constexpr Card make_card(int suit, int rank) { return Card(suit * 8 + rank); }
constexpr int suit_of(Card c) { return c >> 3; }
constexpr int rank_of(Card c) { return c & 7; }

// Augen: A 11, K 4, Q 3, J 2, T 10, 9/8/7 0.
constexpr int kRankPoints[8] = {11, 4, 3, 2, 10, 0, 0, 0};
constexpr int card_points(Card c) { return kRankPoints[rank_of(c)]; }

// The position of the k-th set bit of b (k < popcount(b)), branch-free:
// popcounts up to each byte boundary find the byte, a table the bit in it.
struct ByteSelect {
  uint8_t at[8][256];  // [k][byte]: the position of the byte's k-th set bit
};
extern const ByteSelect kSelectInByte;
inline int select_bit_portable(uint32_t b, uint32_t k) {
  // Set bits below each byte boundary: three independent popcounts.
  uint32_t c1 = uint32_t(__builtin_popcount(b & 0xFFu));
  uint32_t c2 = uint32_t(__builtin_popcount(b & 0xFFFFu));
  uint32_t c3 = uint32_t(__builtin_popcount(b & 0xFFFFFFu));
  // Boundaries at or below k lie wholly before the k-th bit.
  uint32_t byte = uint32_t(k >= c1) + uint32_t(k >= c2) + uint32_t(k >= c3);
  uint32_t shift = 8 * byte;
  uint32_t skipped = ((c1 << 8 | c2 << 16 | c3 << 24) >> shift) & 0xFFu;
  return int(shift) + kSelectInByte.at[k - skipped][(b >> shift) & 0xFFu];
}
// Bit i of `bits` moved onto the i-th set bit of `mask` (BMI2's pdep).
inline uint32_t deposit_bits_portable(uint32_t bits, uint32_t mask) {
  uint32_t out = 0;
  for (; mask; mask &= mask - 1, bits >>= 1) out |= (mask & -mask) & -(bits & 1u);
  return out;
}
// With BMI2, pdep deposits the single bit of 1 << k onto the k-th set bit.
#if defined(__BMI2__)
inline int select_bit(uint32_t b, uint32_t k) { return __builtin_ctz(__builtin_ia32_pdep_si(1u << k, b)); }
inline uint32_t deposit_bits(uint32_t bits, uint32_t mask) { return __builtin_ia32_pdep_si(bits, mask); }
#else
inline int select_bit(uint32_t b, uint32_t k) { return select_bit_portable(b, k); }
inline uint32_t deposit_bits(uint32_t bits, uint32_t mask) { return deposit_bits_portable(bits, mask); }
#endif

class CardSet {
 public:
  constexpr CardSet() = default;
  constexpr explicit CardSet(uint32_t bits) : bits_(bits) {}
  static constexpr CardSet of(Card c) { return CardSet(1u << c); }
  static constexpr CardSet all() { return CardSet(0xFFFFFFFFu); }
  static constexpr CardSet suit(int s) { return CardSet(0xFFu << (8 * s)); }
  static constexpr CardSet rank(int r) { return CardSet(0x01010101u << r); }

  constexpr uint32_t bits() const { return bits_; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr bool contains(Card c) const { return (bits_ >> c) & 1u; }
  constexpr int size() const { return __builtin_popcount(bits_); }
  constexpr Card lowest() const { return Card(__builtin_ctz(bits_)); }
  Card pop_lowest() {
    Card c = lowest();
    bits_ &= bits_ - 1;
    return c;
  }
  // The index-th card in id order (0-based, index < size()); used to pick
  // uniformly. Branch-free: a loop whose length is the random index would
  // mispredict on almost every random card (see select_bit below).
  Card nth(int index) const { return Card(select_bit(bits_, uint32_t(index))); }
  // Card points: a popcount per scoring rank (kRankPoints).
  constexpr int points() const {
    int sum = 0;
    for (int r = kAce; r <= kTen; ++r) sum += kRankPoints[r] * CardSet(bits_ & rank(r).bits_).size();
    return sum;
  }

  constexpr CardSet operator|(CardSet o) const { return CardSet(bits_ | o.bits_); }
  constexpr CardSet operator&(CardSet o) const { return CardSet(bits_ & o.bits_); }
  constexpr CardSet operator-(CardSet o) const { return CardSet(bits_ & ~o.bits_); }
  constexpr CardSet operator~() const { return CardSet(~bits_); }
  CardSet& operator|=(CardSet o) {
    bits_ |= o.bits_;
    return *this;
  }
  CardSet& operator&=(CardSet o) {
    bits_ &= o.bits_;
    return *this;
  }
  CardSet& operator-=(CardSet o) {
    bits_ &= ~o.bits_;
    return *this;
  }
  constexpr bool operator==(CardSet o) const { return bits_ == o.bits_; }
  constexpr bool operator!=(CardSet o) const { return bits_ != o.bits_; }

  // Iteration in id order: for (Card c : set) ...
  struct Iterator {
    uint32_t b;
    Card operator*() const { return Card(__builtin_ctz(b)); }
    Iterator& operator++() {
      b &= b - 1;
      return *this;
    }
    bool operator!=(const Iterator& o) const { return b != o.b; }
  };
  Iterator begin() const { return {bits_}; }
  Iterator end() const { return {0}; }

 private:
  uint32_t bits_ = 0;
};

// Canonical French codes ("CJ", "DT"); German display codes ("EU", "ST").
std::string card_code(Card c);
std::string card_code_german(Card c);
// Parses a French code, case-insensitive. Returns kNoCard on failure.
Card parse_card(std::string_view code);
// "CA DT H7" in id order.
std::string set_codes(CardSet s);

}  // namespace stichfest
