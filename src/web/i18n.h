// The table's words in English and German. Strings sit where they are used,
// as tr("English", "Deutsch"); the language is a global display setting.
#pragma once

#include <string>

#include "core/bot_level.h"
#include "core/explain.h"
#include "core/illegal.h"
#include "core/observation.h"
#include "core/search/advice.h"

namespace stichfest {

void set_language(Lang lang);
Lang language();
const char* tr(const char* en, const char* de);

// Seat 0 is "You"; bots have names.
std::string seat_name(int seat, int players);
// The seat's name and a verb that agrees with it: "Anna plays", "You play",
// "Anna spielt", "Du spielst" (seat 0 is the player at this screen).
std::string seat_does(int seat, int players, const char* en, const char* en_you, const char* de, const char* de_du);
std::vector<std::string> seat_names(int players);

// "1 trick", "3 tricks", "1 Stich", "3 Stiche".
std::string tricks_text(int tricks);
// When a reviewed decision was made: "Before the play" (pushing, laying
// away, an exchange, a call), else "Trick N" (a card, or a Kontra with it);
// `card_trick` is the review's trick of a card play (-1 for a declaration).
std::string decision_when(int card_trick, const State& before);
// A number as the language writes it: "23.4", "23,4"; whole: "23".
std::string number_text(double v, bool whole);
// A unit the coach counts in: "card points", "stroke", "Augen", "Strich".
const char* unit_words(search::Unit unit, bool one);
// What the coach's means measure, in lower case: "expected card points",
// "expected strokes struck off", "erwartete Augen".
const char* expected_words(search::Unit unit);
// An amount the coach names, with its unit: "23.4 card points" ("23,4
// Augen"), and whole: "1 stroke", "3 strokes", "1 Strich".
std::string amount_text(double v, search::Unit unit, bool whole);

const char* game_title(Game g);
// The title of a table with these rules: its game's, or its variant's
// where it has one of its own ("Pfälzer Ramsch").
const char* rules_title(const Rules& r, bool short_form);
const char* game_short_title(Game g);  // for narrow screens
// One paragraph for a newcomer (the game picker), in the deck's words.
std::string game_blurb(Game g, bool german_deck);
const char* suit_word(int suit, bool german_deck);
std::string card_name(Card c, bool german_deck);
std::string card_names(CardSet cards, bool german_deck);  // "Eichel-Ober, Schellen-Neun"

// What the player is asked now, e.g. "Push the skat or pick it up?".
std::string phase_question(const Observation& o, bool german_deck);
// The button text of an action in this position, e.g. "Kontra", "Call ♥ Ace".
std::string action_label(const Observation& o, const Action& a, bool german_deck);
// What a player's decision looks like to the human at the table, e.g.
// "push", "laid two cards away" (never which cards), "Kontra!".
std::string said_label(const State& before, const Action& a, bool german_deck);
// A choice's name as the player sees it in the position `before` it was
// made in (`token` as a record writes it): a card, "Kontra!", a Ramsen
// swap with its cards named ("Swap Hearts Unter, Hearts 10"); the token
// itself if it is not a legal action there.
std::string choice_name(const State& before, const std::string& token, bool german_deck);
// `text` ended as a sentence: a full stop, except after a name that ends
// with its own mark ("Hint: Kontra!", not "Kontra!.").
std::string full_stop(const std::string& text);
// The engine's reason why an action is not legal (core/illegal.h) as one
// line, or "" if it is legal; illegal_text.cpp.
std::string illegal_text(const IllegalReason& r, bool german_deck);
// Why seat `seat` may not play card c now, or "" if it may.
std::string illegal_reason(const State& s, int seat, Card c, bool german_deck);

// The bots' levels: a name and one line on how they play.
const char* bot_level_title(BotLevel level);
const char* bot_level_blurb(BotLevel level);

// The options' labels and help lines are core/rules_help.h's.

}  // namespace stichfest
