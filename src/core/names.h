// Short English names for record comments, error messages and the CLI.
// (The table has its own translated strings.)
#pragma once

#include <string>

#include "state.h"

namespace stichfest {

// The doubling the player to move would announce: "kontra", "re",
// "rekontra", "bock", "hirsch", "sup" or "resup".
const char* doubling_key(const State& s);
// The decision being made, e.g. "skat", "exchange", "trick 3".
std::string phase_title(const State& s);
// Whose turn it is and what for, e.g. "seat 1 to play to trick 3".
std::string describe_turn(const State& s);
const char* game_type_name(AsGame g);
const char* suit_name(int suit);

}  // namespace stichfest
