// The table's word wrap (src/web/text_wrap.h) breaks only at spaces: a
// desktop hint showed "Leaves 7 48." on one line and "6" on the next.
#include "web/text_wrap.h"

#include <catch2/catch.hpp>

using namespace stichfest;

namespace {
// Every character one unit wide.
float chars(std::string_view s) { return float(s.size()); }
}  // namespace

TEST_CASE("word wrap breaks lines at spaces, never inside a number", "[i18n]") {
  // ImGui would break after "48." (a '.' may end a line there).
  CHECK(wrap_at_spaces("Leaves 7 48.6, Leaves 8 51.2", 12, chars) == "Leaves 7\n48.6, Leaves\n8 51.2");
  CHECK(wrap_at_spaces("Erwartete Augen: 23,4", 19, chars) == "Erwartete Augen:\n23,4");
  // A line that fits is left alone; a word wider than the line stands alone.
  CHECK(wrap_at_spaces("Hint: Pass.", 40, chars) == "Hint: Pass.");
  CHECK(wrap_at_spaces("a 1234567890 b", 5, chars) == "a\n1234567890\nb");
  // Newlines already there are kept, and start a new measure.
  CHECK(wrap_at_spaces("one two\nthree four", 9, chars) == "one two\nthree\nfour");
  CHECK(wrap_at_spaces("", 5, chars).empty());
  // No line is wider than asked unless it is one word.
  std::string text =
      "With every card known and all the others playing against you, your best play from trick 3 "
      "would still have left you 48.5 card points.";
  for (float width : {10.f, 17.f, 30.f, 64.f}) {
    std::string wrapped = wrap_at_spaces(text, width, chars);
    size_t start = 0;
    for (;;) {
      size_t end = wrapped.find('\n', start);
      std::string line = wrapped.substr(start, end == std::string::npos ? std::string::npos : end - start);
      CHECK((line.size() <= size_t(width) || line.find(' ') == std::string::npos));
      if (end == std::string::npos) break;
      start = end + 1;
    }
    std::string joined = wrapped;
    for (char& ch : joined)
      if (ch == '\n') ch = ' ';
    CHECK(joined == text);
  }
}
