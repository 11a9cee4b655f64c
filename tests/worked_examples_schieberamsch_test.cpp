// RULES.md §2.13, worked examples SR-1 to SR-6, as whole hands.
// Seats: A = 0 (forehand), B = 1 (middlehand), C = 2 (dealer).
#include <catch2/catch.hpp>

#include "hand_table.h"

using namespace stichfest;
using namespace stichfest::test;

TEST_CASE("SR-1: two pushes, C picks up; A Jungfrau, C 113 points writes 90", "[worked][schieberamsch]") {
  HandTable t;
  t.rules = "schieberamsch";
  t.dealer = 2;
  t.skat = "CK HJ";
  t.declarations = "pass pass pass push push pickup discard:CK+CJ";
  t.tricks = {
      {"D7", "CQ", "DK"}, {"C7", "C8", "CA"}, {"D8", "HA", "DQ"}, {"SQ", "SJ", "DJ"}, {"H7", "C9", "CT"},
      {"DT", "H9", "HQ"}, {"D9", "S9", "DA"}, {"ST", "SK", "HJ"}, {"S7", "H8", "HK"}, {"SA", "S8", "HT"},
  };
  PlayedHand h = play_table(t);
  INFO(h.error);
  REQUIRE(h.error.empty());
  const HandResult& r = h.state.result;
  CHECK(r.tricks[0] == 0);
  CHECK(r.points[1] == 7);
  CHECK(r.points[2] == 113);
  CHECK(r.doublings == 2);
  CHECK(r.jungfrau == 1);
  CHECK(r.raw == 904);
  CHECK(r.score[0] == 0);
  CHECK(r.score[1] == 0);
  CHECK(r.score[2] == 90);
}

namespace {

// Plays a table through the engine; a table that does not replay fails the
// test with the reason. The result is returned by value (it holds no pointer).
HandResult result_of(const HandTable& t) {
  PlayedHand h = play_table(t);
  INFO(h.error);
  REQUIRE(h.error.empty());
  REQUIRE(h.state.result.scored);
  REQUIRE_FALSE(in_hand(h.state));
  return h.state.result;
}

// SR-2: a Grand Hand by A "with 2" (CJ in the skat, SJ in hand, HJ with C).
// S = 65 in tricks + 2 in the skat = 67.
HandTable grand_with_2_won_67() {
  HandTable t;
  t.rules = "schieberamsch";
  t.dealer = 2;
  t.skat = "CJ D8";
  t.declarations = "grand pass pass";
  t.tricks = {
      {"S9", "SA", "SK"}, {"H7", "DQ", "DK"}, {"S8", "HK", "ST"}, {"SJ", "DJ", "HJ"}, {"HA", "HT", "HQ"},
      {"H8", "D7", "S7"}, {"C8", "CK", "CT"}, {"C7", "D9", "CQ"}, {"CA", "DA", "C9"}, {"H9", "DT", "SQ"},
  };
  return t;
}

// SR-2: A "with 2" (CJ in hand, SJ in the skat, HJ with B), S = 49 + 13 (skat SJ HA) = 62.
HandTable grand_with_2_won_62() {
  HandTable t;
  t.rules = "schieberamsch";
  t.dealer = 2;
  t.skat = "SJ HA";
  t.declarations = "grand pass pass";
  t.tricks = {
      {"SQ", "SK", "S8"}, {"D8", "D7", "DT"}, {"CK", "H8", "CQ"}, {"DA", "DK", "DQ"}, {"H9", "HT", "HK"},
      {"CJ", "D9", "CA"}, {"C9", "DJ", "C7"}, {"SA", "S9", "S7"}, {"ST", "HJ", "CT"}, {"C8", "HQ", "H7"},
  };
  return t;
}

// SR-2: A "with 2" (CJ, SJ in hand, HJ with B), S = 47 + 11 (skat C7 HA) = 58.
HandTable grand_with_2_lost_58(const std::string& declarations) {
  HandTable t;
  t.rules = "schieberamsch";
  t.dealer = 2;
  t.skat = "C7 HA";
  t.declarations = declarations;
  t.tricks = {
      {"SK", "S9", "S7"}, {"SQ", "ST", "S8"}, {"CJ", "HJ", "DK"}, {"D9", "D8", "DQ"}, {"SA", "DT", "DA"},
      {"CK", "HT", "C8"}, {"C9", "H8", "CT"}, {"H7", "H9", "HK"}, {"CA", "HQ", "CQ"}, {"SJ", "DJ", "D7"},
  };
  return t;
}

// SR-2: A "with 2" (CJ in the skat, SJ in hand, HJ with B), two tricks:
// S = 12 + 13 (skat CJ HA) = 25, opponents 95.
HandTable grand_with_2_lost_25(const std::string& declarations) {
  HandTable t;
  t.rules = "schieberamsch";
  t.dealer = 2;
  t.skat = "CJ HA";
  t.declarations = declarations;
  t.tricks = {
      {"ST", "SA", "S7"}, {"CQ", "DK", "D8"}, {"C7", "DT", "DA"}, {"HT", "H9", "H8"}, {"SQ", "S9", "SK"},
      {"SJ", "D7", "D9"}, {"H7", "HK", "C9"}, {"C8", "DQ", "CA"}, {"HQ", "HJ", "DJ"}, {"S8", "CK", "CT"},
  };
  return t;
}

// SR-5: B plays a Grand Hand holding DJ but none of CJ SJ HJ (skat C7 DT):
// B 82 in tricks + 10 in the skat = 92, A and C 28 together.
HandTable grand_without_3(const std::string& declarations) {
  HandTable t;
  t.rules = "schieberamsch";
  t.dealer = 2;
  t.skat = "C7 DT";
  t.declarations = declarations;
  t.tricks = {
      {"D8", "DA", "D9"}, {"HJ", "DJ", "CJ"}, {"HT", "H7", "H8"}, {"D7", "S7", "S8"}, {"C8", "CT", "CQ"},
      {"HA", "SA", "SQ"}, {"CK", "S9", "H9"}, {"C9", "ST", "SJ"}, {"DQ", "HK", "HQ"}, {"DK", "SK", "CA"},
  };
  return t;
}

// SR-3: nobody pushes (all three pick up); A 45, B 45 (skat CA C7 included,
// B takes trick 10), C 30; everybody takes a trick.
HandTable tie_45_45_30(const std::string& rules) {
  HandTable t;
  t.rules = rules;
  t.dealer = 2;
  t.skat = "SJ HK";
  t.declarations = "pass pass pass pickup discard:CT+SJ pickup discard:CT+H9 pickup discard:CA+C7";
  t.tricks = {
      {"CK", "C8", "C9"}, {"SA", "SQ", "SK"}, {"ST", "D7", "S9"}, {"DT", "DQ", "D8"}, {"DK", "D9", "CJ"},
      {"H8", "HQ", "H9"}, {"DA", "SJ", "HJ"}, {"H7", "CQ", "CT"}, {"S7", "HA", "S8"}, {"HK", "DJ", "HT"},
  };
  return t;
}

}  // namespace

TEST_CASE("SR-1: two pushes and a Durchmarsch by C credit C with -48, no Jungfrau doubling",
          "[worked][schieberamsch]") {
  HandTable t;
  t.rules = "schieberamsch";
  t.dealer = 2;
  t.skat = "ST HT";
  t.declarations = "pass pass pass push push pickup discard:ST+HT";
  t.tricks = {
      {"D7", "C7", "D8"}, {"HJ", "CA", "CJ"}, {"DA", "CK", "SJ"}, {"SA", "SQ", "DJ"}, {"HQ", "H7", "HA"},
      {"SK", "CQ", "CT"}, {"DQ", "S9", "DT"}, {"H9", "H8", "HK"}, {"D9", "C9", "DK"}, {"S7", "C8", "S8"},
  };
  HandResult r = result_of(t);
  CHECK(r.durchmarsch == 2);
  CHECK(r.tricks[2] == 10);
  CHECK(r.doublings == 2);  // k = 2 pushes
  CHECK(r.raw == 480);      // 120 x 2^2; A and B are Jungfrau, which does not double
  CHECK(r.value == 48);     // 12 x 2^2
  CHECK(r.score[0] == 0);
  CHECK(r.score[1] == 0);
  CHECK(r.score[2] == -48);
}

TEST_CASE("SR-2: Grand Hand with 2 and 67 points is won: mult 4, base 96, -9", "[worked][schieberamsch]") {
  HandResult r = result_of(grand_with_2_won_67());
  CHECK(r.declarer == 0);
  CHECK(r.spitzen == 2);  // "with 2"
  CHECK(r.party_points[0] == 67);
  CHECK(r.won);
  CHECK_FALSE(r.schneider);
  CHECK(r.multiplier == 4);  // 2 + 2
  CHECK(r.doublings == 0);
  CHECK(r.raw == 96);
  CHECK(r.value == 9);
  CHECK(r.score[0] == -9);
  CHECK(r.score[1] == 0);
  CHECK(r.score[2] == 0);
}

TEST_CASE("SR-2: Grand Hand with 2 and 62 points (S3's figure) gives the same -9", "[worked][schieberamsch]") {
  HandResult r = result_of(grand_with_2_won_62());
  CHECK(r.spitzen == 2);
  CHECK(r.party_points[0] == 62);
  CHECK(r.won);
  CHECK(r.multiplier == 4);
  CHECK(r.raw == 96);
  CHECK(r.value == 9);
  CHECK(r.score[0] == -9);
  CHECK(r.score[1] == 0);
  CHECK(r.score[2] == 0);
}

TEST_CASE("SR-2: Grand Hand with 2 and 58 points is lost: +9, not doubled; with Kontra +19",
          "[worked][schieberamsch]") {
  SECTION("no Kontra") {
    HandResult r = result_of(grand_with_2_lost_58("grand pass pass"));
    CHECK(r.spitzen == 2);
    CHECK(r.party_points[0] == 58);
    CHECK_FALSE(r.won);
    CHECK_FALSE(r.schneider);
    CHECK(r.multiplier == 4);
    CHECK(r.raw == 96);
    CHECK(r.value == 9);
    CHECK(r.score[0] == 9);  // a lost Grand Hand is not doubled
    CHECK(r.score[1] == 0);
    CHECK(r.score[2] == 0);
  }
  SECTION("B says Kontra, A does not say Rekontra") {
    HandResult r = result_of(grand_with_2_lost_58("grand kontra pass"));
    CHECK(r.party_points[0] == 58);
    CHECK_FALSE(r.won);
    CHECK(r.doublings == 1);
    CHECK(r.raw == 192);
    CHECK(r.value == 19);
    CHECK(r.score[0] == 19);
    CHECK(r.score[1] == 0);
    CHECK(r.score[2] == 0);
  }
}

TEST_CASE("SR-2: Grand Hand with 2 and 25 points is lost Schneider: +12; with Kontra +24", "[worked][schieberamsch]") {
  SECTION("no Kontra") {
    HandResult r = result_of(grand_with_2_lost_25("grand pass pass"));
    CHECK(r.spitzen == 2);
    CHECK(r.party_points[0] == 25);
    CHECK(r.party_points[1] == 95);
    CHECK(r.tricks[0] == 2);
    CHECK_FALSE(r.won);
    CHECK(r.schneider);
    CHECK_FALSE(r.schwarz);
    CHECK(r.multiplier == 5);  // 2 + 2 + 1
    CHECK(r.raw == 120);
    CHECK(r.value == 12);
    CHECK(r.score[0] == 12);
    CHECK(r.score[1] == 0);
    CHECK(r.score[2] == 0);
  }
  SECTION("C says Kontra after B passed") {
    HandResult r = result_of(grand_with_2_lost_25("grand pass kontra pass"));
    CHECK(r.party_points[0] == 25);
    CHECK(r.multiplier == 5);
    CHECK(r.doublings == 1);
    CHECK(r.raw == 240);
    CHECK(r.value == 24);
    CHECK(r.score[0] == 24);
  }
}

TEST_CASE("SR-2 comparison: a Ramsch lost with 58 points and one push writes floor10(116) = 11",
          "[worked][schieberamsch]") {
  // One doubling by a push (the Jungfrau alternative cannot reach 58: with a
  // Jungfrau the other two share 120 points, so the loser has at least 60).
  HandTable t;
  t.rules = "schieberamsch";
  t.dealer = 2;
  t.skat = "HA DK";
  t.declarations = "pass pass pass push pickup discard:CJ+C7 pickup discard:C9+D8";
  t.tricks = {
      {"D7", "DQ", "DT"}, {"CQ", "CK", "CT"}, {"H8", "H7", "HK"}, {"HJ", "HT", "H9"}, {"S7", "SA", "S8"},
      {"D9", "DA", "DJ"}, {"C8", "SJ", "CJ"}, {"SK", "CA", "S9"}, {"SQ", "HA", "HQ"}, {"ST", "DK", "C7"},
  };
  HandResult r = result_of(t);
  CHECK(r.points[0] == 58);  // skat C9 D8 (0 points) to A, who took trick 10
  CHECK(r.jungfrau == 0);
  CHECK(r.doublings == 1);
  CHECK(r.raw == 116);
  CHECK(r.value == 11);
  CHECK(r.score[0] == 11);
  CHECK(r.score[1] == 0);
  CHECK(r.score[2] == 0);
}

TEST_CASE("SR-3: A and B tie on 45, both write floor10(45) = 4", "[worked][schieberamsch]") {
  HandResult r = result_of(tie_45_45_30("schieberamsch"));
  CHECK(r.doublings == 0);  // nobody pushed
  CHECK(r.jungfrau == 0);
  CHECK(r.points[0] == 45);
  CHECK(r.points[1] == 45);
  CHECK(r.points[2] == 30);
  CHECK(r.raw == 45);
  CHECK(r.value == 4);
  CHECK(r.score[0] == 4);
  CHECK(r.score[1] == 4);
  CHECK(r.score[2] == 0);
}

TEST_CASE("SR-3: with LAST_TRICK_BREAKS_TIE only B, who took trick 10, writes 4", "[worked][schieberamsch]") {
  PlayedHand h = play_table(tie_45_45_30("schieberamsch(tie_rule=last_trick_breaks_tie)"));
  INFO(h.error);
  REQUIRE(h.error.empty());
  REQUIRE(h.state.result.scored);
  const HandResult& r = h.state.result;
  CHECK(h.state.history_winner[9] == 1);
  CHECK(r.points[0] == 45);
  CHECK(r.points[1] == 45);
  CHECK(r.points[2] == 30);
  CHECK(r.value == 4);
  CHECK(r.score[0] == 0);
  CHECK(r.score[1] == 4);
  CHECK(r.score[2] == 0);
}

TEST_CASE("SR-4: three pushes, three Ramsch-Kontras and a Jungfrau: 61 x 2^7 = 7808, writes 780",
          "[worked][schieberamsch]") {
  HandTable t;
  t.rules = "schieberamsch(ramsch_kontra=on)";
  t.dealer = 2;
  t.skat = "CT D9";
  t.declarations = "pass pass pass push push push";
  t.tricks = {
      {"kontra S7", "kontra S9", "kontra ST"},
      {"C9", "DJ", "HJ"},
      {"DA", "H7", "HA"},
      {"CA", "HK", "HT"},
      {"C8", "CK", "CQ"},
      {"SK", "CJ", "HQ"},
      {"DT", "SJ", "H9"},
      {"S8", "SA", "H8"},
      {"DQ", "DK", "D7"},
      {"SQ", "C7", "D8"},
  };
  HandResult r = result_of(t);
  CHECK(r.tricks[0] == 0);
  CHECK(r.jungfrau == 1);
  CHECK(r.doublings == 6);  // 3 pushes + 3 Kontras
  CHECK(r.points[2] == 61);
  CHECK(r.raw == 61 * 128);
  CHECK(r.raw == 7808);
  CHECK(r.value == 780);
  CHECK(r.score[0] == 0);
  CHECK(r.score[1] == 0);
  CHECK(r.score[2] == 780);
}

TEST_CASE("SR-5: Grand Hand without 3, 92 to 28, Schneider: Kontra + Rekontra 576 -> -57", "[worked][schieberamsch]") {
  HandResult r = result_of(grand_without_3("pass grand kontra rekontra"));
  CHECK(r.declarer == 1);
  CHECK(r.spitzen == -3);  // "without 3"
  CHECK(r.party_points[0] == 92);
  CHECK(r.party_points[1] == 28);
  CHECK(r.won);
  CHECK(r.schneider);
  CHECK_FALSE(r.schwarz);
  CHECK(r.multiplier == 6);  // 2 + 3 + 1
  CHECK(r.doublings == 2);   // Kontra + Rekontra = x4
  CHECK(r.raw == 576);       // 144 x 4
  CHECK(r.value == 57);
  CHECK(r.score[0] == 0);
  CHECK(r.score[1] == -57);
  CHECK(r.score[2] == 0);
}

TEST_CASE("SR-5: the same Grand Hand without any Kontra: base 144 -> -14", "[worked][schieberamsch]") {
  HandResult r = result_of(grand_without_3("pass grand pass pass"));
  CHECK(r.spitzen == -3);
  CHECK(r.party_points[0] == 92);
  CHECK(r.party_points[1] == 28);
  CHECK(r.multiplier == 6);
  CHECK(r.doublings == 0);
  CHECK(r.raw == 144);
  CHECK(r.value == 14);
  CHECK(r.score[1] == -14);
  CHECK(r.score[0] == 0);
  CHECK(r.score[2] == 0);
}

TEST_CASE("SR-6: Pfaelzer, one push, everybody took a trick: the 55-point loser writes 110",
          "[worked][schieberamsch]") {
  HandTable t;
  t.rules = "schieberamsch(preset=pfaelzer)";
  t.dealer = 2;
  t.skat = "HA DK";
  t.declarations = "push exchange:CA+SA exchange:CT+D8";  // A pushes, B and C exchange
  t.tricks = {
      {"S7", "HT", "S8"}, {"H8", "HA", "HK"}, {"D9", "DK", "DT"}, {"CQ", "CK", "CA"}, {"HJ", "CJ", "DJ"},
      {"SQ", "H7", "HQ"}, {"ST", "SJ", "SA"}, {"D7", "DA", "H9"}, {"C8", "C7", "C9"}, {"SK", "DQ", "S9"},
  };
  HandResult r = result_of(t);
  CHECK(r.tricks[0] >= 1);
  CHECK(r.tricks[1] >= 1);
  CHECK(r.tricks[2] >= 1);
  CHECK(r.jungfrau == 0);
  CHECK(r.doublings == 1);
  CHECK(r.points[1] == 55);
  CHECK(r.raw == 110);
  CHECK(r.value == 110);  // no division by 10 in the preset
  CHECK(r.score[0] == 0);
  CHECK(r.score[1] == 110);
  CHECK(r.score[2] == 0);
}

TEST_CASE("SR-6: Pfaelzer with a Jungfrau: the loser has at least 60 and is not doubled for her",
          "[worked][schieberamsch]") {
  HandTable t;
  t.rules = "schieberamsch(preset=pfaelzer)";
  t.dealer = 2;
  t.skat = "HA DK";
  t.declarations = "push exchange:CA+SA exchange:CT+D8";
  t.tricks = {
      {"C8", "C7", "CA"}, {"HJ", "CJ", "DJ"}, {"H8", "H7", "H9"}, {"ST", "DA", "SA"}, {"D9", "DK", "DT"},
      {"SK", "HT", "HK"}, {"D7", "DQ", "S8"}, {"CQ", "CK", "C9"}, {"S7", "HA", "HQ"}, {"SQ", "SJ", "S9"},
  };
  HandResult r = result_of(t);
  CHECK(r.tricks[0] == 0);
  CHECK(r.jungfrau == 1);
  CHECK(r.points[1] == 63);
  CHECK(r.points[1] >= 60);
  CHECK(r.doublings == 1);
  CHECK(r.value == 63 * 2);  // the push only: 126
  CHECK(r.score[0] == 0);
  CHECK(r.score[1] == 126);
  CHECK(r.score[2] == 0);
}

TEST_CASE("SR-6: Pfaelzer, two pushes and a Durchmarsch by C: A and B each write 120 x 4 = 480",
          "[worked][schieberamsch]") {
  HandTable t;
  t.rules = "schieberamsch(preset=pfaelzer)";
  t.dealer = 2;
  t.skat = "SQ ST";
  t.declarations = "push push exchange:CQ+C9";
  t.tricks = {
      {"C7", "C8", "HJ"}, {"D8", "DQ", "DK"}, {"S8", "DA", "ST"}, {"CA", "DJ", "CJ"}, {"SA", "HT", "SJ"},
      {"H9", "HQ", "HK"}, {"S9", "DT", "SK"}, {"S7", "H8", "SQ"}, {"HA", "D7", "D9"}, {"CT", "CK", "H7"},
  };
  HandResult r = result_of(t);
  CHECK(r.durchmarsch == 2);
  CHECK(r.doublings == 2);
  CHECK(r.raw == 480);
  CHECK(r.value == 480);
  CHECK(r.score[0] == 480);
  CHECK(r.score[1] == 480);
  CHECK(r.score[2] == 0);
}
