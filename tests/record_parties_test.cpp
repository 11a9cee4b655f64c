// Kalter Schlag records of several parties ("party N", docs/record-format.md):
// an evening played on, with totals and entries from 0 in each partie and
// its first dealer as RULES.md §3.9 says; what reads them (replay, record
// links, the review, the table); and the malformed forms, refused with the
// line and the token.
#include <catch2/catch.hpp>

#include "../src/web/record_link.h"
#include "../src/web/replay.h"
#include "../src/web/session.h"
#include "core/search/advice.h"
#include "core/standing.h"
#include "golden.h"

using namespace stichfest;

namespace {

// The figures after each finished hand of a replay.
struct AfterHand {
  int dealer = 0;  // of the hand
  int32_t score[4] = {}, totals[4] = {};
  uint8_t entries[4] = {};
  bool over = false;
  int winner = -1, loser = -1;
  int32_t settle[kMaxPlayers] = {};
};

std::vector<AfterHand> replay_hands(const Record& r) {
  std::vector<AfterHand> out;
  State s;
  std::string error;
  int dealer = 0;
  bool ok = replay_record(r, s, error, [&](const State&, const Action* a, const State& after) {
    if (!a) dealer = after.dealer;
    if (!a || in_hand(after)) return;
    AfterHand h;
    h.dealer = dealer;
    for (int p = 0; p < 4; ++p) {
      h.score[p] = after.result.score[p];
      h.totals[p] = after.total[p];
      h.entries[p] = after.entries[p];
    }
    h.over = after.phase == Phase::MatchOver;
    h.winner = after.match_winner;
    h.loser = after.match_loser;
    settlement(after, h.settle);
    out.push_back(h);
  });
  INFO(error);
  REQUIRE(ok);
  return out;
}

bool same(const int32_t* got, std::initializer_list<int32_t> want) { return std::equal(want.begin(), want.end(), got); }

// The golden evening with `from` (its first occurrence) replaced by `to`.
std::string evening_with(const std::string& from, const std::string& to) {
  std::string text = test::golden_text("kalter_schlag_two_parties");
  size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

// parse_record's message for `text`; "" if it reads.
std::string refusal(const std::string& text) {
  Record r;
  std::string error;
  if (parse_record(text, r, error)) return "";
  CHECK_FALSE(error.empty());
  return error;
}

const char* const kBoundary = "\nparty 2\ndealer 0                                # seat 0 won partie 1 and deals\n";

}  // namespace

TEST_CASE("an evening of two Kalter Schlag parties: totals restart, the winner deals the next", "[records][parties]") {
  Record r = test::golden_record("kalter_schlag_two_parties");
  REQUIRE(r.parties.size() == 1);
  CHECK(r.parties[0].first_hand == 7);  // hand 8
  CHECK(r.parties[0].dealer == 0);
  REQUIRE(r.hands.size() == 19);
  std::vector<AfterHand> h = replay_hands(r);
  REQUIRE(h.size() == 19);

  // Partie 1 is the golden kalter_schlag match: seat 0's fifth entry (40,
  // 210, 100, 50, 100) leaves it at 500, under 2000: it wins, 2 stakes
  // from each.
  CHECK(h[0].dealer == 1);
  CHECK(same(h[2].score, {210, 0, 0, 210}));
  CHECK(same(h[6].score, {100, 0, 0, 0}));
  CHECK(same(h[6].totals, {500, 240, 0, 210}));
  CHECK(h[6].entries[0] == 5);
  CHECK(h[6].over);
  CHECK(h[6].winner == 0);
  CHECK(same(h[6].settle, {6, -2, -2, -2}));

  // Partie 2: the winner deals its first hand, which is the seed's hand 8;
  // totals and entries start from 0, so hand 8's 110 is seat 3's total.
  CHECK(h[7].dealer == 0);
  Deck deck;
  std::string error;
  REQUIRE(record_deck(r, 7, deck, error));
  CHECK(deck == deck_for_hand(0x1, 8));
  CHECK(same(h[7].score, {0, 0, 0, 110}));
  CHECK(same(h[7].totals, {0, 0, 0, 110}));
  CHECK(h[7].entries[0] == 0);
  CHECK(h[7].entries[3] == 1);
  CHECK_FALSE(h[7].over);
  CHECK(h[8].dealer == 1);  // then clockwise as in any partie

  // It ends at hand 19: seat 3 writes its fifth entry (110, 90, 170, 50,
  // 110) at 530, under 2000, and wins; seat 0's 500 from partie 1 is gone.
  CHECK(same(h[18].score, {0, 0, 0, 110}));
  CHECK(same(h[18].totals, {500, 190, 250, 530}));
  CHECK(h[18].entries[3] == 5);
  CHECK(h[18].over);
  CHECK(h[18].winner == 3);
  CHECK(same(h[18].settle, {-2, -2, -2, 6}));
}

TEST_CASE("a record of several parties round-trips byte for byte", "[records][parties]") {
  std::string text = test::golden_text("kalter_schlag_two_parties");
  Record r = test::golden_record("kalter_schlag_two_parties");
  CHECK(format_record(r) == text);
  CHECK(text.find(kBoundary) != std::string::npos);
  // Without the check lines, and without the dealer line (the winner deals
  // anyway): read back to the same record.
  for (const std::string& variant :
       {format_record(r, false), evening_with(kBoundary, "\nparty 2\n"), evening_with(kBoundary, "\nPARTY 2\n")}) {
    Record back;
    std::string error;
    bool read = parse_record(variant, back, error);
    INFO(error);
    REQUIRE(read);
    REQUIRE(back.parties.size() == 1);
    CHECK(back.parties[0].first_hand == 7);
    CHECK(back.parties[0].dealer == 0);
    CHECK(format_record(back) == text);
    CHECK(format_record(back, false) == format_record(r, false));
  }
  // A record cut inside partie 2 (a saved evening) reads and writes back.
  Record cut = r;
  cut.hands.resize(9);
  cut.hands.back().actions.resize(5);
  std::string cut_text = format_record(cut);
  Record back;
  std::string error;
  REQUIRE(parse_record(cut_text, back, error));
  CHECK(format_record(back) == cut_text);
  CHECK(back.parties.size() == 1);
  // Cut before partie 2's first hand, the partie is not written.
  cut.hands.resize(7);
  CHECK(format_record(cut).find("party") == std::string::npos);
}

TEST_CASE("after a lost partie the loser chooses who deals (GAP-KS3)", "[records][parties]") {
  // The golden kalter_schlag hand 1 from 1990: seat 0 writes 40, reaches
  // 2030 and loses partie 1. Partie 2 goes on with the golden hand 2 (the
  // seed's hand 2), dealt by seat 2, whom the loser chose: the dealer of
  // the golden hand 2. Its totals start from 0, not from 1990.
  std::string golden = test::golden_text("kalter_schlag");
  size_t hand1 = golden.find("\nhand 1\n"), hand2 = golden.find("\nhand 2\n"), hand3 = golden.find("\nhand 3\n");
  std::string partie1 = golden.substr(0, hand1) + "start-totals 1990 0 0 0\n" + golden.substr(hand1, hand2 - hand1);
  partie1.replace(partie1.find("totals 40 0 0 0"), 15, "totals 2030 0 0 0");
  std::string hand_2 = golden.substr(hand2, hand3 - hand2);
  REQUIRE(hand_2.find("totals 40 180 0 0") != std::string::npos);
  std::string partie2 = hand_2;
  partie2.replace(partie2.find("totals 40 180 0 0"), 17, "totals 0 180 0 0");

  Record r;
  std::string error;
  bool read = parse_record(partie1 + "\nparty 2\ndealer 2\n" + partie2, r, error);
  INFO(error);
  REQUIRE(read);
  std::vector<AfterHand> h = replay_hands(r);
  REQUIRE(h.size() == 2);
  CHECK(h[0].over);
  CHECK(h[0].loser == 0);
  CHECK(same(h[0].settle, {-6, 2, 2, 2}));  // 2 stakes to each player without points
  CHECK(h[1].dealer == 2);
  CHECK(same(h[1].score, {0, 180, 0, 0}));
  CHECK(same(h[1].totals, {0, 180, 0, 0}));
  CHECK(format_record(r).find("\nparty 2\ndealer 2                                # seat 0 lost partie 1 and chose "
                              "the dealer\n\nhand 2\n") != std::string::npos);
  // The loser may deal himself, which is what no dealer line means: then
  // the same cards go round from two seats on, and hand 2's score line
  // no longer fits.
  for (const char* line : {"\nparty 2\n", "\nparty 2\ndealer 0\n"})
    CHECK(refusal(partie1 + line + partie2)
              .find("token 'score': the record says 0 180 0 0 but the hand gives 0 0 0 180") != std::string::npos);
}

TEST_CASE("malformed parties are refused with the line and the token", "[records][parties]") {
  std::string golden = test::golden_text("kalter_schlag_two_parties");
  // Line numbers in the golden evening: "party 2" is line 90.
  CHECK(golden.find(kBoundary) == golden.find("\nparty 2\n"));
  struct Case {
    std::string text, error;
  };
  const std::string header = "stichfest-record 1\nrules kalter-schlag\nseed 0x1\ndealer 1\n";
  const Case cases[] = {
      {evening_with(kBoundary, "\nparty 3\n"), "line 90, token '3': expected 'party 2'"},
      {evening_with(kBoundary, "\nparty\n"), "line 90, token 'party': expected 'party 2'"},
      {evening_with(kBoundary, "\nparty 2 3\n"), "line 90, token '2': expected 'party 2'"},
      {evening_with(kBoundary, "\nparty 2\ndealer 1\n"), "line 91, token '1': seat 0 won partie 1 and deals first"},
      {evening_with(kBoundary, "\nparty 2\ndealer 4\n"), "line 91, token '4': the dealer is a seat number from 0 to 3"},
      {evening_with(kBoundary, "\nparty 2\ndealer x\n"), "line 91, token 'x': the dealer is a seat number from 0 to 3"},
      {evening_with(kBoundary, "\nparty 2\ndealer\n"),
       "line 91, token 'dealer': the dealer is a seat number from 0 to 3"},
      {evening_with(kBoundary, "\n"), "line 91, token 'hand': the partie is over; start the next with 'party 2'"},
      {evening_with(kBoundary, kBoundary + std::string("party 3\n")), "line 92, token 'party': partie 2 has no hand"},
      {evening_with(kBoundary, kBoundary + std::string("score 0 0 0 0\n")),
       "line 92, token 'score': a new partie starts with 'hand 8'"},
      {evening_with(kBoundary, kBoundary + std::string("S9\n")),
       "line 92, token 'S9': a new partie starts with 'hand 8'"},
      {evening_with("\nhand 8\n", "\nhand 8\ndealer 0\n"),
       "line 94, token 'dealer': a dealer line belongs in the header or right after 'party N'"},
      // Partie 1 is not over after hand 6, nor in the middle of hand 7.
      {evening_with("\nhand 7\n", "\nparty 2\nhand 7\n"),
       "line 78, token 'party': partie 1 is not over: nobody has won or lost it yet"},
      {evening_with("HJ CK CQ CJ", "HJ CK CQ CJ\nparty 2\n"), "line 86, token 'party': the hand is not finished"},
      {golden.substr(0, golden.find("\nhand 8\n")), "partie 2 has no hand"},
      {header + "party 2\nhand 1\n", "line 5, token 'party': a new partie comes after the hands of the one before"},
      {"stichfest-record 1\nrules schieberamsch\nseed 1\ndealer 0\nhand 1\nparty 2\n",
       "line 6, token 'party': only a Kalter Schlag record holds several parties"},
      {evening_with("dealer 1\n", "dealer 1\nnonce 0123456789abcdef0123456789abcdef\n"),
       "line 91, token 'party': a sealed deal (nonce) holds one partie"},
      {evening_with("dealer 1\n", "dealer 1\nchallenge hand 20\n"),
       "line 91, token 'party': a challenge is about one partie"},
  };
  for (const Case& c : cases) {
    INFO(c.text.substr(0, 200));
    CHECK(refusal(c.text) == c.error);
  }
}

TEST_CASE("a record of several parties never crashes the reader, cut or mangled anywhere", "[records][parties]") {
  std::string golden = test::golden_text("kalter_schlag_two_parties");
  size_t party = golden.find("\nparty 2\n");
  // Cut at every byte around the partie boundary; drop or double each line
  // near it.
  for (size_t at = party - 400; at < party + 400 && at < golden.size(); ++at) refusal(golden.substr(0, at));
  std::vector<size_t> starts;
  for (size_t i = party - 300; i < party + 300; ++i)
    if (golden[i] == '\n') starts.push_back(i + 1);
  for (size_t k = 0; k + 1 < starts.size(); ++k) {
    std::string line = golden.substr(starts[k], starts[k + 1] - starts[k]);
    refusal(golden.substr(0, starts[k]) + golden.substr(starts[k + 1]));
    refusal(golden.substr(0, starts[k]) + line + line + golden.substr(starts[k + 1]));
  }
}

TEST_CASE("what reads records handles a later partie, or refuses it with a message", "[records][parties]") {
  Record r = test::golden_record("kalter_schlag_two_parties");
  std::string text = test::golden_text("kalter_schlag_two_parties");
  // The replay viewer opens hand 8 as dealt by the winner, totals from 0.
  Replay replay;
  std::string error;
  REQUIRE(replay.open(r, 7, error));
  CHECK(replay.now().dealer == 0);
  CHECK(replay.now().total[0] == 0);
  replay.to_end();
  CHECK(replay.now().total[3] == 110);
  // A record link of hand 8 carries the seed's hand 8 and its dealer, and
  // gives back the same moves.
  std::string link = format_record_link(r, 7);
  REQUIRE_FALSE(link.empty());
  ShareLink parsed;
  REQUIRE(parse_share_link(link, parsed, error));
  CHECK(parsed.hand == 8);
  CHECK(parsed.dealer == 0);
  Record back;
  REQUIRE(record_from_link(parsed, back, error));
  CHECK(back.hands[0].actions == r.hands[7].actions);
  // The review finds the decisions of a later partie's hand, the same as
  // in that hand alone.
  for (int seat = 0; seat < 4; ++seat) {
    CHECK_FALSE(search::decisions_of(r, 7, seat).empty());
    CHECK(search::decisions_of(r, 7, seat) == search::decisions_of(back, 0, seat));
  }
  // The table plays one partie at a time: it refuses the evening and keeps its match.
  Session session;
  std::string before = session.save();
  CHECK_FALSE(session.load(text, error));
  CHECK(error == "the record holds 2 parties, and the table plays one partie at a time");
  CHECK(session.save() == before);
}
