#include "bot_level.h"

namespace stichfest {

const char* bot_level_name(BotLevel level) {
  static const char* const kNames[kBotLevels] = {"random", "beginner", "standard", "strong"};
  return kNames[int(level)];
}

bool parse_bot_level(std::string_view name, BotLevel& out) {
  for (int k = 0; k < kBotLevels; ++k)
    if (name == bot_level_name(BotLevel(k))) {
      out = BotLevel(k);
      return true;
    }
  if (name == "baseline") {
    out = BotLevel::Beginner;
    return true;
  }
  return false;
}

}  // namespace stichfest
