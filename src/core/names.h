// Short English names for record comments, error messages and the CLI.
// (The table has its own translated strings.)
#pragma once

#include <string>

#include "state.h"

namespace stichfest {

// The doubling a player would announce now, as a record key ("kontra",
// "re", "rekontra", "bock", "hirsch", "sup", "resup") and as its title
// ("Kontra", ..., "Resupra"); from the public facts that decide it.
struct DoublingName {
  const char* key;
  const char* title;
};
DoublingName doubling_name(Game game, Phase phase, int level, int round);
const char* doubling_key(const State& s);
// A phase as a stable key for JSON, e.g. "skat", "play-or-pass".
const char* phase_key(Phase p);
// The decision being made, e.g. "skat", "exchange", "trick 3".
std::string phase_title(const State& s);
// Whose turn it is and what for, e.g. "seat 1 to play to trick 3".
std::string describe_turn(const State& s);
// American Schafkopf game types as short keys: "no-call", "call", "silent-solo"...
const char* game_type_name(AsGame g);
const char* suit_name(int suit);

}  // namespace stichfest
