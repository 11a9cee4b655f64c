// Share links and the table's session (src/web, SDL-free): what "Share this
// deal" writes opens again, at every hand number a match can reach.
#include "web/share_link.h"

#include <catch2/catch.hpp>

#include "core/engine.h"
#include "core/rng.h"
#include "web/session.h"

using namespace stichfest;

namespace {

ShareLink link_ok(const std::string& text) {
  ShareLink link;
  std::string error;
  bool ok = parse_share_link(text, link, error);
  INFO("link " << text << ": " << error);
  CHECK(ok);
  return link;
}

bool link_refused(const std::string& text) {
  ShareLink link;
  std::string error;
  bool ok = parse_share_link(text, link, error);
  CHECK(!ok == !error.empty());
  return !ok;
}

}  // namespace

TEST_CASE("share links: the writer and the reader agree on every hand number", "[share_link]") {
  for (uint32_t hand : {1u, 2u, 999u, 1000u, 5000u, 65536u, 123456789u, kMaxHandNumber}) {
    ShareLink link;
    link.rules = default_rules(Game::Ramsen);
    link.seed = 0x2a;
    link.hand = hand;
    link.dealer = 2;
    std::string text = format_share_link(link);
    INFO(text);
    ShareLink back = link_ok(text);
    CHECK(back.hand == hand);
    CHECK(back.dealer == 2);
    CHECK(format_share_link(back) == text);
  }
  CHECK(link_refused("#g=ramsen&s=0x2a&h=0"));
  CHECK(link_refused("#g=ramsen&s=0x2a&h=1000000000"));
  CHECK(link_refused("#g=ramsen&s=0x2a&h=4294967297"));
  CHECK(link_refused("#g=ramsen&s=0x2a&h=-1"));
  CHECK(link_refused("#g=ramsen&s=0x2a&h=1e3"));
  CHECK(link_refused("#g=ramsen&s=0x2a&d=4"));
  CHECK(link_refused("#g=ramsen&s=0x2a&d=4294967296"));
  CHECK(link_refused("#g=ramsen&s=" + std::string(kMaxLinkBytes, '1')));
}

TEST_CASE("share links: a saved game far into its seed shares a link that opens it", "[share_link]") {
  // A saved game that starts at the seed's hand 5000 and has played one hand.
  Session session;
  std::string error;
  REQUIRE(session.load("stichfest-record 1\nrules kalter-schlag\nseed 0x99\nfirst-hand 5000\ndealer 1\n", error));
  ShareLink link = session.share_link();
  CHECK(link.hand == 5000);
  std::string text = format_share_link(link);
  CHECK(text.find("&h=5000") != std::string::npos);
  ShareLink back = link_ok(text);
  Session opened;
  opened.start(back);
  CHECK(opened.state().hands[0] == session.state().hands[0]);
  CHECK(opened.state().dealer == session.state().dealer);
}

TEST_CASE("session: no hand past the last hand number", "[share_link]") {
  Session session;
  std::string error;
  REQUIRE(session.load("stichfest-record 1\nrules kalter-schlag\nseed 0x99\nfirst-hand 999999999\n", error));
  CHECK(session.share_link().hand == kMaxHandNumber);
  // Play the hand out with the bots' choices from the human's seat too.
  for (int i = 0; i < 1000 && in_hand(session.state()); ++i) {
    if (session.bot_to_move()) {
      session.step_bot();
      continue;
    }
    ActionList legal;
    legal_actions(session.state(), legal);
    REQUIRE(session.act(legal.items[0], error));
  }
  REQUIRE_FALSE(in_hand(session.state()));
  if (session.state().phase == Phase::Deal) CHECK_FALSE(session.deal_next());
  CHECK(session.share_link().hand == kMaxHandNumber);
}

TEST_CASE("share links: a hand dealt by hand carries its cards (k=) and deals them", "[share_link]") {
  Rng rng(0xDEC0);
  Deck deck = shuffled_deck(rng);
  ShareLink link;
  link.rules = default_rules(Game::SchafkopfUS);
  link.has_deck = true;
  link.deck = deck;
  link.dealer = 3;
  std::string text = format_share_link(link);
  CHECK(text.find("&s=") == std::string::npos);  // no seed needed
  CHECK(text.size() < 60);
  ShareLink back = link_ok(text);
  CHECK(back.has_deck);
  CHECK(back.deck == deck);
  CHECK(format_share_link(back) == text);

  // The table deals exactly those cards, and shares them again.
  Session session;
  session.start(back);
  State expected = new_match(link.rules, 3);
  deal(expected, deck);
  for (int p = 0; p < 4; ++p) CHECK(session.state().hands[p] == expected.hands[p]);
  CHECK(format_share_link(session.share_link()) == text);
}

TEST_CASE("share links: damaged cards are refused with a message", "[share_link]") {
  Rng rng(7);
  ShareLink link;
  link.rules = default_rules(Game::Ramsen);
  link.has_deck = true;
  link.deck = shuffled_deck(rng);
  std::string good = format_share_link(link);
  size_t k = good.find("&k=") + 3;
  for (const std::string& bad : {good.substr(0, k + 26), good.substr(0, k) + "!" + good.substr(k + 1),
                                 good.substr(0, k) + "AAAAAAAAAAAAAAAAAAAAAAAAAAA"}) {
    ShareLink out;
    std::string error;
    INFO(bad);
    CHECK_FALSE(parse_share_link(bad, out, error));
    CHECK_THAT(error, Catch::Contains("cards"));
  }
}

TEST_CASE("share links: keys may be written out", "[share_link]") {
  ShareLink a = link_ok("#game=ramsen&seed=42&dealer=2&bots=strong&hand=3");
  ShareLink b = link_ok("#g=ramsen&s=42&d=2&b=strong&h=3");
  CHECK(format_share_link(a) == format_share_link(b));
}
