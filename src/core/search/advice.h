// What the table tells a player about his own play: the hint (what the
// standard bot would do in his place, and what each choice is expected to
// bring) and the review of a hand's decisions afterwards ("could I have
// done better?"): each decision weighed twice, from what the player could
// know (the standard bot's worlds, dealt from his observation only) and
// with every card known (the double-dummy solver).
//
// Both run off the table's thread, so they cross to the page's bot worker
// and back as text: answer_question() is the one entry point the worker and
// the desktop's thread call, and the parse functions read its answers.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/record.h"

namespace stichfest::search {

// What a choice's expected value counts: the card points the player (or
// his side) ends the hand with, the strokes he strikes off in Ramsen (his
// tricks, less the penalty for none), and for declarations the hand's
// score for him: penalty points in Schieberamsch and Kalter Schlag, the
// payment in American Schafkopf (Ramsen counts strokes here too).
enum class Unit : uint8_t { CardPoints, Strokes, Penalty, Score };

struct Choice {
  std::string token;  // the action as a record token
  double expected = 0;
  // The standard error of `expected` less the best choice's over the
  // worlds weighed (0 with every card known, or for the best itself).
  double spread = 0;
};

struct Advice {
  std::string pick;  // the standard bot's choice
  Unit unit = Unit::CardPoints;
  bool lower_is_better = false;  // Ramsch: fewer card points are better
  int worlds = 0;                // 0: no choice to weigh
  std::vector<Choice> choices;   // best first
};

// The standard bot's advice to the seat to move in the record's last hand,
// from that seat's observation only. Deterministic for the record.
bool advise(const Record& record, Advice& out, std::string& error);

struct Review {
  size_t hand = 0, move = 0;  // the decision: record hand index, action index
  int seat = 0;
  int trick = -1;  // 0-based trick of a card play; -1 for a declaration
  std::string chosen;
  Advice known;               // weighed from what the seat could know
  bool solved = false;        // card plays: weighed with every card known too
  std::vector<Choice> exact;  // best first; `known`'s unit and direction
};

// The moves of `seat` in the record's hand `hand` (0-based) where it had a
// choice of more than one action.
std::vector<size_t> decisions_of(const Record& record, size_t hand, int seat);

// Reviews one decision (a move returned by decisions_of).
bool review_decision(const Record& record, size_t hand, size_t move, Review& out, std::string& error);

// What the chosen action cost against the best choice in a list (best
// first), in the list's unit; 0 when it was the best or as good. `better`
// names the best choice.
double cost_of(const std::vector<Choice>& best_first, const std::string& chosen, bool lower_is_better,
               std::string* better = nullptr);
// cost_of, but only a cost chance cannot explain: more than twice the
// choice's spread (the review tells a player what cost him only then).
double clear_cost_of(const std::vector<Choice>& best_first, const std::string& chosen, bool lower_is_better,
                     std::string* better = nullptr);
// The expected value of one choice in a list (0 if absent).
double expected_of(const std::vector<Choice>& choices, const std::string& token);

// The text forms, one line per item; parse(format(x)) == x up to rounding
// to hundredths.
std::string format_advice(const Advice& a);
bool parse_advice(std::string_view text, Advice& out);
std::string format_review(const Review& r);
bool parse_review(std::string_view text, Review& out);

// Answers a question about the game in `record_text`:
//   "decide"      "ok TOKEN": the next action of the record's bots;
//   "hint"        "ok" and the advice for the seat to move;
//   "review H M"  "ok" and the review of hand H's move M.
// Anything else, or a record that does not replay: "error MESSAGE".
std::string answer_question(std::string_view question, const std::string& record_text);

}  // namespace stichfest::search
