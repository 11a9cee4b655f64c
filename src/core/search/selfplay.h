// Seeded bot-against-bot play, for `stichfest selfplay`, the bench and the
// signature that must be identical natively and in WASM.
#pragma once

#include <cstdint>

#include "core/engine.h"
#include "core/hash.h"
#include "levels.h"

namespace stichfest::search {

struct SelfplayResult {
  int64_t totals[kMaxPlayers] = {};  // summed hand scores per seat (Ramsen: strokes gained)
  uint64_t signature = 0;            // FNV-1a over every action and every score
  int hands = 0;
  int matches = 0;
};

// Plays `hands` hands with bots[seat] at each seat. Matches run to their
// end and a new one starts; match m takes its seed from `seed` and m.
SelfplayResult selfplay(const Rules& rules, const BotKind bots[kMaxPlayers], int hands, uint64_t seed);

}  // namespace stichfest::search
