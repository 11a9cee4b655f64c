// Worlds dealt for a bot (search/worlds.h): at decision points of hands of
// every variant, every world gives back the bot's own observation, holds
// each card once, replays its card plays legally and plays on to the end.
#include "core/search/worlds.h"

#include <catch2/catch.hpp>

#include "core/bots/bot.h"
#include "test_support.h"

using namespace stichfest;
using namespace stichfest::search;
using namespace stichfest::test;

namespace {

// Every card is in exactly one place: a hand, a pile, a trick or played.
void check_cards_once(const State& w) {
  uint64_t seen = 0;
  int count = 0;
  auto add = [&](CardSet cs) {
    REQUIRE((seen & cs.bits()) == 0);
    seen |= cs.bits();
    count += cs.size();
  };
  for (int p = 0; p < w.players; ++p) add(w.hands[p] | w.played_by[p]);
  switch (w.rules->game) {
    case Game::Schieberamsch:
      if (w.phase != Phase::Discard) add(w.skat);
      break;
    case Game::Ramsen: {
      add(w.dead | w.turned);
      if (!w.robbed) add(CardSet::of(w.upcard));
      CardSet talon;
      for (int i = w.talon_next; i < w.talon_size; ++i) talon |= CardSet::of(w.talon[i]);
      add(talon);
      break;
    }
    default:
      break;
  }
  REQUIRE(count == kDeckSize);
}

void check_variant(const std::string& text, int hands) {
  Rules rules = rules_of(text);
  Rng rng(0xC0FFEE);
  int decisions = 0, failures = 0;
  for (int h = 0; h < hands; ++h) {
    State s = new_match(rules, h % rules.players());
    deal(s, shuffled_deck(rng));
    while (in_hand(s)) {
      Observation o = observe(s, s.to_move);
      if (o.legal.count > 1) {
        ++decisions;
        for (int i = 0; i < 2; ++i) {
          State w;
          if (!sample_world(o, rng, w)) {
            ++failures;
            break;
          }
          INFO(text << " hand " << h << " phase " << int(s.phase) << " seat " << int(s.to_move));
          REQUIRE(observation_diff(observe(w, o.seat), o) == "");
          check_cards_once(w);
          REQUIRE(replay_play(w, o.seat, [](const State&, Card, bool) {}));
          // The world plays on to the end of the hand.
          while (in_hand(w)) apply(w, random_choice(observe(w, w.to_move), rng));
        }
      }
      apply(s, baseline_action(o, rng));
    }
  }
  INFO(text << ": " << failures << " of " << decisions << " decisions without a world");
  WARN(text << ": " << failures << " of " << decisions);
  REQUIRE(decisions > 0);
  REQUIRE(failures * 200 <= decisions);  // at most 0.5 %
}

}  // namespace

TEST_CASE("worlds for Schieberamsch give back the observation") {
  check_variant("schieberamsch", 25);
  check_variant("schieberamsch(preset=pfaelzer)", 15);
  check_variant("schieberamsch(ramsch_kontra=on,jacks_in_skat=forbidden)", 10);
}

TEST_CASE("worlds for Kalter Schlag give back the observation") { check_variant("kalter-schlag", 20); }

TEST_CASE("worlds for Ramsen give back the observation") {
  check_variant("ramsen", 30);
  check_variant("ramsen(players=3)", 20);
  check_variant("ramsen(players=5,upcard_rule=turn_next)", 20);
  check_variant("ramsen(players=3,head_trick=when_trumping,rob_counts_to_limit=on)", 15);
}

TEST_CASE("worlds for American Schafkopf give back the observation") {
  check_variant("schafkopf-us", 40);
  check_variant("schafkopf-us(farbsolo=on,doubling=kontra_re_sup_resup,hochzeit=always)", 30);
  check_variant("schafkopf-us(mode=fixed,fixed_doubling=on)", 15);
  check_variant("schafkopf-us(trump_suit=h,partner_cards=CQ+HQ,hochzeit=never)", 15);
}

// Ramsen counts each trick won off the winner's need as it is won, so the
// hand rewound to its first card must give those strokes back: else a
// replay of the tricks counts them twice, and a player a few strokes from
// the end "wins the match" in the middle of the replay (the replay then
// asked a finished match for its legal cards; found by the asserts of the
// sanitizer build).
TEST_CASE("rewinding a Ramsen hand to its first card gives back the strokes won since", "[worlds]") {
  for (const char* text : {"ramsen", "ramsen(players=5)", "ramsen(players=3)"}) {
    Rules rules;
    std::string error;
    REQUIRE(parse_rules(text, rules, error));
    for (uint64_t seed = 1; seed <= 40; ++seed) {
      State s = new_match(rules, 0);
      for (int p = 0; p < s.players; ++p) s.need[p] = 3;  // near the end of a match
      deal(s, deck_for_hand(seed, 1));
      Rng rng(seed);
      while (in_hand(s) && s.phase != Phase::Play) {
        ActionList legal;
        legal_actions(s, legal);
        apply(s, legal.items[rng.below(uint32_t(legal.count))]);
      }
      if (s.phase != Phase::Play) continue;  // nobody played this hand
      int32_t need_at_start[kMaxPlayers];
      std::copy(std::begin(s.need), std::end(s.need), need_at_start);
      // Two tricks (or until somebody's need runs out), then rewind.
      while (s.phase == Phase::Play && s.trick_number < 2) {
        ActionList legal;
        legal_actions(s, legal);
        apply(s, legal.items[rng.below(uint32_t(legal.count))]);
      }
      if (s.phase != Phase::Play) continue;
      INFO(text << " seed " << seed);
      State r = rewind_to_play_start(s);
      for (int p = 0; p < s.players; ++p) CHECK(r.need[p] == need_at_start[p]);
      int cards = 0;
      CHECK(replay_play(s, -1, [&](const State& before, Card, bool) {
        CHECK(before.phase == Phase::Play);
        ++cards;
      }));
      CHECK(cards == 2 * s.cards_per_trick + s.trick_size);
    }
  }
}
