#include "move_code.h"

#include <algorithm>

namespace stichfest {

namespace {

const char kDigits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr int kCountBits = 8;  // a hand has at most 255 actions

int bits_for(int choices) {
  int bits = 0;
  while ((1 << bits) < choices) ++bits;
  return bits;
}

struct BitWriter {
  std::vector<bool> bits;
  void put(uint32_t value, int width) {
    for (int i = width - 1; i >= 0; --i) bits.push_back((value >> i) & 1);
  }
  std::string text() const {
    std::string out;
    for (size_t i = 0; i < bits.size(); i += 6) {
      int v = 0;
      for (size_t k = 0; k < 6; ++k) v = v * 2 + (i + k < bits.size() && bits[i + k] ? 1 : 0);
      out += kDigits[v];
    }
    return out;
  }
};

struct BitReader {
  std::vector<bool> bits;
  size_t at = 0;
  bool load(std::string_view text) {
    for (char ch : text) {
      const char* p = nullptr;
      for (const char* d = kDigits; *d; ++d)
        if (*d == ch) p = d;
      if (!p) return false;
      int v = int(p - kDigits);
      for (int i = 5; i >= 0; --i) bits.push_back((v >> i) & 1);
    }
    return true;
  }
  bool get(int width, uint32_t& out) {
    if (at + size_t(width) > bits.size()) return false;
    out = 0;
    for (int i = 0; i < width; ++i) out = out * 2 + (bits[at++] ? 1 : 0);
    return true;
  }
};

}  // namespace

std::string encode_moves(const State& dealt, const std::vector<Action>& actions) {
  BitWriter w;
  State s = dealt;
  w.put(uint32_t(std::min<size_t>(actions.size(), 255)), kCountBits);
  for (size_t i = 0; i < actions.size() && i < 255; ++i) {
    ActionList legal;
    legal_actions(s, legal);
    int index = 0;
    for (int k = 0; k < legal.count; ++k)
      if (legal.items[k] == actions[i]) index = k;
    w.put(uint32_t(index), bits_for(legal.count));
    apply(s, actions[i]);
  }
  return w.text();
}

bool decode_moves(const State& dealt, std::string_view text, std::vector<Action>& out, std::string& error) {
  out.clear();
  BitReader r;
  uint32_t count = 0;
  if (text.size() > 400 || !r.load(text) || !r.get(kCountBits, count)) {
    error = "the moves are not a move code";
    return false;
  }
  State s = dealt;
  for (uint32_t i = 0; i < count; ++i) {
    if (!in_hand(s)) {
      error = "the moves go on after the hand is over";
      return false;
    }
    ActionList legal;
    legal_actions(s, legal);
    uint32_t index = 0;
    if (!r.get(bits_for(legal.count), index) || index >= uint32_t(legal.count)) {
      error = "move " + std::to_string(i + 1) + " is not one of the legal moves";
      return false;
    }
    out.push_back(legal.items[index]);
    apply(s, legal.items[index]);
  }
  // Only the padding of the last character may follow.
  if (r.bits.size() - r.at >= 6) {
    error = "the move code is longer than its moves";
    return false;
  }
  return true;
}

std::string encode_deck(const Deck& deck) {
  BitWriter w;
  for (Card c : deck) w.put(uint32_t(c), 5);
  return w.text();
}

bool decode_deck(std::string_view text, Deck& out, std::string& error) {
  constexpr size_t kChars = (kDeckSize * 5 + 5) / 6;
  BitReader r;
  if (text.size() != kChars || !r.load(text)) {
    error = "a deck is " + std::to_string(kChars) + " characters of A-Z a-z 0-9 - _";
    return false;
  }
  Deck deck;
  for (Card& c : deck) {
    uint32_t v = 0;
    r.get(5, v);
    c = Card(v);
  }
  if (!is_permutation(deck)) {
    error = "the deck does not hold every card once";
    return false;
  }
  out = deck;
  return true;
}

}  // namespace stichfest
