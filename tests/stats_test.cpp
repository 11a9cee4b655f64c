// Statistics per game (src/web/stats.h): what a finished hand counts, that
// a hand with undo stays out of the averages, that a hand is never counted
// twice, and that stored text round-trips and a corrupt one starts afresh.
#include "web/stats.h"

#include <catch2/catch.hpp>

#include "core/rng.h"

using namespace stichfest;

namespace {

// The Schieberamsch example of docs/record-format.md: seat 0 takes no trick.
const char kJungfrau[] =
    "stichfest-record 1\nrules schieberamsch\nseed 0x2a\ndealer 2\n\nhand 1\npass pass pass\n"
    "pickup discard:HA+DA push pickup discard:CA+HA\nC9 CQ C8\nD9 D8 D7\nH7 HK HQ\nC7 HT CK\nH8 CT DT\n"
    "S8 ST S9\nDK DQ SA\nDA S7 SK\nSJ HJ SQ\nCJ DJ H9\n";

struct Finished {
  Record record;
  State state;
};

Finished finish(const std::string& text) {
  Finished f;
  std::string error;
  REQUIRE(parse_record(text, f.record, error));
  REQUIRE(replay_record(f.record, f.state, error));
  f.state.rules = &f.record.rules;
  return f;
}

}  // namespace

TEST_CASE("stats: a Schieberamsch hand without a trick is a Jungfrau, counted once", "[stats]") {
  Finished f = finish(kJungfrau);
  HandStat h = hand_stat(f.state, f.record);
  CHECK(h.value == 0);  // no card points taken
  CHECK(h.jungfrau);
  CHECK(!h.durchmarsch);
  CHECK(!h.solo);
  CHECK(!h.with_undo);
  CHECK(h.first_of_match);
  GameStats st;
  std::string key = hand_key(f.record);
  CHECK(count_hand(st, h, key));
  CHECK(!count_hand(st, h, key));  // the same hand again (a reload) is not counted
  CHECK(st.hands == 1);
  CHECK(st.matches == 1);
  CHECK(st.jungfrau == 1);
  CHECK(st.averaged == 1);
  CHECK(st.chart.size() == 1);
}

TEST_CASE("stats: a hand with undo is counted but kept out of averages and records", "[stats]") {
  Finished f = finish(std::string(kJungfrau) + "undos 1\n");
  HandStat h = hand_stat(f.state, f.record);
  CHECK(h.with_undo);
  GameStats st;
  REQUIRE(count_hand(st, h, hand_key(f.record)));
  CHECK(st.hands == 1);
  CHECK(st.undo_hands == 1);
  CHECK(st.averaged == 0);
  CHECK(st.jungfrau == 0);
  REQUIRE(st.chart.size() == 1);
  CHECK(st.chart[0].with_undo);
  // With undo it is another hand than without.
  CHECK(hand_key(f.record) != hand_key(finish(kJungfrau).record));
}

TEST_CASE("stats: the player's own Grand Hand is a solo, outside the card-point average", "[stats]") {
  // Seat 0 is forehand under dealer 2 and is offered the Grand Hand first.
  Record record;
  record.rules = default_rules(Game::Schieberamsch);
  record.has_seed = true;
  record.seed = 7;
  record.first_dealer = 2;
  record.hands.emplace_back();
  State s = record_start(record);
  s.rules = &record.rules;
  deal(s, deck_for_hand(7, 1));
  REQUIRE(s.to_move == 0);
  Rng rng(5);
  bool first = true;
  while (in_hand(s)) {
    ActionList legal;
    legal_actions(s, legal);
    Action a = legal.items[rng.below(uint32_t(legal.count))];
    if (first) a = Action::of(Act::GrandHand), first = false;
    REQUIRE(legal.contains(a));
    record.hands.back().actions.push_back(a);
    apply(s, a);
  }
  HandStat h = hand_stat(s, record);
  CHECK(h.solo);
  CHECK(h.solo_won == s.result.won);
  CHECK(!h.in_average);
  GameStats st;
  count_hand(st, h, hand_key(record));
  CHECK(st.solos == 1);
  CHECK(st.averaged == 0);
}

TEST_CASE("stats: the text round-trips; the chart keeps the last 50 hands", "[stats]") {
  GameStats st;
  for (int i = 0; i < 60; ++i) {
    HandStat h;
    h.value = i % 7 - 3;
    h.with_undo = i % 11 == 0;
    h.first_of_match = i % 8 == 0;
    h.match_over = i % 8 == 7;
    h.match_won = i == 15;
    h.jungfrau = i == 4;
    count_hand(st, h, "k" + std::to_string(i));
  }
  CHECK(st.hands == 60);
  CHECK(st.chart.size() == kStatsChartHands);
  CHECK(st.chart.front().value == 10 % 7 - 3);  // hands 10..59 remain
  std::string text = stats_to_text(st);
  std::string problem;
  GameStats back = stats_from_text(text, problem);
  CHECK(problem.empty());
  CHECK(stats_to_text(back) == text);
  CHECK(back.sum == st.sum);
  CHECK(back.last_key == "k59");
  // Lines of a newer version are skipped.
  back = stats_from_text(text + "best 12\n", problem);
  CHECK(problem.empty());
  CHECK(stats_to_text(back) == text);
}

TEST_CASE("stats: corrupt stored text gives a message and fresh statistics", "[stats]") {
  GameStats st;
  HandStat h;
  h.value = 12;
  count_hand(st, h, "a");
  std::string good = stats_to_text(st);
  std::vector<std::string> corrupt = {
      "hello",
      "stichfest-stats 2\nhands 1\n",
      "stichfest-stats 1\nhands -1\n",
      "stichfest-stats 1\nhands 12x\n",
      "stichfest-stats 1\nhands 99999999999999999999\n",
      "stichfest-stats 1\nhands 1\nundo-hands 2\n",
      "stichfest-stats 1\nhands 1\nchart 1 2 3\n",
      "stichfest-stats 1\nhands 100\nchart " + std::string(60 * 2, '1'),
      "stichfest-stats 1\nsum 1e9\n",
      std::string(kMaxStatsBytes + 1, ' '),
      good.substr(0, good.size() / 2) + "\xff\xfe garbage",
      std::string("stichfest-stats 1\nhands \0 1\n", 27),
  };
  for (const std::string& text : corrupt) {
    std::string problem;
    GameStats back = stats_from_text(text, problem);
    INFO(text.substr(0, 80));
    CHECK(!problem.empty());
    CHECK(back.hands == 0);
    CHECK(back.chart.empty());
  }
  std::string problem;
  CHECK(stats_from_text("", problem).hands == 0);
  CHECK(problem.empty());
}
