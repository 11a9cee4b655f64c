// The hand explanations in players' words: no formula notation, and the
// numbers of real hands worked out as a player would say them.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "core/explain.h"
#include "core/record.h"

using namespace stichfest;

namespace {

// Every finished hand's explanation in a golden record, in both languages.
std::vector<std::vector<std::string>> explanations(const std::string& name, Lang lang) {
  std::ifstream in(std::string(STICHFEST_TESTS_DIR) + "/golden/" + name);
  std::stringstream ss;
  ss << in.rdbuf();
  Record rec;
  std::string error;
  INFO(name << ": " << error);
  REQUIRE(parse_record(ss.str(), rec, error));
  std::vector<std::vector<std::string>> out;
  State s;
  const std::vector<std::string> names = {"You", "Anna", "Bernd", "Clara", "Dieter"};
  REQUIRE(replay_record(rec, s, error, [&](const State&, const Action* a, const State& after) {
    if (a && !in_hand(after) && after.result.scored) out.push_back(explain_hand(after, lang, names, 0));
  }));
  return out;
}

bool contains(const std::vector<std::vector<std::string>>& hands, const std::string& line) {
  for (const auto& hand : hands)
    for (const std::string& l : hand)
      if (l == line) return true;
  return false;
}

}  // namespace

TEST_CASE("hand explanations use no formula notation", "[explain]") {
  for (const char* name :
       {"schieberamsch.rec", "schieberamsch_ramsch_kontra.rec", "schieberamsch_pfaelzer.rec",
        "handwritten_schieberamsch_grand_schwarz.rec", "kalter_schlag.rec", "kalter_schlag_round5.rec",
        "handwritten_kalter_schlag_durchmarsch.rec", "ramsen.rec", "ramsen_5p.rec", "schafkopf_us.rec",
        "schafkopf_us_fixed_doubling.rec", "schafkopf_us_sup_resup.rec", "schafkopf_us_hochzeit.rec"})
    for (Lang lang : {Lang::English, Lang::German})
      for (const auto& hand : explanations(name, lang))
        for (const std::string& line : hand) {
          INFO(name << ": " << line);
          for (const char* notation : {"^", "floor10", "round10", "round5", "V =", "→", "3V"})
            CHECK(line.find(notation) == std::string::npos);
        }
}

TEST_CASE("real hands explained in players' words", "[explain]") {
  auto sr = explanations("schieberamsch.rec", Lang::English);
  CHECK(contains(sr, "Most card points: 54, doubled 3 times (3 pushes): 432; a tenth, rounded down: 43"));
  auto kontra = explanations("schieberamsch_ramsch_kontra.rec", Lang::German);
  CHECK(contains(kontra,
                 "Die meisten Augen: 89, 3-mal verdoppelt (1× geschoben, 1 Kontra, Jungfrau): 712; ein Zehntel, "
                 "abgerundet: 71"));
  auto gh = explanations("handwritten_schieberamsch_grand_schwarz.rec", Lang::German);
  CHECK(contains(gh, "Mit 4, Spiel 5, Hand 6, Schneider 7, Schwarz 8: 8 × 24 = 192; ein Zehntel, abgerundet: 19"));
  auto ks = explanations("kalter_schlag.rec", Lang::English);
  CHECK(contains(ks, "Most card points: 53, doubled twice (Kontra, 1 Jungfer): 212, rounded to tens: 210"));
  CHECK(contains(ks, "Card points: You 48 (4 tricks), Anna 32 (1 trick), Bernd 40 (3 tricks), Clara 0 (0 tricks)"));
  auto ks5 = explanations("kalter_schlag_round5.rec", Lang::English);
  CHECK(contains(ks5, "Most card points: 53, rounded to fives: 55, doubled twice (Kontra, 1 Jungfer): 220"));
  auto dm = explanations("handwritten_kalter_schlag_durchmarsch.rec", Lang::English);
  CHECK(contains(dm, "Durchmarsch by You: each other player writes 120, doubled once (Kontra): 240"));
  auto rm = explanations("ramsen.rec", Lang::English);
  CHECK(contains(rm, "Anna played without a trick: +5 strokes to go (an extra cross)"));
  auto as = explanations("schafkopf_us_sup_resup.rec", Lang::English);
  CHECK(contains(as, "Game value: 50 for the game, doubled 4 times (Kontra, Re, Sup, Resupra): 800"));
  CHECK(contains(as, "One against three: the lone player wins or pays 2400, each of the others 800."));
  CHECK(contains(as, "Game value: 10 for the game + 10 Schneider + 30 for 3 Laufende = 50"));
}
