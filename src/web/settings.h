// Display preferences and the rules chosen per game, kept apart from the
// rules themselves. Stored as "key=value" lines (localStorage or a file).
#pragma once

#include <array>
#include <string>

#include "core/bot_level.h"
#include "core/explain.h"
#include "core/rules.h"

namespace stichfest {

enum class DeckStyle : uint8_t { German, French };
// Test is only reachable from the JavaScript API (for the browser tests).
enum class BotSpeed : uint8_t { Slow, Normal, Fast, Test };

struct Settings {
  Game game = Game::Schieberamsch;
  std::array<Rules, kGameCount> rules = {default_rules(Game::Schieberamsch), default_rules(Game::KalterSchlag),
                                         default_rules(Game::Ramsen), default_rules(Game::SchafkopfUS)};
  DeckStyle deck = DeckStyle::German;
  Lang lang = Lang::English;
  BotSpeed speed = BotSpeed::Normal;
  BotLevel bots = BotLevel::Standard;  // the level of new matches (a link brings its own)
  bool welcomed = false;               // the game picker was shown once
  bool sound = true;                   // the table's sounds (sound.h); off in an embedded frame until turned on there

  const Rules& current_rules() const { return rules[size_t(game)]; }
};

std::string settings_to_text(const Settings& s);
// Reads what it can; unknown or broken lines are skipped (and reported).
Settings settings_from_text(const std::string& text, std::string& problems);

// Milliseconds between bot actions, and how long a finished trick stays.
int bot_delay_ms(BotSpeed speed);
int trick_hold_ms(BotSpeed speed);

}  // namespace stichfest
