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

TEST_CASE("share links: a challenge's score to beat round-trips, and old links still open", "[share_link][challenge]") {
  for (bool whole : {false, true})
    for (int32_t score : {0, 23, -40, 120, kMaxChallengeScore, -kMaxChallengeScore}) {
      ShareLink link;
      link.rules = default_rules(Game::SchafkopfUS);
      link.seed = 0x13;
      link.hand = whole ? 1 : 4;
      link.dealer = 3;
      link.bots = BotLevel::Standard;
      link.challenge = {true, whole, score};
      std::string text = format_share_link(link);
      INFO(text);
      CHECK(text.find(std::string("&c=") + (whole ? "m" : "h") + std::to_string(score)) != std::string::npos);
      ShareLink back = link_ok(text);
      CHECK(back.challenge == link.challenge);
      CHECK(back.seed == 0x13);
      CHECK(back.hand == link.hand);
      CHECK(back.dealer == 3);
      CHECK(back.bots == BotLevel::Standard);
      CHECK(format_share_link(back) == text);
    }
  // Links from before challenges, and plain links, carry none.
  CHECK(!link_ok("#g=schieberamsch&s=0x2a").challenge.active);
  CHECK(!link_ok("#g=ramsen&s=0x2a&h=3&d=1&b=standard").challenge.active);
  CHECK(format_share_link(link_ok("#g=ramsen&s=0x2a")) == "#g=ramsen&s=0x2a");
  // A damaged score to beat is refused, never played as a plain deal.
  for (const char* bad : {"h", "x23", "h23x", "h--1", "h+5", "m1e3", "h100000000", "h-100000000", "h 1", "23"}) {
    INFO(bad);
    CHECK(link_refused(std::string("#g=schieberamsch&s=0x2a&c=") + bad));
  }
}

TEST_CASE("challenge: who beat whom, by each game's measure", "[challenge]") {
  CHECK(challenge_outcome(Game::Schieberamsch, HandPart::Plain, 30, 29) == ChallengeOutcome::Beaten);
  CHECK(challenge_outcome(Game::Schieberamsch, HandPart::Plain, 30, 31) == ChallengeOutcome::NotBeaten);
  CHECK(challenge_outcome(Game::KalterSchlag, HandPart::Plain, 30, 30) == ChallengeOutcome::Equalled);
  CHECK(challenge_outcome(Game::Ramsen, HandPart::Plain, -2, -3) == ChallengeOutcome::Beaten);
  CHECK(challenge_outcome(Game::SchafkopfUS, HandPart::Plain, 40, 50) == ChallengeOutcome::Beaten);
  CHECK(challenge_outcome(Game::SchafkopfUS, HandPart::Plain, 40, -40) == ChallengeOutcome::NotBeaten);
}

TEST_CASE("challenge: a finished hand's link deals that hand to the friend, who sees the score to beat",
          "[share_link][challenge]") {
  Session s;
  s.start(default_rules(Game::KalterSchlag), 0x99, -1, 1, BotLevel::Beginner);
  std::string error;
  // Two hands, so the challenge is of a hand whose dealer is not the seed's first.
  for (int hand = 0; hand < 2; ++hand) {
    if (hand) REQUIRE(s.deal_next());
    while (in_hand(s.state())) {
      if (s.bot_to_move()) {
        s.step_bot();
        continue;
      }
      REQUIRE(s.act(s.view().legal.items[0], error));
    }
  }
  int dealt_by = s.record().first_dealer;
  State replayed;
  Record first_only = s.record();
  first_only.hands.pop_back();
  REQUIRE(replay_record(first_only, replayed, error));
  dealt_by = replayed.dealer;  // the dealer of hand 2
  ShareLink link = s.challenge_link(false);
  CHECK(link.hand == 2);
  CHECK(link.dealer == dealt_by);
  CHECK(link.challenge.active);
  CHECK(!link.challenge.whole_match);
  CHECK(link.challenge.score == s.state().result.points[0]);
  ShareLink back = link_ok(format_share_link(link));
  Session friend_table;
  friend_table.start(back);
  CHECK(friend_table.challenge() == link.challenge);
  // The friend holds the cards the sender held in that hand.
  CHECK(friend_table.state().hands[0] == s.state().dealt[0]);
  // The challenge stays with the saved match.
  std::string saved = friend_table.save();
  CHECK(saved.find("\nchallenge hand " + std::to_string(link.challenge.score) + "\n") != std::string::npos);
  Session reloaded;
  REQUIRE(reloaded.load(saved, error));
  CHECK(reloaded.challenge() == link.challenge);
  // A whole match's challenge starts from the match's first hand.
  ShareLink match = s.challenge_link(true);
  CHECK(match.hand == 1);
  CHECK(match.challenge.whole_match);
  CHECK(match.challenge.score == s.state().total[0]);
}

TEST_CASE("share links: a broken link still names its game", "[share_link]") {
  Game g = Game::Schieberamsch;
  ShareLink link;
  std::string error;
  REQUIRE_FALSE(parse_share_link("#g=ramsen&r=ramsen(players%3D9)&s=0x2a", link, error));
  REQUIRE(link_names_game("#g=ramsen&r=ramsen(players%3D9)&s=0x2a", g));
  CHECK(g == Game::Ramsen);
  REQUIRE(link_names_game("https://example.org/play#s=zz&game=kalter-schlag", g));
  CHECK(g == Game::KalterSchlag);
  for (const char* none : {"#g=skat&s=1", "#s=1", "#%%%", "#g=ramsen&x", ""}) {
    INFO(none);
    CHECK_FALSE(link_names_game(none, g));
  }
}
