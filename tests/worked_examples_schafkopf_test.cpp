// RULES.md §5.11, worked examples AS-1 to AS-6, as whole hands, plus the
// called-ace restrictions C1-C4 (§5.6, §7.16) and the partner-declaration
// prompts (§7.12) on real positions.
// Seats N = 0, E = 1, S = 2, W = 3; dealer W, forehand N. Every hand below
// was found by a seeded random search over real deals and legal play.
#include <catch2/catch.hpp>
#include <vector>

#include "core/contract.h"
#include "hand_table.h"

using namespace stichfest;
using namespace stichfest::test;

namespace {

constexpr int N = 0, E = 1, S = 2, W = 3;

// Stops with the (cards+1)-th player of trick `trick` (1-based) to move.
std::function<bool(const State&)> at_trick(int trick, int cards) {
  return [=](const State& s) { return s.phase == Phase::Play && s.trick_number == trick - 1 && s.trick_size == cards; };
}

int holder(const State& s, const char* code) {
  for (int p = 0; p < 4; ++p)
    if (s.dealt[p].contains(parse_card(code))) return p;
  return -1;
}

// One decision of a replayed hand: who was asked, and what he could do.
struct Prompt {
  Phase phase;
  int seat;
  ActionList legal;
  Action taken;
};

std::vector<Prompt> prompts(const PlayedHand& h) {
  std::vector<Prompt> out;
  State s;
  std::string error;
  replay_record(h.record, s, error, [&](const State& before, const Action* a, const State&) {
    if (!a) return;
    Prompt p{before.phase, before.to_move, {}, *a};
    legal_actions(before, p.legal);
    out.push_back(p);
  });
  return out;
}

std::vector<Prompt> prompts_in(const PlayedHand& h, Phase phase) {
  std::vector<Prompt> out;
  for (const Prompt& p : prompts(h))
    if (p.phase == phase) out.push_back(p);
  return out;
}

bool only_pass(const ActionList& l) { return l.count == 1 && l.items[0] == Action::of(Act::Pass); }

// The seat that played `c` and the trick (0-based) it fell in; -1 if unplayed.
int trick_of(const State& s, Card c, int& seat) {
  for (int t = 0; t < s.trick_number; ++t)
    for (int i = 0; i < 4; ++i)
      if (s.history[t][i] == c) {
        seat = (s.history_leader[t] + i) % 4;
        return t;
      }
  return -1;
}

void check_scores(const HandResult& r, int n, int e, int s, int w) {
  CHECK(r.score[N] == n);
  CHECK(r.score[E] == e);
  CHECK(r.score[S] == s);
  CHECK(r.score[W] == w);
}

// AS-1 as a table (also used for the §7.12 prompts).
HandTable as1_table() {
  HandTable t;
  t.rules = "schafkopf-us";
  t.dealer = W;
  // partner declarations (4 x pass); Kontra round: N pass, E kontra;
  // Re round from S: S pass, W pass, N re.
  t.declarations = "pass pass pass pass pass kontra pass pass re";
  t.tricks = {
      {"HJ", "HQ", "SQ", "SJ"}, {"CT", "CA", "C8", "SK"}, {"HA", "HK", "H8", "H7"}, {"DT", "C7", "DK", "D9"},
      {"CQ", "S7", "DJ", "DA"}, {"CK", "C9", "D7", "S8"}, {"CJ", "SA", "D8", "ST"}, {"H9", "HT", "DQ", "S9"},
  };
  return t;
}

HandTable as3_table() {
  HandTable t;
  t.rules = "schafkopf-us";
  t.dealer = W;
  t.declarations = "pass pass pass pass pass pass pass pass";  // W says nothing; nobody doubles
  t.tricks = {
      {"DK", "SJ", "D8", "DJ"}, {"H7", "HA", "HT", "D9"}, {"DT", "DA", "H9", "CJ"}, {"HJ", "C7", "ST", "SQ"},
      {"S7", "SA", "S9", "SK"}, {"CT", "C9", "CA", "HQ"}, {"D7", "S8", "HK", "DQ"}, {"CK", "H8", "C8", "CQ"},
  };
  return t;
}

HandTable as4_table() {
  HandTable t;
  t.rules = "schafkopf-us";
  t.dealer = W;
  t.declarations = "call:H pass pass pass pass pass pass pass";  // N calls the Heart Ace; no doubling
  t.tricks = {
      {"C7", "CK", "CA", "CT"}, {"H9", "HA", "HT", "H7"}, {"ST", "S7", "SA", "S8"}, {"CQ", "DJ", "D7", "DQ"},
      {"DT", "HJ", "D9", "SJ"}, {"DA", "S9", "DK", "D8"}, {"C9", "H8", "C8", "CJ"}, {"SQ", "HK", "HQ", "SK"},
  };
  return t;
}

HandTable as5_table() {
  HandTable t;
  t.rules = "schafkopf-us";
  t.dealer = W;
  t.declarations = "hochzeit pass pass pass";  // no doubling window in a Hochzeit
  t.tricks = {
      {"SQ", "SJ", "DA", "DJ"},  // N wins trick 1
      {"D7", "DQ", "CJ", "D9"},  // E wins trick 2 -> E is N's partner
      {"C8", "C9", "CT", "C7"}, {"CQ", "S9", "HJ", "D8"}, {"HA", "H8", "H9", "H7"},
      {"HT", "S7", "DT", "HK"}, {"SA", "ST", "SK", "S8"}, {"CA", "CK", "DK", "HQ"},
  };
  return t;
}

}  // namespace

// AS-1 (R5's example): NORMAL game, N (CQ) + S (SQ); E holds HQ, so the run
// is 2: no Laufende. E Kontra, N Re; Re takes 95 (Kontra 25: Schneider).
// V = (10 + 10) x 2 x 2 = 80.
TEST_CASE("AS-1: normal game, Kontra and Re, Schneider: V = 80", "[worked][schafkopf]") {
  PlayedHand h = play_table(as1_table());
  INFO(h.error);
  REQUIRE(h.error.empty());
  const State& s = h.state;
  const HandResult& r = s.result;
  CHECK(holder(s, "CQ") == N);
  CHECK(holder(s, "SQ") == S);
  CHECK(holder(s, "HQ") == E);
  CHECK(s.as_game == AsGame::Normal);
  CHECK(r.re_mask == (1 << N | 1 << S));
  CHECK(r.laufende == 0);
  // Kontra by E (eligible), Re by N: d = 2.
  std::vector<Prompt> d = prompts_in(h, Phase::Doubling);
  REQUIRE(d.size() == 5);
  CHECK(d[0].seat == N);
  CHECK(only_pass(d[0].legal));  // N is Re: he may not say Kontra
  CHECK(d[1].seat == E);
  CHECK(d[1].taken == Action::of(Act::Double));
  CHECK(d[2].seat == S);  // the Re round starts at E's left
  CHECK(d[2].legal.contains(Action::of(Act::Double)));
  CHECK(d[3].seat == W);
  CHECK(only_pass(d[3].legal));
  CHECK(d[4].seat == N);
  CHECK(d[4].taken == Action::of(Act::Double));
  CHECK(r.doublings == 2);
  CHECK(r.party_points[0] == 95);
  CHECK(r.party_points[1] == 25);
  CHECK(r.won);
  CHECK(r.schneider);
  CHECK(!r.schwarz);
  CHECK(r.tariff == 10);
  CHECK(r.value == 80);
  check_scores(r, 80, -80, 80, -80);
}

// AS-2 (R5): Farbsolo stakes and Laufende "without". S plays a Hearts solo.
TEST_CASE("AS-2: Hearts solo by S", "[worked][schafkopf]") {
  HandTable t;
  t.rules = "schafkopf-us(farbsolo=on)";
  t.dealer = W;
  // "Ich spiele" round: N weiter, E weiter, S ich spiele, W weiter; S names
  // Hearts; then the Kontra round (nobody doubles unless stated).
  const std::string bid = "pass pass bid pass solo:H ";

  SECTION("won with Schneider, no Laufende: V = 60, S +180") {
    t.declarations = bid + "pass pass pass pass";
    t.tricks = {
        {"D9", "S9", "DA", "D8"}, {"SJ", "HQ", "CQ", "HK"}, {"H8", "CJ", "SQ", "DQ"}, {"D7", "DJ", "HJ", "H9"},
        {"ST", "HT", "HA", "SA"}, {"DK", "S7", "H7", "C8"}, {"CK", "S8", "DT", "SK"}, {"CT", "C9", "C7", "CA"},
    };
    PlayedHand h = play_table(t);
    INFO(h.error);
    REQUIRE(h.error.empty());
    const State& s = h.state;
    const HandResult& r = s.result;
    // Every seat declares, W too after S's "Ich spiele"; only S names a suit.
    std::vector<Prompt> bids = prompts_in(h, Phase::SoloBid);
    REQUIRE(bids.size() == 4);
    for (int i = 0; i < 4; ++i) CHECK(bids[size_t(i)].seat == i);
    CHECK(bids[2].taken == Action::of(Act::BidSolo));
    std::vector<Prompt> names = prompts_in(h, Phase::SoloName);
    REQUIRE(names.size() == 1);
    CHECK(names[0].seat == S);
    CHECK(s.as_game == AsGame::Farbsolo);
    CHECK(s.declarer == S);
    CHECK(s.contract == schafkopf_contract(kHearts));
    CHECK(r.re_mask == 1 << S);
    CHECK(holder(s, "HQ") == E);  // S has CQ SQ only: run 2
    CHECK(r.doublings == 0);
    CHECK(r.won);
    CHECK(r.party_points[0] == 99);
    CHECK(r.schneider);
    CHECK(!r.schwarz);
    CHECK(r.laufende == 0);
    CHECK(r.tariff == 50);
    CHECK(r.value == 60);
    check_scores(r, -60, -60, 180, -60);
  }
  SECTION("won Schwarz: V = 70, S +210") {
    t.declarations = bid + "pass pass pass pass";
    t.tricks = {
        {"C9", "CK", "CQ", "HQ"}, {"H8", "H7", "SQ", "HJ"}, {"HK", "DJ", "DQ", "SJ"}, {"C8", "CA", "CJ", "HT"},
        {"DK", "CT", "HA", "SA"}, {"S8", "D8", "H9", "SK"}, {"S9", "DT", "DA", "D9"}, {"C7", "S7", "D7", "ST"},
    };
    PlayedHand h = play_table(t);
    INFO(h.error);
    REQUIRE(h.error.empty());
    const HandResult& r = h.state.result;
    CHECK(holder(h.state, "HQ") == W);  // run 2: no Laufende
    CHECK(r.tricks[S] == 8);
    CHECK(r.party_points[0] == 120);
    CHECK(r.won);
    CHECK(r.schneider);
    CHECK(r.schwarz);
    CHECK(r.laufende == 0);
    CHECK(r.value == 70);
    check_scores(r, -70, -70, 210, -70);
  }

  // The opponents hold CQ, SQ, HQ, S holds DQ: n = 3 "without". S takes 55.
  HandTable lost = t;
  lost.tricks = {
      {"HA", "H7", "H9", "SQ"}, {"S9", "S8", "DQ", "SA"}, {"DT", "D9", "DK", "D8"}, {"CT", "CA", "C7", "C8"},
      {"SK", "S7", "SJ", "ST"}, {"DA", "DJ", "HJ", "HT"}, {"D7", "CQ", "H8", "CJ"}, {"C9", "HQ", "CK", "HK"},
  };
  SECTION("lost with 55 and three Laufende against: V = 80, S -240") {
    lost.declarations = bid + "pass pass pass pass";
    PlayedHand h = play_table(lost);
    INFO(h.error);
    REQUIRE(h.error.empty());
    const State& s = h.state;
    const HandResult& r = s.result;
    CHECK(holder(s, "CQ") != S);
    CHECK(holder(s, "SQ") != S);
    CHECK(holder(s, "HQ") != S);
    CHECK(holder(s, "DQ") == S);
    CHECK(r.party_points[0] == 55);
    CHECK(!r.won);
    CHECK(!r.schneider);
    CHECK(!r.schwarz);
    CHECK(r.laufende == 3);
    CHECK(r.doublings == 0);
    CHECK(r.value == 80);
    check_scores(r, 80, 80, -240, 80);
  }
  SECTION("the same hand with one Kontra: V = 160, S -480") {
    // N says Kontra; in the Re round (E, S, W, N) nobody answers.
    lost.declarations = bid + "kontra pass pass pass pass";
    PlayedHand h = play_table(lost);
    INFO(h.error);
    REQUIRE(h.error.empty());
    const HandResult& r = h.state.result;
    CHECK(r.party_points[0] == 55);
    CHECK(!r.won);
    CHECK(r.laufende == 3);
    CHECK(r.doublings == 1);
    CHECK(r.value == 160);
    check_scores(r, 160, 160, -480, 160);
  }
}

// AS-3: W holds CQ SQ HQ DQ CJ (not SJ), says nothing -> silent solo. W takes
// 97 (opponents 23: Schneider); n = 5; V = 50 + 10 + 50 = 110.
TEST_CASE("AS-3: silent solo with five Laufende: V = 110", "[worked][schafkopf]") {
  PlayedHand h = play_table(as3_table());
  INFO(h.error);
  REQUIRE(h.error.empty());
  const State& s = h.state;
  const HandResult& r = s.result;
  CHECK((s.dealt[W] & cards("CQ SQ HQ DQ CJ")) == cards("CQ SQ HQ DQ CJ"));
  CHECK(!s.dealt[W].contains(parse_card("SJ")));
  CHECK(s.as_game == AsGame::SilentSolo);
  CHECK(s.declarer == W);
  CHECK(r.re_mask == 1 << W);
  CHECK(r.doublings == 0);
  CHECK(r.party_points[0] == 97);
  CHECK(r.party_points[1] == 23);
  CHECK(r.won);
  CHECK(r.schneider);
  CHECK(!r.schwarz);
  CHECK(r.laufende == 5);
  CHECK(r.tariff == 50);
  CHECK(r.value == 110);
  check_scores(r, -110, -110, -110, 330);
}

// AS-4: N holds CQ and SQ and H9 but not HA, calls the Heart Ace; E holds it
// (Re = N + E); HQ is with S (no Laufende). Re takes 58: Kontra wins, V = 10.
TEST_CASE("AS-4: called ace game lost with 58: V = 10", "[worked][schafkopf]") {
  PlayedHand h = play_table(as4_table());
  INFO(h.error);
  REQUIRE(h.error.empty());
  const State& s = h.state;
  const HandResult& r = s.result;
  CHECK(holder(s, "CQ") == N);
  CHECK(holder(s, "SQ") == N);
  CHECK(holder(s, "H9") == N);
  CHECK(holder(s, "HA") == E);
  CHECK(holder(s, "HQ") == S);
  std::vector<Prompt> decl = prompts_in(h, Phase::PartnerDecl);
  REQUIRE(!decl.empty());
  CHECK(decl[0].seat == N);
  CHECK(decl[0].legal.contains(Action::of(Act::CallAce, kHearts)));
  CHECK(s.as_game == AsGame::CallGame);
  CHECK(s.called_suit == kHearts);
  CHECK(r.declarer == N);
  CHECK(r.partner == E);
  CHECK(r.re_mask == (1 << N | 1 << E));
  CHECK(r.laufende == 0);
  CHECK(r.party_points[0] == 58);
  CHECK(!r.won);
  CHECK(!r.schneider);
  CHECK(r.doublings == 0);
  CHECK(r.value == 10);
  check_scores(r, -10, -10, 10, 10);
}

// AS-5: N holds both queens and all three fail aces (no callable ace) ->
// Hochzeit. N wins trick 1, E trick 2 -> E is the partner; Re takes 64; HQ is
// with W -> n = 2; no doubling; V = 10. Had N won tricks 1-3 and finished
// with 70: solo, V = 50, N +150.
TEST_CASE("AS-5: Hochzeit", "[worked][schafkopf]") {
  SECTION("E wins trick 2 and becomes the partner: V = 10") {
    PlayedHand h = play_table(as5_table());
    INFO(h.error);
    REQUIRE(h.error.empty());
    const State& s = h.state;
    const HandResult& r = s.result;
    CHECK((s.dealt[N] & cards("CQ SQ CA SA HA")) == cards("CQ SQ CA SA HA"));
    CHECK(holder(s, "HQ") == W);
    std::vector<Prompt> decl = prompts_in(h, Phase::PartnerDecl);
    REQUIRE(!decl.empty());
    CHECK(decl[0].seat == N);
    for (int suit = 0; suit < 4; ++suit) CHECK(!decl[0].legal.contains(Action::of(Act::CallAce, uint8_t(suit))));
    CHECK(decl[0].legal.contains(Action::of(Act::Hochzeit)));
    CHECK(prompts_in(h, Phase::Doubling).empty());  // no doubling in a Hochzeit
    CHECK(s.as_game == AsGame::Hochzeit);
    CHECK(s.history_winner[0] == N);
    CHECK(s.history_winner[1] == E);
    CHECK(r.declarer == N);
    CHECK(r.partner == E);
    CHECK(r.re_mask == (1 << N | 1 << E));
    CHECK(r.party_points[0] == 64);
    CHECK(r.won);
    CHECK(r.laufende == 0);  // the run CQ SQ is 2 long
    CHECK(r.doublings == 0);
    CHECK(r.tariff == 10);
    CHECK(r.value == 10);
    check_scores(r, 10, 10, -10, -10);
  }
  SECTION("same deal, N wins tricks 1-3 and takes 70: solo, V = 50") {
    HandTable t = as5_table();
    t.tricks = {
        {"CA", "CK", "CT", "C7"}, {"HA", "H8", "H9", "H7"}, {"SQ", "SJ", "DK", "HQ"}, {"SA", "S9", "SK", "S8"},
        {"D7", "DQ", "DA", "D8"}, {"HT", "ST", "DT", "D9"}, {"CQ", "S7", "CJ", "DJ"}, {"C8", "C9", "HJ", "HK"},
    };
    PlayedHand h = play_table(t);
    INFO(h.error);
    REQUIRE(h.error.empty());
    const State& s = h.state;
    const HandResult& r = s.result;
    PlayedHand first = play_table(as5_table());
    for (int p = 0; p < 4; ++p) CHECK(s.dealt[p] == first.state.dealt[p]);  // the same deal
    CHECK(s.history_winner[0] == N);
    CHECK(s.history_winner[1] == N);
    CHECK(s.history_winner[2] == N);
    CHECK(r.partner == -1);
    CHECK(r.re_mask == 1 << N);
    CHECK(r.party_points[0] == 70);
    CHECK(r.won);
    CHECK(!r.schneider);
    CHECK(r.laufende == 0);
    CHECK(r.tariff == 50);
    CHECK(r.value == 50);
    check_scores(r, 150, -50, -50, -50);
  }
}

// AS-6: fixed partners. N+S take 72; W's DA (the fox) falls to N: +X for
// N+S. No Laufende. Game 10 + fox 10: N +20, S +20, E -20, W -20. At 60:60
// nobody scores, not even for a captured fox.
TEST_CASE("AS-6: fixed partners with the fox", "[worked][schafkopf]") {
  HandTable t;
  t.rules = "schafkopf-us(mode=fixed)";
  t.dealer = W;
  SECTION("N+S 72, fox caught: N +20") {
    t.tricks = {
        {"HK", "HT", "DK", "H9"}, {"SK", "S9", "ST", "HQ"}, {"C8", "SQ", "CJ", "HA"}, {"DQ", "S8", "SA", "DA"},
        {"CQ", "DT", "HJ", "D8"}, {"DJ", "SJ", "CA", "H7"}, {"D9", "CK", "C7", "CT"}, {"D7", "S7", "C9", "H8"},
    };
    PlayedHand h = play_table(t);
    INFO(h.error);
    REQUIRE(h.error.empty());
    const State& s = h.state;
    const HandResult& r = s.result;
    CHECK(s.as_game == AsGame::Fixed);
    CHECK(r.re_mask == (1 << N | 1 << S));
    CHECK(prompts_in(h, Phase::Doubling).empty());
    int seat = -1;
    int trick = trick_of(s, parse_card("DA"), seat);
    REQUIRE(trick >= 0);
    CHECK(seat == W);
    CHECK(s.history_winner[trick] == N);
    CHECK(r.party_points[0] == 72);
    CHECK(r.party_points[1] == 48);
    CHECK(r.won);
    CHECK(r.laufende == 0);
    CHECK(r.fox_captured == 1);
    CHECK(r.doublings == 0);
    CHECK(r.value == 10);
    check_scores(r, 20, -20, 20, -20);
  }
  SECTION("60:60, fox caught: everybody scores 0") {
    t.tricks = {
        {"HK", "CJ", "H9", "HA"}, {"S8", "SA", "ST", "H8"}, {"SJ", "D9", "SQ", "HJ"}, {"DQ", "DK", "DJ", "HQ"},
        {"C8", "C9", "CT", "C7"}, {"S9", "D7", "H7", "HT"}, {"S7", "SK", "D8", "CK"}, {"CQ", "DA", "DT", "CA"},
    };
    PlayedHand h = play_table(t);
    INFO(h.error);
    REQUIRE(h.error.empty());
    const State& s = h.state;
    const HandResult& r = s.result;
    int seat = -1;
    int trick = trick_of(s, parse_card("DA"), seat);
    REQUIRE(trick >= 0);
    CHECK(seat == E);
    CHECK(s.history_winner[trick] == N);  // the fox changed sides...
    CHECK(r.party_points[0] == 60);
    CHECK(r.party_points[1] == 60);
    CHECK(r.tie);
    CHECK(r.fox_captured == 0);  // ...but is not scored at 60:60
    check_scores(r, 0, 0, 0, 0);
  }
}

// §5.6 C1-C4 and §7.16 on real call games. N holds CQ and SQ and calls Hearts.
TEST_CASE("Called ace C1-C4 on real positions", "[worked][schafkopf]") {
  const Card HA = parse_card("HA");
  SECTION("C3, C2, C4, C1 in one hand (W holds the ace)") {
    HandTable t;
    t.rules = "schafkopf-us";
    t.dealer = W;
    t.declarations = "call:H pass pass pass pass pass pass pass";
    t.tricks = {
        {"DK", "D7", "DA", "D9"}, {"CK", "C8", "CT", "HJ"}, {"SQ", "S7", "SK", "ST"}, {"CQ", "HT", "DJ", "SJ"},
        {"HQ", "SA", "D8", "DT"}, {"HK", "H9", "H7", "HA"}, {"CJ", "C7", "CA", "H8"}, {"DQ", "C9", "S9", "S8"},
    };
    PlayedHand h = play_table(t);
    INFO(h.error);
    REQUIRE(h.error.empty());
    REQUIRE(h.state.partner == W);

    // C3: S leads CT to trick 2; W has no Clubs but may not discard the ace.
    State s = replay_until(h, at_trick(2, 1));
    REQUIRE(s.to_move == W);
    CHECK(!s.called_suit_led);
    CHECK(s.hands[W] == cards("SJ ST S8 HA HJ H8 DT"));
    CHECK(legal_cards(s) == s.hands[W] - CardSet::of(HA));

    // C2: W leads trick 3 with HA and H8 only (fewer than 4 Hearts): no H8.
    s = replay_until(h, at_trick(3, 0));
    REQUIRE(s.to_move == W);
    CHECK(s.hands[W] == cards("SJ ST S8 HA H8 DT"));
    CHECK(legal_cards(s) == cards("SJ ST S8 HA DT"));

    // C4: W led ST; N has no Spades and HK is his last Heart: he keeps it.
    s = replay_until(h, at_trick(3, 1));
    REQUIRE(s.to_move == N);
    CHECK(s.hands[N] == cards("CQ CJ SQ HK HQ DQ"));
    CHECK(!s.called_ace_played);
    CHECK(legal_cards(s) == cards("CQ CJ SQ HQ DQ"));

    // C1: N leads HK, the first Heart lead (trick 6): W must play the ace.
    s = replay_until(h, at_trick(6, 3));
    REQUIRE(s.to_move == W);
    CHECK(s.called_suit_led);
    CHECK(s.hands[W] == cards("S8 HA H8"));
    CHECK(legal_cards(s) == cards("HA"));
    CHECK(h.state.called_ace_played);
  }
  SECTION("C2 run-away with four Hearts frees the ace (E holds it)") {
    HandTable t;
    t.rules = "schafkopf-us";
    t.dealer = W;
    t.declarations = "call:H pass pass pass pass pass pass pass";
    t.tricks = {
        {"CA", "C7", "CK", "C8"}, {"DK", "D8", "HJ", "CJ"}, {"S9", "DJ", "S8", "SA"}, {"H7", "HK", "H8", "SK"},
        {"DQ", "H9", "S7", "D9"}, {"DT", "DA", "SJ", "D7"}, {"SQ", "HA", "C9", "ST"}, {"CQ", "HT", "CT", "HQ"},
    };
    PlayedHand h = play_table(t);
    INFO(h.error);
    REQUIRE(h.error.empty());
    REQUIRE(h.state.partner == E);

    // Before the run-away, C3 holds: W leads SA to trick 3, E has no Spades.
    State s = replay_until(h, at_trick(3, 2));
    REQUIRE(s.to_move == E);
    CHECK(s.hands[E] == cards("HA HK HT H9 DA DJ"));
    CHECK(legal_cards(s) == cards("HK HT H9 DA DJ"));

    // E leads trick 4 holding four Hearts with the ace: he may run away.
    s = replay_until(h, at_trick(4, 0));
    REQUIRE(s.to_move == E);
    CHECK((s.hands[E] & contract(s.contract).group[kHearts]) == cards("HA HK HT H9"));
    CHECK(legal_cards(s) == s.hands[E]);
    s = replay_until(h, at_trick(4, 1));
    CHECK(s.trick[0] == parse_card("HK"));
    CHECK(s.ace_ran_away);

    // Afterwards the ace is free: E discards it on S's Club lead in trick 7.
    s = replay_until(h, at_trick(7, 3));
    REQUIRE(s.to_move == E);
    CHECK(s.hands[E] == cards("HA HT"));
    CHECK(legal_cards(s) == cards("HA HT"));
    int seat = -1;
    CHECK(trick_of(h.state, HA, seat) == 6);
    CHECK(seat == E);
  }
  SECTION("§7.16: C3 up to trick 7, C4 lifted in trick 8 (S holds the ace)") {
    HandTable t;
    t.rules = "schafkopf-us";
    t.dealer = W;
    t.declarations = "call:H pass pass pass pass pass pass pass";
    t.tricks = {
        {"CT", "DJ", "CA", "C8"}, {"CQ", "D7", "HJ", "D9"}, {"SA", "H9", "S8", "S7"}, {"C7", "HQ", "C9", "CK"},
        {"SQ", "D8", "DA", "DT"}, {"DQ", "SJ", "DK", "CJ"}, {"S9", "HK", "HT", "ST"}, {"H7", "H8", "HA", "SK"},
    };
    PlayedHand h = play_table(t);
    INFO(h.error);
    REQUIRE(h.error.empty());
    REQUIRE(h.state.partner == S);

    // Trick 7: S has no Spades, Hearts never led: the ace stays (C3).
    State s = replay_until(h, at_trick(7, 2));
    REQUIRE(s.to_move == S);
    CHECK(s.hands[S] == cards("HA HT"));
    CHECK(legal_cards(s) == cards("HT"));

    // Trick 8: W leads SK; N's last card is his last Heart. C4 would leave
    // him nothing, so it is lifted.
    s = replay_until(h, at_trick(8, 1));
    REQUIRE(s.to_move == N);
    CHECK(!s.called_suit_led);
    CHECK(!s.called_ace_played);
    CHECK(s.hands[N] == cards("H7"));
    CHECK(legal_cards(s) == cards("H7"));
    s = replay_until(h, at_trick(8, 3));
    REQUIRE(s.to_move == S);
    CHECK(legal_cards(s) == cards("HA"));
  }
}

// §7.12: in PARTNER_DECL all four seats are prompted from forehand, whether
// the partnership cards are split, the double holder spoke first, or he
// speaks last (silent solo), and in a Hochzeit.
TEST_CASE("7.12: every seat is prompted in the partner declarations", "[worked][schafkopf]") {
  struct Case {
    const char* name;
    HandTable table;
    int holder;  // seat with both partnership cards, or -1
  };
  std::vector<Case> cases = {
      {"split cards (AS-1)", as1_table(), -1},
      {"call by N (AS-4)", as4_table(), N},
      {"silent solo by W (AS-3)", as3_table(), W},
      {"Hochzeit by N (AS-5)", as5_table(), N},
  };
  for (const Case& c : cases) {
    INFO(c.name);
    PlayedHand h = play_table(c.table);
    INFO(h.error);
    REQUIRE(h.error.empty());
    std::vector<Prompt> decl = prompts_in(h, Phase::PartnerDecl);
    REQUIRE(decl.size() == 4);
    for (int i = 0; i < 4; ++i) {
      CHECK(decl[size_t(i)].seat == i);
      if (i == c.holder)
        CHECK(decl[size_t(i)].legal.count > 1);
      else
        CHECK(only_pass(decl[size_t(i)].legal));
    }
  }
}
