#include "settings.h"

namespace stichfest {

std::string settings_to_text(const Settings& s) {
  std::string out = "game=" + std::string(game_spec(s.game).key) + "\n";
  for (const Rules& r : s.rules) out += std::string("rules.") + game_spec(r.game).key + "=" + format_rules(r) + "\n";
  out += std::string("deck=") + (s.deck == DeckStyle::German ? "german" : "french") + "\n";
  out += std::string("lang=") + (s.lang == Lang::German ? "de" : "en") + "\n";
  static const char* const kSpeeds[] = {"slow", "normal", "fast", "fast"};
  out += std::string("speed=") + kSpeeds[int(s.speed)] + "\n";
  out += std::string("bots=") + bot_level_name(s.bots) + "\n";
  out += std::string("welcomed=") + (s.welcomed ? "1" : "0") + "\n";
  out += std::string("sound=") + (s.sound ? "on" : "off") + "\n";
  return out;
}

Settings settings_from_text(const std::string& text, std::string& problems) {
  Settings s;
  // Plain string scanning: iostreams would add ~100 KB to the WASM build.
  for (size_t start = 0; start < text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    start = end + 1;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    size_t eq = line.find('=');
    std::string key = line.substr(0, eq), value = eq == std::string::npos ? "" : line.substr(eq + 1);
    bool ok = true;
    if (key == "game") {
      const GameSpec* g = find_game(value);
      ok = g != nullptr;
      if (ok) s.game = g->game;
    } else if (key.rfind("rules.", 0) == 0) {
      Rules r;
      std::string why;
      const GameSpec* g = find_game(key.substr(6));
      ok = g && parse_rules(value, r, why) && r.game == g->game;
      if (ok) s.rules[size_t(r.game)] = r;
    } else if (key == "deck") {
      ok = value == "german" || value == "french";
      s.deck = value == "french" ? DeckStyle::French : DeckStyle::German;
    } else if (key == "lang") {
      ok = value == "de" || value == "en";
      s.lang = value == "de" ? Lang::German : Lang::English;
    } else if (key == "speed") {
      ok = value == "slow" || value == "normal" || value == "fast";
      s.speed = value == "slow" ? BotSpeed::Slow : value == "fast" ? BotSpeed::Fast : BotSpeed::Normal;
    } else if (key == "bots") {
      BotLevel level;
      ok = parse_bot_level(value, level) && level != BotLevel::Random;  // a table seats no random bots
      if (ok) s.bots = level;
    } else if (key == "welcomed") {
      s.welcomed = value == "1";
    } else if (key == "sound") {  // settings saved before the sounds have no line: on
      ok = value == "on" || value == "off";
      if (ok) s.sound = value == "on";
    } else {
      ok = false;
    }
    if (!ok) problems += "ignored setting '" + line.substr(0, 60) + "'\n";
  }
  return s;
}

int bot_delay_ms(BotSpeed speed) {
  static const int kDelays[] = {1100, 650, 250, 30};
  return kDelays[int(speed)];
}

int trick_hold_ms(BotSpeed speed) {
  static const int kHolds[] = {1600, 1100, 600, 60};
  return kHolds[int(speed)];
}

}  // namespace stichfest
