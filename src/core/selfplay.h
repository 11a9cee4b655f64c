// Seeded bot-against-bot play, for `stichfest selfplay`, the bench and the
// signature that must be identical natively and in WASM.
#pragma once

#include <cstdint>

#include "bots/bot.h"
#include "engine.h"

namespace stichfest {

struct SelfplayResult {
  int64_t totals[kMaxPlayers] = {};  // summed hand scores per seat (Ramsen: tricks won)
  uint64_t signature = 0;            // FNV-1a over every action and every score
  int hands = 0;
  int matches = 0;
};

// Plays `hands` hands with bots[seat] at each seat. Matches run to their
// end and a new one starts; match m takes its seed from `seed` and m.
SelfplayResult selfplay(const Rules& rules, const BotKind bots[kMaxPlayers], int hands, uint64_t seed);

// Plays `count` random playouts (deal, random legal actions, score) straight
// on the engine, without observations: the raw engine speed. Returns a
// checksum of all scores.
uint64_t random_playouts(const Rules& rules, int count, uint64_t seed);

// FNV-1a, 64-bit.
inline uint64_t fnv1a(uint64_t h, uint64_t v) {
  for (int i = 0; i < 8; ++i) {
    h ^= (v >> (8 * i)) & 0xFF;
    h *= 0x100000001B3ull;
  }
  return h;
}
constexpr uint64_t kFnvOffset = 0xCBF29CE484222325ull;

}  // namespace stichfest
