// Where a match stands (core/standing.h): running totals, Ramsen's crosses,
// the next partie's dealer; on the golden matches and on random ones.
#include "core/standing.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "core/record.h"
#include "test_support.h"

using namespace stichfest;

namespace {

Record golden(const std::string& name) {
  std::ifstream in(std::string(STICHFEST_TESTS_DIR) + "/golden/" + name);
  std::stringstream ss;
  ss << in.rdbuf();
  Record rec;
  std::string error;
  INFO(error);
  REQUIRE(parse_record(ss.str(), rec, error));
  return rec;
}

}  // namespace

TEST_CASE("Ramsen's crosses: strokes made are the tricks taken, a penalty adds a cross", "[standing]") {
  for (const char* name :
       {"ramsen.rec", "ramsen_5p.rec", "ramsen_3p_turn_next.rec", "handwritten_ramsen_lone_player.rec"}) {
    INFO(name);
    Record rec = golden(name);
    State s;
    std::string error;
    int tricks[kMaxPlayers] = {}, penalties[kMaxPlayers] = {}, hands = 0;
    REQUIRE(replay_record(rec, s, error, [&](const State&, const Action* a, const State& after) {
      if (!a || in_hand(after) || !after.result.scored) return;
      ++hands;
      for (int p = 0; p < after.players; ++p) {
        tricks[p] += after.result.tricks[p];
        penalties[p] += after.result.penalties >> p & 1;
        RamsenStrokes k = ramsen_strokes(after, p);
        CHECK(k.to_go == after.need[p]);
        CHECK(k.made == tricks[p]);
        CHECK(k.goal == 10 + 5 * penalties[p]);
        CHECK(match_total(after, p) == after.need[p]);
      }
    }));
    CHECK(hands > 0);
  }
  // The golden Ramsen match has a hand played without a trick.
  Record rec = golden("ramsen.rec");
  State s;
  std::string error;
  REQUIRE(replay_record(rec, s, error));
  int penalised = 0;
  for (int p = 0; p < s.players; ++p) penalised += ramsen_strokes(s, p).goal == 15;
  CHECK(penalised >= 1);
}

TEST_CASE("match totals are points in the other games", "[standing]") {
  Record rec = golden("kalter_schlag.rec");
  State s;
  std::string error;
  REQUIRE(replay_record(rec, s, error));
  CHECK(s.phase == Phase::MatchOver);
  for (int p = 0; p < 4; ++p) CHECK(match_total(s, p) == s.total[p]);
  CHECK(match_total(s, 0) == 500);
}

TEST_CASE("Kalter Schlag: the winner of a partie deals the next, else its loser", "[standing]") {
  Record rec = golden("kalter_schlag.rec");
  State s;
  std::string error;
  REQUIRE(replay_record(rec, s, error));
  REQUIRE(s.match_winner == 0);
  CHECK(next_match_dealer(s) == 0);
  // Random partien end with a winner or a loser; the dealer follows.
  // A low limit makes losers, the default mostly winners.
  Rules low = test::rules_of("kalter-schlag(loss_limit=300)"), standard = test::rules_of("kalter-schlag");
  Rng rng(99);
  int winners = 0, losers = 0;
  for (int match = 0; match < 40; ++match) {
    const Rules& rules = match % 2 ? low : standard;
    uint64_t seed = rng.next();
    State m = new_match(rules, first_dealer(seed, 4));
    CHECK(next_match_dealer(m) == -1);  // not over yet
    while (m.phase != Phase::MatchOver) {
      deal(m, deck_for_hand(seed, m.hand_number + 1));
      while (in_hand(m)) {
        ActionList legal;
        legal_actions(m, legal);
        apply(m, legal.items[rng.below(uint32_t(legal.count))]);
      }
    }
    if (m.match_winner >= 0) {
      ++winners;
      CHECK(next_match_dealer(m) == m.match_winner);
    } else {
      ++losers;
      CHECK(next_match_dealer(m) == m.match_loser);
    }
  }
  CHECK(winners > 0);
  CHECK(losers > 0);
  // The other games leave the next match's first dealer to its seed.
  Record sr = golden("schieberamsch.rec");
  REQUIRE(replay_record(sr, s, error));
  CHECK(next_match_dealer(s) == -1);
}
