// What a challenge of a hand compares (core/challenge.h), on real hands: a
// Grand Hand's soloist and defenders want many card points (the soloist's
// with the skat, as the summary's formula line counts them), a Durchmarsch
// is the best Ramsch hand and the worst for those it charges, a Jungfrau
// took nothing; the part travels with the link and the record, and a hand
// played as another part is not compared.
#include <catch2/catch.hpp>

#include "../src/web/session.h"
#include "../src/web/share_link.h"
#include "../src/web/stats.h"
#include "golden.h"

using namespace stichfest;

namespace {

// The state right after hand `hands` (1-based) of a record, and the
// record cut there.
State after_hand(Record& r, size_t hands) {
  r.hands.resize(hands);
  State s;
  std::string error;
  bool ok = replay_record(r, s, error);
  INFO(error);
  REQUIRE(ok);
  REQUIRE(s.result.scored);
  return s;
}

State replayed(const std::string& text) {
  Record r;
  std::string error;
  bool ok = parse_record(text, r, error);
  INFO(error);
  REQUIRE(ok);
  return after_hand(r, r.hands.size());
}

ChallengeOutcome judge(const State& s, int seat, HandPart part, int32_t to_beat) {
  int32_t got = 0;
  return judge_challenge(Challenge{true, false, to_beat, part}, s, seat, got);
}

// Seat 0 holds all four jacks and six clubs and leads (the hand-written
// Grand Hand golden record's deal); here it is a Ramsch, all three push,
// and seat 0 takes every trick.
std::string durchmarsch(const std::string& rules, const std::string& offers) {
  return "stichfest-record 1\nrules " + rules +
         "\ndealer 2\n\nhand 1\n"
         "deck CJ SJ HJ SA ST SK HQ H9 H8 C7 D7 DJ CA CT CK SQ S9 S8 S7 H7 DA DT DK CQ C9 C8 HA HT HK DQ D9 D8\n" +
         offers +
         "push push push\n"
         "CJ SA HQ\nSJ ST H9\nHJ SK H8\nDJ SQ H7\nCA S9 DA\nCT S8 DT\nCK S7 DK\nCQ HA DQ\nC9 HT D9\nC8 HK D8\n";
}

}  // namespace

TEST_CASE("a Grand Hand's challenge: more card points are better, the soloist's with the skat", "[challenge]") {
  // Golden schieberamsch hand 30: seat 0 plays a Grand Hand and takes 72
  // card points in tricks, 75 with the skat; seats 1 and 2 take 20 and 25.
  Record r = test::golden_record("schieberamsch");
  State s = after_hand(r, 30);
  REQUIRE(s.result.declarer == 0);
  REQUIRE(s.result.points[0] == 72);
  CHECK(hand_part(s, 0) == HandPart::Soloist);
  CHECK(hand_measure(s, 0) == 75);  // what the formula line shows: "75 card points (skat included)"
  CHECK_FALSE(lower_is_better(Game::Schieberamsch, HandPart::Soloist));
  CHECK(judge(s, 0, HandPart::Soloist, 70) == ChallengeOutcome::Beaten);
  CHECK(judge(s, 0, HandPart::Soloist, 75) == ChallengeOutcome::Equalled);
  CHECK(judge(s, 0, HandPart::Soloist, 80) == ChallengeOutcome::NotBeaten);
  // The defenders: their side's 45 card points ("opponents 45"), more is
  // better, whichever of the two is at the screen.
  for (int seat : {1, 2}) {
    CHECK(hand_part(s, seat) == HandPart::Defender);
    CHECK(hand_measure(s, seat) == 45);
    CHECK(judge(s, seat, HandPart::Defender, 40) == ChallengeOutcome::Beaten);
    CHECK(judge(s, seat, HandPart::Defender, 45) == ChallengeOutcome::Equalled);
    CHECK(judge(s, seat, HandPart::Defender, 50) == ChallengeOutcome::NotBeaten);
  }
  // A Ramsch score to beat is not measured against a Grand Hand, nor a
  // Grand Hand's against a Ramsch (hand 29 is one).
  CHECK(judge(s, 0, HandPart::Plain, 23) == ChallengeOutcome::NotComparable);
  CHECK(judge(s, 1, HandPart::Soloist, 60) == ChallengeOutcome::NotComparable);
  Record before = test::golden_record("schieberamsch");
  State ramsch = after_hand(before, 29);
  REQUIRE(hand_part(ramsch, 0) == HandPart::Plain);
  CHECK(judge(ramsch, 0, HandPart::Soloist, 60) == ChallengeOutcome::NotComparable);
  // A whole match's challenge compares totals, whatever the last hand was.
  int32_t got = 0;
  CHECK(judge_challenge(Challenge{true, true, s.total[0] + 1}, s, 0, got) == ChallengeOutcome::Beaten);
  CHECK(got == s.total[0]);
}

TEST_CASE("a Grand Hand's challenge goes out with its part, and the friend who plays it alike equals it",
          "[challenge][share_link]") {
  Record r = test::golden_record("schieberamsch");
  r.hands.resize(30);
  Session sender;
  std::string error;
  REQUIRE(sender.load(format_record(r, false), error));
  ShareLink link = sender.challenge_link(false);
  CHECK(link.challenge.part == HandPart::Soloist);
  CHECK(link.challenge.score == 75);
  std::string text = format_share_link(link);
  CHECK(text.find("&c=s75") != std::string::npos);
  ShareLink back;
  REQUIRE(parse_share_link(text, back, error));
  CHECK(back.challenge == link.challenge);
  // The friend gets hand 30 and plays seat 0's moves of the golden hand;
  // the same bots answer the same.
  Session friend_table;
  friend_table.start(back);
  CHECK(friend_table.challenge() == link.challenge);
  const RecordHand& hand = r.hands[29];
  for (size_t i = 0; i < hand.actions.size(); ++i) {
    REQUIRE(in_hand(friend_table.state()));
    if (friend_table.bot_to_move()) {
      friend_table.step_bot();
      CHECK(friend_table.record().hands.back().actions.back() == hand.actions[i]);
    } else {
      REQUIRE(friend_table.act(hand.actions[i], error));
    }
  }
  int32_t got = 0;
  CHECK(judge_challenge(friend_table.challenge(), friend_table.state(), 0, got) == ChallengeOutcome::Equalled);
  CHECK(got == 75);
  // The saved game keeps it as a record line.
  CHECK(friend_table.save().find("\nchallenge soloist 75\n") != std::string::npos);
}

TEST_CASE("a Durchmarsch counts -120 for its player and 120 for each it charges; a Jungfrau 0", "[challenge]") {
  // Kalter Schlag (golden hand-written record): seat 0 takes all eight
  // tricks, the others each write 240.
  State ks = replayed(test::golden_text("handwritten_kalter_schlag_durchmarsch"));
  REQUIRE(ks.result.durchmarsch == 0);
  CHECK(hand_measure(ks, 0) == -120);
  CHECK(judge(ks, 0, HandPart::Plain, 0) == ChallengeOutcome::Beaten);
  for (int seat : {1, 2, 3}) {
    CHECK(hand_measure(ks, seat) == 120);
    CHECK(judge(ks, seat, HandPart::Plain, 100) == ChallengeOutcome::NotBeaten);
  }
  // Schieberamsch, default rules: the Durchmarsch is credited (-96 after
  // three pushes) and the others write nothing: they took no card points.
  State sr = replayed(durchmarsch("schieberamsch", "pass pass pass\n"));
  REQUIRE(sr.result.durchmarsch == 0);
  CHECK(sr.result.score[0] == -96);
  CHECK(hand_measure(sr, 0) == -120);
  CHECK(hand_measure(sr, 1) == 0);
  CHECK(hand_measure(sr, 2) == 0);
  // Pfälzer: the other two are charged 120 x 8 each.
  State pf = replayed(durchmarsch("schieberamsch(preset=pfaelzer)", ""));
  REQUIRE(pf.result.score[1] == 960);
  CHECK(hand_measure(pf, 0) == -120);
  CHECK(hand_measure(pf, 1) == 120);
  CHECK(hand_measure(pf, 2) == 120);
  // A Jungfrau (docs/record-format.md's Schieberamsch hand): seat 0 takes
  // no trick, seat 2 ends with 83 card points.
  std::string doc =
      "stichfest-record 1\nrules schieberamsch\nseed 0x2a\ndealer 2\n\nhand 1\npass pass pass\n"
      "pickup discard:HA+DA push pickup discard:CA+HA\nC9 CQ C8\nD9 D8 D7\nH7 HK HQ\nC7 HT CK\nH8 CT DT\n"
      "S8 ST S9\nDK DQ SA\nDA S7 SK\nSJ HJ SQ\nCJ DJ H9\n";
  State j = replayed(doc);
  CHECK(hand_measure(j, 0) == 0);
  CHECK(hand_measure(j, 2) == 83);
  CHECK(judge(j, 0, HandPart::Plain, 10) == ChallengeOutcome::Beaten);
  CHECK(judge(j, 2, HandPart::Plain, 83) == ChallengeOutcome::Equalled);
}

TEST_CASE("a Grand Hand's challenge in links and records, and only where Grand Hands are played", "[challenge]") {
  for (const char* code : {"s75", "d45", "s0", "d120"}) {
    Challenge c;
    REQUIRE(parse_challenge(code, c));
    CHECK(format_challenge(c) == code);
    CHECK_FALSE(c.whole_match);
  }
  const std::string head = "stichfest-record 1\nrules schieberamsch\nseed 0x2a\ndealer 2\n";
  for (const char* line : {"challenge soloist 75", "challenge defender 45"}) {
    Record r;
    std::string error;
    REQUIRE(parse_record(head + line + "\n", r, error));
    CHECK(format_record(r).find(std::string("\n") + line + "\n") != std::string::npos);
  }
  Record r;
  std::string error;
  CHECK_FALSE(parse_record("stichfest-record 1\nrules kalter-schlag\nseed 1\nchallenge soloist 75\n", r, error));
  CHECK(error == "line 4, token 'soloist': these rules have no Grand Hand");
  CHECK_FALSE(parse_record("stichfest-record 1\nrules schieberamsch(grand_hand=off)\nseed 1\nchallenge defender 45\n",
                           r, error));
  CHECK_FALSE(parse_record(head + "challenge grand 75\n", r, error));
  CHECK(error == "line 5, token 'grand': a challenge is 'hand', 'match', 'soloist' or 'defender' and a whole number");
  ShareLink link;
  CHECK(parse_share_link("#g=schieberamsch&s=0x2a&c=s75", link, error));
  CHECK_FALSE(parse_share_link("#g=kalter-schlag&s=0x2a&c=s75", link, error));
  CHECK_FALSE(parse_share_link("#g=schieberamsch&r=schieberamsch(preset%3Dpfaelzer)&s=0x2a&c=d45", link, error));
}

TEST_CASE("stats: a Grand Hand the player defended stays out of the card-point average", "[stats][challenge]") {
  // Golden schieberamsch hand 6: seat 2 plays the Grand Hand, seat 0 (the
  // player) defends; his side took 48.
  Record r = test::golden_record("schieberamsch");
  State s = after_hand(r, 6);
  REQUIRE(s.result.declarer == 2);
  HandStat h = hand_stat(s, r);
  CHECK(h.value == 48);
  CHECK_FALSE(h.in_average);
  CHECK_FALSE(h.solo);
  // His own Grand Hand (hand 30) is a solo, also outside the average.
  Record own = test::golden_record("schieberamsch");
  State s30 = after_hand(own, 30);
  HandStat solo = hand_stat(s30, own);
  CHECK(solo.value == 75);
  CHECK(solo.solo);
  CHECK_FALSE(solo.in_average);
}
