// Stored settings (src/web/settings.h): whatever the storage holds, the
// settings read from it write out as text that reads back to the same
// settings without a complaint.
#include <cstdint>

#include "api_limits.h"
#include "fuzz_check.h"
#include "settings.h"

using namespace stichfest;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > kMaxSettingsBytes) return 0;  // the page never hands over more
  std::string problems;
  Settings s = settings_from_text(std::string(fuzz::as_text(data, size)), problems);
  for (const Rules& r : s.rules) FUZZ_CHECK(r.game == s.rules[size_t(r.game)].game, "each game keeps its own rules");
  std::string text = settings_to_text(s);
  std::string again_problems;
  Settings again = settings_from_text(text, again_problems);
  FUZZ_CHECK(again_problems.empty(), "written settings read without a complaint");
  FUZZ_CHECK(settings_to_text(again) == text, "written settings read back to the same settings");
  FUZZ_CHECK(again.game == s.game && again.deck == s.deck && again.lang == s.lang && again.bots == s.bots &&
                 again.welcomed == s.welcomed && again.rules == s.rules,
             "the same settings");
  return 0;
}
