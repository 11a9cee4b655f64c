// The bots' levels, as records, share links and the table name them:
//   random    any legal move (for tests and the bench);
//   beginner  the rule-based baseline;
//   standard  the searching bot;
//   strong    the searching bot with more time and inference.
// The bots themselves are one layer up (search/levels.h).
#pragma once

#include <cstdint>
#include <string_view>

namespace stichfest {

enum class BotLevel : uint8_t { Random, Beginner, Standard, Strong };
constexpr int kBotLevels = 4;

// "random", "beginner", "standard", "strong".
const char* bot_level_name(BotLevel level);
// Reads a name ("baseline" is the beginner too); false if unknown.
bool parse_bot_level(std::string_view name, BotLevel& out);

}  // namespace stichfest
