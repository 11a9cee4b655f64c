// Bots: functions of one seat's Observation and an RNG, nothing else, so a
// bot cannot peek at hidden cards. Both kinds are deterministic given the
// RNG's seed, natively and in WASM alike.
#pragma once

#include <string_view>

#include "core/observation.h"
#include "core/rng.h"

namespace stichfest {

enum class BotKind : uint8_t { Random, Baseline };

// Picks one of o.legal (which must not be empty).
Action choose_action(BotKind kind, const Observation& o, Rng& rng);

const char* bot_name(BotKind kind);
bool parse_bot(std::string_view name, BotKind& out);

// The baseline, per game (bots/<game>_bot.cpp).
Action baseline_schieberamsch(const Observation& o, Rng& rng);
Action baseline_kalter_schlag(const Observation& o, Rng& rng);
Action baseline_ramsen(const Observation& o, Rng& rng);
Action baseline_schafkopf(const Observation& o, Rng& rng);

}  // namespace stichfest
