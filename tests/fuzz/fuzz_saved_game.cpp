// Saved games (Session::load, src/web/session.h): what the page restores
// from its storage. A saved game that loads saves again as text that loads
// to the same match; one that does not load changes nothing.
#include <cstdint>

#include "api_limits.h"
#include "fuzz_check.h"
#include "session.h"
#include "view_json.h"

using namespace stichfest;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > kMaxRecordBytes) return 0;  // the page never hands over more
  std::string text(fuzz::as_text(data, size));
  Session session;
  const std::string before = session.save();
  std::string error;
  if (!session.load(text, error)) {
    FUZZ_CHECK(!error.empty(), "a refused saved game has a message");
    FUZZ_CHECK(session.save() == before, "a refused saved game changes nothing");
    return 0;
  }
  std::string saved = session.save();
  Session again;
  FUZZ_CHECK(again.load(saved, error), "a saved game loads");
  FUZZ_CHECK(again.save() == saved, "and saves as the same text");
  FUZZ_CHECK(again.position() == session.position(), "at the same position");
  FUZZ_CHECK(again.sheet().size() == session.sheet().size(), "with the same score sheet");
  FUZZ_CHECK(view_json(again) == view_json(session), "showing the same table");
  FUZZ_CHECK(!legal_json(session, true).empty(), "the legal actions are listed");
  return 0;
}
