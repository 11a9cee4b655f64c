#include "cards.h"

#include <cctype>

namespace stichfest {

namespace {
constexpr char kSuitCodes[] = "CSHD";
constexpr char kRankCodes[] = "AKQJT987";
constexpr char kGermanSuitCodes[] = "EGHS";
constexpr char kGermanRankCodes[] = "AKOUT987";

constexpr ByteSelect make_byte_select() {
  ByteSelect t{};
  for (int byte = 0; byte < 256; ++byte)
    for (int bit = 0, k = 0; bit < 8; ++bit)
      if (byte >> bit & 1) t.at[k++][byte] = uint8_t(bit);
  return t;
}
}  // namespace
constexpr ByteSelect kSelectInByte = make_byte_select();

std::string card_code(Card c) { return {kSuitCodes[suit_of(c)], kRankCodes[rank_of(c)]}; }

std::string card_code_german(Card c) { return {kGermanSuitCodes[suit_of(c)], kGermanRankCodes[rank_of(c)]}; }

Card parse_card(std::string_view code) {
  if (code.size() != 2) return kNoCard;
  int suit = -1, rank = -1;
  for (int i = 0; i < 4; ++i)
    if (std::toupper(static_cast<unsigned char>(code[0])) == kSuitCodes[i]) suit = i;
  for (int i = 0; i < 8; ++i)
    if (std::toupper(static_cast<unsigned char>(code[1])) == kRankCodes[i]) rank = i;
  if (suit < 0 || rank < 0) return kNoCard;
  return make_card(suit, rank);
}

std::string set_codes(CardSet s) {
  std::string out;
  for (Card c : s) {
    if (!out.empty()) out += ' ';
    out += card_code(c);
  }
  return out;
}

}  // namespace stichfest
