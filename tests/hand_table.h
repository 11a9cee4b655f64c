// Whole hands written as tables of tricks, for the worked-example tests.
//
// Each trick is a row with one cell per seat (seat 0 first), whatever the
// play order: the engine decides who leads. A cell is a card code, "-" for
// a seat that sits out (Ramsen), or "kontra CJ" for a trick-1 announcement
// made just before playing that card. The dealt hands are derived from the
// table: each seat holds what it plays, adjusted for the skat or talon
// exchanges in `declarations`, plus `unplayed` cards it never plays. The
// deck is then rebuilt by asking the engine where each deck position goes.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/engine.h"
#include "core/record.h"

namespace stichfest::test {

struct HandTable {
  std::string rules;
  int dealer = 0;
  std::string declarations;                      // record tokens before trick 1
  std::vector<std::vector<std::string>> tricks;  // [trick][seat]
  std::string skat;                              // Schieberamsch: the skat as dealt
  std::string upcard;                            // Ramsen
  std::string talon;                             // Ramsen: top first (the rest is filled in)
  std::vector<std::string> unplayed;             // per seat: cards held but never played
};

struct PlayedHand {
  Rules rules;
  Record record;  // the hand as a one-hand record (explicit deck)
  State state;    // after the last action
  std::string error;
};

// Builds the deck, replays the table through the engine and returns the
// record and the final state. error is set if the table is inconsistent
// or an action is illegal.
PlayedHand play_table(const HandTable& table);

// Like play_table, but the hand is dealt on a copy of `start`: a state
// between hands (phase Deal) under the table's rules and dealer, e.g. a
// new_match state with a prepared Ramsen `need`.
PlayedHand play_table_on(const State& start, const HandTable& table);

// Replays the hand of `hand` from its deal and returns the state just before
// the first action at which `stop` holds (or the final state). The result
// points to hand.rules, so `hand` must outlive it.
State replay_until(const PlayedHand& hand, const std::function<bool(const State&)>& stop);

// "CA DT" -> set.
CardSet cards(const std::string& codes);

}  // namespace stichfest::test
