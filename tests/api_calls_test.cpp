// The C++ side of the page's JavaScript API (web/api_calls.h): bounds on
// every string, and moves that are not the human's to make.
#include "web/api_calls.h"

#include <catch2/catch.hpp>
#include <string>

#include "core/engine.h"
#include "core/record.h"
#include "web/api_limits.h"

using namespace stichfest;

TEST_CASE("newMatch's arguments are bounded and checked before a match starts", "[api]") {
  ShareLink link;
  std::string error;
  CHECK(api_new_match_link("ramsen(players=5)", "0x2a", "strong", BotLevel::Standard, link, error));
  CHECK(link.rules.players() == 5);
  CHECK(link.seed == 42);
  CHECK(link.bots == BotLevel::Strong);
  CHECK(api_new_match_link("ramsen", "7", "", BotLevel::Beginner, link, error));
  CHECK(link.bots == BotLevel::Beginner);

  const std::string long_seed = std::string(kMaxSeedBytes, '0') + "7";  // a valid number, one byte too long
  CHECK_FALSE(api_new_match_link("ramsen", long_seed.c_str(), "", BotLevel::Standard, link, error));
  CHECK(error.find("too long") != std::string::npos);
  const std::string long_rules = "ramsen" + std::string(kMaxRulesBytes, ' ');
  CHECK_FALSE(api_new_match_link(long_rules.c_str(), "1", "", BotLevel::Standard, link, error));
  CHECK(error.find("too long") != std::string::npos);
  CHECK_FALSE(api_new_match_link(nullptr, "1", "", BotLevel::Standard, link, error));
  CHECK_FALSE(api_new_match_link("ramsen", "1", "random", BotLevel::Standard, link, error));
  CHECK_FALSE(api_new_match_link("skat", "1", "", BotLevel::Standard, link, error));
  CHECK_FALSE(api_new_match_link("ramsen", "0xzz", "", BotLevel::Standard, link, error));
}

TEST_CASE("submit takes only the human's legal moves on the human's turn", "[api]") {
  Session session;
  session.start(default_rules(Game::KalterSchlag), 0x11);
  std::string error;
  const std::string too_long(kMaxActionBytes + 1, 'x');
  CHECK_FALSE(api_submit(session, too_long.c_str(), error));
  CHECK(error.find("too long") != std::string::npos);
  CHECK_FALSE(api_submit(session, nullptr, error));

  // Until a bot is to move: then no card, the bot's own included, is the human's.
  for (int i = 0; i < 200 && !session.bot_to_move(); ++i) {
    ActionList legal;
    legal_actions(session.state(), legal);
    REQUIRE(legal.count > 0);
    REQUIRE(api_submit(session, action_token(session.state(), legal.items[0]).c_str(), error));
  }
  REQUIRE(session.bot_to_move());
  const uint64_t before = session.position();
  ActionList bot_moves;
  legal_actions(session.state(), bot_moves);
  for (const Action& a : bot_moves) {
    CHECK_FALSE(api_submit(session, action_token(session.state(), a).c_str(), error));
    CHECK(error == "it is not your turn");
  }
  CHECK(session.position() == before);
}
