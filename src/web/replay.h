// The replay viewer's model: one hand of a record, stepped through move by
// move with every hand open. It holds its own copy of the record, so the
// match being played stays as it is underneath. No SDL or ImGui here.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "core/record.h"

namespace stichfest {

struct Replay {
  bool active = false;
  Record record;              // the states' rules point into it
  size_t hand = 0;            // 0-based, in `record`
  std::vector<State> states;  // after the deal, then after each move
  size_t step = 0;            // index into states
  // An embedded frame's show mode (embed.h): whose hand is at the bottom,
  // whether the others are open, and no match underneath to return to.
  int viewer = 0;
  bool open_hands = true;
  bool shown_alone = false;

  // Opens hand `hand` of `source` at its deal; false with a message.
  bool open(const Record& source, size_t hand, std::string& error);
  void close() { active = shown_alone = false; }
  const State& now() const { return states[step]; }
  // The move that led to now() (none at the deal).
  const Action* last_move() const;
  size_t moves() const { return states.size() - 1; }
  void forward() { step = std::min(step + 1, moves()); }
  void back() { step = step > 0 ? step - 1 : 0; }
  void to_start() { step = 0; }
  void to_end() { step = moves(); }
};

}  // namespace stichfest
