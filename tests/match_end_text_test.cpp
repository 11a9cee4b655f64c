// The explanations' wording: the line that ends a match names its winner, its
// loser, or everyone who shares first place, and verbs agree with the seat
// addressed as "You". Real one-hand matches played by the baseline bots.
#include <catch2/catch.hpp>

#include "core/explain.h"
#include "core/observation.h"
#include "core/search/selfplay.h"
#include "test_support.h"

using namespace stichfest;
using namespace stichfest::search;
using namespace stichfest::test;

namespace {

State play_one_hand_match(const Rules& rules, uint64_t seed) {
  State s = first_hand(rules, seed);
  Rng rng(seed);
  while (in_hand(s)) apply(s, choose_action(BotKind::Beginner, observe(s, s.to_move), rng));
  return s;
}

}  // namespace

TEST_CASE("the match's last line names the winner, the loser or those sharing first place", "[explain]") {
  const std::vector<std::string> names = {"You", "Anna", "Bernd", "Clara"};
  // Schieberamsch: the fewest points written win; Schafkopf: the most paid.
  for (const char* text : {"schieberamsch(match_hands=1)", "schafkopf-us(deals_per_match=1)"}) {
    Rules rules = rules_of(text);
    bool schafkopf = rules.game == Game::SchafkopfUS;
    int shared = 0, single = 0;
    for (uint64_t seed = 1; seed <= 60; ++seed) {
      State s = play_one_hand_match(rules, seed);
      REQUIRE(s.phase == Phase::MatchOver);
      int32_t best = s.total[0];
      for (int p = 1; p < s.players; ++p) best = schafkopf ? std::max(best, s.total[p]) : std::min(best, s.total[p]);
      std::string firsts;
      int count = 0;
      for (int p = 0; p < s.players; ++p)
        if (s.total[p] == best) firsts += (count++ ? " and " : "") + names[size_t(p)];
      std::string line = explain_match_end(s, Lang::English, names);
      INFO(text << " seed " << seed << ": " << line);
      if (count == 1) {
        ++single;
        CHECK(line == "Match over, won by " + firsts + ".");
      } else {
        ++shared;
        CHECK(s.match_winner < 0);
        CHECK(line == "Match over, first place shared by " + firsts + ".");
        CHECK(explain_match_end(s, Lang::German, names).find("geteilter erster Platz: ") != std::string::npos);
      }
    }
    INFO(text);
    CHECK(shared > 0);  // the seeds hold ties and single winners alike
    CHECK(single > 0);
  }
}

TEST_CASE("the explanation's verbs agree with the addressed seat, in English and German", "[explain]") {
  // Ramsen with one stroke to go: the first trick's winner completes both
  // crosses and wins the match at once.
  const std::vector<std::string> en = {"You", "Anna", "Bernd", "Clara"}, de = {"Du", "Anna", "Bernd", "Clara"};
  Rules rules = rules_of("ramsen(start_need=1)");
  bool saw_you = false, saw_other = false;
  for (uint64_t seed = 1; seed <= 40 && !(saw_you && saw_other); ++seed) {
    State s = play_one_hand_match(rules, seed);
    REQUIRE(s.phase == Phase::MatchOver);
    REQUIRE(s.match_winner >= 0);
    std::vector<std::string> lines = explain_hand(s, Lang::English, en, 0);
    std::vector<std::string> zeilen = explain_hand(s, Lang::German, de, 0);
    INFO("seed " << seed << ": " << lines.back());
    if (s.match_winner == 0) {
      saw_you = true;
      CHECK(lines.back() == "You complete both crosses and win at once.");
      CHECK(zeilen.back() == "Du machst beide Kreuze voll und gewinnst sofort.");
    } else {
      saw_other = true;
      CHECK(lines.back() == en[size_t(s.match_winner)] + " completes both crosses and wins at once.");
      CHECK(zeilen.back() == de[size_t(s.match_winner)] + " macht beide Kreuze voll und gewinnt sofort.");
    }
  }
  CHECK(saw_you);
  CHECK(saw_other);
}
