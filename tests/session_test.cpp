// The table's session (src/web/session.h, no SDL): hints and undos are
// kept in the saved game, and Undo takes back the human's last move with
// the bots' replies, within the trick it was made in or the one after.
#include "../src/web/session.h"

#include <catch2/catch.hpp>

using namespace stichfest;

namespace {

Rules rules_of(const char* text) {
  Rules r;
  std::string error;
  REQUIRE(parse_rules(text, r, error));
  return r;
}

// Bots move until the human is to move or the hand is over.
void bots_until_human(Session& s) {
  while (s.bot_to_move()) s.step_bot();
}

// Plays (the first legal action for the human) until the human is to play
// a card in trick `trick` (0-based).
void until_human_card(Session& s, int trick) {
  for (;;) {
    bots_until_human(s);
    REQUIRE(s.human_to_move());
    if (s.state().phase == Phase::Play && s.state().trick_number == trick) return;
    Observation o = s.view();
    std::string error;
    REQUIRE(s.act(o.legal.items[0], error));
  }
}

}  // namespace

TEST_CASE("session: hints and undos survive a save and a reload", "[session]") {
  Session s;
  s.start(rules_of("kalter-schlag"), 0x99, -1, 1, BotLevel::Beginner);
  until_human_card(s, 1);
  s.note_hint();
  s.note_hint();
  std::string error;
  Observation o = s.view();
  REQUIRE(s.act(o.legal.items[0], error));
  REQUIRE(s.undo(error));
  std::string saved = s.save();
  CHECK(saved.find("\nhints 2\nundos 1\n") != std::string::npos);
  Session back;
  REQUIRE(back.load(saved, error));
  CHECK(back.hints() == 2);
  CHECK(back.undos() == 1);
  CHECK(back.save() == saved);
}

TEST_CASE("session: undo takes back the human's card and the bots' replies, and they reply the same again",
          "[session]") {
  Session s;
  s.start(rules_of("schieberamsch"), 21, -1, 1, BotLevel::Beginner);
  until_human_card(s, 2);
  const std::string before = s.save();
  const uint64_t position = s.position();
  Observation o = s.view();
  Action card = o.legal.items[o.legal.count - 1];
  std::string error;
  REQUIRE(s.act(card, error));
  bots_until_human(s);
  const std::string after = s.save();
  REQUIRE(s.can_undo());
  REQUIRE(s.undo(error));
  // The position before the card, with the undo counted, and a new position id.
  CHECK(s.human_to_move());
  CHECK(s.undos() == 1);
  CHECK(s.position() != position);
  std::string expected = before;
  expected.replace(expected.find("\nhand 1\n"), 8, "\nhand 1\nundos 1\n");
  CHECK(s.save() == expected);
  // The same card again meets the same replies (the bots' seeds come from the record).
  REQUIRE(s.act(card, error));
  bots_until_human(s);
  std::string again = s.save();
  again.erase(again.find("undos 1\n"), 8);
  CHECK(again == after);
}

TEST_CASE("session: undo refuses what it cannot take back", "[session]") {
  std::string error;
  // Before the human has moved in this hand (seat 0 is not forehand here).
  Session r;
  r.start(rules_of("kalter-schlag"), 5, 1, 1, BotLevel::Beginner);
  REQUIRE(r.bot_to_move());
  r.step_bot();
  REQUIRE(r.bot_to_move());
  CHECK_FALSE(r.can_undo());
  CHECK_FALSE(r.undo(error));
  CHECK(error == "You have made no move in this hand yet.");

  Session k;
  k.start(rules_of("kalter-schlag"), 5, -1, 1, BotLevel::Beginner);
  until_human_card(k, 2);
  CHECK(k.can_undo());  // the card of the trick just taken
  Observation o = k.view();
  REQUIRE(k.act(o.legal.items[0], error));
  bots_until_human(k);
  REQUIRE(k.state().trick_number == 3);
  REQUIRE(k.undo(error));
  CHECK(k.state().trick_number == 2);
  // One move, not a walk back through the hand.
  CHECK_FALSE(k.can_undo());
  CHECK_FALSE(k.undo(error));
  CHECK(error == "A move was just taken back: make one before taking another back.");
  // Nothing after the hand is over.
  for (;;) {
    bots_until_human(k);
    if (!in_hand(k.state())) break;
    Observation h = k.view();
    REQUIRE(k.act(h.legal.items[0], error));
  }
  CHECK_FALSE(k.undo(error));
  CHECK(error == "No hand is being played.");
}

// The hand summary's table still shows the hand just played: a user's-eye
// audit found the plates naming the next hand's dealer under it.
TEST_CASE("session: between hands the view names the dealer of the hand just played", "[session]") {
  for (const char* text : {"schieberamsch", "kalter-schlag", "ramsen", "schafkopf-us"}) {
    INFO(text);
    Session k;
    k.start(rules_of(text), 0x2b, -1, 1, BotLevel::Beginner);
    const int dealt_by = k.view().dealer;
    std::string error;
    while (in_hand(k.state())) {
      bots_until_human(k);
      if (!in_hand(k.state())) break;
      Observation h = k.view();
      REQUIRE(k.act(h.legal.items[0], error));
    }
    REQUIRE(k.state().phase != Phase::Play);
    CHECK(k.view().dealer == dealt_by);
    REQUIRE(k.deal_next());
    CHECK(k.view().dealer == k.state().dealer);
  }
}
