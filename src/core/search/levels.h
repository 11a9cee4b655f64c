// The bots a table seats, by level (core/bot_level.h names them):
//   random    any legal move (for tests and the bench);
//   beginner  the rule-based baseline (bots/);
//   standard  PIMC over the double-dummy solver (pimc.h), its worlds
//             weighted by what the other seats declared;
//   strong    the same with more worlds, a larger node budget, and the
//             worlds weighted by how the other seats have played too; in
//             Schieberamsch and Kalter Schlag its cards come from a tree
//             search over the worlds (tree_search.h).
// Deterministic given the RNG's seed, natively and in WASM alike.
#pragma once

#include <string_view>

#include "core/bot_level.h"
#include "core/observation.h"
#include "core/rng.h"
#include "pimc.h"

namespace stichfest::search {

using BotKind = BotLevel;

// Picks one of o.legal (which must not be empty).
Action choose_action(BotKind kind, const Observation& o, Rng& rng);

// What a searching level spends on a decision.
const Level& level_of(BotKind kind);

inline const char* bot_name(BotKind kind) { return bot_level_name(kind); }
inline bool parse_bot(std::string_view name, BotKind& out) { return parse_bot_level(name, out); }

}  // namespace stichfest::search
