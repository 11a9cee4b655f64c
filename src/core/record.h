// The plain-text game record (docs/record-format.md).
//
//   stichfest-record 1
//   rules schieberamsch
//   seed 0x2a
//   first-hand 1            # optional: start from a later hand of the seed
//   dealer 2
//   bots standard           # optional: the bots' level (beginner without it)
//   start-totals 1900 1900 1200 800   # optional: a match already under way
//   start-entries 5 5 3 4             # (Kalter Schlag; Ramsen: start-need)
//   nonce 0123456789abcdef0123456789abcdef  # optional: seals a fresh deal (commitment.h)
//   challenge hand 23       # optional: the score to beat (challenge.h)
//
//   hand 1
//   pass pass pass          # Grand Hand offers
//   push push pickup discard:CA+DT
//   CJ SJ HJ                # one trick per line
//   ...
//   score 0 0 90            # optional: checked on replay
//   hints 2                 # optional: hints the player asked for
//   undos 1                 # optional: moves the player took back
//
//   party 2                 # Kalter Schlag: the next partie, totals from 0
//   dealer 3                # its first dealer (RULES.md §3.9)
//   hand 9                  # hand numbers go on counting
//
// A record is the rules, the first dealer, a seed or an explicit deck per
// hand, and every action in order. Each token is one action; the player is
// implied by the state. It serves replays, share links, saved games, golden
// files and bug reports alike.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "bot_level.h"
#include "challenge.h"
#include "engine.h"

namespace stichfest {

// The largest text parse_record reads: a saved match, a golden file or a
// bug report is a few kilobytes, so anything this big is not a record.
constexpr size_t kMaxRecordBytes = size_t(1) << 20;
// Hand numbers of a seed's match run from 1 to kMaxHandNumber: a record's
// first-hand and every hand after it, a share link's h=.
constexpr uint32_t kMaxHandNumber = 999999999;

struct RecordHand {
  bool has_deck = false;
  Deck deck{};
  std::vector<Action> actions;
  bool has_score = false;
  int32_t score[kMaxPlayers] = {};
  bool has_totals = false;
  int32_t totals[kMaxPlayers] = {};
  // How many hints the player at the table asked for in this hand (the
  // summary says so, so a shared score stays honest). The bots ignore it.
  uint32_t hints = 0;
  // How many moves the player took back in this hand (the table's Undo).
  uint32_t undos = 0;
};

// A later partie of a Kalter Schlag evening (RULES.md §3.9 "Next partie"):
// from its first hand on, totals and entries start again at 0.
struct RecordParty {
  size_t first_hand = 0;  // index into Record::hands of its first hand
  int dealer = 0;         // its first dealer
};

struct Record {
  Rules rules;
  bool has_seed = false;
  uint64_t seed = 0;
  uint32_t first_hand = 1;  // hand i (0-based) deals the seed's hand first_hand + i
  int first_dealer = 0;
  // The level of the bots at the table. Records from before the levels
  // existed were played by the beginner (the baseline), hence the default.
  BotLevel bots = BotLevel::Beginner;
  // Where the match stands before its first hand, for a record that starts
  // in the middle of one (a worked example): totals (every game but
  // Ramsen), Kalter Schlag entries, Ramsen strokes still needed. Absent:
  // a fresh match.
  bool has_start_totals = false, has_start_entries = false, has_start_need = false;
  int32_t start_totals[kMaxPlayers] = {};
  int32_t start_entries[kMaxPlayers] = {};
  int32_t start_need[kMaxPlayers] = {};
  // A fresh random match's nonce (commitment.h), 32 hex digits; empty for
  // a deal from a link, whose seed is public anyway.
  std::string nonce;
  // The score to beat of a match opened from a challenge link.
  Challenge challenge;
  std::vector<RecordHand> hands;
  // The second partie on, in order (Kalter Schlag only); empty: one partie.
  std::vector<RecordParty> parties;
};

// The match state a record starts from: new_match() with the record's
// start lines applied.
State record_start(const Record& record);

// Before hand `hand_index` (0-based) is dealt: if a partie starts there,
// `s` (the partie before, over) becomes its start: totals 0, its dealer,
// s.rules kept. False with a message if the partie before is not over.
bool enter_party(const Record& record, size_t hand_index, State& s, std::string& error);

// Parses and replays a record, checking every action and every score line.
// On failure: false, and `error` names the line and the token. A UTF-8 byte
// order mark is skipped; lines end in LF, CR LF or CR.
bool parse_record(std::string_view text, Record& out, std::string& error);

// Writes a record that parse_record reads back to the same value. When
// `with_checks` is set, each finished hand gets its score and totals lines.
std::string format_record(const Record& record, bool with_checks = true);

// Replays a record, calling `on_step` after each deal and action with the
// state before and after (action is null for a deal). Returns false with a
// message if the record does not replay (parse_record already checked).
using ReplayStep = std::function<void(const State& before, const Action* action, const State& after)>;
bool replay_record(const Record& record, State& state, std::string& error, const ReplayStep& on_step = {});

// The deck of the next hand of `state` under `record` (its own deck or the seed's).
bool record_deck(const Record& record, size_t hand_index, Deck& deck, std::string& error);

// One action as a record token in the context of the state it applies to,
// e.g. "CJ", "push", "discard:CA+DT", "kontra", "call:H".
std::string action_token(const State& s, const Action& a);
// Reads one token in the context of `s`; false with a message if unknown.
bool parse_action_token(const State& s, std::string_view token, Action& out, std::string& error);

// Seeds are decimal or 0x-hex unsigned 64-bit numbers.
bool parse_seed(std::string_view text, uint64_t& out, std::string& error);
std::string format_seed(uint64_t seed);

}  // namespace stichfest
