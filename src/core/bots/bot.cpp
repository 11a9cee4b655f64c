#include "bot.h"

#include <cassert>

namespace stichfest {

Action choose_action(BotKind kind, const Observation& o, Rng& rng) {
  assert(o.legal.count > 0 && "a bot was asked to move with no legal action");
  if (kind == BotKind::Random) return o.legal.items[rng.below(uint32_t(o.legal.count))];
  switch (o.rules->game) {
    case Game::Schieberamsch:
      return baseline_schieberamsch(o, rng);
    case Game::KalterSchlag:
      return baseline_kalter_schlag(o, rng);
    case Game::Ramsen:
      return baseline_ramsen(o, rng);
    case Game::SchafkopfUS:
      return baseline_schafkopf(o, rng);
  }
  return o.legal.items[0];
}

const char* bot_name(BotKind kind) { return kind == BotKind::Random ? "random" : "baseline"; }

bool parse_bot(std::string_view name, BotKind& out) {
  if (name == "random")
    out = BotKind::Random;
  else if (name == "baseline")
    out = BotKind::Baseline;
  else
    return false;
  return true;
}

}  // namespace stichfest
