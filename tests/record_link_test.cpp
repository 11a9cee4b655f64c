// Record links (src/web/record_link.h): every hand of the golden matches
// goes into a link and comes back as the same moves from the same deal;
// damaged links get a message.
#include "../src/web/record_link.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "golden.h"

using namespace stichfest;

namespace {

bool open_link(const std::string& text, Record& out, std::string& error) {
  ShareLink link;
  return parse_share_link(text, link, error) && record_from_link(link, out, error);
}

// The deck a record deals for its hand `i`.
Deck deck_of(const Record& r, size_t i) {
  Deck d;
  std::string error;
  REQUIRE(record_deck(r, i, d, error));
  return d;
}

}  // namespace

TEST_CASE("record links: every golden hand comes back with its deal and moves", "[record_link]") {
  for (const char* name : {"schieberamsch", "kalter_schlag", "ramsen_5p", "schafkopf_us", "schafkopf_us_hochzeit"}) {
    INFO(name);
    Record r = test::golden_record(name);
    size_t longest = 0;
    for (size_t i = 0; i < r.hands.size(); ++i) {
      INFO("hand " << i + 1);
      std::string link = format_record_link(r, i), error;
      REQUIRE(!link.empty());
      CHECK(link.rfind("#rec=1&g=", 0) == 0);
      longest = std::max(longest, link.size());
      Record back;
      REQUIRE(open_link(link, back, error));
      CHECK(back.hands.size() == 1);
      CHECK(back.hands[0].actions == r.hands[i].actions);
      CHECK(deck_of(back, 0) == deck_of(r, i));
      CHECK(back.bots == r.bots);
      // The hand replays whole from the link alone.
      State s;
      CHECK(replay_record(back, s, error));
    }
    CHECK(longest <= 120);
  }
}

TEST_CASE("record links: damaged links are refused with a message", "[record_link]") {
  Record r = test::golden_record("schafkopf_us");
  std::string link = format_record_link(r, 0), error;
  Record back;
  CHECK_FALSE(open_link(link.substr(0, link.find("&m=")), back, error));
  CHECK(error == "The record link has no moves.");
  CHECK_FALSE(open_link(link + "AAAAAA", back, error));
  CHECK(error.rfind("The record link's moves are damaged: ", 0) == 0);
  std::string newer = link;
  newer.replace(0, 6, "#rec=2");
  CHECK_FALSE(open_link(newer, back, error));
  CHECK(error == "The record link is from a newer version.");
  CHECK_FALSE(open_link(link.substr(0, link.size() - 3) + "!!!", back, error));
  CHECK(format_record_link(r, r.hands.size()) == "");
}
