// Records that start in the middle of a match (start-totals, start-entries,
// start-need): the match goes on from there, so a rules page can write out
// RULES.md's end-of-match examples as records.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "core/record.h"

using namespace stichfest;

namespace {

std::string golden_text(const std::string& name) {
  std::ifstream in(std::string(STICHFEST_TESTS_DIR) + "/golden/" + name + ".rec", std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The golden record's header and first hand, with `extra` header lines.
std::string first_hand_with(const std::string& name, const std::string& extra) {
  std::string text = golden_text(name);
  size_t hand = text.find("\nhand 1\n"), next = text.find("\nhand 2\n");
  std::string first = text.substr(hand, next == std::string::npos ? std::string::npos : next - hand);
  // Drop the check lines: the totals differ from the golden match's.
  std::string kept;
  std::istringstream lines(first);
  for (std::string line; std::getline(lines, line);)
    if (line.rfind("score", 0) != 0 && line.rfind("totals", 0) != 0) kept += line + "\n";
  return text.substr(0, hand) + "\n" + extra + kept;
}

}  // namespace

TEST_CASE("a Kalter Schlag record from a partie under way: reaching the limit loses it (RULES.md KS-6)", "[records]") {
  // Golden hand 1: seat 0 writes 40. From 1990 that is 2030: seat 0 is
  // the only one at or over 2000 and loses the partie.
  std::string text = first_hand_with("kalter_schlag", "start-totals 1990 300 560 0\nstart-entries 4 2 3 0\n");
  Record r;
  std::string error;
  INFO(error);
  REQUIRE(parse_record(text, r, error));
  CHECK(r.has_start_totals);
  CHECK(r.start_entries[2] == 3);
  State s;
  REQUIRE(replay_record(r, s, error));
  CHECK(s.total[0] == 2030);
  CHECK(s.phase == Phase::MatchOver);
  CHECK(s.match_loser == 0);
  // Written back as it was read.
  Record back;
  REQUIRE(parse_record(format_record(r), back, error));
  CHECK(format_record(back) == format_record(r));
  CHECK(format_record(r).find("start-totals 1990 300 560 0\nstart-entries 4 2 3 0\n") != std::string::npos);
}

TEST_CASE("a Ramsen record from a game under way: the last stroke ends it at once (RULES.md RM-5)", "[records]") {
  // Golden hand 1: seat 0 takes trick 1. Needing one stroke, it has won
  // when that trick is taken, and the record's later moves are refused.
  std::string text = first_hand_with("ramsen", "start-need 1 10 10 10\n");
  Record r;
  std::string error;
  CHECK_FALSE(parse_record(text, r, error));
  CHECK(error.find("over") != std::string::npos);
  // Cut after trick 1, it reads, and seat 0 has won.
  Record full;
  REQUIRE(parse_record(first_hand_with("ramsen", ""), full, error));
  State s;
  size_t cards = 0, cut = 0;
  replay_record(full, s, error, [&](const State& before, const Action* a, const State&) {
    if (a && before.phase == Phase::Play && ++cards == 4) cut = &*a - &full.hands[0].actions[0] + 1;
  });
  full.has_start_need = true;
  int32_t need[] = {1, 10, 10, 10};
  std::copy(need, need + 4, full.start_need);
  full.hands[0].actions.resize(cut);
  REQUIRE(replay_record(full, s, error));
  CHECK(s.phase == Phase::MatchOver);
  CHECK(s.match_winner == 0);
}

TEST_CASE("start lines that do not fit the game are refused with the line", "[records]") {
  Record r;
  std::string error;
  CHECK_FALSE(parse_record("stichfest-record 1\nrules ramsen\nseed 1\nstart-entries 1 2 3 4\n", r, error));
  CHECK(error == "line 4, token 'start-entries': this game has no entries to start from");
  CHECK_FALSE(parse_record("stichfest-record 1\nrules schieberamsch\nseed 1\nstart-need 1 2 3\n", r, error));
  CHECK_FALSE(parse_record("stichfest-record 1\nrules kalter-schlag\nseed 1\nstart-entries 1 2 3 100\n", r, error));
  CHECK(error == "line 4, token '100': entries are counted from 0 to 99");
  CHECK_FALSE(parse_record("stichfest-record 1\nrules ramsen\nseed 1\nstart-need 0 2 3 4\n", r, error));
  CHECK_FALSE(parse_record("stichfest-record 1\nrules kalter-schlag\nseed 1\nstart-totals 1 2 3\n", r, error));
  CHECK(error == "line 4: 'start-totals' needs 4 numbers");
}
