// Rules strings (core/rules.h): a string that parses formats to the
// canonical string, which parses to the same rules; and the rules then
// deal and play a whole hand whatever the options (the engine's own
// asserts watch every step).
#include <cstdint>

#include "core/engine.h"
#include "core/rng.h"
#include "core/rules.h"
#include "fuzz_check.h"

using namespace stichfest;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text = fuzz::as_text(data, size);
  Rules rules;
  std::string error;
  if (!parse_rules(text, rules, error)) {
    FUZZ_CHECK(!error.empty(), "a refused rules string has a message");
    return 0;
  }
  std::string canonical = format_rules(rules);
  Rules again;
  FUZZ_CHECK(parse_rules(canonical, again, error), "the canonical string parses");
  FUZZ_CHECK(again == rules, "the canonical string means the same rules");
  FUZZ_CHECK(format_rules(again) == canonical, "formatting is stable");

  // One hand under these rules, the moves picked by the input's hash.
  uint64_t seed = 1469598103934665603ull;
  for (uint8_t b : text) seed = (seed ^ b) * 1099511628211ull;
  Rng rng(seed);
  State s = new_match(rules, int(seed % uint64_t(rules.players())));
  deal(s, deck_for_hand(seed, 1));
  for (int steps = 0; in_hand(s); ++steps) {
    FUZZ_CHECK(steps < 1000, "a hand ends");
    ActionList legal;
    legal_actions(s, legal);
    FUZZ_CHECK(legal.count > 0, "a hand in play has a legal action");
    apply(s, legal.items[rng.below(uint32_t(legal.count))]);
  }
  FUZZ_CHECK(s.result.scored, "a finished hand is scored");
  return 0;
}
