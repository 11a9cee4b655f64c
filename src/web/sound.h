// The table's three sounds: a card played, a trick gathered, your turn.
// Synthesised here (no sound files), the same samples for the browser (Web
// Audio) and the desktop (SDL audio), played by platform.h's play_samples.
#pragma once

#include <cstdint>
#include <vector>

namespace stichfest {

enum class Sound : uint8_t { CardPlayed, TrickGathered, YourTurn };
constexpr int kSoundKinds = 3;
constexpr int kSoundRate = 22050;  // samples per second: plenty for short clicks and chimes

const char* sound_key(Sound s);  // "card", "trick", "turn"
// The sound as mono samples in [-1, 1] at kSoundRate, silent at both ends
// (no click when it starts or stops). Deterministic: no random numbers.
const std::vector<float>& sound_samples(Sound s);

}  // namespace stichfest
