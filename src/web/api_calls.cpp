#include "api_calls.h"

#include <cstring>

#include "api_limits.h"
#include "core/record.h"

namespace stichfest {

bool api_bounded(const char* text, size_t max, const char* what, std::string& error) {
  if (!text) {
    error = std::string("no ") + what + " given";
    return false;
  }
  if (strnlen(text, max + 1) > max) {
    error = std::string(what) + " is too long (at most " + std::to_string(max) + " bytes)";
    return false;
  }
  return true;
}

bool api_new_match_link(const char* rules_text, const char* seed_text, const char* bots_text, BotLevel default_bots,
                        ShareLink& out, std::string& error) {
  if (!api_bounded(rules_text, kMaxRulesBytes, "rules", error) ||
      !api_bounded(seed_text, kMaxSeedBytes, "seed", error) || !api_bounded(bots_text, kMaxSeedBytes, "bots", error))
    return false;
  BotLevel bots = default_bots;
  if (*bots_text && (!parse_bot_level(bots_text, bots) || bots == BotLevel::Random)) {
    error = "bots is beginner, standard or strong";
    return false;
  }
  Rules rules;
  if (!parse_rules(rules_text, rules, error)) return false;
  uint64_t seed = 0;
  if (!parse_seed(seed_text, seed, error)) return false;
  out = ShareLink();
  out.rules = rules;
  out.seed = seed;
  out.bots = bots;
  return true;
}

bool api_action(const Session& session, const char* token, Action& out, std::string& error) {
  if (!api_bounded(token, kMaxActionBytes, "action", error)) return false;
  if (!session.human_to_move()) {
    error = in_hand(session.state()) ? "it is not your turn" : "no hand is being played";
    return false;
  }
  return parse_action_token(session.state(), token, out, error);
}

bool api_submit(Session& session, const char* token, std::string& error) {
  Action a;
  return api_action(session, token, a, error) && session.act(a, error);
}

}  // namespace stichfest
