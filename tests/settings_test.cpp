// The table's stored settings (src/web/settings.h): what is written reads
// back the same, settings saved by older versions still load, and broken
// text never stops the table (each bad line is skipped and reported).
#include "web/settings.h"

#include <catch2/catch.hpp>

using namespace stichfest;

namespace {

Settings read(const std::string& text, std::string& problems) { return settings_from_text(text, problems); }

bool same(const Settings& a, const Settings& b) { return settings_to_text(a) == settings_to_text(b); }

}  // namespace

TEST_CASE("settings read back what was written, the mute flag included", "[settings]") {
  Settings s;
  s.game = Game::Ramsen;
  std::string error;
  REQUIRE(parse_rules("ramsen(players=5,penalty=3)", s.rules[size_t(Game::Ramsen)], error));
  REQUIRE(parse_rules("schieberamsch(preset=pfaelzer)", s.rules[size_t(Game::Schieberamsch)], error));
  s.deck = DeckStyle::French;
  s.lang = Lang::German;
  s.speed = BotSpeed::Slow;
  s.bots = BotLevel::Strong;
  s.welcomed = true;
  for (bool sound : {false, true}) {
    s.sound = sound;
    std::string text = settings_to_text(s), problems;
    CHECK(text.find(sound ? "sound=on\n" : "sound=off\n") != std::string::npos);
    Settings back = read(text, problems);
    CHECK(problems.empty());
    CHECK(back.sound == sound);
    CHECK(back.game == Game::Ramsen);
    CHECK(back.rules == s.rules);
    CHECK(back.deck == DeckStyle::French);
    CHECK(back.lang == Lang::German);
    CHECK(back.speed == BotSpeed::Slow);
    CHECK(back.bots == BotLevel::Strong);
    CHECK(back.welcomed);
    CHECK(settings_to_text(back) == text);
  }
}

TEST_CASE("settings saved before the sounds existed load with the sound on", "[settings]") {
  std::string problems;
  Settings old = read(
      "game=kalter-schlag\nrules.kalter-schlag=kalter-schlag(loss_limit=1000)\ndeck=german\nlang=de\n"
      "speed=fast\nbots=beginner\nwelcomed=1\n",
      problems);
  CHECK(problems.empty());
  CHECK(old.sound);
  CHECK(old.game == Game::KalterSchlag);
  CHECK(old.current_rules().get(ks::LossLimit) == 1000);
  CHECK(old.bots == BotLevel::Beginner);
}

TEST_CASE("broken settings text is skipped line by line and reported", "[settings]") {
  std::string problems;
  Settings s = read(
      "sound=maybe\ngame=chess\nrules.ramsen=ramsen(players=9)\nrules.ramsen=schieberamsch\nbots=random\n"
      "nonsense\n=\nlang=de\r\nspeed=warp\n",
      problems);
  CHECK(s.sound);  // a bad value keeps the default
  CHECK(s.game == Game::Schieberamsch);
  CHECK(s.rules[size_t(Game::Ramsen)] == default_rules(Game::Ramsen));  // not another game's rules either
  CHECK(s.bots == BotLevel::Standard);
  CHECK(s.lang == Lang::German);  // a good line among bad ones still counts (CRLF too)
  CHECK(s.speed == BotSpeed::Normal);
  for (const char* line : {"sound=maybe", "game=chess", "players=9", "bots=random", "nonsense", "speed=warp"}) {
    INFO(line);
    CHECK(problems.find(line) != std::string::npos);
  }
  std::string more;
  CHECK(same(read("", more), Settings()));
  CHECK(more.empty());
  // Arbitrary bytes, a NUL and a very long line: read without a crash, and
  // the result writes out and reads back the same.
  std::string junk = std::string("sound=off\0\xff\xfe=\n", 14) + std::string(100000, 'x') + "\nsound=off\n";
  Settings j = read(junk, more);
  CHECK(!j.sound);
  std::string again;
  CHECK(same(read(settings_to_text(j), again), j));
  CHECK(again.empty());
  CHECK(more.size() < 1000);  // a long line is reported shortened
}
