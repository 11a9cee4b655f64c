#include "table_bot.h"

#include "core/hash.h"
#include "levels.h"

namespace stichfest::search {

uint64_t decision_seed(const Record& record) {
  uint64_t h = fnv1a(fnv1a(kFnvOffset, record.seed), record.first_hand + record.hands.size());
  return fnv1a(h, record.hands.empty() ? 0 : record.hands.back().actions.size());
}

bool decide_next(const Record& record, Action& out, std::string& error) {
  State s;
  if (!replay_record(record, s, error)) return false;
  if (!in_hand(s)) {
    error = "no hand is waiting for a decision";
    return false;
  }
  Rng rng(decision_seed(record));
  out = choose_action(record.bots, observe(s, s.to_move), rng);
  return true;
}

bool decide_next_token(const std::string& record_text, std::string& token, std::string& error) {
  Record record;
  if (!parse_record(record_text, record, error)) return false;
  Action a;
  if (!decide_next(record, a, error)) return false;
  State s;
  replay_record(record, s, error);
  token = action_token(s, a);
  return true;
}

}  // namespace stichfest::search
