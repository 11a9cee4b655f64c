// Share links (src/web/share_link.h): a link that opens writes out as a
// link that opens the same deal; percent-encoding round-trips any bytes.
#include <cstdint>

#include "core/record.h"
#include "fuzz_check.h"
#include "share_link.h"

using namespace stichfest;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text = fuzz::as_text(data, size);
  std::string decoded;
  FUZZ_CHECK(percent_decode(percent_encode(text), decoded) && decoded == text, "percent-encoding round-trips");

  ShareLink link;
  std::string error;
  if (!parse_share_link(text, link, error)) {
    FUZZ_CHECK(!error.empty(), "a refused link has a message");
    return 0;
  }
  FUZZ_CHECK(link.hand >= 1 && link.hand <= kMaxHandNumber, "the hand number is in range");
  FUZZ_CHECK(link.dealer >= -1 && link.dealer < link.rules.players(), "the dealer sits at the table");
  std::string written = format_share_link(link);
  ShareLink again;
  FUZZ_CHECK(parse_share_link(written, again, error), "a written link opens");
  FUZZ_CHECK(again.rules == link.rules && again.seed == link.seed && again.hand == link.hand &&
                 again.dealer == link.dealer && again.bots == link.bots && again.challenge == link.challenge,
             "a written link names the same deal and the same score to beat");
  FUZZ_CHECK(format_share_link(again) == written, "writing is stable");
  return 0;
}
