// Golden records (tests/golden/*.rec): whole matches or several hands played
// once by the baseline bots, one per game and preset plus interesting option
// mixes and an evening of two Kalter Schlag parties, each hand followed by
// its `score` and `totals` lines; and three hand-written hands with explicit
// `deck` lines:
//   handwritten_kalter_schlag_durchmarsch  seat 0 holds all clubs and CJ,
//       seat 1 says Kontra: a Durchmarsch, 120 x 2 for each other seat;
//   handwritten_ramsen_lone_player         nobody exchanges, the dealer plays
//       alone and is credited five tricks (RM-6);
//   handwritten_schieberamsch_grand_schwarz seat 0 holds all four jacks and
//       six clubs: a Grand Hand "with 4", Schneider and Schwarz, 24 x 8 -> 19.
// parse_record re-checks every score and totals line; format_record must give
// the file back byte for byte. The names are listed (no directory walk), so
// the test runs the same under node (NODERAWFS) as natively.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "golden.h"
#include "test_support.h"

using namespace stichfest;
using namespace stichfest::test;

namespace {

const char* const kGolden[] = {
    "schieberamsch",
    "schieberamsch_pfaelzer",
    "schieberamsch_ramsch_kontra",
    "schieberamsch_jacks_forbidden",
    "schieberamsch_mixed",
    "kalter_schlag",
    "kalter_schlag_round5",
    "kalter_schlag_two_parties",
    "ramsen",
    "ramsen_3p_turn_next",
    "ramsen_5p",
    "schafkopf_us",
    "schafkopf_us_fixed",
    "schafkopf_us_fixed_doubling",
    "schafkopf_us_farbsolo",
    "schafkopf_us_sup_resup",
    "schafkopf_us_hochzeit",
    "handwritten_kalter_schlag_durchmarsch",
    "handwritten_ramsen_lone_player",
    "handwritten_schieberamsch_grand_schwarz",
};

bool contains_action(const Record& r, Act kind) {
  for (const RecordHand& h : r.hands)
    for (const Action& a : h.actions)
      if (a.kind == kind) return true;
  return false;
}

}  // namespace

TEST_CASE("golden records parse, re-check their scores and format back byte for byte", "[records]") {
  for (const char* name : kGolden) {
    INFO("golden record " << name);
    std::string text = test::golden_text(name);
    REQUIRE(!text.empty());
    Record rec;
    std::string error;
    bool ok = parse_record(text, rec, error);
    INFO(error);
    REQUIRE(ok);
    REQUIRE(!rec.hands.empty());
    for (const RecordHand& h : rec.hands) {
      CHECK(h.has_score);
      CHECK(h.has_totals);
    }
    CHECK(format_record(rec, true) == text);

    // The replayed state ends where the last totals line says.
    State s;
    REQUIRE(replay_record(rec, s, error));
    CHECK_FALSE(in_hand(s));
    const RecordHand& last = rec.hands.back();
    for (int p = 0; p < s.players; ++p)
      CHECK(last.totals[p] == (rec.rules.game == Game::Ramsen ? s.need[p] : s.total[p]));

    // Without the check lines the record still round-trips.
    std::string bare = format_record(rec, false);
    Record back;
    REQUIRE(parse_record(bare, back, error));
    CHECK(format_record(back, false) == bare);
    CHECK(format_record(back, true) == text);
  }
}

TEST_CASE("golden records cover the games, presets and option mixes they are named for", "[records]") {
  auto load = [](const char* name) {
    Record rec;
    std::string error;
    bool ok = parse_record(test::golden_text(name), rec, error);
    INFO(name << ": " << error);
    REQUIRE(ok);
    return rec;
  };
  Rules r;
  std::string error;
  REQUIRE(parse_rules("schieberamsch(preset=pfaelzer)", r, error));
  CHECK(load("schieberamsch_pfaelzer").rules == r);
  CHECK(load("schieberamsch_pfaelzer").hands.size() > 1);
  CHECK(contains_action(load("schieberamsch_pfaelzer"), Act::Exchange));
  CHECK(contains_action(load("schieberamsch"), Act::GrandHand));
  CHECK(load("schieberamsch").hands.size() == 36);  // a whole default match
  CHECK(load("schieberamsch_ramsch_kontra").rules.on(sr::RamschKontra));
  CHECK(contains_action(load("schieberamsch_ramsch_kontra"), Act::Double));
  CHECK(load("schieberamsch_jacks_forbidden").rules.get(sr::JacksInSkat) == sr::kJacksForbidden);
  CHECK(contains_action(load("kalter_schlag"), Act::Double));
  CHECK(contains_action(load("ramsen"), Act::Rob));
  CHECK(load("ramsen_3p_turn_next").rules.get(rm::Players) == 3);
  CHECK(load("ramsen_3p_turn_next").rules.get(rm::UpcardRule) == rm::kTurnNext);
  CHECK(load("ramsen_5p").rules.get(rm::Players) == 5);
  CHECK(contains_action(load("schafkopf_us"), Act::CallAce));
  CHECK(load("schafkopf_us").hands.size() == 16);
  CHECK(load("schafkopf_us_fixed").rules.get(as::Mode) == as::kFixedPartners);
  CHECK(load("schafkopf_us_fixed_doubling").rules.on(as::FixedDoubling));
  CHECK(contains_action(load("schafkopf_us_fixed_doubling"), Act::Double));
  CHECK(contains_action(load("schafkopf_us_farbsolo"), Act::NameSolo));
  CHECK(load("schafkopf_us_sup_resup").rules.get(as::Doubling) == as::kKontraReSupResup);
  CHECK(contains_action(load("schafkopf_us_hochzeit"), Act::Hochzeit));

  // Every game ends at least one golden record with its match over.
  bool over[kGameCount] = {};
  for (const char* name : kGolden) {
    Record rec = load(name);
    State s;
    REQUIRE(replay_record(rec, s, error));
    over[int(rec.rules.game)] |= s.phase == Phase::MatchOver;
  }
  for (int g = 0; g < kGameCount; ++g) CHECK(over[g]);

  // The hand-written ones use explicit decks.
  CHECK(load("handwritten_kalter_schlag_durchmarsch").hands[0].has_deck);
  CHECK(load("handwritten_ramsen_lone_player").hands[0].has_deck);
  CHECK(load("handwritten_schieberamsch_grand_schwarz").hands[0].has_deck);
}

TEST_CASE("a golden record with one wrong score or totals number is rejected at that line", "[records]") {
  for (const char* name : kGolden) {
    INFO("golden record " << name);
    std::string text = test::golden_text(name);
    for (const char* key : {"\nscore ", "\ntotals "}) {
      size_t at = text.find(key);
      REQUIRE(at != std::string::npos);
      int line = 1;
      for (size_t i = 0; i <= at; ++i) line += text[i] == '\n';
      // Bump the first number of that line by one.
      size_t num = at + std::string(key).size();
      size_t end = text.find(' ', num);
      long v = std::stol(text.substr(num, end - num));
      std::string bad = text.substr(0, num) + std::to_string(v + 1) + text.substr(end);
      Record rec;
      std::string error;
      CHECK_FALSE(parse_record(bad, rec, error));
      INFO(error);
      CHECK(error.find("line " + std::to_string(line)) != std::string::npos);
      CHECK(error.find(std::string(key).substr(1, std::string(key).size() - 2)) != std::string::npos);
    }
  }
}
