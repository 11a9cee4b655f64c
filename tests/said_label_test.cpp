// Words the table says about the seats. The speech bubbles over the bots'
// plates (said_label): two of the three bots are women (Anna, Clara), so no
// bubble may say "his" or "her" (real hands of every game played by the
// baseline bots, every bubble read in English and German). And a count of
// tricks on a plate or in show mode: "1 trick", not "1 tricks".
#include <catch2/catch.hpp>

#include "core/bots/bot.h"
#include "core/record.h"
#include "core/search/levels.h"
#include "test_support.h"
#include "web/i18n.h"

using namespace stichfest;
using namespace stichfest::search;
using namespace stichfest::test;

namespace {

bool has_word(const std::string& text, const char* word) {
  std::string padded = " " + text + " ";
  return padded.find(std::string(" ") + word + " ") != std::string::npos;
}

// Every decision of the first hand of seeds 1..`seeds` of each of `games`,
// played by the baseline bots: visit(game, seed, the state before, the action).
template <class Visit>
void each_decision(std::initializer_list<const char*> games, uint64_t seeds, Visit visit) {
  for (const char* text : games) {
    Rules rules = rules_of(text);
    REQUIRE(rules.game != Game(0xFF));
    for (uint64_t seed = 1; seed <= seeds; ++seed) {
      State s = first_hand(rules, seed);
      Rng rng(seed);
      while (in_hand(s)) {
        const State before = s;
        Action a = choose_action(BotKind::Beginner, observe(s, s.to_move), rng);
        apply(s, a);
        visit(text, seed, before, a);
      }
    }
  }
}

}  // namespace

TEST_CASE("the bots' speech bubbles name no gender", "[i18n]") {
  const char* const kGendered[] = {"his", "her", "him", "sein", "seine", "seinen", "ihre", "ihren"};
  int bubbles = 0;
  bool kept_cards_seen = false;
  each_decision({"schieberamsch", "schieberamsch(preset=pfaelzer)", "kalter-schlag", "ramsen", "ramsen(players=5)",
                 "schafkopf-us", "schafkopf-us(mode=fixed)"},
                40, [&](const char* text, uint64_t seed, const State& before, const Action& a) {
                  if (a.kind == Act::Play) return;
                  kept_cards_seen |= a.kind == Act::Exchange && a.cards.empty();
                  for (Lang lang : {Lang::English, Lang::German}) {
                    set_language(lang);
                    std::string bubble = said_label(before, a, true);
                    ++bubbles;
                    for (const char* word : kGendered) {
                      INFO(text << " seed " << seed << ": \"" << bubble << "\"");
                      CHECK_FALSE(has_word(bubble, word));
                    }
                  }
                });
  set_language(Lang::English);
  CHECK(kept_cards_seen);  // a Ramsen bot that swaps nothing was among them
  CHECK(bubbles > 500);
}

TEST_CASE("a count of tricks agrees with its number", "[i18n]") {
  set_language(Lang::English);
  CHECK(tricks_text(0) == "0 tricks");
  CHECK(tricks_text(1) == "1 trick");
  CHECK(tricks_text(5) == "5 tricks");
  set_language(Lang::German);
  CHECK(tricks_text(1) == "1 Stich");
  CHECK(tricks_text(2) == "2 Stiche");
  set_language(Lang::English);
}

TEST_CASE("the coach's amounts agree with their number and the language's decimal mark", "[i18n]") {
  using search::Unit;
  set_language(Lang::English);
  // The review's "would have brought you 1 stroke more" said "1 strokes".
  CHECK(amount_text(1, Unit::Strokes, true) == "1 stroke");
  CHECK(amount_text(2, Unit::Strokes, true) == "2 strokes");
  CHECK(amount_text(1, Unit::CardPoints, true) == "1 card point");
  CHECK(amount_text(11, Unit::CardPoints, true) == "11 card points");
  CHECK(amount_text(1, Unit::Penalty, true) == "1 penalty point");
  CHECK(amount_text(1, Unit::Score, true) == "1 point");
  CHECK(amount_text(1, Unit::CardPoints, false) == "1.0 card points");
  CHECK(amount_text(23.44, Unit::CardPoints, false) == "23.4 card points");
  set_language(Lang::German);
  CHECK(amount_text(1, Unit::Strokes, true) == "1 Strich");
  CHECK(amount_text(3, Unit::Strokes, true) == "3 Striche");
  CHECK(amount_text(1, Unit::CardPoints, true) == "1 Auge");
  CHECK(amount_text(1, Unit::Penalty, true) == "1 Minuspunkt");
  CHECK(amount_text(23.44, Unit::CardPoints, false) == "23,4 Augen");
  CHECK(number_text(0.5, false) == "0,5");
  CHECK(number_text(-0.04, false) == "0,0");
  set_language(Lang::English);
  // A Ramsen review said "(expected -0.0)": zero has no sign.
  CHECK(number_text(-0.04, false) == "0.0");
  CHECK(number_text(-0.4, true) == "0");
  CHECK(number_text(-0.06, false) == "-0.1");
  CHECK(number_text(-10.0, true) == "-10");
  // A Pfälzer table said "Schieberamsch" in its title.
  CHECK(std::string(rules_title(rules_of("schieberamsch(preset=pfaelzer)"), false)) == "Pfälzer Ramsch");
  CHECK(std::string(rules_title(rules_of("schieberamsch(preset=pfaelzer,loss_limit=300)"), true)) == "Pfälzer Ramsch");
  CHECK(std::string(rules_title(rules_of("schieberamsch"), false)) == "Schieberamsch");
  CHECK(std::string(rules_title(rules_of("schieberamsch(exchange_order=discard_then_pickup)"), false)) ==
        "Schieberamsch");
  CHECK(std::string(rules_title(rules_of("schafkopf-us"), true)) == "Schafkopf (US)");
  // The coach's means say what they count (the hint said "Erwartet Striche").
  CHECK(std::string(expected_words(Unit::Strokes)) == "expected strokes struck off");
  set_language(Lang::German);
  CHECK(std::string(expected_words(Unit::CardPoints)) == "erwartete Augen");
  set_language(Lang::English);
}

TEST_CASE("the review names when a decision was made: before the play, or its trick", "[i18n]") {
  // Laying away the skat was reported under "Bidding".
  set_language(Lang::English);
  const Rules ramsch = rules_of("schieberamsch");
  State pushing = new_match(ramsch, 0);
  deal(pushing, deck_for_hand(7, 1));
  REQUIRE(pushing.phase != Phase::Play);
  CHECK(decision_when(-1, pushing) == "Before the play");  // Grand Hand, pushing, laying away
  CHECK(decision_when(-1, pushing) != "Bidding");
  const Rules rules = rules_of("kalter-schlag");
  State s = new_match(rules, 0);
  deal(s, deck_for_hand(7, 1));
  Rng rng(7);
  while (s.phase != Phase::Play) apply(s, baseline_action(observe(s, s.to_move), rng));
  CHECK(decision_when(-1, s) == "Trick 1");  // a Kontra said with the first card
  CHECK(decision_when(3, s) == "Trick 4");   // a card of trick 4
  set_language(Lang::German);
  CHECK(decision_when(3, s) == "Stich 4");
  set_language(Lang::English);
}

TEST_CASE("a hint or a review names each decision of real hands in one sentence, one mark at its end", "[i18n]") {
  // "Tipp: Kontra!." had two: the doubling's name ends with its own mark.
  int named = 0, own_mark = 0;
  each_decision({"schieberamsch", "kalter-schlag", "ramsen", "schafkopf-us", "schafkopf-us(mode=fixed)"}, 30,
                [&](const char* text, uint64_t seed, const State& before, const Action& a) {
                  for (Lang lang : {Lang::English, Lang::German}) {
                    set_language(lang);
                    const std::string name = choice_name(before, action_token(before, a), true);
                    const std::string hint = full_stop(std::string(tr("Hint: ", "Tipp: ")) + name);
                    INFO(text << " seed " << seed << ": \"" << hint << "\"");
                    CHECK(hint.size() > name.size() + 5);
                    CHECK(std::string(".!?").find(hint.back()) != std::string::npos);
                    CHECK(std::string(".!?").find(hint[hint.size() - 2]) == std::string::npos);
                    ++named;
                    own_mark += name.back() == '!';
                  }
                });
  set_language(Lang::English);
  CHECK(named > 2000);
  CHECK(own_mark > 10);  // doublings ("Kontra!", "Re!") were among them
}
