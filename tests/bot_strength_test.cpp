// The baseline bot plays better than chance in every game: against random
// bots it ends with clearly the best totals, and a random bot among baseline
// bots ends with the worst. Seeded, so the figures are the same on every run
// (and in WASM); the margins are wide so that tuning the bots does not need
// new numbers here.
#include <catch2/catch.hpp>

#include "core/search/selfplay.h"
#include "test_support.h"

using namespace stichfest;
using namespace stichfest::search;
using namespace stichfest::test;

namespace {

constexpr int kHands = 1500;

// A seat's result as "goodness": Ramsch family totals are points written
// against the player (fewer is better); Ramsen counts strokes gained (tricks
// less penalties); Schafkopf totals are payments.
double goodness(const Rules& r, int64_t total) {
  return r.game == Game::Schieberamsch || r.game == Game::KalterSchlag ? -double(total) : double(total);
}

SelfplayResult play(const Rules& r, BotKind seat0, BotKind others) {
  BotKind bots[kMaxPlayers] = {seat0, others, others, others, others};
  return selfplay(r, bots, kHands, 0x5eed);
}

double mean_of_others(const Rules& r, const SelfplayResult& res) {
  double sum = 0;
  for (int p = 1; p < r.players(); ++p) sum += goodness(r, res.totals[p]);
  return sum / (r.players() - 1);
}

}  // namespace

TEST_CASE("the baseline bot beats random bots, and a random bot loses to baseline bots", "[bots]") {
  for (const char* text : {"schieberamsch", "schieberamsch(preset=pfaelzer)", "kalter-schlag", "ramsen(players=3)",
                           "ramsen", "ramsen(players=5)", "schafkopf-us", "schafkopf-us(farbsolo=on)"}) {
    Rules r = rules_of(text);
    INFO(text);
    SelfplayResult one_baseline = play(r, BotKind::Beginner, BotKind::Random);
    double me = goodness(r, one_baseline.totals[0]), others = mean_of_others(r, one_baseline);
    INFO("baseline " << me << ", random seats on average " << others);
    if (r.game == Game::Ramsen) {
      CHECK(me > others + 0.2 * kHands);  // strokes gained: measured about 0.4 more per hand with four players
    } else if (r.game == Game::SchafkopfUS) {
      CHECK(me > 0);
      CHECK(me > others + 20.0 * kHands / 100);
    } else {
      CHECK(-me < 0.5 * -others);  // points written: measured about a twentieth
    }
    SelfplayResult one_random = play(r, BotKind::Random, BotKind::Beginner);
    double lone = goodness(r, one_random.totals[0]);
    INFO("random " << lone << ", baseline seats on average " << mean_of_others(r, one_random));
    for (int p = 1; p < r.players(); ++p) CHECK(lone < goodness(r, one_random.totals[p]));
  }
}

TEST_CASE("fixed-partner Schafkopf: two baseline partners beat two random ones", "[bots]") {
  Rules r = rules_of("schafkopf-us(mode=fixed)");
  BotKind bots[kMaxPlayers] = {BotKind::Beginner, BotKind::Random, BotKind::Beginner, BotKind::Random};
  SelfplayResult res = selfplay(r, bots, kHands, 0x5eed);
  INFO("baseline side " << res.totals[0] + res.totals[2]);
  CHECK(res.totals[0] == res.totals[2]);  // partners are paid alike
  CHECK(res.totals[0] > 10 * kHands / 2);
}
