// Game records (core/record.h): a record that parses (and so replays)
// writes out as a record that parses again to the same text, with and
// without its score lines, and replays to the same final state.
#include <cstdint>
#include <cstring>

#include "core/record.h"
#include "fuzz_check.h"

using namespace stichfest;

namespace {

// The final state of a replay; false if it does not replay.
bool final_state(const Record& r, State& s) {
  std::string error;
  return replay_record(r, s, error);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Record record;
  std::string error;
  if (!parse_record(fuzz::as_text(data, size), record, error)) {
    FUZZ_CHECK(!error.empty(), "a refused record has a message");
    return 0;
  }
  State first;
  FUZZ_CHECK(final_state(record, first), "a parsed record replays");
  for (bool checks : {false, true}) {
    std::string text = format_record(record, checks);
    Record again;
    FUZZ_CHECK(parse_record(text, again, error), "a written record parses");
    FUZZ_CHECK(format_record(again, checks) == text, "a written record reads back to the same record");
    State second;
    FUZZ_CHECK(final_state(again, second), "a written record replays");
    FUZZ_CHECK(second.phase == first.phase && second.hand_number == first.hand_number,
               "a written record ends where the original does");
    FUZZ_CHECK(std::memcmp(second.total, first.total, sizeof first.total) == 0, "the same totals");
    FUZZ_CHECK(std::memcmp(second.need, first.need, sizeof first.need) == 0, "the same strokes needed");
  }
  return 0;
}
