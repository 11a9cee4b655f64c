// The JavaScript API's exports as they reach C++ (src/web/api_calls.h,
// main_web.cpp): newMatch, then a script of submit calls and the bot
// worker's answers. The input is lines:
//   RULES / SEED / BOTS         newMatch's three arguments
//   then per line: "#k" submits the k-th legal token of whoever moves
//   (the human through submit, a bot as the worker's answer), "!TOKEN" is
//   a bot's answer, ">" is nextHand, anything else a token for submit.
// Checks: a refused call changes nothing; an accepted one is a legal
// action; the human's call on a bot's turn is refused; the match saves
// and restores to the same position after each hand and at the end (after
// every step would replay the whole match each time: too slow to fuzz).
#include <cstdint>

#include "api_calls.h"
#include "core/engine.h"
#include "core/record.h"
#include "fuzz_check.h"
#include "view_json.h"

using namespace stichfest;

namespace {

// The next line of the input (without its '\n'); false at the end.
bool next_line(std::string_view& rest, std::string& line) {
  if (rest.empty()) return false;
  size_t end = rest.find('\n');
  line = std::string(rest.substr(0, end));
  rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
  return true;
}

void check_restores(const Session& session) {
  Session copy;
  std::string error;
  FUZZ_CHECK(copy.load(session.save(), error), "the match saves and restores");
  FUZZ_CHECK(copy.position() == session.position(), "to the same position");
  FUZZ_CHECK(view_json(copy) == view_json(session), "showing the same table");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view rest = fuzz::as_text(data, size);
  std::string rules, seed, bots;
  next_line(rest, rules);
  next_line(rest, seed);
  next_line(rest, bots);
  ShareLink link;
  std::string error;
  // A C string ends at its first NUL, as it does crossing from JavaScript.
  if (!api_new_match_link(rules.c_str(), seed.c_str(), bots.c_str(), BotLevel::Standard, link, error)) {
    FUZZ_CHECK(!error.empty(), "a refused newMatch has a message");
    return 0;
  }
  ShareLink reread;
  FUZZ_CHECK(parse_share_link(format_share_link(link), reread, error) && reread.rules == link.rules &&
                 reread.seed == link.seed && reread.bots == link.bots,
             "newMatch's link names its match");
  Session session;
  session.start(link);

  std::string line;
  for (int steps = 0; steps < 400 && next_line(rest, line); ++steps) {
    const uint64_t before = session.position();  // changes with every action and deal
    const bool human = session.human_to_move(), bot = session.bot_to_move();
    bool accepted = false;
    if (line == ">") {
      accepted = session.deal_next();
    } else if (line.size() > 1 && line[0] == '#') {
      ActionList legal;
      legal_actions(session.state(), legal);
      if (legal.count == 0) continue;
      const Action a = legal.items[uint8_t(line[1]) % legal.count];
      const std::string token = action_token(session.state(), a);
      Action parsed;
      FUZZ_CHECK(parse_action_token(session.state(), token, parsed, error) && parsed == a,
                 "a legal action's token reads back as that action");
      if (!human) {
        FUZZ_CHECK(!api_submit(session, token.c_str(), error), "the human cannot make a bot's move");
        FUZZ_CHECK(session.position() == before, "and trying changes nothing");
      }
      accepted = human ? api_submit(session, token.c_str(), error) : session.apply_bot_token(token, error);
      FUZZ_CHECK(accepted, "a legal token is accepted from whoever moves");
    } else if (!line.empty() && line[0] == '!') {
      accepted = session.apply_bot_token(line.substr(1), error);
      FUZZ_CHECK(!accepted || bot, "a bot's answer counts only on a bot's turn");
    } else {
      accepted = api_submit(session, line.c_str(), error);
      FUZZ_CHECK(!accepted || human, "submit counts only on the human's turn");
    }
    if (!accepted) {
      FUZZ_CHECK(session.position() == before, "a refused call changes nothing");
      continue;
    }
    FUZZ_CHECK(session.position() != before, "an accepted call is recorded");
    if (!in_hand(session.state())) check_restores(session);  // a hand ended
  }
  check_restores(session);
  return 0;
}
