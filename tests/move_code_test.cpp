// Record links' move code (core/move_code.h): every hand of every golden
// record reads back to the same moves, is short, and a damaged code is
// refused or reads as other legal moves, never past the hand's end.
#include "core/move_code.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "core/record.h"
#include "core/rng.h"
#include "golden.h"

using namespace stichfest;

namespace {

// Each hand's state just after its deal, with its moves.
std::vector<std::pair<State, std::vector<Action>>> dealt_hands(const Record& r) {
  std::vector<std::pair<State, std::vector<Action>>> out;
  State s;
  std::string error;
  replay_record(r, s, error, [&](const State&, const Action* a, const State& after) {
    if (!a) out.push_back({after, r.hands[out.size()].actions});
  });
  return out;
}

}  // namespace

TEST_CASE("move codes read back to the moves of every golden hand", "[move_code]") {
  for (const char* name : {"schieberamsch", "schieberamsch_pfaelzer", "kalter_schlag", "ramsen", "ramsen_5p",
                           "schafkopf_us", "schafkopf_us_hochzeit", "schafkopf_us_farbsolo"}) {
    INFO(name);
    size_t longest = 0;
    Record record = test::golden_record(name);  // the states point at its rules
    for (auto& [dealt, moves] : dealt_hands(record)) {
      std::string code = encode_moves(dealt, moves), error;
      longest = std::max(longest, code.size());
      std::vector<Action> back;
      REQUIRE(decode_moves(dealt, code, back, error));
      CHECK(back == moves);
      for (char ch : code) CHECK((isalnum(static_cast<unsigned char>(ch)) || ch == '-' || ch == '_'));
    }
    // A whole hand in a few dozen characters at most.
    CHECK(longest <= 40);
  }
}

TEST_CASE("a damaged move code is refused or reads as other legal moves", "[move_code]") {
  Record record = test::golden_record("schafkopf_us");
  auto hands = dealt_hands(record);
  const auto& [dealt, moves] = hands[0];
  std::string code = encode_moves(dealt, moves), error;
  std::vector<Action> back;
  CHECK_FALSE(decode_moves(dealt, code + "AAAA", back, error));
  CHECK(error == "the move code is longer than its moves");
  CHECK_FALSE(decode_moves(dealt, code.substr(0, code.size() / 2), back, error));
  CHECK_FALSE(decode_moves(dealt, code + "!", back, error));
  CHECK_FALSE(decode_moves(dealt, std::string(500, 'A'), back, error));
  // Every one-character change: an error, or moves that are all legal.
  Rng rng(5);
  for (size_t i = 0; i < code.size(); ++i)
    for (int k = 0; k < 8; ++k) {
      std::string damaged = code;
      damaged[i] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[rng.next() % 64];
      if (!decode_moves(dealt, damaged, back, error)) continue;
      State s = dealt;
      for (const Action& a : back) REQUIRE(try_apply(s, a, error));
    }
}
