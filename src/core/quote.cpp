#include "quote.h"

namespace stichfest {

namespace {

// The length of the UTF-8 sequence at text[i], or 0 if it is not one.
size_t utf8_length(std::string_view text, size_t i) {
  auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  unsigned char b = byte(i);
  size_t n = b >= 0xF0 && b <= 0xF4 ? 4 : b >= 0xE0 ? 3 : b >= 0xC2 && b <= 0xDF ? 2 : 0;
  if (n == 0 || i + n > text.size()) return 0;
  for (size_t k = 1; k < n; ++k)
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  // Overlong forms, surrogates and code points past U+10FFFF are not UTF-8.
  if ((b == 0xE0 && byte(i + 1) < 0xA0) || (b == 0xED && byte(i + 1) >= 0xA0) || (b == 0xF0 && byte(i + 1) < 0x90) ||
      (b == 0xF4 && byte(i + 1) >= 0x90))
    return 0;
  return n;
}

void escape_byte(unsigned char b, std::string& out) {
  static const char kHex[] = "0123456789abcdef";
  out += "\\x";
  out += kHex[b >> 4];
  out += kHex[b & 15];
}

}  // namespace

std::string quote(std::string_view text) {
  std::string out = "'";
  size_t i = 0;
  while (i < text.size() && i < kQuoteBytes) {
    unsigned char b = static_cast<unsigned char>(text[i]);
    if (b == '\\') {
      out += "\\\\";
      ++i;
    } else if (b < 0x20 || b == 0x7F) {
      escape_byte(b, out);
      ++i;
    } else if (b < 0x80) {
      out += char(b);
      ++i;
    } else if (size_t n = utf8_length(text, i);
               n > 0 && !(b == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0)) {
      if (i + n > kQuoteBytes) break;  // keep whole characters only
      out.append(text.substr(i, n));
      i += n;
    } else {  // a C1 control (U+0080 to U+009F) or not UTF-8
      escape_byte(b, out);
      ++i;
    }
  }
  if (i < text.size()) return out + "…' (" + std::to_string(text.size()) + " bytes)";
  return out + "'";
}

}  // namespace stichfest
