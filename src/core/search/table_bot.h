// A bot's decision at a table whose game so far is a record: the record
// replayed, the seat to move observed, and the record's bots' level
// deciding with an RNG that depends only on the record (its seed, the hand
// and the move number). The table on its own thread, the page's bot worker
// and the desktop's bot thread all call this, so a shared deal meets the
// same bots everywhere.
#pragma once

#include <string>

#include "core/record.h"

namespace stichfest::search {

// The RNG seed of the next decision in the record's last hand.
uint64_t decision_seed(const Record& record);

// The next action of the record's last hand, chosen by its bots. False
// with a message if the record does not replay or no hand is waiting.
bool decide_next(const Record& record, Action& out, std::string& error);

// The same from the record's text; the reply is the action's token.
bool decide_next_token(const std::string& record_text, std::string& token, std::string& error);

}  // namespace stichfest::search
