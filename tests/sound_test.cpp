// The table's synthesised sounds (src/web/sound.h): short, in range, silent
// at both ends (no click), and different from each other.
#include "web/sound.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace stichfest;

TEST_CASE("each sound is short, in range and starts and ends in silence", "[sound]") {
  for (Sound s : {Sound::CardPlayed, Sound::TrickGathered, Sound::YourTurn}) {
    const std::vector<float>& v = sound_samples(s);
    INFO(sound_key(s));
    REQUIRE(v.size() > size_t(kSoundRate) / 50);    // longer than 20 ms: heard
    CHECK(v.size() < size_t(kSoundRate) * 4 / 10);  // shorter than 0.4 s: never in the way
    float peak = 0;
    for (float x : v) peak = std::max(peak, std::fabs(x));
    CHECK(peak > 0.05f);
    CHECK(peak <= 1.0f);
    CHECK(std::fabs(v.front()) < 0.01f);
    CHECK(std::fabs(v.back()) < 0.01f);
    CHECK(&sound_samples(s) == &v);  // made once
  }
  CHECK(sound_samples(Sound::CardPlayed) != sound_samples(Sound::YourTurn));
  CHECK(sound_samples(Sound::TrickGathered) != sound_samples(Sound::YourTurn));
  CHECK(std::string(sound_key(Sound::TrickGathered)) == "trick");
}
