// Quoting what a user typed into a message: rules strings, seeds, record
// tokens and file names come back in errors, and a 10 MB token, a terminal
// escape or a NUL must not come back raw.
#pragma once

#include <string>
#include <string_view>

namespace stichfest {

// The longest piece of the text a quote shows, in bytes.
constexpr size_t kQuoteBytes = 60;

// 'text' in single quotes. Control characters (C0, DEL, C1), bytes that are
// not UTF-8 and backslashes are written as escapes (\x1b, \\); a text longer
// than kQuoteBytes is cut at a character and ends in "…' (N bytes)".
std::string quote(std::string_view text);

}  // namespace stichfest
