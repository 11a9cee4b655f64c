// A hand's moves in few characters, for record links: each action is its
// index among the legal actions at that point, written in just enough bits
// for their number (none when only one action is legal), after a count of
// the actions; the bits are URL-safe base64 (A-Z a-z 0-9 - _). A whole
// hand of American Schafkopf takes about twenty characters.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine.h"
#include "rng.h"

namespace stichfest {

// `dealt` is the hand's state just after its deal; `actions` are legal in turn.
std::string encode_moves(const State& dealt, const std::vector<Action>& actions);
// False with a message if the text is not the code of legal moves from `dealt`.
bool decode_moves(const State& dealt, std::string_view text, std::vector<Action>& out, std::string& error);

// A whole deck in the same digits, 5 bits a card (27 characters), for a
// link to a hand dealt by hand (a worked example) rather than from a seed.
std::string encode_deck(const Deck& deck);
// False with a message unless the text holds each of the 32 cards once.
bool decode_deck(std::string_view text, Deck& out, std::string& error);

}  // namespace stichfest
