// One vocabulary (core/words.h): a card, a suit and a called ace have the
// same name on the buttons, in the hints, the picker and the hand summary,
// per language and deck.
#include "core/words.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "core/explain.h"
#include "core/record.h"
#include "core/rules_help.h"
#include "web/i18n.h"

using namespace stichfest;

TEST_CASE("a card's name per language and deck", "[words]") {
  Card leaves_ace = parse_card("SA"), acorn_unter = parse_card("CJ");
  CHECK(card_name(leaves_ace, Lang::English, true) == "Leaves Ace");
  CHECK(card_name(leaves_ace, Lang::German, true) == "Grün-Sau");
  CHECK(card_name(leaves_ace, Lang::English, false) == "A♠");
  CHECK(card_name(acorn_unter, Lang::German, false) == "B♣");
  CHECK(card_name(acorn_unter, Lang::German, true) == "Eichel-Unter");
  CHECK(called_ace(kSpades, Lang::English, true) == "the Leaves Ace");
  CHECK(called_ace(kSpades, Lang::German, true) == "die Grün-Sau");
  CHECK(called_ace(kSpades, Lang::English, false) == "the ace of Spades");
  CHECK(called_ace(kSpades, Lang::German, false) == "das Pik-Ass");
  CHECK(with_deck_words("the four {jacks}, {card:D9}, the {Diamonds}", Lang::English, true) ==
        "the four Unter, Bells 9, the Bells");
  CHECK(with_deck_words("die vier {jacks}, {card:D9}, die {Diamonds}", Lang::German, false) ==
        "die vier Buben, 9♦, die Karo");
}

TEST_CASE("the picker, the options and the prompts speak the deck's words", "[words][i18n]") {
  for (Lang lang : {Lang::English, Lang::German}) {
    set_language(lang);
    for (bool german_deck : {true, false}) {
      std::string all;
      for (int g = 0; g < kGameCount; ++g) {
        all += game_blurb(Game(g), german_deck);
        const GameSpec& spec = game_spec(Game(g));
        for (int i = 0; i < spec.option_count; ++i) {
          all += option_label(Game(g), i, lang, german_deck) + option_help(Game(g), i, lang, german_deck);
          if (spec.options[i].kind == OptionKind::Choice)
            for (int v = 0; v < spec.options[i].choice_count; ++v)
              all += option_value_label(Game(g), i, v, lang, german_deck);
        }
      }
      INFO(int(lang) << " " << german_deck << ": " << all);
      CHECK(all.find('{') == std::string::npos);
      bool english = lang == Lang::English;
      // German faces have Ober and Unter, French ones queens and jacks (Damen, Buben).
      CHECK((all.find("Unter") != std::string::npos) == german_deck);
      CHECK((all.find(english ? "jacks" : "Buben") != std::string::npos) == !german_deck);
      CHECK((all.find(english ? "queens" : "Damen") != std::string::npos) == !german_deck);
    }
  }
  set_language(Lang::English);
}

TEST_CASE("the call button and the hand summary name the called ace alike", "[words][i18n]") {
  std::ifstream in(std::string(STICHFEST_TESTS_DIR) + "/golden/schafkopf_us.rec");
  std::stringstream ss;
  ss << in.rdbuf();
  Record rec;
  std::string error;
  REQUIRE(parse_record(ss.str(), rec, error));
  State end, before_call, after_hand;
  bool called = false, finished = false;
  REQUIRE(replay_record(rec, end, error, [&](const State& before, const Action* a, const State& after) {
    if (a && a->kind == Act::CallAce && !called) {
      before_call = before;
      called = true;
    }
    if (called && !finished && a && !in_hand(after) && after.result.scored) {
      finished = true;
      after_hand = after;
    }
  }));
  REQUIRE(called);
  REQUIRE(finished);
  const std::vector<std::string> names = {"You", "Anna", "Bernd", "Clara"};
  for (Lang lang : {Lang::English, Lang::German}) {
    set_language(lang);
    for (bool german_deck : {true, false}) {
      Observation o = observe(before_call, before_call.to_move);
      std::string button = action_label(o, Action::of(Act::CallAce, kHearts), german_deck);  // the record's call:H
      std::string ace = called_ace(kHearts, lang, german_deck);
      CHECK(button == std::string(lang == Lang::English ? "Call " : "Rufe ") + ace);
      std::string game = explain_hand(after_hand, lang, names, 0, german_deck).front();
      INFO(game);
      CHECK(game.find(ace) != std::string::npos);
    }
  }
  set_language(Lang::English);
  // The partner prompt of a player holding both partner cards speaks of the deck's aces.
  Observation o = observe(before_call, before_call.to_move);
  REQUIRE(o.legal.count > 1);
  set_language(Lang::German);
  CHECK(phase_question(o, true) == "Du hast beide Partnerkarten: ruf eine Sau, oder…");
  CHECK(phase_question(o, false) == "Du hast beide Partnerkarten: ruf ein Ass, oder…");
  set_language(Lang::English);
}
