#include "text_wrap.h"

namespace stichfest {

std::string wrap_at_spaces(std::string_view text, float width, const std::function<float(std::string_view)>& measure) {
  std::string out;
  out.reserve(text.size());
  size_t line_start = 0;  // in `out`
  size_t i = 0;
  while (i <= text.size()) {
    size_t end = text.find_first_of(" \n", i);
    if (end == std::string_view::npos) end = text.size();
    std::string_view word = text.substr(i, end - i);
    // The word joins the line if the line is empty or it still fits.
    bool line_empty = out.size() == line_start;
    if (!line_empty) {
      std::string_view with(out.data() + line_start, out.size() - line_start);
      std::string candidate = std::string(with) + " " + std::string(word);
      if (measure(candidate) > width) {
        out += '\n';
        line_start = out.size();
      } else {
        out += ' ';
      }
    }
    out += word;
    if (end < text.size() && text[end] == '\n') {
      out += '\n';
      line_start = out.size();
    }
    i = end + 1;
  }
  return out;
}

}  // namespace stichfest
