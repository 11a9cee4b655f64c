// A match at the table: the human at seat 0, baseline bots elsewhere, and
// the record of every action, which is also the saved game. No SDL or
// ImGui here, so the tests can drive it directly.
#pragma once

#include <string>
#include <vector>

#include "core/observation.h"
#include "core/record.h"
#include "core/search/levels.h"
#include "share_link.h"

namespace stichfest {

// A decision other than a card play, with the state it was made in, so the
// table can say "Anna: push" (labels are made from the human's view).
struct Said {
  int seat = 0;
  Action action;
  State before;
};

struct SheetRow {
  int hand_number = 0;
  int dealer = 0;
  HandResult result;
  int32_t totals[kMaxPlayers] = {};  // after this hand (Ramsen: strokes still needed)
  uint8_t entries[kMaxPlayers] = {};
};

class Session {
 public:
  static constexpr int kHuman = 0;

  Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  // Starts a new match against bots of the given level and deals its first hand.
  void start(const Rules& rules, uint64_t seed, int dealer = -1, uint32_t first_hand = 1,
             BotLevel bots = BotLevel::Standard);
  // A link's hand; one that gives its cards (k=) is dealt those, and a
  // challenge link's score to beat comes with its match.
  void start(const ShareLink& link);
  // Seals a fresh random match before its first action (commitment.h):
  // the nonce goes into the record, so a reload keeps the same commitment.
  void seal(const std::string& nonce);
  // The sealed match's commitment (64 hex digits), "" if not sealed.
  std::string commitment() const;
  const Challenge& challenge() const { return record_.challenge; }
  // The link that challenges a friend to beat the human's result: of the
  // hand just finished, or (whole_match) of the match from its first hand.
  ShareLink challenge_link(bool whole_match) const;

  const Rules& rules() const { return rules_; }
  const State& state() const { return state_; }
  uint64_t seed() const { return record_.seed; }
  BotLevel bots() const { return record_.bots; }
  // Where the match stands: changes with every deal and every action, so
  // a bot's answer can be checked to belong to the position it was asked for.
  uint64_t position() const;
  // The human's view. Between hands the table still shows the hand just
  // played, so its dealer is that hand's (the state's has moved on).
  Observation view() const;
  const std::vector<SheetRow>& sheet() const { return sheet_; }
  // This hand's declarations and announcements, in order.
  const std::vector<Said>& said() const { return said_; }

  bool human_to_move() const { return in_hand(state_) && state_.to_move == kHuman; }
  bool bot_to_move() const { return in_hand(state_) && state_.to_move != kHuman; }
  // The human's action; false with a message if it is not legal now.
  bool act(const Action& a, std::string& error);
  // One bot decision, made here (only when bot_to_move()).
  void step_bot();
  // A bot's decision made elsewhere (search/table_bot.h on another thread),
  // as its record token; false with a message if it is not the bots' turn
  // or the token is not legal now.
  bool apply_bot_token(const std::string& token, std::string& error);
  // Deals the next hand of the match (phase Deal only).
  bool deal_next();

  // The Hint: each one the human asks for is counted in the record.
  void note_hint();
  uint32_t hints() const { return record_.hands.empty() ? 0 : record_.hands.back().hints; }
  // Undo: takes back the human's last action of the hand in play and the
  // bots' replies after it: a card while its trick is in play or just
  // taken, a declaration until the first trick is taken; one move, not a
  // walk back through the hand. Counted in the record. False with a message if there is nothing to take back.
  bool can_undo() const;
  bool undo(std::string& error);
  uint32_t undos() const { return record_.hands.empty() ? 0 : record_.hands.back().undos; }
  // The record, e.g. for the review of a finished hand.
  const Record& record() const { return record_; }

  // The link to the current hand, and the saved game (the record).
  ShareLink share_link() const;
  std::string save() const { return format_record(record_, false); }
  // Restores a saved game; on failure nothing changes.
  // One partie only: a record of several Kalter Schlag parties is refused.
  bool load(const std::string& text, std::string& error);

 private:
  void apply_recorded(const Action& a);
  // The index in this hand's actions of the human's last one that Undo may
  // take back, or -1 with a message.
  long undoable(std::string& error) const;
  void after_action();
  Rules rules_;
  Record record_;
  State state_;
  std::vector<SheetRow> sheet_;
  std::vector<Said> said_;
  // Undo takes back one move: the next needs a new move of the human's
  // first (this hand's action count just after the last undo).
  size_t undo_mark_ = 0;
  int hand_dealer_ = 0;  // the dealer of the hand dealt last
};

}  // namespace stichfest
