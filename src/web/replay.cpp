#include "replay.h"

namespace stichfest {

bool Replay::open(const Record& source, size_t which, std::string& error) {
  if (which >= source.hands.size()) {
    error = "the record has no such hand";
    return false;
  }
  // A copy that owns its rules; the states point at them. Hands after
  // this one are not needed.
  record = source;
  record.hands.resize(which + 1);
  record.hands.back().has_score = record.hands.back().has_totals = false;
  hand = which;
  states.clear();
  State s;
  size_t deals = 0;
  bool ok = replay_record(record, s, error, [&](const State&, const Action* a, const State& after) {
    if (!a) ++deals;
    if (deals == which + 1) states.push_back(after);
  });
  if (!ok || states.empty()) return false;
  for (State& st : states) st.rules = &record.rules;
  step = 0;
  viewer = 0;
  open_hands = true;
  shown_alone = false;
  active = true;
  return true;
}

const Action* Replay::last_move() const {
  if (step == 0) return nullptr;
  return &record.hands[hand].actions[step - 1];
}

}  // namespace stichfest
