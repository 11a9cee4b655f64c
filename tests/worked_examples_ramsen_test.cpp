// RULES.md §4.10, worked examples RM-1 to RM-6, as whole hands.
// Four players, seats 0-3, dealer 3, forehand 0; need = 10 unless stated.
// Every hand below was found by a seeded random search over real deals and
// legal play, then written down as a table of tricks (one cell per seat,
// "-" for a seat that passed).
#include <catch2/catch.hpp>
#include <vector>

#include "core/contract.h"
#include "hand_table.h"

using namespace stichfest;
using namespace stichfest::test;

namespace {

// Stops before the card that makes `cards` the number of cards in trick
// `trick` (1-based), i.e. with the (cards+1)-th player of that trick to move.
std::function<bool(const State&)> at_trick(int trick, int cards) {
  return [=](const State& s) { return s.phase == Phase::Play && s.trick_number == trick - 1 && s.trick_size == cards; };
}

std::vector<Card> order_of(const Contract& k) {
  Card out[kDeckSize];
  int n = trump_order(k, out);
  return std::vector<Card>(out, out + n);
}

std::vector<Card> card_list(const std::string& codes) {
  std::vector<Card> out;
  for (size_t i = 0; i + 1 < codes.size(); i += 3) out.push_back(parse_card(codes.substr(i, 2)));
  return out;
}

// The seat that played `c` in trick t (0-based) of a finished state.
int player_of(const State& s, int t, Card c) {
  int seat = s.history_leader[t];
  for (int i = 0; i < s.cards_per_trick; ++i, seat = next_active(s, seat))
    if (s.history[t][i] == c) return seat;
  return -1;
}

// Everyone keeps, the dealer does not rob, all four play.
const char* kAllPlay = "keep keep keep keep pass play play play play";

}  // namespace

// RM-1: up-card H8 makes Hearts trump with the permanents D9 D7 CQ CJ inside
// the suit; CJ beats HK, D9 beats CQ, HA beats everything.
TEST_CASE("RM-1: trump order with up-card H8 (Hearts)", "[worked][ramsen]") {
  const Contract& hearts = contract(ramsen_contract(kHearts));
  CHECK(order_of(hearts) == card_list("HA D9 D7 CQ CJ HK HQ HJ HT H9 H8 H7"));
  CHECK(hearts.beats(parse_card("CJ"), parse_card("HK")));
  CHECK(hearts.beats(parse_card("D9"), parse_card("CQ")));
  for (Card c = 0; c < kDeckSize; ++c)
    if (c != parse_card("HA")) CHECK(hearts.beats(parse_card("HA"), c));

  // A real hand: the three stated pairs meet in tricks 1, 2 and 4.
  HandTable t;
  t.rules = "ramsen";
  t.dealer = 3;
  t.upcard = "H8";
  t.declarations = kAllPlay;
  t.tricks = {
      {"D7", "D8", "HQ", "HA"},                            // seat 0 leads D7; HA (seat 3) beats D7 and HQ
      {"CJ", "SJ", "S9", "HK"},                            // seat 3 leads HK; CJ (seat 0) beats it
      {"HT", "CK", "SQ", "HJ"}, {"D9", "C9", "CT", "CQ"},  // seat 3 leads CQ; D9 (seat 0) beats it
      {"SK", "DJ", "S8", "DQ"},
  };
  PlayedHand h = play_table(t);
  INFO(h.error);
  REQUIRE(h.error.empty());
  const State& s = h.state;
  CHECK(s.contract == ramsen_contract(kHearts));
  CHECK(order_of(contract(s.contract)) == card_list("HA D9 D7 CQ CJ HK HQ HJ HT H9 H8 H7"));
  CHECK(player_of(s, 0, parse_card("HA")) == 3);
  CHECK(s.history_winner[0] == 3);  // HA over D7
  CHECK(player_of(s, 1, parse_card("HK")) == 3);
  CHECK(player_of(s, 1, parse_card("CJ")) == 0);
  CHECK(s.history_winner[1] == 0);  // CJ over HK
  CHECK(player_of(s, 3, parse_card("CQ")) == 3);
  CHECK(player_of(s, 3, parse_card("D9")) == 0);
  CHECK(s.history_winner[3] == 0);  // D9 over CQ
  CHECK(s.result.tricks[0] == 3);
  CHECK(s.need[0] == 7);
}

// RM-1: up-card DK makes Bells trump (10 trumps); Acorns without CQ and CJ
// is a plain suit of six cards.
TEST_CASE("RM-1: trump order with up-card DK (Bells); the plain Acorns suit", "[worked][ramsen]") {
  const Contract& bells = contract(ramsen_contract(kDiamonds));
  CHECK(order_of(bells) == card_list("DA D9 D7 CQ CJ DK DQ DJ DT D8"));
  CHECK(bells.trumps().size() == 10);
  CHECK(bells.group[kClubs] == cards("CA CK CT C9 C8 C7"));
  std::vector<Card> acorns = card_list("CA CK CT C9 C8 C7");
  for (size_t i = 0; i + 1 < acorns.size(); ++i) CHECK(bells.beats(acorns[i], acorns[i + 1]));

  HandTable t;
  t.rules = "ramsen";
  t.dealer = 3;
  t.upcard = "DK";
  t.declarations = kAllPlay;
  t.tricks = {
      {"SJ", "S9", "S7", "SK"}, {"CA", "CK", "C8", "C9"},  // seat 3 leads C9; seat 1 holds CK and CJ: only CK follows
      {"DJ", "CJ", "CQ", "DA"},                            // DA > CQ > CJ > DJ
      {"DQ", "H9", "H8", "HK"}, {"S8", "HA", "HJ", "CT"},
  };
  PlayedHand h = play_table(t);
  INFO(h.error);
  REQUIRE(h.error.empty());
  CHECK(h.state.contract == ramsen_contract(kDiamonds));
  State s = replay_until(h, at_trick(2, 2));
  REQUIRE(s.to_move == 1);
  CHECK(s.hands[1] == cards("CK CJ HA H9"));
  CHECK(legal_cards(s) == cards("CK"));   // CJ is a trump, not an Acorns card
  CHECK(h.state.history_winner[1] == 0);  // CA
  CHECK(h.state.history_winner[2] == 3);  // DA
}

// RM-2: legal moves with Hearts trump. Seat 0 leads SK to trick 3; seat 1
// (CJ H7 C9) must trump with CJ or H7; seat 2 (S7 SA) follows with either;
// seat 3 (no Leaves, HK C8 DQ) must play HK whether it beats or not.
TEST_CASE("RM-2: Farbzwang, Trumpfzwang, Stechzwang on a Leaves lead", "[worked][ramsen]") {
  HandTable t;
  t.rules = "ramsen";
  t.dealer = 3;
  t.upcard = "HJ";
  t.declarations = kAllPlay;
  t.tricks = {
      {"S9", "D7", "ST", "HT"}, {"HQ", "D8", "DA", "DJ"}, {"SK", "H7", "SA", "HK"},  // the example's trick
      {"HA", "C9", "CA", "C8"}, {"SQ", "CJ", "S7", "DQ"},
  };
  PlayedHand h = play_table(t);
  INFO(h.error);
  REQUIRE(h.error.empty());
  CHECK(h.state.contract == ramsen_contract(kHearts));

  State s = replay_until(h, at_trick(3, 1));
  REQUIRE(s.leader == 0);
  REQUIRE(s.trick[0] == parse_card("SK"));
  REQUIRE(s.to_move == 1);
  CHECK(s.hands[1] == cards("CJ H7 C9"));
  CHECK(legal_cards(s) == cards("CJ H7"));  // must trump; C9 illegal

  SECTION("seat 1 plays H7: seat 2 follows with either Leaf, seat 3 must over-trump with HK") {
    apply(s, Action::play(parse_card("H7")));
    REQUIRE(s.to_move == 2);
    CHECK((s.hands[2] & contract(s.contract).group[kSpades]) == cards("S7 SA"));
    CHECK(legal_cards(s) == cards("S7 SA"));
    apply(s, Action::play(parse_card("SA")));
    REQUIRE(s.to_move == 3);
    CHECK(s.hands[3] == cards("HK C8 DQ"));
    CHECK(legal_cards(s) == cards("HK"));
    apply(s, Action::play(parse_card("HK")));
    CHECK(s.history_winner[2] == 3);  // HK beats H7
    CHECK(h.state.history_winner[2] == 3);
  }
  SECTION("seat 1 plays CJ: HK cannot beat it, seat 3 must still trump with HK") {
    apply(s, Action::play(parse_card("CJ")));
    CHECK(legal_cards(s) == cards("S7 SA"));
    apply(s, Action::play(parse_card("S7")));
    REQUIRE(s.to_move == 3);
    CHECK(!contract(s.contract).beats(parse_card("HK"), parse_card("CJ")));
    CHECK(legal_cards(s) == cards("HK"));
    apply(s, Action::play(parse_card("HK")));
    CHECK(s.history_winner[2] == 1);  // CJ keeps the trick
  }
}

// RM-2: heading duty when following a plain suit. Lead CT: a player holding
// CA and C9 must play CA. Lead C7: CA and C9 both beat it, either is legal.
TEST_CASE("RM-2: heading duty when following (lead CT / lead C7)", "[worked][ramsen]") {
  SECTION("lead CT: only CA beats it") {
    HandTable t;
    t.rules = "ramsen";
    t.dealer = 3;
    t.upcard = "HT";
    t.declarations = kAllPlay;
    t.tricks = {
        {"CT", "CA", "C8", "C7"}, {"H9", "SA", "HJ", "HK"}, {"DT", "DJ", "H7", "D9"},
        {"DK", "S8", "HQ", "CQ"}, {"CK", "C9", "D8", "CJ"},
    };
    PlayedHand h = play_table(t);
    INFO(h.error);
    REQUIRE(h.error.empty());
    State s = replay_until(h, at_trick(1, 1));
    REQUIRE(s.trick[0] == parse_card("CT"));
    REQUIRE(s.to_move == 1);
    CHECK((s.hands[1] & contract(s.contract).group[kClubs]) == cards("CA C9"));
    CHECK(legal_cards(s) == cards("CA"));
    CHECK(h.state.history_winner[0] == 1);
  }
  SECTION("lead C7: CA and C9 both beat it") {
    HandTable t;
    t.rules = "ramsen";
    t.dealer = 3;
    t.upcard = "HT";
    t.declarations = kAllPlay;
    t.tricks = {
        {"C7", "C9", "CT", "C8"}, {"H9", "S8", "HJ", "HK"}, {"DT", "DJ", "H7", "D9"},
        {"DK", "SA", "HQ", "CQ"}, {"CK", "CA", "D8", "CJ"},
    };
    PlayedHand h = play_table(t);
    INFO(h.error);
    REQUIRE(h.error.empty());
    State s = replay_until(h, at_trick(1, 1));
    REQUIRE(s.trick[0] == parse_card("C7"));
    REQUIRE(s.to_move == 1);
    CHECK((s.hands[1] & contract(s.contract).group[kClubs]) == cards("CA C9"));
    CHECK(legal_cards(s) == cards("CA C9"));
  }
}

// RM-3: seat 0 exchanges 3, seat 1 exchanges 2 -> quota 0; seats 2 and 3
// cannot draw; the dealer may still rob the up-card; seats 0 and 1 (and the
// robbing dealer) play without being asked.
TEST_CASE("RM-3: exchange quota used up; dealer still robs", "[worked][ramsen]") {
  HandTable t;
  t.rules = "ramsen";
  t.dealer = 3;
  t.upcard = "S9";
  t.talon = "D8 DJ SK C8 HJ";
  t.declarations = "exchange:H8+D9+D7 exchange:S7+DA keep keep rob:DK pass";
  t.tricks = {
      {"ST", "SA", "-", "S9"}, {"CQ", "C8", "-", "C9"}, {"DJ", "DQ", "-", "SQ"},
      {"SK", "HJ", "-", "H7"}, {"D8", "CA", "-", "HA"},
  };
  t.unplayed = {"", "", "CJ CT SJ HK H9", ""};
  PlayedHand h = play_table(t);
  INFO(h.error);
  REQUIRE(h.error.empty());

  auto phase_seat = [](Phase p, int seat) { return [=](const State& s) { return s.phase == p && s.to_move == seat; }; };
  State s = replay_until(h, phase_seat(Phase::Exchange, 1));
  CHECK(s.quota == 2);
  CHECK(s.exchange_count[0] == 3);
  s = replay_until(h, phase_seat(Phase::Exchange, 2));
  CHECK(s.quota == 0);
  ActionList legal;
  legal_actions(s, legal);
  REQUIRE(legal.count == 1);  // seat 2 may only keep
  CHECK(legal.items[0] == Action::with_cards(Act::Exchange, CardSet()));
  s = replay_until(h, phase_seat(Phase::Exchange, 3));
  legal_actions(s, legal);
  REQUIRE(legal.count == 1);  // and so may the dealer
  CHECK(legal.items[0] == Action::with_cards(Act::Exchange, CardSet()));
  s = replay_until(h, phase_seat(Phase::Rob, 3));
  REQUIRE(s.phase == Phase::Rob);
  CHECK(s.quota == 0);
  legal_actions(s, legal);
  CHECK(legal.contains(Action::of(Act::Rob, parse_card("DK"))));  // robbing is outside the quota
  CHECK(legal.contains(Action::of(Act::Pass)));
  // Only seat 2 is asked to play or pass: 0 and 1 exchanged, 3 robbed.
  s = replay_until(h, [](const State& x) { return x.phase == Phase::Declare; });
  CHECK(s.to_move == 2);
  CHECK(s.exchanged == 0b1011);

  const State& end = h.state;
  CHECK(end.hands[3].empty());
  CHECK(end.dealt[3].contains(parse_card("DK")));
  CHECK(end.dead == cards("H8 D9 D7 S7 DA DK"));
  CHECK(end.active == 0b1011);
  CHECK(end.passed == 0b0100);
  CHECK(end.result.tricks[0] == 3);
  CHECK(end.result.tricks[1] == 1);
  CHECK(end.result.tricks[3] == 1);
  CHECK(end.need[0] == 7);
  CHECK(end.need[1] == 9);
  CHECK(end.need[2] == 10);
  CHECK(end.need[3] == 9);
}

// RM-4: seat 0 exchanged and wins 3, seat 1 passes, seat 2 wins 2, seat 3
// plays and wins none -> need = [7, 10, 8, 15].
TEST_CASE("RM-4: hand score, need = [7, 10, 8, 15]", "[worked][ramsen]") {
  HandTable t;
  t.rules = "ramsen";
  t.dealer = 3;
  t.upcard = "HA";
  t.talon = "C8 D7 S8 HK CJ";
  t.declarations = "exchange:CT+C9+SJ+DA+D9 keep keep keep pass pass play play";
  t.tricks = {
      {"CJ", "-", "HJ", "HT"}, {"C8", "-", "CA", "CK"}, {"S8", "-", "SK", "S9"},
      {"HK", "-", "DJ", "DQ"}, {"D7", "-", "C7", "HQ"},
  };
  t.unplayed = {"", "SA H9 H8 DT D8", "", ""};
  PlayedHand h = play_table(t);
  INFO(h.error);
  REQUIRE(h.error.empty());
  // Seat 0 exchanged, so it plays without being asked: seat 1 is asked first.
  State d = replay_until(h, [](const State& x) { return x.phase == Phase::Declare; });
  CHECK(d.to_move == 1);
  const State& s = h.state;
  const HandResult& r = s.result;
  CHECK(s.exchanged == 0b0001);
  CHECK(s.passed == 0b0010);
  CHECK(s.active == 0b1101);
  CHECK(r.tricks[0] == 3);
  CHECK(r.tricks[1] == 0);
  CHECK(r.tricks[2] == 2);
  CHECK(r.tricks[3] == 0);
  CHECK(r.penalties == 0b1000);  // seat 3 played without a trick; seat 1 passed
  CHECK(r.score[0] == -3);
  CHECK(r.score[1] == 0);
  CHECK(r.score[2] == -2);
  CHECK(r.score[3] == 5);
  CHECK(s.need[0] == 7);
  CHECK(s.need[1] == 10);
  CHECK(s.need[2] == 8);
  CHECK(s.need[3] == 15);
}

// RM-5: seat 2 stands at need 1 and wins trick 2 -> need 0, the game ends at
// once, and no penalty is applied (seats 0 and 1 played and have no trick).
TEST_CASE("RM-5: immediate end at need 0", "[worked][ramsen]") {
  Rules rules;
  std::string error;
  REQUIRE(parse_rules("ramsen", rules, error));
  State start = new_match(rules, 3);
  start.need[2] = 1;

  HandTable t;
  t.rules = "ramsen";
  t.dealer = 3;
  t.upcard = "HJ";
  t.declarations = kAllPlay;
  t.tricks = {
      {"H9", "H8", "HK", "CQ"},  // seat 3 wins
      {"DK", "SK", "SA", "SQ"},  // seat 2 wins: need 1 -> 0
  };
  t.unplayed = {"CK DJ D8", "C9 C7 S8", "C8 ST D7", "S9 HT DT"};
  PlayedHand h = play_table_on(start, t);
  INFO(h.error);
  REQUIRE(h.error.empty());
  const State& s = h.state;
  CHECK(s.history_winner[0] == 3);
  CHECK(s.history_winner[1] == 2);
  CHECK(s.trick_number == 2);
  CHECK(s.phase == Phase::MatchOver);
  CHECK(s.match_winner == 2);
  CHECK(s.need[2] == 0);
  CHECK(s.result.ended_match);
  CHECK(s.result.penalties == 0);
  CHECK(s.need[0] == 10);  // played, no trick, no penalty
  CHECK(s.need[1] == 10);
  CHECK(s.need[3] == 9);
  CHECK(s.result.score[0] == 0);
  CHECK(s.result.score[1] == 0);
  CHECK(s.result.score[2] == -1);
  CHECK(s.result.score[3] == -1);
}

// RM-6: seats 0-2 pass, the dealer plays alone -> credited 5 tricks,
// need[3] = 5. If the dealer passes too: the hand is void, seat 0 deals next.
TEST_CASE("RM-6: lone player credited; all pass voids the hand", "[worked][ramsen]") {
  HandTable t;
  t.rules = "ramsen";
  t.dealer = 3;
  t.upcard = "S9";
  t.unplayed = {"CQ ST H8 D9 D7", "CA SA S7 DA DQ", "CJ CT SJ HK H9", "C9 SQ HA H7 DK"};

  SECTION("dealer plays alone") {
    t.declarations = "keep keep keep keep pass pass pass pass play";
    PlayedHand h = play_table(t);
    INFO(h.error);
    REQUIRE(h.error.empty());
    const State& s = h.state;
    CHECK(s.result.lone_credit);
    CHECK(!s.result.voided);
    CHECK(s.result.tricks[3] == 5);
    CHECK(s.result.score[3] == -5);
    CHECK(s.result.penalties == 0);
    CHECK(s.need[0] == 10);
    CHECK(s.need[1] == 10);
    CHECK(s.need[2] == 10);
    CHECK(s.need[3] == 5);
    CHECK(s.phase == Phase::Deal);
    CHECK(s.dealer == 0);
  }
  SECTION("everybody passes") {
    t.declarations = "keep keep keep keep pass pass pass pass pass";
    PlayedHand h = play_table(t);
    INFO(h.error);
    REQUIRE(h.error.empty());
    const State& s = h.state;
    CHECK(s.result.voided);
    CHECK(!s.result.lone_credit);
    for (int p = 0; p < 4; ++p) {
      CHECK(s.result.score[p] == 0);
      CHECK(s.need[p] == 10);
    }
    CHECK(s.phase == Phase::Deal);
    CHECK(s.dealer == 0);  // next dealer is seat 0
  }
}
