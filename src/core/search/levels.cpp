#include "levels.h"

#include "core/bots/bot.h"

namespace stichfest::search {

namespace {

// The budgets: worlds per card decision, solver nodes per world and per
// decision (about what the decisions' 95th percentile took before the
// solver's table keyed lies of cards, docs/bots.md), worlds per
// declaration, inference (declarations; card plays), and how many times the
// worlds wanted may be drawn to find those that explain the others' choices,
// the evidence asked of giving points away and of a Ramsen commitment, and
// the strong level's tree search, and whether a Schieberamsch push needs
// evidence against taking the skat.
// Chosen by the duel and the bench (docs/bots.md).
const Level kLevels[kBotLevels] = {
    {},
    {},
    {64, 20000, 400000, 96, true, false, 16, 400, 9, 0, true},
    {128, 50000, 2000000, 192, true, true, 16, 400, 9, 8000, true},
};

}  // namespace

const Level& level_of(BotKind kind) { return kLevels[int(kind)]; }

Action choose_action(BotKind kind, const Observation& o, Rng& rng) {
  switch (kind) {
    case BotKind::Random:
      return random_choice(o, rng);
    case BotKind::Beginner:
      return baseline_action(o, rng);
    default: {
      // One searcher per thread: its table is reused from call to call
      // (each call starts it afresh, so the answers do not depend on it).
      thread_local Pimc pimc;
      return pimc.choose(o, level_of(kind), rng);
    }
  }
}

}  // namespace stichfest::search
