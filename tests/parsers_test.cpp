// Bad input to every parser gives a clear message and never crashes:
// parse_rules / set_option / format_rules, parse_seed / format_seed,
// parse_record (with the line number and the token in every message about a
// line) and parse_action_token; plus seeded fuzzing of all of them.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "core/quote.h"
#include "golden.h"
#include "test_support.h"

using namespace stichfest;
using namespace stichfest::test;

namespace {

std::string rules_error(const std::string& text) {
  Rules r = default_rules(Game::Ramsen);
  Rules before = r;
  std::string error;
  bool ok = parse_rules(text, r, error);
  INFO("rules '" << text << "' parsed: " << format_rules(r));
  CHECK_FALSE(ok);
  CHECK(!error.empty());
  CHECK(r == before);  // `out` is untouched on failure
  return error;
}

Rules rules_ok(const std::string& text) {
  Rules r;
  std::string error;
  bool ok = parse_rules(text, r, error);
  INFO("rules '" << text << "': " << error);
  CHECK(ok);
  return r;
}

std::string seed_error(const std::string& text) {
  uint64_t v = 12345;
  std::string error;
  bool ok = parse_seed(text, v, error);
  INFO("seed '" << text << "'");
  CHECK_FALSE(ok);
  CHECK(v == 12345);
  CHECK(error.find("'" + text + "'") != std::string::npos);
  return error;
}

// Parses a record that must fail; the message must name `line` and `token`
// and contain `fragment`.
void record_error(const std::string& text, int line, const std::string& token, const std::string& fragment) {
  Record r;
  std::string error;
  bool ok = parse_record(text, r, error);
  INFO("record:\n" << text << "\nerror: " << error);
  CHECK_FALSE(ok);
  if (line > 0) CHECK(error.find("line " + std::to_string(line)) != std::string::npos);
  if (!token.empty()) CHECK(error.find("'" + token + "'") != std::string::npos);
  CHECK(error.find(fragment) != std::string::npos);
}

Record record_ok(const std::string& text) {
  Record r;
  std::string error;
  bool ok = parse_record(text, r, error);
  INFO("record:\n" << text << "\nerror: " << error);
  CHECK(ok);
  return r;
}

// The Grand Hand record (dealer 2; seat 0 holds the jacks and clubs).
const char* const kGrandDeck =
    "deck CJ SJ HJ SA ST SK HQ H9 H8 C7 D7 DJ CA CT CK SQ S9 S8 S7 H7 DA DT DK CQ C9 C8 HA HT HK DQ D9 D8\n";
const char* const kGrandPlay =
    "grand\npass pass\nCJ SA HQ\nSJ ST H9\nHJ SK H8\nDJ SQ H7\nCA S9 DA\nCT S8 DT\nCK S7 DK\nCQ HA DQ\n"
    "C9 HT D9\nC8 HK D8\n";

std::string grand_record(const std::string& rules = "schieberamsch") {
  return "stichfest-record 1\nrules " + rules + "\ndealer 2\n\nhand 1\n" + kGrandDeck + kGrandPlay;
}

}  // namespace

TEST_CASE("parse_rules rejects bad rules strings with a message naming the culprit", "[parsers]") {
  CHECK(rules_error("").find("unknown game") != std::string::npos);
  CHECK(rules_error("skat").find("unknown game 'skat'") != std::string::npos);
  CHECK(rules_error("(stake=2)").find("unknown game") != std::string::npos);
  CHECK(rules_error("schieberamsch stake=2").find("unknown game") != std::string::npos);
  CHECK(rules_error("schieberamsch(foo=1)").find("unknown option 'foo'") != std::string::npos);
  CHECK(rules_error("kalter-schlag(grand_hand=on)").find("unknown option 'grand_hand'") != std::string::npos);
  CHECK(rules_error("schieberamsch(=2)").find("unknown option ''") != std::string::npos);
  std::string e = rules_error("schieberamsch(grand_hand=maybe)");
  CHECK(e.find("'maybe'") != std::string::npos);
  CHECK(e.find("grand_hand") != std::string::npos);
  CHECK(e.find("off, on") != std::string::npos);
  CHECK(rules_error("schieberamsch(tie_rule=)").find("tie_rule") != std::string::npos);
  // Integers: range and form.
  e = rules_error("schieberamsch(match_hands=0)");
  CHECK(e.find("'0'") != std::string::npos);
  CHECK(e.find("from 1 to 999") != std::string::npos);
  CHECK(rules_error("schieberamsch(match_hands=1000)").find("'1000'") != std::string::npos);
  CHECK(rules_error("schieberamsch(match_hands=-5)").find("'-5'") != std::string::npos);
  CHECK(rules_error("schieberamsch(match_hands=1e3)").find("'1e3'") != std::string::npos);
  CHECK(rules_error("schieberamsch(match_hands=12x)").find("'12x'") != std::string::npos);
  CHECK(rules_error("schieberamsch(match_hands=99999999999999999999)").find("match_hands") != std::string::npos);
  CHECK(rules_error("kalter-schlag(max_level=5)").find("from 0 to 4") != std::string::npos);
  CHECK(rules_error("ramsen(players=2)").find("from 3 to 5") != std::string::npos);
  CHECK(rules_error("ramsen(players=6)").find("players") != std::string::npos);
  CHECK(rules_error("schafkopf-us(laufende_min=15)").find("laufende_min") != std::string::npos);
  // Structure.
  CHECK(rules_error("schieberamsch(grand_hand=on").find("missing ')'") != std::string::npos);
  CHECK(rules_error("schieberamsch(").find("missing ')'") != std::string::npos);
  CHECK(rules_error("schieberamsch((grand_hand=on))").find("parenthesis") != std::string::npos);
  CHECK(rules_error("schieberamsch(grand_hand=on)(stake=2)").find("parenthesis") != std::string::npos);
  CHECK(rules_error("schieberamsch(grand_hand=on,,stake=2)").find("empty option") != std::string::npos);
  CHECK(rules_error("schieberamsch(,)").find("empty option") != std::string::npos);
  CHECK(rules_error("schieberamsch(stake=2,)").find("empty option") != std::string::npos);
  CHECK(rules_error("schieberamsch(,stake=2)").find("empty option") != std::string::npos);
  CHECK(rules_error("schieberamsch(preset=pfaelzer, )").find("empty option") != std::string::npos);
  CHECK(rules_error("schieberamsch(grand_hand)").find("needs a value") != std::string::npos);
  // An option or a preset named twice: the reader could not tell which was meant.
  CHECK(rules_error("schieberamsch(stake=2,stake=3)").find("option 'stake' is given twice") != std::string::npos);
  CHECK(rules_error("schieberamsch(Stake=2, stake=2)").find("'stake' is given twice") != std::string::npos);
  CHECK(rules_error("schieberamsch(preset=pfaelzer,preset=pfaelzer)").find("more than one preset") !=
        std::string::npos);
  // Presets.
  CHECK(rules_error("schieberamsch(preset=bogus)").find("unknown preset 'bogus'") != std::string::npos);
  CHECK(rules_error("schieberamsch(preset=)").find("unknown preset") != std::string::npos);
  CHECK(rules_error("kalter-schlag(preset=pfaelzer)").find("unknown preset 'pfaelzer' for kalter-schlag") !=
        std::string::npos);
  CHECK(rules_error("schafkopf-us(preset=pfaelzer)").find("unknown preset") != std::string::npos);
  // Partner cards: two different trumps.
  CHECK(rules_error("schafkopf-us(partner_cards=CA+SQ)").find("CA is not a trump") != std::string::npos);
  CHECK(rules_error("schafkopf-us(partner_cards=CQ+H7)").find("H7 is not a trump") != std::string::npos);
  CHECK(rules_error("schafkopf-us(trump_suit=h,partner_cards=DA+CQ)").find("DA is not a trump") != std::string::npos);
  CHECK(rules_error("schafkopf-us(partner_cards=CQ+CQ)").find("two different cards") != std::string::npos);
  CHECK(rules_error("schafkopf-us(partner_cards=CQ)").find("partner_cards") != std::string::npos);
  CHECK(rules_error("schafkopf-us(partner_cards=XX+CQ)").find("'XX+CQ'") != std::string::npos);
  CHECK(rules_error("schafkopf-us(partner_cards=+)").find("partner_cards") != std::string::npos);
  CHECK(rules_error("schafkopf-us(partner_cards=CQ+SQ+HQ)").find("partner_cards") != std::string::npos);
}

TEST_CASE("parse_rules accepts case, whitespace and the documented aliases", "[parsers]") {
  Rules def = default_rules(Game::Schieberamsch);
  CHECK(rules_ok("schieberamsch") == def);
  CHECK(rules_ok("  SchiebeRamsch  ") == def);
  CHECK(rules_ok("schieberamsch()") == def);
  CHECK(rules_ok("schieberamsch( )") == def);
  Rules r = rules_ok("  Schieberamsch ( Grand_Hand = OFF ,  stake = 2 )  ");
  CHECK(r.get(sr::GrandHand) == 0);
  CHECK(r.get(sr::Stake) == 2);
  CHECK(rules_ok("schieberamsch(grand_hand=false,ramsch_kontra=yes)") ==
        rules_ok("schieberamsch(grand_hand=off,ramsch_kontra=on)"));
  CHECK(rules_ok("schieberamsch(grand_hand=NO,ramsch_kontra=TRUE)") ==
        rules_ok("schieberamsch(grand_hand=off,ramsch_kontra=on)"));
  CHECK(rules_ok("schieberamsch(\tgrand_hand=off\t)").get(sr::GrandHand) == 0);
  CHECK(rules_ok("schieberamsch(match_hands=007)").get(sr::MatchHands) == 7);
  CHECK(rules_ok("schafkopf-us(mode=fixed_partners)") == rules_ok("schafkopf-us(preset=fixed)"));
  CHECK(rules_ok("schafkopf-us(partner_cards=sq+cq)") == default_rules(Game::SchafkopfUS));
  CHECK(rules_ok("schafkopf-us(trump_suit=H)").get(as::TrumpSuit) == kHearts);
  // A preset applies first wherever it stands; explicit options win.
  Rules a = rules_ok("schieberamsch(preset=pfaelzer,loss_limit=800)");
  Rules b = rules_ok("schieberamsch(loss_limit=800,preset=pfaelzer)");
  CHECK(a == b);
  CHECK(a.get(sr::LossLimit) == 800);
  CHECK(a.get(sr::MatchEnd) == sr::kLossLimit);
  CHECK(rules_ok("schieberamsch(preset=standard)") == def);
  CHECK(rules_ok("schafkopf-us(preset=standard)") == default_rules(Game::SchafkopfUS));
  // The partner-card check runs after all options: the order does not matter.
  CHECK(rules_ok("schafkopf-us(partner_cards=HA+CQ,trump_suit=h)").get(as::TrumpSuit) == kHearts);
}

TEST_CASE("parse_rules accepts every option as RULES.md names it, without its prefix", "[parsers]") {
  // docs/record-format.md promises it: SR_GH_KONTRA = OFF is gh_kontra=off.
  CHECK(rules_ok("schieberamsch(gh_kontra=OFF,durchmarsch_mode=CHARGE_OTHERS)") ==
        rules_ok("schieberamsch(grand_hand_kontra=off,durchmarsch=charge_others)"));
  for (Game g : {Game::Schieberamsch, Game::KalterSchlag, Game::Ramsen, Game::SchafkopfUS}) {
    const GameSpec& spec = game_spec(g);
    for (int i = 0; i < spec.option_count; ++i) {
      const OptionSpec& o = spec.options[i];
      std::string name = o.spec_name;
      name = name.substr(name.find('_') + 1);
      for (char& ch : name) ch = char(std::tolower(static_cast<unsigned char>(ch)));
      std::string value = o.kind == OptionKind::Choice    ? o.choices[o.choice_count - 1]
                          : o.kind == OptionKind::Integer ? std::to_string(o.max)
                                                          : "CJ+SJ";
      Rules want = default_rules(g);
      std::string error;
      REQUIRE(set_option(want, o.key, value, error));
      INFO(name << "=" << value);
      CHECK(rules_ok(std::string(spec.key) + "(" + name + "=" + value + ")") == want);
    }
  }
}

TEST_CASE("format_rules round-trips every value of every option", "[parsers]") {
  for (int gi = 0; gi < kGameCount; ++gi) {
    const GameSpec& g = game_spec(Game(gi));
    CHECK(format_rules(default_rules(Game(gi))) == g.key);
    CHECK(find_game(g.key) == &g);
    for (int i = 0; i < g.option_count; ++i) {
      const OptionSpec& o = g.options[i];
      std::vector<int> values;
      if (o.kind == OptionKind::Choice)
        for (int v = 0; v < o.choice_count; ++v) values.push_back(v);
      if (o.kind == OptionKind::Integer)
        values = {o.min, o.max, o.def, (o.min + o.max) / 2, o.min + 1 <= o.max ? o.min + 1 : o.min};
      if (o.kind == OptionKind::CardPair) {
        // Every pair of two different trumps under the default trump suit.
        Rules base = default_rules(Game(gi));
        for (Card x = 0; x < kDeckSize; ++x)
          for (Card y = Card(x + 1); y < kDeckSize; ++y) {
            bool tx = rank_of(x) == kQueen || rank_of(x) == kJack || suit_of(x) == base.get(as::TrumpSuit);
            bool ty = rank_of(y) == kQueen || rank_of(y) == kJack || suit_of(y) == base.get(as::TrumpSuit);
            if (tx && ty) values.push_back(x | y << 8);
          }
        CHECK(values.size() == 14 * 13 / 2);
      }
      for (int v : values) {
        Rules r = default_rules(Game(gi));
        std::string text = format_option_value(o, v);
        std::string error;
        INFO(g.key << " " << o.key << "=" << text);
        REQUIRE(set_option(r, o.key, text, error));
        CHECK(r.get(i) == v);
        std::string f = format_rules(r);
        Rules back;
        REQUIRE(parse_rules(f, back, error));
        CHECK(back == r);
        CHECK(format_rules(back) == f);
        // The option written out in full parses to the same rules.
        CHECK(rules_ok(std::string(g.key) + "(" + o.key + "=" + text + ")") == r);
      }
    }
    for (int p = 0; p < g.preset_count; ++p) {
      Rules r = rules_ok(std::string(g.key) + "(preset=" + g.presets[p].name + ")");
      std::string f = format_rules(r);
      CHECK(rules_ok(f) == r);
    }
  }
  // Mixed strings, and the shortest form relative to a preset.
  CHECK(format_rules(rules_ok("schieberamsch(preset=pfaelzer,stake=3)")) == "schieberamsch(preset=pfaelzer,stake=3)");
  // On a tie in length the defaults are the base: "mode=fixed" rather than "preset=fixed".
  CHECK(format_rules(rules_ok("schafkopf-us(preset=fixed)")) == "schafkopf-us(mode=fixed)");
  CHECK(format_rules(rules_ok("schieberamsch(preset=pfaelzer)")) == "schieberamsch(preset=pfaelzer)");
  for (const std::string& v : all_variants()) {
    INFO(v);
    Rules r = rules_ok(v);
    CHECK(rules_ok(format_rules(r)) == r);
  }
}

TEST_CASE("set_option rejects what parse_rules rejects and leaves the rules alone", "[parsers]") {
  Rules r = default_rules(Game::SchafkopfUS);
  Rules before = r;
  std::string error;
  CHECK_FALSE(set_option(r, "bogus", "1", error));
  CHECK(error.find("unknown option 'bogus'") != std::string::npos);
  CHECK_FALSE(set_option(r, "tariff_solo", "10001", error));
  CHECK(error.find("tariff_solo") != std::string::npos);
  CHECK_FALSE(set_option(r, "partner_cards", "CA+SQ", error));
  CHECK(error.find("CA is not a trump") != std::string::npos);
  // Changing the trump suit can invalidate the partner cards.
  REQUIRE(set_option(r, "partner_cards", "DA+CQ", error));
  Rules with_da = r;
  CHECK_FALSE(set_option(r, "trump_suit", "h", error));
  CHECK(error.find("DA is not a trump") != std::string::npos);
  CHECK(r == with_da);
  REQUIRE(set_option(r, " Partner_Cards ", "cq+sq", error));
  CHECK(r == before);
}

TEST_CASE("parse_seed takes decimal and 0x-hex 64-bit numbers and nothing else", "[parsers]") {
  auto ok = [](const std::string& text, uint64_t want) {
    uint64_t v = 0;
    std::string error;
    INFO("seed '" << text << "': " << error);
    CHECK(parse_seed(text, v, error));
    CHECK(v == want);
  };
  ok("0", 0);
  ok("42", 42);
  ok("007", 7);
  ok("0x2a", 42);
  ok("0X2A", 42);
  ok("0x0", 0);
  ok("18446744073709551615", UINT64_MAX);
  ok("0xffffffffffffffff", UINT64_MAX);
  ok("0x00000000000000000001", 1);
  seed_error("");
  seed_error("0x");
  seed_error("0X");
  seed_error("x1");
  seed_error("abc");
  seed_error("12a");
  seed_error("0xg");
  seed_error("-1");
  seed_error("+1");
  seed_error(" 1");
  seed_error("1 ");
  seed_error("1.5");
  CHECK(seed_error("18446744073709551616").find("64-bit") != std::string::npos);
  seed_error("99999999999999999999999");
  seed_error("0x10000000000000000");
  for (uint64_t v : {uint64_t(0), uint64_t(1), uint64_t(0xdeadbeef), UINT64_MAX, uint64_t(1) << 63}) {
    uint64_t back = 1;
    std::string error;
    CHECK(parse_seed(format_seed(v), back, error));
    CHECK(back == v);
  }
}

TEST_CASE("parse_record: header errors name the line and the token", "[parsers]") {
  record_error("", 0, "", "the record is empty");
  record_error("# only a comment\n\n", 0, "", "the record is empty");
  record_error("rules schieberamsch\ndealer 0\n", 1, "rules", "starts with 'stichfest-record 1'");
  // The first line that holds something is named, after comments and blank lines.
  record_error("# saved\n\nrules schieberamsch\n", 3, "rules", "starts with 'stichfest-record 1'");
  record_error("stichfest-record 2\nrules schieberamsch\n", 1, "2", "unsupported record version");
  record_error("stichfest-record\nrules schieberamsch\n", 1, "stichfest-record", "version");
  record_error("stichfest-record 1 extra\n", 1, "1", "version");
  record_error("stichfest-record 1\nrules schieberamsch\nplayers 3\n", 3, "players", "unknown header");
  record_error("stichfest-record 1\nrules\n", 2, "rules", "needs a value");
  record_error("stichfest-record 1\nrules bogus\ndealer 0\n", 2, "bogus", "unknown game");
  record_error("stichfest-record 1\nrules schieberamsch(stake=0)\ndealer 0\n", 2, "schieberamsch(stake=0)", "stake");
  record_error("stichfest-record 1\nrules schieberamsch\ndealer x\n", 3, "x", "seat number");
  record_error("stichfest-record 1\nrules schieberamsch\ndealer -1\n", 3, "-1", "seat number");
  record_error("stichfest-record 1\nrules schieberamsch\ndealer 10\n", 3, "10", "seat number");
  record_error("stichfest-record 1\nrules schieberamsch\ndealer 1 2\n", 3, "1", "seat number");
  record_error("stichfest-record 1\nrules schieberamsch\ndealer 3\n", 3, "3", "not a seat of a 3-player game");
  record_error("stichfest-record 1\nrules ramsen(players=5)\ndealer 5\n", 3, "5", "5-player");
  record_error("stichfest-record 1\nrules schieberamsch\nseed zz\n", 3, "zz", "bad seed");
  record_error("stichfest-record 1\nrules schieberamsch\nseed 0x\n", 3, "0x", "bad seed");
  record_error("stichfest-record 1\nrules schieberamsch\nseed 1 2\n", 3, "1", "one value");
  record_error("stichfest-record 1\nrules schieberamsch\nseed 1\nfirst-hand 0\n", 4, "0", "first-hand");
  record_error("stichfest-record 1\nrules schieberamsch\nseed 1\nfirst-hand x\n", 4, "x", "first-hand");
  record_error("stichfest-record 1\nrules schieberamsch\nseed 1\nfirst-hand 07\n", 4, "07", "first-hand");
  record_error("stichfest-record 1\nrules schieberamsch\nseed 1\nfirst-hand -3\n", 4, "-3", "first-hand");
  record_error("stichfest-record 1\nrules schieberamsch\nseed 1\nfirst-hand 1000000000\n", 4, "1000000000",
               "first-hand is a hand number from 1 to 999999999");
  record_error("stichfest-record 1\nrules schieberamsch\nseed 1\nfirst-hand 18446744073709551617\n", 4,
               "18446744073709551617", "first-hand");
  record_error("stichfest-record 1\nrules schieberamsch\nseed 1\nfirst-hand 2 3\n", 4, "2", "first-hand");
  record_error("stichfest-record 1\ndealer 0\n", 0, "", "no 'rules' line");
  record_error("stichfest-record 1\nrules schieberamsch\n", 0, "", "'dealer' line");
  record_error("stichfest-record 1\nrules schieberamsch\ndealer 0\nCJ SJ HJ\n", 4, "CJ", "unknown header");
  record_error("stichfest-record 1\nrules schieberamsch\ndealer 0\nbots expert\n", 4, "expert", "bots' level");
  record_error("stichfest-record 1\nrules schieberamsch\ndealer 0\nbots strong beginner\n", 4, "strong", "bots' level");
}

TEST_CASE("parse_record: the bots' level is read, written back, and beginner when absent", "[parsers]") {
  const std::string head = "stichfest-record 1\nrules schieberamsch\nseed 0x1\ndealer 1\n";
  Record r;
  std::string error;
  REQUIRE(parse_record(head, r, error));
  REQUIRE(r.bots == BotLevel::Beginner);
  REQUIRE(format_record(r).find("bots") == std::string::npos);
  for (const char* name : {"standard", "strong", "random", "Standard"}) {
    REQUIRE(parse_record(head + "bots " + name + "\n", r, error));
    std::string text = format_record(r);
    Record again;
    REQUIRE(parse_record(text, again, error));
    REQUIRE(again.bots == r.bots);
    REQUIRE(text.find(std::string("bots ") + bot_level_name(r.bots) + "\n") != std::string::npos);
  }
  REQUIRE(parse_record(head + "bots baseline\n", r, error));
  REQUIRE(r.bots == BotLevel::Beginner);
}

TEST_CASE("parse_record: hand and move errors name the line and the token", "[parsers]") {
  const std::string head = "stichfest-record 1\nrules schieberamsch\nseed 0x1\ndealer 1\n";
  record_error(head + "hand 2\n", 5, "2", "expected 'hand 1'");
  record_error(head + "hand\n", 5, "hand", "expected 'hand 1'");
  record_error(head + "hand 1 2\n", 5, "1", "expected 'hand 1'");
  record_error(head + "hand one\n", 5, "one", "expected 'hand 1'");
  record_error(head + "hand 1\nfoo\n", 6, "foo", "not a card or a known word");
  record_error(head + "hand 1\npass pass\npass bogus\n", 7, "bogus", "not a card");
  // Hand 1 of seed 1: seat 2 (forehand) passes, seat 0 announces a Grand Hand.
  record_error(head + "hand 1\npass grand\npass pass\nCJ\n", 8, "CJ", "not in the hand");
  record_error(head + "hand 1\npass grand\npass pass\nH8 SA\n", 8, "SA", "may not be played");
  record_error(head + "hand 1\npass pass pass\npush:CA\n", 7, "push:CA", "takes no argument");
  record_error(head + "hand 1\npass pass pass\npickup\ndiscard\n", 8, "discard", "needs cards");
  record_error(head + "hand 1\npass pass pass\npickup\ndiscard:CA+CA\n", 8, "discard:CA+CA", "named twice");
  record_error(head + "hand 1\npass pass pass\npickup\ndiscard:CA+XX\n", 8, "discard:CA+XX", "is not a card");
  record_error(head + "hand 1\npass pass pass\npickup\ndiscard:CA\n", 8, "discard:CA", "not allowed");
  record_error(head + "hand 1\npass pass pass\nkeep:CA\n", 7, "keep:CA", "takes no argument");
  record_error(head + "hand 1\npass pass pass\nrob:ZZ\n", 7, "rob:ZZ", "rob:C7");
  record_error(head + "hand 1\npass pass pass\ncall:X\n", 7, "call:X", "suit letter");
  record_error(head + "hand 1\npass pass pass\nsolo:\n", 7, "solo:", "suit letter");
  record_error(head + "hand 1\npass pass pass\ncall:H\n", 7, "call:H", "not allowed now");
  record_error(head + "hand 1\npass\nscore 0 0 0\n", 7, "score", "not finished");
  record_error(head + "hand 1\npass pass pass\nhand 2\n", 7, "hand", "not finished");
  // The score and totals lines.
  std::string grand = grand_record();
  record_error(grand + "score -18 0 0\n", 19, "score", "the record says -18 0 0 but the hand gives -19 0 0");
  record_error(grand + "score -19 0\n", 19, "score", "needs 3 numbers");
  record_error(grand + "score -19 0 0 0\n", 19, "score", "needs 3 numbers");
  record_error(grand + "score -19 0 x\n", 19, "x", "not a number");
  record_error(grand + "score -19 0 0\ntotals -19 0 1\n", 20, "totals", "but the hand gives -19 0 0");
  // Moves after the hand or the match is over.
  record_error(grand + "CJ\n", 19, "CJ", "the hand is over");
  record_error(grand + "hand 3\n", 19, "3", "expected 'hand 2'");
  record_error(grand_record("schieberamsch(match_hands=1)") + "hand 2\n", 19, "hand", "match is already over");
  record_error(grand_record("schieberamsch(match_hands=1)") + "pass\n", 19, "pass", "the hand is over");
  // A hand with neither deck nor seed.
  record_error("stichfest-record 1\nrules schieberamsch\ndealer 1\nhand 1\npass\n", 4, "hand", "no deck line");
}

TEST_CASE("parse_record: deck lines", "[parsers]") {
  const std::string head = "stichfest-record 1\nrules schieberamsch\ndealer 2\nhand 1\n";
  record_error(head + "deck CA CK\n", 5, "deck", "all 32 cards");
  std::string deck = kGrandDeck;
  record_error(head + deck.substr(0, deck.size() - 4) + "\n", 5, "deck", "all 32 cards");     // 31 cards
  record_error(head + deck.substr(0, deck.size() - 1) + " C7\n", 5, "deck", "all 32 cards");  // 33 cards
  std::string dup = deck;
  dup.replace(dup.find("D8"), 2, "C7");  // C7 twice, D8 missing
  record_error(head + dup, 5, "deck", "exactly once");
  std::string bad = deck;
  bad.replace(bad.find("D8"), 2, "D1");
  record_error(head + bad, 5, "D1", "not a card");
  // Lower case cards and a seedless record with a deck per hand are fine.
  std::string lower = deck;
  for (char& ch : lower) ch = char(std::tolower(static_cast<unsigned char>(ch)));
  Record r = record_ok(head + lower + kGrandPlay);
  REQUIRE(r.hands.size() == 1);
  CHECK(r.hands[0].has_deck);
  CHECK(card_code(r.hands[0].deck[0]) == "CJ");
  // A deck that is not right after its 'hand' line is a move token.
  record_error("stichfest-record 1\nrules schieberamsch\nseed 1\ndealer 1\nhand 1\npass\n" + deck, 7, "deck",
               "not a card");
}

TEST_CASE("parse_record: lenient forms that are accepted", "[parsers]") {
  // A record that ends in the middle of a hand (a saved game).
  Record r = record_ok("stichfest-record 1\nrules schieberamsch\nseed 0x1\ndealer 1\n\nhand 1\npass grand\npass");
  REQUIRE(r.hands.size() == 1);
  CHECK(r.hands[0].actions.size() == 3);
  State s;
  std::string error;
  REQUIRE(replay_record(r, s, error));
  CHECK(s.phase == Phase::GrandHandKontra);
  // Formatting it keeps it unfinished and parseable.
  Record back = record_ok(format_record(r, true));
  CHECK(back.hands[0].actions == r.hands[0].actions);
  // first-hand: hand 1 of the record is the seed's hand N, and it round-trips.
  Record fh = record_ok("stichfest-record 1\nrules schieberamsch\nseed 0x1\nfirst-hand 7\ndealer 1\nhand 1\npass\n");
  CHECK(fh.first_hand == 7);
  Deck deck;
  REQUIRE(record_deck(fh, 0, deck, error));
  CHECK(deck == deck_for_hand(1, 7));
  CHECK(format_record(fh, true).find("\nfirst-hand 7\n") != std::string::npos);
  CHECK(record_ok(format_record(fh, true)).first_hand == 7);
  CHECK(format_record(r, true).find("first-hand") == std::string::npos);  // 1 is not written
  // A record with only its header, no dealer but a seed (the seed draws the dealer).
  Record h = record_ok("stichfest-record 1\nrules kalter-schlag\nseed 7\n");
  CHECK(h.hands.empty());
  CHECK(h.first_dealer == first_dealer(7, 4));
  // Comments, blank lines, tabs, CRLF line ends, upper/lower case tokens, and
  // several tricks on one line.
  std::string messy =
      "# a saved game\r\nSTICHFEST-RECORD 1\r\n\r\nRULES   schieberamsch\r\n\tdealer 2 # the dealer\r\n"
      "hand 1\r\n" +
      std::string(kGrandDeck) + "GRAND pass PASS cj sa hq   SJ ST H9\r\n# comment\r\nHJ SK H8\r\n";
  Record m = record_ok(messy);
  REQUIRE(m.hands.size() == 1);
  CHECK(m.hands[0].actions.size() == 12);
  // "double" stands for whichever doubling comes next; the formatter writes its name.
  const std::string ks =
      "stichfest-record 1\nrules kalter-schlag\ndealer 3\nhand 1\n"
      "deck CJ CA CT SJ SA ST HJ HA HT DJ DA DT CK CQ SK SQ HK HQ DK DQ C9 C8 C7 S9 S8 S7 H9 H8 H7 D9 D8 D7\n";
  Record k = record_ok(ks + "double CJ double SJ\n");
  CHECK(format_record(k, true).find("kontra CJ re SJ") != std::string::npos);
  // A named level that is not the next one is an error naming the right word.
  record_error(ks + "hirsch CJ\n", 6, "hirsch", "the next doubling here is 'kontra', not 'hirsch'");
  record_error(ks + "kontra CJ kontra SJ\n", 6, "kontra", "is 're'");
  // The golden records with Windows line ends still parse to the same record.
  std::string text = test::golden_text("schafkopf_us");
  std::string crlf;
  for (char ch : text) crlf += ch == '\n' ? std::string("\r\n") : std::string(1, ch);
  Record a = record_ok(text), b = record_ok(crlf);
  CHECK(format_record(a, true) == format_record(b, true));
}

TEST_CASE("parse_action_token reads every token action_token writes", "[parsers]") {
  // Walk random playouts of several games and round-trip every legal action.
  const char* const games[] = {"schieberamsch",
                               "schieberamsch(preset=pfaelzer)",
                               "kalter-schlag",
                               "ramsen",
                               "ramsen(players=5,upcard_rule=turn_next)",
                               "schafkopf-us(farbsolo=on)",
                               "schafkopf-us(mode=fixed,fixed_doubling=on,doubling=kontra_re_sup_resup)"};
  long checked = 0;
  for (const char* text : games) {
    Rules rules = rules_ok(text);
    Rng rng(99);
    for (int hand = 0; hand < 20; ++hand) {
      State s = new_match(rules, hand % rules.players());
      deal(s, shuffled_deck(rng));
      while (in_hand(s)) {
        ActionList legal;
        legal_actions(s, legal);
        for (const Action& a : legal) {
          std::string token = action_token(s, a);
          Action back;
          std::string error;
          if (!parse_action_token(s, token, back, error) || back != a) {
            INFO(text << ": token '" << token << "' " << error);
            CHECK(false);
          }
          ++checked;
        }
        apply(s, legal.items[rng.below(uint32_t(legal.count))]);
      }
    }
  }
  CHECK(checked > 1000);
}

TEST_CASE("fuzz: mutated records, rules and seeds never crash the parsers", "[parsers]") {
#ifdef __EMSCRIPTEN__
  const int kRounds = 20000;
#else
  const int kRounds = 30000;
#endif
  // Seeds: short valid records (a few hands of each golden file) and the hand-written ones.
  std::vector<std::string> seeds;
  for (const char* name :
       {"schieberamsch", "schieberamsch_pfaelzer", "kalter_schlag", "ramsen_3p_turn_next", "ramsen_5p", "schafkopf_us",
        "schafkopf_us_farbsolo", "schafkopf_us_sup_resup", "handwritten_kalter_schlag_durchmarsch",
        "handwritten_ramsen_lone_player", "handwritten_schieberamsch_grand_schwarz"}) {
    std::string text = test::golden_text(name);
    REQUIRE(!text.empty());
    // Keep the header and at most three hands.
    size_t cut = std::string::npos, at = 0;
    for (int h = 0; h < 4 && at != std::string::npos; ++h) {
      at = text.find("\nhand ", at + 1);
      if (h == 3) cut = at;
    }
    seeds.push_back(cut == std::string::npos ? text : text.substr(0, cut + 1));
  }
  const char* const vocabulary[] = {"hand",
                                    "hand 1",
                                    "hand 2",
                                    "deck",
                                    "score",
                                    "totals",
                                    "rules",
                                    "seed",
                                    "dealer",
                                    "pass",
                                    "grand",
                                    "push",
                                    "pickup",
                                    "discard:CA+DT",
                                    "exchange:S7",
                                    "keep",
                                    "rob:C7",
                                    "play",
                                    "bid",
                                    "solo:H",
                                    "call:S",
                                    "hochzeit",
                                    "kontra",
                                    "re",
                                    "sup",
                                    "CJ",
                                    "D7",
                                    "0",
                                    "-1",
                                    "99999999999",
                                    "#",
                                    "\n",
                                    " ",
                                    "\t",
                                    "stichfest-record 1",
                                    "schieberamsch(",
                                    ")",
                                    "+",
                                    ":",
                                    "ramsen(players=5)",
                                    "0x",
                                    "\r",
                                    "score 0 0 0",
                                    "totals 1 2 3 4 5"};
  Rng rng(2024);
  long parsed = 0, accepted = 0;
  for (int round = 0; round < kRounds; ++round) {
    std::string text = seeds[rng.below(uint32_t(seeds.size()))];
    int edits = 1 + int(rng.below(4));
    for (int e = 0; e < edits && !text.empty(); ++e) {
      size_t pos = rng.below(uint32_t(text.size()));
      switch (rng.below(7)) {
        case 0:
          text[pos] = char(rng.below(256));
          break;  // any byte, NUL and high bytes included
        case 1:
          text.erase(pos, 1 + rng.below(8));
          break;
        case 2:
          text.insert(pos, vocabulary[rng.below(sizeof(vocabulary) / sizeof(vocabulary[0]))]);
          break;
        case 3: {  // replace the token at pos
          size_t start = text.find_last_of(" \n", pos);
          start = start == std::string::npos ? 0 : start + 1;
          size_t end = text.find_first_of(" \n", pos);
          text.replace(start, (end == std::string::npos ? text.size() : end) - start,
                       vocabulary[rng.below(sizeof(vocabulary) / sizeof(vocabulary[0]))]);
          break;
        }
        case 4:
          text.resize(pos);
          break;   // truncate
        case 5: {  // duplicate a line
          size_t start = text.rfind('\n', pos);
          start = start == std::string::npos ? 0 : start + 1;
          size_t end = text.find('\n', pos);
          std::string line = text.substr(start, end == std::string::npos ? std::string::npos : end - start + 1);
          text.insert(start, line);
          break;
        }
        case 6: {  // swap two lines' positions by moving one
          size_t start = text.rfind('\n', pos);
          start = start == std::string::npos ? 0 : start + 1;
          size_t end = text.find('\n', pos);
          std::string line = text.substr(start, end == std::string::npos ? std::string::npos : end - start + 1);
          text.erase(start, line.size());
          text.insert(rng.below(uint32_t(text.size() + 1)), line);
          break;
        }
      }
    }
    Record r;
    std::string error;
    ++parsed;
    if (parse_record(text, r, error)) {
      ++accepted;
      // Whatever was accepted formats to a record that parses to the same text again.
      std::string f = format_record(r, true);
      Record back;
      std::string e2;
      if (!parse_record(f, back, e2) || format_record(back, true) != f) {
        INFO("accepted:\n" << text << "\nformatted:\n" << f << "\nerror: " << e2);
        CHECK(false);
      }
    } else if (error.empty()) {
      INFO("rejected without a message:\n" << text);
      CHECK(false);
    }
  }
  CHECK(parsed == kRounds);
  CHECK(accepted > 0);

  // Rules strings and seeds: random strings over a suggestive alphabet.
  const std::string alphabet = "schieberamsch(kalter-schlag)ramsenafkopf-us=,_+0123456789xCQSDHJA \t";
  for (int round = 0; round < kRounds; ++round) {
    std::string t;
    int n = int(rng.below(40));
    for (int i = 0; i < n; ++i)
      t += rng.below(10) == 0 ? char(rng.below(256)) : alphabet[rng.below(uint32_t(alphabet.size()))];
    if (rng.below(2)) t = std::string(game_spec(Game(rng.below(4))).key) + "(" + t + ")";
    Rules r;
    std::string error;
    if (parse_rules(t, r, error)) {
      Rules back;
      CHECK(parse_rules(format_rules(r), back, error));
      CHECK(back == r);
    } else {
      CHECK(!error.empty());
    }
    uint64_t v = 0;
    if (!parse_seed(t, v, error)) CHECK(!error.empty());
  }
}

TEST_CASE("parse_record: numbers that do not fit are errors, never wrapped around", "[parsers]") {
  // The hand scores -19 0 0; 2^32 - 19 read into 32 bits would be -19 again.
  std::string grand = grand_record();
  record_ok(grand + "score -19 0 0\n");
  record_ok(grand + "score -19 +0 0\n");
  record_error(grand + "score 4294967277 0 0\n", 19, "4294967277", "not a number from -2147483648 to 2147483647");
  record_error(grand + "score -19 0 99999999999999999999\n", 19, "99999999999999999999", "not a number");
  record_error(grand + "score -19 0 -2147483649\n", 19, "-2147483649", "not a number");
  record_error(grand + "score -19 0 2147483648\n", 19, "2147483648", "not a number");
  record_error(grand + "score -19 0 0\ntotals -19 0 4294967296\n", 20, "4294967296", "not a number");
  record_error(grand + "score -19 0 --1\n", 19, "--1", "not a number");
  record_error(grand + "score -19 0 -\n", 19, "-", "not a number");
}

TEST_CASE("parse_record: hand numbers run to kMaxHandNumber, the last hand included", "[parsers]") {
  const std::string head = "stichfest-record 1\nrules schieberamsch\nseed 0x1\n";
  CHECK(record_ok(head + "first-hand 5000\n").first_hand == 5000);
  CHECK(record_ok(head + "first-hand 999999999\n").first_hand == kMaxHandNumber);
  // Hand 1 of this record is the seed's hand 999999999; a hand 2 would be past it.
  std::string last = head + "first-hand 999999999\ndealer 2\n\nhand 1\n" + kGrandDeck + kGrandPlay;
  record_ok(last);
  record_error(last + "hand 2\n", 21, "2", "past the last hand number of a match, 999999999");
}

TEST_CASE("parse_record: a byte order mark, CR line ends and an oversized text", "[parsers]") {
  std::string grand = grand_record() + "score -19 0 0\n";
  Record plain = record_ok(grand);
  // A UTF-8 byte order mark (as Windows editors write) is skipped.
  Record bom = record_ok("\xEF\xBB\xBF" + grand);
  CHECK(format_record(bom, true) == format_record(plain, true));
  // Old Mac line ends (CR only) are line ends; so are mixed ones.
  std::string cr, mixed;
  int n = 0;
  for (char ch : grand) {
    cr += ch == '\n' ? '\r' : ch;
    mixed += ch == '\n' ? (++n % 2 ? std::string("\r") : std::string("\r\n")) : std::string(1, ch);
  }
  CHECK(format_record(record_ok(cr), true) == format_record(plain, true));
  CHECK(format_record(record_ok(mixed), true) == format_record(plain, true));
  // Line numbers count CR lines too.
  record_error("stichfest-record 1\rrules schieberamsch\rdealer x\r", 3, "x", "seat number");
  // More than kMaxRecordBytes is refused before it is read.
  std::string huge = grand + std::string(kMaxRecordBytes, '#');
  record_error(huge, 0, "", "the record is too long");
}

TEST_CASE("quote: what a user typed comes back quoted, escaped and short", "[parsers]") {
  CHECK(quote("skat") == "'skat'");
  CHECK(quote("") == "''");
  CHECK(quote("Ober ♣ Grün") == "'Ober ♣ Grün'");
  CHECK(quote(std::string("a\0b", 3)) == "'a\\x00b'");
  CHECK(quote("\x1b[31mred") == "'\\x1b[31mred'");
  CHECK(quote("tab\there\n") == "'tab\\x09here\\x0a'");
  CHECK(quote("back\\slash") == "'back\\\\slash'");
  CHECK(quote("\xC2\x9B"
              "2J") == "'\\xc2\\x9b2J'");               // C1 CSI
  CHECK(quote("\xFF\xFE") == "'\\xff\\xfe'");           // not UTF-8
  CHECK(quote("\xE2\x82") == "'\\xe2\\x82'");           // a cut character
  CHECK(quote("\xED\xA0\x80") == "'\\xed\\xa0\\x80'");  // a surrogate
  std::string big(10 << 20, 'x');
  std::string q = quote(big);
  CHECK(q == "'" + std::string(kQuoteBytes, 'x') + "…' (10485760 bytes)");
  // A cut never splits a character.
  std::string umlauts;
  for (int i = 0; i < 40; ++i) umlauts += "ä";
  std::string u = quote(umlauts);
  CHECK(u == "'" + umlauts.substr(0, kQuoteBytes) + "…' (80 bytes)");
  // The parsers' messages quote their culprit.
  std::string error;
  uint64_t seed = 0;
  CHECK_FALSE(parse_seed(std::string(1 << 20, '9') + "\x1b", seed, error));
  CHECK(error.size() < 200);
  CHECK(error.find('\x1b') == std::string::npos);
  Rules rules;
  CHECK_FALSE(parse_rules(std::string("schieberamsch\0(stake=5)", 23), rules, error));
  CHECK(error.find("unknown game 'schieberamsch\\x00'") != std::string::npos);
  Record r;
  CHECK_FALSE(
      parse_record("stichfest-record 1\nrules schieberamsch\nseed 1\ndealer 0\nhand 1\n\x1b]0;pwned\x07\n", r, error));
  CHECK(error.find("'\\x1b]0;pwned\\x07'") != std::string::npos);
}
