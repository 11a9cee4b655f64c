// Between hands and after the match nobody is to move (to_move is no
// seat): legal_actions() must then list nothing rather than read a
// hand that does not exist. Found by the fuzzer of the JavaScript API's
// path (tests/fuzz/fuzz_js_api.cpp) under UBSan: American Schafkopf read
// hands[255].
#include <catch2/catch.hpp>

#include "core/engine.h"
#include "core/rng.h"
#include "test_support.h"

using namespace stichfest;

TEST_CASE("legal_actions lists nothing between hands in every game and variant", "[invariants]") {
  for (int g = 0; g < kGameCount; ++g) {
    for (const std::string& text : test::option_variants(Game(g))) {
      Rules rules;
      std::string error;
      REQUIRE(parse_rules(text, rules, error));
      State s = new_match(rules, 0);
      ActionList legal;
      legal.push(Action::of(Act::Pass));  // a leftover the call must clear
      legal_actions(s, legal);
      INFO(text << " before the first deal");
      CHECK(legal.count == 0);

      // And after a hand, once it is scored.
      deal(s, deck_for_hand(7, 1));
      Rng rng(7);
      while (in_hand(s)) {
        legal_actions(s, legal);
        REQUIRE(legal.count > 0);
        apply(s, legal.items[rng.below(uint32_t(legal.count))]);
      }
      legal_actions(s, legal);
      INFO(text << " after the hand");
      CHECK(legal.count == 0);
    }
  }
}
