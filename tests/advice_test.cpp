// The hint and the review of a hand (search/advice.h): decisions of golden
// hands whose exact values are worked out by hand below, the costs read off
// them, the hint counted in the record, and the text that crosses to the
// page's worker read back as it was written.
#include "core/search/advice.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "core/search/table_bot.h"
#include "golden.h"

using namespace stichfest;
using namespace stichfest::search;

namespace {

// Seat 0's decision in hand `hand` at trick `trick` (0-based).
size_t move_at_trick(const Record& r, size_t hand, int trick) {
  for (size_t move : decisions_of(r, hand, 0)) {
    Review review;
    std::string error;
    REQUIRE(review_decision(r, hand, move, review, error));
    if (review.trick == trick) return move;
  }
  FAIL("seat 0 has no choice at trick " << trick + 1);
  return 0;
}

// The same record with another action at `move` (the hand cut there).
Record with_instead(Record r, size_t hand, size_t move, const std::string& token) {
  r.hands.resize(hand + 1);
  r.hands[hand].actions.resize(move);
  r.hands[hand].has_score = r.hands[hand].has_totals = false;
  State s;
  std::string error;
  REQUIRE(replay_record(r, s, error));
  Action a;
  REQUIRE(parse_action_token(s, token, a, error));
  r.hands[hand].actions.push_back(a);
  return r;
}

Review review_of(const Record& r, size_t hand, size_t move) {
  Review review;
  std::string error;
  INFO(error);
  REQUIRE(review_decision(r, hand, move, review, error));
  return review;
}

}  // namespace

TEST_CASE("review: Schieberamsch, the lead to trick 9 worked out by hand", "[advice]") {
  // tests/golden/schieberamsch.rec, hand 1. Seat 0 has taken 20 points and
  // leads to trick 9 with CK and SJ; seat 1 holds CT HQ, seat 2 CQ SQ; the
  // skat (HA DA, 22) goes with the last trick.
  //  * CK: seat 1 must follow with CT and takes the trick; it then leads
  //    HQ, and seat 0's SJ takes the last trick with the skat:
  //    20 + 8 + 22 = 50.
  //  * SJ: nobody else has a trump, so seat 0 takes the trick and the
  //    others throw in their most (CT and a queen: 15); its CK then takes
  //    the last trick too (no club is left above it): 20 + 15 + 10 + 22 = 67.
  Record r = test::golden_record("schieberamsch");
  size_t move = move_at_trick(r, 0, 8);
  Review played = review_of(r, 0, move);
  CHECK(played.chosen == "CK");
  REQUIRE(played.solved);
  REQUIRE(played.exact.size() == 2);
  CHECK(played.exact[0].token == "CK");
  CHECK(played.exact[0].expected == 50);
  CHECK(played.exact[1].token == "SJ");
  CHECK(played.exact[1].expected == 67);
  CHECK(played.known.unit == Unit::CardPoints);
  CHECK(played.known.lower_is_better);
  CHECK(cost_of(played.exact, played.chosen, true) == 0);

  // Had seat 0 led the jack, the review names the king and the 17 points.
  Review worse = review_of(with_instead(r, 0, move, "SJ"), 0, move);
  std::string better;
  CHECK(worse.chosen == "SJ");
  CHECK(cost_of(worse.exact, worse.chosen, true, &better) == 17);
  CHECK(better == "CK");
  // From what seat 0 could know the king is better too.
  CHECK(cost_of(worse.known.choices, worse.chosen, true, &better) > 0);
  CHECK(better == "CK");
}

TEST_CASE("review: Kalter Schlag, the last to trick 6 worked out by hand", "[advice]") {
  // tests/golden/kalter_schlag.rec, hand 1. Seat 0 has 11 points and plays
  // last to trick 6 (SQ ST SK) holding HK CJ SJ. Left: seat 1 HA HQ, seat
  // 2 DJ D8, seat 3 HJ SA (33 points with seat 0's two jacks).
  //  * HK: ST takes the trick (21); seat 0's CJ and SJ then take both last
  //    tricks whatever is led: 11 + 33 = 44.
  //  * CJ (or SJ, the same card here): seat 0 takes the spades (19) and
  //    both last tricks (the other jack is the last trump, and HK is left
  //    alone when the others keep HQ and throw their aces): 11 + 19 + 35 = 65.
  Record r = test::golden_record("kalter_schlag");
  size_t move = move_at_trick(r, 0, 5);
  Review played = review_of(r, 0, move);
  CHECK(played.chosen == "HK");
  REQUIRE(played.solved);
  REQUIRE(played.exact.size() == 3);
  CHECK(played.exact[0].token == "HK");
  CHECK(played.exact[0].expected == 44);
  CHECK(expected_of(played.exact, "CJ") == 65);
  CHECK(expected_of(played.exact, "SJ") == 65);

  Review worse = review_of(with_instead(r, 0, move, "CJ"), 0, move);
  std::string better;
  CHECK(cost_of(worse.exact, worse.chosen, true, &better) == 21);
  CHECK(better == "HK");
}

TEST_CASE("review: each game's decisions are seat 0's real choices, weighed in its terms", "[advice]") {
  struct Case {
    const char* file;
    Unit card_unit;
    bool lower;
  };
  for (Case c : {Case{"schieberamsch", Unit::CardPoints, true}, Case{"kalter_schlag", Unit::CardPoints, true},
                 Case{"ramsen", Unit::Strokes, false}, Case{"schafkopf_us_fixed", Unit::CardPoints, false}}) {
    INFO(c.file);
    Record r = test::golden_record(c.file);
    std::vector<size_t> moves = decisions_of(r, 0, 0);
    REQUIRE(!moves.empty());
    for (size_t move : moves) {
      Review review = review_of(r, 0, move);
      CHECK(review.seat == 0);
      CHECK(review.known.choices.size() >= 2);
      bool listed = false;
      for (const Choice& choice : review.known.choices) listed |= choice.token == review.chosen;
      CHECK(listed);
      if (review.trick < 0) continue;
      CHECK(review.known.unit == c.card_unit);
      CHECK(review.known.lower_is_better == c.lower);
      if (!review.solved) continue;
      // With every card known the best is at least as good as the choice made.
      double best = review.exact.front().expected, mine = expected_of(review.exact, review.chosen);
      CHECK((c.lower ? best <= mine : best >= mine));
    }
  }
}

TEST_CASE("the hint is the standard bot's move for the seat, the same every time", "[advice]") {
  Record r = test::golden_record("schafkopf_us_fixed");
  size_t move = decisions_of(r, 0, 0).at(3);
  r.hands.resize(1);
  r.hands[0].actions.resize(move);
  r.hands[0].has_score = r.hands[0].has_totals = false;
  std::string error;
  Advice a, b;
  REQUIRE(advise(r, a, error));
  REQUIRE(advise(r, b, error));
  CHECK(format_advice(a) == format_advice(b));
  REQUIRE(a.worlds > 0);
  REQUIRE(a.choices.size() >= 2);
  // The pick is a legal card, and the one a standard bot in that seat plays.
  r.bots = BotLevel::Standard;
  Action bot;
  REQUIRE(decide_next(r, bot, error));
  State s;
  REQUIRE(replay_record(r, s, error));
  CHECK(a.pick == action_token(s, bot));
}

TEST_CASE("advice and reviews read back from their text", "[advice]") {
  Record r = test::golden_record("schieberamsch");
  size_t move = move_at_trick(r, 0, 4);
  Review review = review_of(r, 0, move);
  Review back;
  REQUIRE(parse_review(format_review(review), back));
  CHECK(format_review(back) == format_review(review));
  CHECK(back.chosen == review.chosen);
  CHECK(back.exact.size() == review.exact.size());
  Advice advice;
  REQUIRE(parse_advice("ok\n" + format_advice(review.known), advice));
  CHECK(format_advice(advice) == format_advice(review.known));
  // Broken answers are refused, not half read.
  CHECK_FALSE(parse_review("ok\nadvice CK points lower 3\n", back));  // no review line
  CHECK_FALSE(parse_advice("advice CK miles lower 3\n", advice));
  CHECK_FALSE(parse_advice("advice CK points lower 3\nchoice CK many\n", advice));
  CHECK_FALSE(parse_advice("advice CK points lower 3\nchoice CK 12.5 -1\n", advice));  // a negative spread
  REQUIRE(parse_advice("advice CK points lower 3\nchoice CK 12.5\n", advice));         // an answer from before spreads
  CHECK(advice.choices.at(0).spread == 0);
  CHECK(answer_question("review 999 0", format_record(r)).rfind("error", 0) == 0);
  CHECK(answer_question("what now", format_record(r)).rfind("error unknown question", 0) == 0);
  CHECK(answer_question("hint", "not a record").rfind("error", 0) == 0);
}

TEST_CASE("hints used are kept in the record", "[advice][records]") {
  Record r = test::golden_record("ramsen");
  r.hands[0].hints = 3;
  std::string text = format_record(r, false), error;
  CHECK(text.find("\nhints 3\n") != std::string::npos);
  Record back;
  REQUIRE(parse_record(text, back, error));
  CHECK(back.hands[0].hints == 3);
  CHECK(back.hands.size() > 1);
  CHECK(back.hands[1].hints == 0);
  CHECK_FALSE(parse_record(text + "hints -1\n", back, error));
  CHECK(error.find("'hints' takes a count") != std::string::npos);
  CHECK_FALSE(parse_record(text + "hints 1234567\n", back, error));
}

TEST_CASE("review: Ramsen, the trump to keep worked out by hand", "[advice]") {
  // tests/golden/ramsen_5p.rec, hand 2: the up-card H9 makes Hearts trump
  // (HA D9 D7 CQ CJ HK ... RULES.md RM-1). Seat 4 leads HA to trick 2; seat
  // 0 holds D7 CJ SK DJ and must follow with a trump. Seat 2's only trump
  // is D9, so it falls in this trick too:
  //  * CJ: D7 is then the highest trump left, a sure trick: 1 stroke;
  //  * D7: CJ stays under seat 1's CQ, and with all the others against it
  //    seat 0 takes no trick: the penalty, -5.
  Record r = test::golden_record("ramsen_5p");
  size_t move = move_at_trick(r, 1, 1);
  Review played = review_of(r, 1, move);
  CHECK(played.chosen == "D7");
  REQUIRE(played.solved);
  CHECK(played.known.unit == Unit::Strokes);
  CHECK_FALSE(played.known.lower_is_better);
  CHECK(played.exact[0].token == "CJ");
  CHECK(played.exact[0].expected == 1);
  CHECK(expected_of(played.exact, "D7") == -5);
  std::string better;
  CHECK(cost_of(played.exact, played.chosen, false, &better) == 6);
  CHECK(better == "CJ");
}

TEST_CASE("review: American Schafkopf, the lead to trick 7 worked out by hand", "[advice]") {
  // tests/golden/schafkopf_us.rec, hand 6: seat 0 (SQ) and seat 3 (CQ)
  // play together and have 89 card points. Seat 0 leads to trick 7 with
  // D9 and DJ; seat 1 holds H9 CK (no trump), seat 2 HJ SJ, seat 3 CJ HK.
  // Seat 3 must follow a trump lead with CJ, the highest left, and takes
  // the trick; seat 1 throws H9, seat 2 a jack. Seat 3 then leads HK and
  // seat 2's last jack takes the last trick over seat 0's last trump.
  //  * D9: trick 7 is D9 H9 HJ CJ, 4 points: 93;
  //  * DJ: trick 7 is DJ H9 HJ CJ, 6 points (D9 goes under the jack later
  //    instead of DJ): 95.
  Record r = test::golden_record("schafkopf_us");
  size_t move = move_at_trick(r, 5, 6);
  Review played = review_of(r, 5, move);
  CHECK(played.chosen == "D9");
  REQUIRE(played.solved);
  CHECK_FALSE(played.known.lower_is_better);
  REQUIRE(played.exact.size() == 2);
  CHECK(played.exact[0].token == "DJ");
  CHECK(played.exact[0].expected == 95);
  CHECK(played.exact[1].expected == 93);
  std::string better;
  CHECK(cost_of(played.exact, played.chosen, false, &better) == 2);
  CHECK(better == "DJ");
}

TEST_CASE("the review names a cost only where chance over the worlds cannot explain it", "[advice]") {
  // Before, a choice 0.8 worse on average over the worlds was said to have
  // cost that much even where the worlds' chance could have made it so.
  const std::vector<Choice> choices = {{"CA", 10, 0}, {"CK", 12, 0.5}, {"CQ", 10.8, 0.6}};
  std::string better;
  CHECK(clear_cost_of(choices, "CK", true, &better) == Approx(2));  // 2 > 2 x 0.5
  CHECK(better == "CA");
  CHECK(clear_cost_of(choices, "CQ", true) == 0);  // 0.8 <= 2 x 0.6
  CHECK(cost_of(choices, "CQ", true) == Approx(0.8));
  CHECK(clear_cost_of(choices, "CA", true) == 0);

  // Real reviews: the best choice differs from itself by nothing, the others
  // by a spread the worlds measured, and both cross to the page's worker.
  Record r = test::golden_record("kalter_schlag");
  int spread_seen = 0;
  for (size_t move : decisions_of(r, 0, 0)) {
    Review review = review_of(r, 0, move);
    REQUIRE(review.known.worlds >= 2);
    CHECK(review.known.choices.front().spread == 0);
    for (const Choice& c : review.known.choices) spread_seen += c.spread > 0;
    Review back;
    REQUIRE(parse_review(format_review(review), back));
    for (size_t i = 0; i < back.known.choices.size(); ++i)
      CHECK(back.known.choices[i].spread == Approx(review.known.choices[i].spread).margin(0.005));
  }
  CHECK(spread_seen > 0);
}
