// Embedded frames (src/web/embed.h): the options a host page writes, the
// hand a link sets out, and the moment at=T.C names in a real hand.
#include "../src/web/embed.h"

#include <catch2/catch.hpp>

#include "../src/web/record_link.h"
#include "core/engine.h"
#include "golden.h"

using namespace stichfest;

namespace {

EmbedOptions parsed(const std::string& fragment) {
  EmbedOptions o;
  std::string error;
  INFO(fragment << ": " << error);
  REQUIRE(parse_embed(fragment, o, error));
  return o;
}

std::string refusal(const std::string& fragment) {
  EmbedOptions o;
  std::string error;
  REQUIRE_FALSE(parse_embed(fragment, o, error));
  return error;
}

// The hand's states: after the deal, then after each move.
std::vector<State> states_of(Record& record) {
  std::vector<State> out;
  State s;
  std::string error;
  REQUIRE(
      replay_record(record, s, error, [&](const State&, const Action*, const State& after) { out.push_back(after); }));
  return out;
}

// The first hand of a golden record as its record link says it.
ShareLink link_of_first_hand(const Record& r) {
  ShareLink link;
  std::string error;
  REQUIRE(parse_share_link(format_record_link(r, 0), link, error));
  return link;
}

}  // namespace

TEST_CASE("embed options: every key is read and written back", "[embed]") {
  EmbedOptions o = parsed("#g=ramsen&s=42&mode=show&at=2.1&seat=1&hands=own&lang=de&deck=french&save=1");
  CHECK(o.link.rules.game == Game::Ramsen);
  CHECK(o.link.seed == 42);
  CHECK(o.mode == EmbedMode::Show);
  CHECK(o.has_at);
  CHECK(o.trick == 2);
  CHECK(o.card == 1);
  CHECK(o.seat == 1);
  CHECK_FALSE(o.open_hands);
  CHECK(o.lang == Lang::German);
  CHECK(o.deck == DeckStyle::French);
  CHECK(o.save);
  EmbedOptions again = parsed(format_embed(o));
  CHECK(format_embed(again) == format_embed(o));
  CHECK(format_embed(o) == "#g=ramsen&s=0x2a&mode=show&at=2.1&seat=1&hands=own&lang=de&deck=french&save=1");

  EmbedOptions plain = parsed("g=schieberamsch&s=7");
  CHECK(plain.mode == EmbedMode::Play);
  CHECK_FALSE(plain.has_at);
  CHECK(plain.seat == 0);
  CHECK(plain.open_hands);
  CHECK_FALSE(plain.lang.has_value());
  CHECK_FALSE(plain.save);
  CHECK(parsed("g=schieberamsch&s=7&at=4").card == 0);
}

TEST_CASE("embed options: a bad value is named, a bad link keeps its own message", "[embed]") {
  CHECK_THAT(refusal("#g=schieberamsch&s=7&mode=fly"), Catch::Contains("mode"));
  CHECK_THAT(refusal("#g=schieberamsch&s=7&at=0"), Catch::Contains("at"));
  CHECK_THAT(refusal("#g=schieberamsch&s=7&at=3.9"), Catch::Contains("at"));
  CHECK_THAT(refusal("#g=schieberamsch&s=7&at=x.1"), Catch::Contains("at"));
  CHECK_THAT(refusal("#g=schieberamsch&s=7&seat=3"), Catch::Contains("seat"));  // three players: seats 0-2
  CHECK_THAT(refusal("#g=schieberamsch&s=7&hands=some"), Catch::Contains("hands"));
  CHECK_THAT(refusal("#g=schieberamsch&s=7&lang=fr"), Catch::Contains("lang"));
  CHECK_THAT(refusal("#g=schieberamsch&s=7&save=yes"), Catch::Contains("save"));
  CHECK_THAT(refusal("#g=chess&s=7"), Catch::Contains("unknown game"));
  CHECK_THAT(refusal("#g=ramsen"), Catch::Contains("seed"));
}

TEST_CASE("embed: a deal link's hand is played out the same way every time", "[embed]") {
  ShareLink link = parsed("#g=kalter-schlag&s=0x5eed&d=2").link;
  Record a, b;
  std::string error;
  REQUIRE(embed_record(link, a, error));
  REQUIRE(embed_record(link, b, error));
  CHECK(format_record(a) == format_record(b));
  REQUIRE(a.hands.size() == 1);
  CHECK(a.first_dealer == 2);
  std::vector<State> states = states_of(a);
  CHECK_FALSE(in_hand(states.back()));  // the whole hand, to its score
  CHECK(states.back().trick_number == 8);
  CHECK(states.size() == a.hands[0].actions.size() + 1);
}

TEST_CASE("embed: a record link's hand is its own moves", "[embed]") {
  Record golden = test::golden_record("schieberamsch");
  ShareLink link = link_of_first_hand(golden);
  Record shown;
  std::string error;
  REQUIRE(embed_record(link, shown, error));
  REQUIRE(shown.hands.size() == 1);
  CHECK(shown.hands[0].actions == golden.hands[0].actions);
}

TEST_CASE("embed: at=T.C names the moment in a real Schieberamsch hand", "[embed]") {
  Record golden = test::golden_record("schieberamsch");
  Record hand;
  std::string error;
  REQUIRE(embed_record(link_of_first_hand(golden), hand, error));
  std::vector<State> states = states_of(hand);
  const std::vector<Action>& moves = hand.hands[0].actions;
  // The card plays in order: trick t's cards are plays 3t .. 3t+2.
  std::vector<size_t> play_steps;
  for (size_t i = 0; i < moves.size(); ++i)
    if (moves[i].kind == Act::Play) play_steps.push_back(i + 1);  // state index after the move
  REQUIRE(play_steps.size() == 30);

  size_t step = 0;
  REQUIRE(step_at(states, 1, 0, step));  // before the first card, after any declaration
  CHECK(step == play_steps[0] - 1);
  CHECK(states[step].phase == Phase::Play);

  REQUIRE(step_at(states, 3, 2, step));  // trick 3, two cards down
  CHECK(step == play_steps[7]);
  CHECK(states[step].trick_number == 2);
  CHECK(states[step].trick_size == 2);
  CHECK(states[step].trick[0] == Card(moves[play_steps[6] - 1].arg));
  CHECK(states[step].trick[1] == Card(moves[play_steps[7] - 1].arg));

  REQUIRE(step_at(states, 3, 3, step));  // trick 3 complete: the moment it is taken
  CHECK(step == play_steps[8]);
  CHECK(states[step].trick_number == 3);
  CHECK(states[step].trick_size == 0);

  REQUIRE(step_at(states, 10, 3, step));  // the last trick taken: the hand's end
  CHECK(step == states.size() - 1);
  CHECK_FALSE(step_at(states, 11, 0, step));  // ten tricks only
}

TEST_CASE("embed: a record turned to seat N deals N's cards to seat 0 and replays to the same scores", "[embed]") {
  const char* const names[] = {"schieberamsch",
                               "schieberamsch_pfaelzer",
                               "kalter_schlag",
                               "ramsen",
                               "ramsen_5p",
                               "schafkopf_us",
                               "schafkopf_us_fixed",
                               "schafkopf_us_hochzeit",
                               "handwritten_kalter_schlag_durchmarsch"};
  for (const char* name : names) {
    const Record original = test::golden_record(name);
    const int n = original.rules.players();
    std::vector<State> before = states_of(const_cast<Record&>(original));
    for (int seat = 0; seat < n; ++seat) {
      INFO(name << ", seat " << seat);
      Record turned = original;
      turn_record(turned, seat);
      // Read back with its score and totals lines checked: every hand
      // replays, and each seat scores what the same cards scored before.
      Record back;
      std::string error;
      INFO(error);
      REQUIRE(parse_record(format_record(turned), back, error));
      std::vector<State> after = states_of(back);
      REQUIRE(after.size() == before.size());
      for (int p = 0; p < n; ++p) CHECK(after[0].dealt[(p - seat + n) % n] == before[0].dealt[p]);
      for (int p = 0; p < n; ++p) {
        CHECK(after.back().total[(p - seat + n) % n] == before.back().total[p]);
        CHECK(after.back().need[(p - seat + n) % n] == before.back().need[p]);
      }
    }
  }
}
