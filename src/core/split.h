// The words of a line of text, without stream machinery (iostreams would
// grow the WASM modules): the bots' answers, the stored statistics.
#pragma once

#include <string_view>
#include <vector>

namespace stichfest {

// Words are separated by spaces, tabs and CRs; the views point into `line`.
std::vector<std::string_view> split_words(std::string_view line);

}  // namespace stichfest
