// Why an action is not legal (core/illegal.h), on positions of real play.
#include "core/illegal.h"

#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "core/names.h"
#include "core/record.h"
#include "golden.h"
#include "test_support.h"
#include "web/i18n.h"

using namespace stichfest;

namespace {

Record record_of(const std::string& text) {
  Record rec;
  std::string error;
  INFO(error);
  REQUIRE(parse_record(text, rec, error));
  return rec;
}

// The position of a record (which must outlive it) just before the card that
// would be card number `size` + 1 of trick `trick` (1-based) in hand `hand`
// (the record may end there).
State position(const Record& rec, int hand, int trick, int size) {
  auto at = [&](const State& s) {
    return s.phase == Phase::Play && s.hand_number == hand && s.trick_number == trick - 1 && s.trick_size == size;
  };
  State s, found;
  bool seen = false;
  std::string error;
  REQUIRE(replay_record(rec, s, error, [&](const State& before, const Action* a, const State&) {
    if (a && !seen && at(before)) {
      found = before;
      seen = true;
    }
  }));
  if (!seen && at(s)) return s;
  REQUIRE(seen);
  return found;
}

IllegalReason why_card(const State& s, const char* card) {
  return why_illegal(s, s.to_move, Action::play(parse_card(card)));
}

// The record of seed 0x8's first hand of American Schafkopf (random legal
// play): seat 1 calls the Spades ace, which seat 3 holds.
const char* kCalledSpades =
    "stichfest-record 1\nrules schafkopf-us\nseed 0x8\ndealer 0\n\nhand 1\n"
    "call:S pass pass pass\npass kontra pass pass re\nHJ DK D9 DT\nHT H8 DQ H7\nD7 HQ SQ DJ\nDA SJ CT D8\n"
    "CA C8 CK\n";

}  // namespace

namespace {

bool names_ramsen_duty(Illegal w) {
  return w == Illegal::MustHead || w == Illegal::MustTrump || w == Illegal::MustOvertrump;
}
bool names_called_ace(Illegal w) {
  return w == Illegal::CalledSuitLead || w == Illegal::CalledAceSearch || w == Illegal::CalledAceKeep ||
         w == Illegal::CallerKeepsSuit;
}

}  // namespace

// The engine decides legality; why_illegal must agree with it on every
// action and name a duty of the right game for every card held back.
TEST_CASE("why_illegal agrees with legal_actions in random play of every variant", "[illegal]") {
  Rng rng(0x1e6a1);
  int checked_cards = 0, duties = 0;
  for (const std::string& text : test::all_variants()) {
    INFO(text);
    Rules rules = test::rules_of(text);
    REQUIRE(int(rules.game) < kGameCount);
    for (int match = 0; match < 6; ++match) {
      uint64_t seed = rng.next();
      State s = new_match(rules, first_dealer(seed, rules.players()));
      for (int hand = 0; hand < 3 && s.phase == Phase::Deal; ++hand) {
        deal(s, deck_for_hand(seed, s.hand_number + 1));
        while (in_hand(s)) {
          ActionList legal;
          legal_actions(s, legal);
          for (int seat = 0; seat < s.players; ++seat) {
            if (seat == s.to_move) continue;
            CHECK(why_illegal(s, seat, legal.items[0]).why == Illegal::NotYourTurn);
          }
          for (const Action& a : legal) CHECK(why_illegal(s, s.to_move, a).legal());
          Action odd;
          if (test::random_illegal_action(rng, legal, odd)) CHECK(!why_illegal(s, s.to_move, odd).legal());
          if (s.phase == Phase::Play) {
            CardSet allowed = legal_cards(s);
            for (Card c : s.hands[s.to_move]) {
              IllegalReason r = why_illegal(s, s.to_move, Action::play(c));
              ++checked_cards;
              CHECK(r.legal() == allowed.contains(c));
              if (r.legal()) continue;
              ++duties;
              INFO("card " << card_code(c) << " reason " << int(r.why));
              CHECK(r.why != Illegal::NotNow);  // a duty is always named
              CHECK(names_ramsen_duty(r.why) == (rules.game == Game::Ramsen && r.why != Illegal::FollowSuit));
              CHECK(names_called_ace(r.why) ==
                    (rules.game == Game::SchafkopfUS && s.as_game == AsGame::CallGame && r.why != Illegal::FollowSuit));
            }
            Card absent = 0;
            while (s.hands[s.to_move].contains(absent)) ++absent;
            CHECK(why_illegal(s, s.to_move, Action::play(absent)).why == Illegal::NotInHand);
          } else {
            // A card of the hand during a declaration is not a decision of this moment.
            CardSet held = s.hands[s.to_move];
            if (!held.empty()) CHECK(why_illegal(s, s.to_move, Action::play(held.lowest())).why == Illegal::NotNow);
          }
          apply(s, legal.items[rng.below(uint32_t(legal.count))]);
        }
      }
      if (s.phase == Phase::MatchOver) CHECK(why_illegal(s, 0, Action::play(0)).why == Illegal::NoHand);
    }
  }
  CHECK(checked_cards > 10000);
  CHECK(duties > 1000);
}

TEST_CASE("follow suit, in Schieberamsch and Kalter Schlag: a plain suit and the jacks", "[illegal]") {
  Record sr = test::golden_record("schieberamsch");
  // Hand 1, trick 9: CK led, seat 1 holds CT HQ.
  State s = position(sr, 1, 9, 1);
  REQUIRE(s.to_move == 1);
  CHECK(set_codes(s.hands[1]) == "CT HQ");
  CHECK(card_code(s.trick[0]) == "CK");
  CHECK(why_card(s, "CT").legal());
  IllegalReason r = why_card(s, "HQ");
  CHECK(r.why == Illegal::FollowSuit);
  CHECK(r.suit == kClubs);
  // Hand 32, trick 7: DJ led (a jack: trump), seat 1 must follow with CJ.
  s = position(sr, 32, 7, 2);
  CHECK(set_codes(s.hands[1]) == "CJ C9 D8 D7");
  CHECK(card_code(s.trick[0]) == "DJ");
  for (const char* c : {"C9", "D8", "D7"}) {
    CHECK(why_card(s, c).why == Illegal::FollowSuit);
    CHECK(why_card(s, c).suit == kTrump);
  }
  CHECK(why_card(s, "CJ").legal());

  Record ks = test::golden_record("kalter_schlag");
  s = position(ks, 1, 7, 1);  // DJ led, seat 3 holds SA HJ
  CHECK(set_codes(s.hands[3]) == "SA HJ");
  CHECK(why_card(s, "SA").why == Illegal::FollowSuit);
  CHECK(why_card(s, "SA").suit == kTrump);
}

TEST_CASE("Ramsen's duties: follow and head, trump, overtrump", "[illegal]") {
  Record rec = test::golden_record("ramsen");
  // Hand 6, trick 1: HK led and winning; seat 1 holds HA and HT of the suit.
  State s = position(rec, 6, 1, 2);
  REQUIRE(s.to_move == 1);
  CHECK(set_codes(s.hands[1]) == "CK CQ CT HA HT");
  CHECK(card_code(trick_winning_card(s)) == "HK");
  IllegalReason r = why_card(s, "HT");
  CHECK(r.why == Illegal::MustHead);
  CHECK(r.suit == kHearts);
  CHECK(card_code(r.card) == "HK");
  CHECK(why_card(s, "HA").legal());
  CHECK(why_card(s, "CK").why == Illegal::FollowSuit);
  // Hand 1, trick 1: D8 led; seat 0 has no Diamonds but the trump CJ.
  s = position(rec, 1, 1, 2);
  CHECK(set_codes(s.hands[0]) == "CJ C8 SK SJ HK");
  for (const char* c : {"C8", "HK"}) CHECK(why_card(s, c).why == Illegal::MustTrump);
  CHECK(why_card(s, "CJ").legal());
  // Hand 1, trick 2: C8 led, SQ (trump) winning; seat 2 must trump over it, not with ST.
  s = position(rec, 1, 2, 2);
  CHECK(set_codes(s.hands[2]) == "CQ ST D9 D7");
  r = why_card(s, "ST");
  CHECK(r.why == Illegal::MustOvertrump);
  CHECK(card_code(r.card) == "SQ");
}

TEST_CASE("American Schafkopf's called-ace duties C1 to C4", "[illegal]") {
  Record rec = test::golden_record("schafkopf_us_sup_resup");
  // Hand 4, trick 1: seat 3 holds the called SA with S9 S7 and leads.
  State s = position(rec, 4, 1, 0);
  REQUIRE(s.as_game == AsGame::CallGame);
  CHECK(set_codes(s.hands[3]) == "SA S9 S7 HJ HT H7 DQ D8");
  IllegalReason r = why_card(s, "S9");
  CHECK(r.why == Illegal::CalledSuitLead);
  CHECK(r.suit == kSpades);
  CHECK(card_code(r.card) == "SA");
  CHECK(why_card(s, "SA").legal());
  CHECK(why_card(s, "HT").legal());
  // Hand 3, trick 1: S9 led, the called SA must be played (C1).
  s = position(rec, 3, 1, 1);
  CHECK(set_codes(s.hands[3]) == "CT SA ST S7 HQ H9 D8 D7");
  CHECK(why_card(s, "ST").why == Illegal::CalledAceSearch);
  CHECK(why_card(s, "CT").why == Illegal::FollowSuit);

  Record called = record_of(kCalledSpades);
  // Trick 2: HT led, seat 3 has no Hearts and may throw anything but the called SA (C3).
  s = position(called, 1, 2, 2);
  CHECK(set_codes(s.hands[3]) == "CT C8 SA S8 S7 DQ D7");
  CHECK(why_card(s, "SA").why == Illegal::CalledAceKeep);
  CHECK(why_card(s, "S8").legal());
  // Trick 5: CA led, the caller (seat 1) keeps his last Spade, ST (C4).
  s = position(called, 1, 5, 3);
  REQUIRE(s.to_move == 1);
  CHECK(s.declarer == 1);
  CHECK(set_codes(s.hands[1]) == "CQ ST HA H9");
  r = why_card(s, "ST");
  CHECK(r.why == Illegal::CallerKeepsSuit);
  CHECK(card_code(r.card) == "ST");
  CHECK(why_card(s, "H9").legal());
}

TEST_CASE("not your turn, not in your hand, not now, no hand", "[illegal]") {
  Record rec = test::golden_record("ramsen");
  State s = position(rec, 6, 1, 2);  // seat 1 to play
  CHECK(why_illegal(s, 0, Action::play(s.hands[0].lowest())).why == Illegal::NotYourTurn);
  CHECK(why_illegal(s, 1, Action::play(s.hands[0].lowest())).why == Illegal::NotInHand);
  CHECK(why_illegal(s, 1, Action::of(Act::Stay)).why == Illegal::NotNow);
  State between = new_match(rec.rules, 0);
  CHECK(why_illegal(between, 0, Action::play(0)).why == Illegal::NoHand);
}

TEST_CASE("the table words the engine's reasons in English and German", "[illegal][i18n]") {
  Record rec = test::golden_record("ramsen");
  State s = position(rec, 6, 1, 2);
  Record called = record_of(kCalledSpades);
  State c4 = position(called, 1, 5, 3);
  set_language(Lang::English);
  CHECK(illegal_reason(s, 1, parse_card("CK"), true) == "You must follow suit: Hearts.");
  CHECK(illegal_reason(s, 1, parse_card("HT"), false) == "You must beat the trick: play a higher Hearts card than K♥.");
  CHECK(illegal_reason(s, 1, parse_card("HA"), false).empty());
  CHECK(illegal_reason(s, 0, parse_card("HA"), false) == "Wait for your turn.");
  CHECK(illegal_reason(c4, 1, parse_card("ST"), false) ==
        "As the caller you keep your last card of the called suit, 10♠, until the ace of Spades has been played.");
  set_language(Lang::German);
  CHECK(illegal_reason(s, 1, parse_card("CK"), true) == "Du musst bedienen: Herz.");
  CHECK(illegal_reason(s, 1, parse_card("HT"), true) ==
        "Du musst den Stich übernehmen: eine höhere Herz-Karte als Herz-König spielen.");
  CHECK(illegal_reason(c4, 1, parse_card("ST"), true) ==
        "Als Rufer behältst du deine letzte Karte der gerufenen Farbe, Grün-10, bis die Grün-Sau gespielt ist.");
  State c3 = position(called, 1, 2, 2);
  CHECK(illegal_reason(c3, 3, parse_card("SA"), false) ==
        "Du darfst das Pik-Ass nicht abwerfen, bevor die gerufene Farbe angespielt wurde.");
  set_language(Lang::English);
}
