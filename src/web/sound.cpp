#include "sound.h"

#include <algorithm>
#include <cmath>

namespace stichfest {

namespace {

constexpr float kPi = 3.14159265f;

// Adds a tone from `start` seconds: a 5 ms rise (no click), then an
// exponential fall with time constant `decay`, ending at silence.
void tone(std::vector<float>& out, float start, float seconds, float hz_from, float hz_to, float gain, float decay) {
  int first = int(start * kSoundRate), n = int(seconds * kSoundRate);
  if (out.size() < size_t(first + n)) out.resize(size_t(first + n), 0.0f);
  float phase = 0;
  for (int i = 0; i < n; ++i) {
    float t = float(i) / kSoundRate, along = float(i) / float(n);
    float hz = hz_from + (hz_to - hz_from) * along;
    phase += 2 * kPi * hz / kSoundRate;
    float rise = std::min(1.0f, t / 0.005f), fall = std::exp(-t / decay) * (1.0f - along);
    out[size_t(first + i)] += gain * rise * fall * std::sin(phase);
  }
}

// A soft rustle: noise from a fixed linear congruential sequence, smoothed.
void rustle(std::vector<float>& out, float seconds, float gain) {
  int n = int(seconds * kSoundRate);
  if (out.size() < size_t(n)) out.resize(size_t(n), 0.0f);
  uint32_t x = 12345;
  float smooth = 0;
  for (int i = 0; i < n; ++i) {
    x = x * 1664525u + 1013904223u;
    float noise = float(x >> 8) / float(1u << 24) * 2.0f - 1.0f;
    smooth += (noise - smooth) * 0.25f;
    float along = float(i) / float(n), rise = std::min(1.0f, along * 8.0f);
    out[size_t(i)] += gain * rise * (1.0f - along) * (1.0f - along) * smooth;
  }
}

std::vector<float> make(Sound s) {
  std::vector<float> out;
  switch (s) {
    case Sound::CardPlayed:  // a short tap on the table
      tone(out, 0, 0.06f, 900, 600, 0.35f, 0.015f);
      rustle(out, 0.04f, 0.25f);
      break;
    case Sound::TrickGathered:  // the cards swept together
      rustle(out, 0.16f, 0.35f);
      tone(out, 0.02f, 0.12f, 220, 180, 0.2f, 0.05f);
      break;
    case Sound::YourTurn:  // a two-note chime, rising
      tone(out, 0, 0.14f, 660, 660, 0.25f, 0.06f);
      tone(out, 0.09f, 0.22f, 990, 990, 0.25f, 0.08f);
      break;
  }
  for (float& v : out) v = std::fmax(-1.0f, std::fmin(1.0f, v));
  return out;
}

}  // namespace

const char* sound_key(Sound s) {
  static const char* const kKeys[] = {"card", "trick", "turn"};
  return kKeys[int(s) % kSoundKinds];
}

const std::vector<float>& sound_samples(Sound s) {
  static const std::vector<float> kSamples[] = {make(Sound::CardPlayed), make(Sound::TrickGathered),
                                                make(Sound::YourTurn)};
  return kSamples[int(s) % kSoundKinds];
}

}  // namespace stichfest
