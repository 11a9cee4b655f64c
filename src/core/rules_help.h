// Rules help, in English and German, from one source: a table keyed by the
// engine's option names (rules.h) gives every option its Settings label and
// a line of help, and every choice value its label; each game's rules page
// (how to win, trumps and card order, what scores, how a match ends) reads
// every fact that an option can change from a Rules value and the engine's
// own data (the trump orders in contract.h, the hand sizes in engine.h, the
// doubling names in names.h), so a changed rule changes its help. Cards and
// suits are named by words.h, in the deck's words.
#pragma once

#include <string>
#include <vector>

#include "rules.h"
#include "words.h"

namespace stichfest {

// One option's words: its Settings label and its line of help, both with
// the deck's words as {jacks}, {card:CQ}, ... (words.h).
struct OptionText {
  const char* key;  // OptionSpec::key
  const char* label_en;
  const char* label_de;
  const char* help_en;
  const char* help_de;
};
// A choice value's label (OptionSpec::choices), shared by every option that
// has a value of that name.
struct ValueText {
  const char* value;
  const char* en;
  const char* de;
};

// The tables as they are (the tests walk them against the engine's options).
const OptionText* option_texts(Game g, int& count);
const ValueText* value_texts(int& count);

// Option `index` of game g (rules.h order), in the language and deck's words.
// An option missing from the table falls back to its key, a value to its name.
std::string option_label(Game g, int index, Lang lang, bool german_deck);
std::string option_help(Game g, int index, Lang lang, bool german_deck);
// The value as Settings shows it: a choice's label, a number, two cards.
std::string option_value_label(Game g, int index, int value, Lang lang, bool german_deck);

// An option as it is in force: label, value and help; changed if it is not
// the engine's default.
struct OptionInForce {
  const char* key;
  std::string label, value, help;
  bool changed = false;
};

struct HelpSection {
  std::string heading;
  std::vector<std::string> paragraphs;
};

// A game's rules page under rules r.
struct RulesHelp {
  std::string title;
  std::vector<HelpSection> sections;   // the game, trumps, how to win, scoring, match end
  std::vector<OptionInForce> options;  // every option of the game, in table order
};
RulesHelp rules_help(const Rules& r, Lang lang, bool german_deck);
// The whole page as plain text (tests, the CLI).
std::string rules_help_text(const Rules& r, Lang lang, bool german_deck);

}  // namespace stichfest
