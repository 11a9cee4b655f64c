// The bots a table seats, by level:
//   random    any legal move (for tests and the bench);
//   beginner  the rule-based baseline (bots/);
//   standard  PIMC over the double-dummy solver (pimc.h);
//   strong    the same with more worlds, a larger node budget, and the
//             worlds weighted by how the other seats have played.
// Deterministic given the RNG's seed, natively and in WASM alike.
#pragma once

#include <string_view>

#include "core/observation.h"
#include "core/rng.h"
#include "pimc.h"

namespace stichfest::search {

enum class BotKind : uint8_t { Random, Beginner, Standard, Strong };
constexpr int kBotKinds = 4;

// Picks one of o.legal (which must not be empty).
Action choose_action(BotKind kind, const Observation& o, Rng& rng);

// What a searching level spends on a decision.
const Level& level_of(BotKind kind);

// "random", "beginner", "standard", "strong" ("baseline" reads as beginner).
const char* bot_name(BotKind kind);
bool parse_bot(std::string_view name, BotKind& out);

}  // namespace stichfest::search
