// The rules help (core/rules_help.h) against the engine: every option and
// value the engine knows has words in both languages, every row of the
// help's tables names an option or value that exists, and the rules pages
// follow the options they are given.
#include "core/rules_help.h"

#include <catch2/catch.hpp>
#include <set>

#include "core/contract.h"
#include "core/engine.h"

using namespace stichfest;

namespace {

Rules rules_of(const char* text) {
  Rules r;
  std::string error;
  INFO(text);
  REQUIRE(parse_rules(text, r, error));
  return r;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The page's sections, without the list of options in play (whose help
// lines name every choice).
std::string page(const char* rules, Lang lang = Lang::English, bool german_deck = false) {
  std::string out;
  for (const HelpSection& s : rules_help(rules_of(rules), lang, german_deck).sections)
    for (const std::string& line : s.paragraphs) out += line + "\n";
  return out;
}

}  // namespace

TEST_CASE("every option and value of the engine has words in English and German", "[rules_help]") {
  for (int g = 0; g < kGameCount; ++g) {
    const GameSpec& spec = game_spec(Game(g));
    int count = 0;
    const OptionText* table = option_texts(Game(g), count);
    for (int i = 0; i < spec.option_count; ++i) {
      const OptionText* found = nullptr;
      for (int t = 0; t < count; ++t)
        if (std::string(table[t].key) == spec.options[i].key) found = &table[t];
      INFO(spec.key << ": " << spec.options[i].key);
      REQUIRE(found);
      for (const char* text : {found->label_en, found->label_de, found->help_en, found->help_de})
        CHECK(std::string(text).size() > 2);
      CHECK(std::string(found->help_en) != found->help_de);
      for (Lang lang : {Lang::English, Lang::German}) {
        CHECK(option_label(Game(g), i, lang, true) != spec.options[i].key);
        CHECK(!option_help(Game(g), i, lang, false).empty());
        for (int v = 0; v < spec.options[i].choice_count && lang == Lang::German; ++v)  // a label, not its raw name
          CHECK(option_value_label(Game(g), i, v, lang, false) != spec.options[i].choices[v]);
      }
    }
  }
}

TEST_CASE("every row of the help's tables names an option or value the engine has", "[rules_help]") {
  std::set<std::string> values;
  for (int g = 0; g < kGameCount; ++g) {
    const GameSpec& spec = game_spec(Game(g));
    int count = 0;
    const OptionText* table = option_texts(Game(g), count);
    CHECK(count == spec.option_count);
    std::set<std::string> keys;
    for (int t = 0; t < count; ++t) {
      bool known = false;
      for (int i = 0; i < spec.option_count; ++i) known |= std::string(table[t].key) == spec.options[i].key;
      INFO(spec.key << ": " << table[t].key);
      CHECK(known);
      CHECK(keys.insert(table[t].key).second);  // named once
    }
    for (int i = 0; i < spec.option_count; ++i)
      for (int v = 0; v < spec.options[i].choice_count; ++v) values.insert(spec.options[i].choices[v]);
  }
  int count = 0;
  const ValueText* table = value_texts(count);
  std::set<std::string> named;
  for (int t = 0; t < count; ++t) {
    INFO(table[t].value);
    CHECK(values.count(table[t].value) == 1);
    CHECK(named.insert(table[t].value).second);
  }
  CHECK(named == values);  // and every value has a row
}

TEST_CASE("each game's rules page has its sections in both languages and no stray placeholders", "[rules_help]") {
  for (int g = 0; g < kGameCount; ++g)
    for (Lang lang : {Lang::English, Lang::German})
      for (bool deck : {true, false}) {
        Rules r = default_rules(Game(g));
        RulesHelp h = rules_help(r, lang, deck);
        std::string text = rules_help_text(r, lang, deck);
        INFO(text);
        CHECK(h.sections.size() == 5);  // the game, trumps, how to win, scoring, match end
        for (const HelpSection& s : h.sections) CHECK(!s.paragraphs.empty());
        CHECK(int(h.options.size()) == game_spec(Game(g)).option_count);
        for (const OptionInForce& o : h.options) CHECK(!o.changed);
        CHECK(!has(text, "{"));
        CHECK(!has(text, "%"));
        CHECK(has(text, lang == Lang::English ? "How a match ends" : "Ende der Partie"));
      }
}

TEST_CASE("the rules page reads its numbers from the rules", "[rules_help]") {
  SECTION("Schieberamsch: hands per match, loss limit, divide by 10") {
    std::string standard = page("schieberamsch");
    CHECK(has(standard, "After 36 hands"));
    CHECK(has(standard, "3 players"));
    CHECK(has(standard, "10 each, 2 in the skat"));
    CHECK(has(standard, "a tenth of them"));
    CHECK(has(standard, "credited 12 points"));
    std::string shorter = page("schieberamsch(match_hands=12)");
    CHECK(has(shorter, "After 12 hands"));
    CHECK(
        has(rules_help_text(rules_of("schieberamsch(match_hands=12)"), Lang::English, false), "Hands per match: 12 *"));
    std::string pfalz = page("schieberamsch(preset=pfaelzer)", Lang::German);
    CHECK(has(pfalz, "Erreicht ein Stand 500"));
    CHECK(!has(pfalz, "Zehntel der"));
    CHECK(has(pfalz, "schreiben die beiden anderen je 120"));
    CHECK(!has(pfalz, "Grand Hand ansagen"));
    CHECK(has(page("schieberamsch(preset=pfaelzer,loss_limit=700)"), "reaches 700"));
  }
  SECTION("Kalter Schlag: limit, entries, doublings") {
    std::string standard = page("kalter-schlag");
    CHECK(has(standard, "written 5 times and stays under 2000"));
    CHECK(has(standard, "Kontra ×2, Re ×4, Bock ×8, Hirsch ×16"));
    std::string changed = page("kalter-schlag(loss_limit=1000,win_entries=3,max_level=2)");
    CHECK(has(changed, "written 3 times and stays under 1000"));
    CHECK(has(changed, "Kontra ×2, Re ×4."));
    CHECK(!has(changed, "Bock"));
    CHECK(!has(page("kalter-schlag(max_level=0)"), "may double"));
  }
  SECTION("Ramsen: players, talon, strokes") {
    std::string four = page("ramsen");
    CHECK(has(four, "4 players"));
    CHECK(has(four, "the other 11 are the talon"));  // 32 - 4 x 5 - 1
    CHECK(has(four, "first to take 10 strokes"));
    std::string five = page("ramsen(players=5,start_need=7,penalty=3)");
    CHECK(has(five, "5 players"));
    CHECK(has(five, "the other 6 are the talon"));
    CHECK(has(five, "first to take 7 strokes"));
    CHECK(has(five, "gets 3 strokes more"));
    // The permanent trumps come from the engine's trump orders.
    CHECK(has(four, "9♦, 7♦, Q♣, J♣ are always trumps"));
    CHECK(has(page("ramsen", Lang::German, true), "Schellen-9, Schellen-7, Eichel-Ober, Eichel-Unter sind immer"));
    CHECK(has(page("ramsen(head_trick=when_trumping)"), "must follow suit; if he cannot"));
  }
  SECTION("American Schafkopf: trumps, partner cards, tariffs, match length") {
    std::string standard = page("schafkopf-us");
    CHECK(has(standard, "Trumps, strongest first: Q♣, Q♠, Q♥, Q♦, J♣, J♠, J♥, J♦, A♦, 10♦, K♦, 9♦, 8♦, 7♦."));
    CHECK(has(standard, "holders of Q♣ and Q♠ play together"));
    CHECK(has(standard, "After 16 hands"));
    std::string hearts = page("schafkopf-us(trump_suit=h,partner_cards=CQ+DQ,deals_per_match=8,tariff_solo=40)");
    CHECK(has(hearts, "J♦, A♥, 10♥, K♥, 9♥, 8♥, 7♥."));
    CHECK(has(hearts, "holders of Q♣ and Q♦"));
    CHECK(has(hearts, "After 8 hands"));
    CHECK(has(hearts, "a solo 40"));
    CHECK(has(rules_help_text(rules_of("schafkopf-us(trump_suit=h)"), Lang::English, false), "Trump suit: Hearts *"));
    std::string fixed = page("schafkopf-us(mode=fixed)");
    CHECK(has(fixed, "Fixed partners"));
    CHECK(has(fixed, "The fox (A♦)"));
    CHECK(!has(fixed, "may be doubled"));  // no doubling with fixed partners unless asked
    CHECK(has(page("schafkopf-us(mode=fixed,fixed_doubling=on)"), "may be doubled: Kontra, Re"));
  }
}

TEST_CASE("the trump lists of the rules pages are the engine's trump orders", "[rules_help]") {
  for (int suit = 0; suit < 4; ++suit) {
    Rules r = default_rules(Game::SchafkopfUS);
    std::string error;
    REQUIRE(set_option(r, "trump_suit", std::string(1, "cshd"[suit]), error));
    const Contract& k = contract(schafkopf_contract(suit));
    std::string list;
    for (int i = 0; i < k.trump_count; ++i) list += (i ? ", " : "") + card_name(k.trump_order[i], Lang::German, true);
    CHECK(has(rules_help_text(r, Lang::German, true), "Trümpfe, der höchste zuerst: " + list + "."));
  }
}
