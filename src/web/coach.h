// The player's coach at the table: the Hint (what the standard bot would
// do in his seat, and what each choice is expected to bring) and, after a
// hand, "Could I have done better?" (core/search/advice.h). Both are
// questions to the bot thinker, so the table never waits for them; the
// review asks about one decision at a time while the summary is open, and
// fills in as the answers come.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/search/advice.h"

namespace stichfest {

struct App;

struct Coach {
  // The hint for the position `hint_for` (Session::position()).
  uint32_t hint_question = 0;
  uint64_t hint_for = 0;
  bool hint_ready = false;
  search::Advice hint;
  std::string hint_error;
  // Where a low window's decision panel has room for the hint's line,
  // decided once for the position `hint_words_for`: after the buttons, in
  // a row of its own, or nowhere (it would reach a seat: the marks on the
  // hinted button or cards then say it).
  enum class HintWords { AfterButtons, OwnRow, Nowhere };
  uint64_t hint_words_for = 0;
  HintWords hint_words = HintWords::OwnRow;

  // The review of one finished hand of the record `review_record`, made
  // at the position `review_for`.
  uint64_t review_for = 0;
  std::string review_record;
  size_t review_hand = 0;
  std::vector<size_t> review_moves;     // the human's decisions, in order
  std::vector<search::Review> reviews;  // answers so far, in the same order
  std::vector<State> review_before;     // the state each decision was made in
  Rules review_rules;                   // the rules those states point at (they outlive any record)
  uint32_t review_question = 0;
  std::string review_error;

  // Whether Undo can take a move back, as checked at the position `undo_for`.
  uint64_t undo_for = 0;
  bool undo_ok = false;

  // The decision panel's row had no room for the Undo or the Hint button
  // this frame (a phone's row of buttons alone): the menu offers them.
  bool undo_off_panel = false;
  bool hint_off_panel = false;

  bool review_done() const { return !review_record.empty() && reviews.size() == review_moves.size(); }
};

// Asks for a hint in the current position (the H key, the Hint button).
void coach_ask_hint(App& app);
// A hint ready or coming for the current position.
bool coach_hint_current(const App& app);
// The token of the hint shown now ("" if none), to mark its card or button.
std::string coach_hinted(const App& app);
// The cards the hint shown now plays, swaps, lays away or robs (to mark them in the hand).
CardSet coach_hinted_cards(const App& app);
// The hint shown now in a short sentence ("Hint: Swap Heart Jack, Heart 10."); its marks' label.
std::string coach_hint_line(const App& app);
// Whether the Undo button shows (Session::can_undo, checked once per position).
bool coach_can_undo(App& app);
// Each frame: starts the review of a hand that just ended and asks its
// next question when the thinker is free.
void coach_step(App& app);
// Takes an answer meant for the coach; false if it is not one.
bool coach_take(App& app, uint32_t id, const std::string& reply);

}  // namespace stichfest
