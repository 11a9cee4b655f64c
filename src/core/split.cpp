#include "split.h"

namespace stichfest {

std::vector<std::string_view> split_words(std::string_view line) {
  auto space = [](char ch) { return ch == ' ' || ch == '\t' || ch == '\r'; };
  std::vector<std::string_view> words;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && space(line[i])) ++i;
    size_t start = i;
    while (i < line.size() && !space(line[i])) ++i;
    if (i > start) words.push_back(line.substr(start, i - start));
  }
  return words;
}

}  // namespace stichfest
