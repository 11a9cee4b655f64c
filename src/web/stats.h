// Statistics per game, for the seat at the screen: hands and matches
// played, the average of what a hand counts (core/challenge.h's measure:
// card points in Schieberamsch and Kalter Schlag, strokes in Ramsen, the
// score in American Schafkopf), Jungfrau and Durchmarsch, solos, and the
// last 50 hands for a chart. Kept as text under one storage key per game
// (app.cpp); no SDL or ImGui here, so the tests count with it directly.
//
// A hand played with Undo is counted among the hands played but kept out
// of the averages and the counts of what happened in it: the player could
// try again. A Grand Hand of the player's own is counted as a solo; it and
// a Grand Hand he defended are kept out of the card-point average (both
// sides of a Grand Hand want many card points).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/record.h"

namespace stichfest {

constexpr size_t kStatsChartHands = 50;
// Stored statistics are a few hundred bytes; anything longer is not ours.
constexpr size_t kMaxStatsBytes = 4096;

// One finished hand as the statistics see it.
struct HandStat {
  int32_t value = 0;  // hand_measure() for the seat at the screen
  bool with_undo = false;
  bool in_average = true;  // false for a Grand Hand, played or defended
  bool jungfrau = false, durchmarsch = false;
  bool solo = false, solo_won = false;
  bool first_of_match = false;
  bool match_over = false, match_won = false;
};

// `finished` is the state right after the hand's last card (or after a
// hand nobody played, in Ramsen); `record` is the match's record up to it.
HandStat hand_stat(const State& finished, const Record& record);
// Names a finished hand so that a reload never counts it twice: the seed,
// the hand's number, its dealer and its moves.
std::string hand_key(const Record& record);

struct ChartPoint {
  int32_t value = 0;
  bool with_undo = false;
};

struct GameStats {
  uint32_t hands = 0, undo_hands = 0;
  uint32_t matches = 0, finished = 0, won = 0;
  uint32_t averaged = 0;  // hands in the average
  int64_t sum = 0;        // their values
  uint32_t jungfrau = 0, durchmarsch = 0, solos = 0, solos_won = 0;
  std::vector<ChartPoint> chart;  // the last kStatsChartHands hands, oldest first
  std::string last_key;           // hand_key() of the hand counted last
};

// Counts a hand unless `key` is the one counted last; true if counted.
bool count_hand(GameStats& stats, const HandStat& hand, const std::string& key);

std::string stats_to_text(const GameStats& stats);
// Reads stored statistics. Empty text: fresh statistics. Text that cannot
// be read: fresh statistics and `problem` says why (for the player).
GameStats stats_from_text(std::string_view text, std::string& problem);

}  // namespace stichfest
