#include "session.h"

#include <cassert>

#include "core/commitment.h"
#include "core/hash.h"
#include "core/search/levels.h"
#include "core/search/table_bot.h"
#include "core/standing.h"

namespace stichfest {

Session::Session() { start(default_rules(Game::Schieberamsch), 1); }

void Session::start(const Rules& rules, uint64_t seed, int dealer, uint32_t first_hand, BotLevel bots) {
  assert(first_hand >= 1 && first_hand <= kMaxHandNumber && "a hand number as a link or a record has it");
  rules_ = rules;
  record_ = Record();
  record_.rules = rules;
  record_.has_seed = true;
  record_.seed = seed;
  record_.first_hand = first_hand;
  record_.first_dealer = dealer >= 0 ? dealer % rules.players() : first_dealer(seed, rules.players());
  record_.bots = bots;
  state_ = new_match(rules_, record_.first_dealer);
  sheet_.clear();
  deal_next();
}

void Session::start(const ShareLink& link) {
  start(link.rules, link.seed, link.dealer, link.hand, link.bots);
  record_.challenge = link.challenge;
  if (!link.has_deck) return;
  // The first hand again, dealt from the link's cards.
  Record record = record_;
  record.hands.assign(1, RecordHand());
  record.hands[0].has_deck = true;
  record.hands[0].deck = link.deck;
  std::string error;
  load(format_record(record, false), error);
}

void Session::seal(const std::string& nonce) {
  assert(record_.hands.size() == 1 && record_.hands[0].actions.empty() && "sealed before the first move");
  record_.nonce = nonce;
}

std::string Session::commitment() const {
  if (record_.nonce.empty()) return "";
  return commitment_hash(rules_, record_.seed, record_.first_dealer, record_.nonce);
}

ShareLink Session::challenge_link(bool whole_match) const {
  ShareLink link = share_link();
  link.challenge.active = true;
  link.challenge.whole_match = whole_match;
  if (whole_match) {
    link.hand = record_.first_hand;
    link.dealer = record_.first_dealer == first_dealer(record_.seed, rules_.players()) ? -1 : record_.first_dealer;
    link.challenge.score = match_measure(state_, kHuman);
  } else {
    link.dealer = hand_dealer_;  // between hands the state's dealer has moved on
    link.challenge.score = hand_measure(state_, kHuman);
    link.challenge.part = hand_part(state_, kHuman);  // a Grand Hand's sides want many card points
  }
  return link;
}

Observation Session::view() const {
  Observation o = observe(state_, kHuman);
  if (!in_hand(state_) && !record_.hands.empty()) o.dealer = uint8_t(hand_dealer_);
  return o;
}

bool Session::deal_next() {
  if (state_.phase != Phase::Deal) return false;
  // Past the last hand number a link or a record can name, a match stops.
  if (record_.first_hand + record_.hands.size() > kMaxHandNumber) return false;
  record_.hands.emplace_back();
  undo_mark_ = 0;
  Deck deck;
  std::string error;
  record_deck(record_, record_.hands.size() - 1, deck, error);
  deal(state_, deck);
  hand_dealer_ = state_.dealer;
  said_.clear();
  after_action();
  return true;
}

void Session::apply_recorded(const Action& a) {
  record_.hands.back().actions.push_back(a);
  if (a.kind != Act::Play) said_.push_back({state_.to_move, a, state_});
  apply(state_, a);
  after_action();
}

// Finished hands go on the score sheet.
void Session::after_action() {
  if (in_hand(state_) || !state_.result.scored) return;
  if (!sheet_.empty() && sheet_.back().hand_number == state_.hand_number) return;
  SheetRow row;
  row.hand_number = state_.hand_number;
  row.dealer = record_.hands.size() == 1 ? record_.first_dealer : sheet_.empty() ? 0 : -1;
  row.result = state_.result;
  for (int p = 0; p < state_.players; ++p) {
    row.totals[p] = match_total(state_, p);
    row.entries[p] = state_.entries[p];
  }
  sheet_.push_back(row);
}

void Session::note_hint() {
  if (!record_.hands.empty() && record_.hands.back().hints < 999999)
    ++record_.hands.back().hints;  // as records read it
}

long Session::undoable(std::string& error) const {
  if (!in_hand(state_)) {
    error = "No hand is being played.";
    return -1;
  }
  // The current hand replayed from its deal, to find the human's moves.
  Record upto = record_;
  upto.hands.pop_back();
  State s;
  std::string why;
  Deck deck;
  if (!replay_record(upto, s, why) || !record_deck(record_, record_.hands.size() - 1, deck, why)) {
    error = why;
    return -1;
  }
  deal(s, deck);
  const std::vector<Action>& actions = record_.hands.back().actions;
  long last = -1;
  int trick = 0;
  for (size_t i = 0; i < actions.size(); ++i) {
    if (s.to_move == kHuman) last = long(i), trick = s.trick_number;
    apply(s, actions[i]);
  }
  if (last < 0) {
    error = "You have made no move in this hand yet.";
    return -1;
  }
  if (size_t(last) < undo_mark_) {
    error = "A move was just taken back: make one before taking another back.";
    return -1;
  }
  // A card can be taken back while its trick is in play or just taken; a
  // declaration until the first trick is taken.
  if (state_.trick_number > (actions[size_t(last)].kind == Act::Play ? trick + 1 : trick)) {
    error = "Only a move in this trick or the last one can be taken back.";
    return -1;
  }
  return last;
}

bool Session::can_undo() const {
  std::string error;
  return undoable(error) >= 0;
}

bool Session::undo(std::string& error) {
  long move = undoable(error);
  if (move < 0) return false;
  Record record = record_;
  record.hands.back().actions.resize(size_t(move));
  if (record.hands.back().undos < 999999) ++record.hands.back().undos;  // as records read it
  if (!load(format_record(record, false), error)) return false;
  undo_mark_ = size_t(move);
  return true;
}

bool Session::act(const Action& a, std::string& error) {
  if (!human_to_move()) {
    error = in_hand(state_) ? "It is not your turn." : "No hand is being played.";
    return false;
  }
  ActionList legal;
  legal_actions(state_, legal);
  if (!legal.contains(a)) {
    State copy = state_;
    try_apply(copy, a, error);  // for its message
    if (error.empty()) error = "That is not allowed now.";
    return false;
  }
  apply_recorded(a);
  return true;
}

void Session::step_bot() {
  if (!bot_to_move()) return;
  // Each bot decision has its own RNG stream, a function of the match seed
  // and the position (the same as the bots' worker uses), so a shared link
  // replays the same bot moves.
  Rng rng(search::decision_seed(record_));
  apply_recorded(search::choose_action(record_.bots, observe(state_, state_.to_move), rng));
}

bool Session::apply_bot_token(const std::string& token, std::string& error) {
  if (!bot_to_move()) {
    error = "it is not a bot's turn";
    return false;
  }
  Action a;
  if (!parse_action_token(state_, token, a, error)) return false;
  ActionList legal;
  legal_actions(state_, legal);
  if (!legal.contains(a)) {
    error = "the bot's action is not legal now";
    return false;
  }
  apply_recorded(a);
  return true;
}

uint64_t Session::position() const {
  uint64_t h = fnv1a(fnv1a(kFnvOffset, record_.seed), record_.first_hand + record_.hands.size());
  h = fnv1a(h, uint64_t(record_.bots) << 32 | uint64_t(record_.first_dealer));
  if (record_.hands.empty()) return h;
  // An undo makes a new position even where the number of moves repeats.
  return fnv1a(fnv1a(h, record_.hands.back().undos), record_.hands.back().actions.size());
}

ShareLink Session::share_link() const {
  ShareLink link;
  link.rules = rules_;
  link.seed = record_.seed;
  link.hand = record_.first_hand + uint32_t(record_.hands.empty() ? 0 : record_.hands.size() - 1);
  link.dealer = state_.phase == Phase::Deal || state_.phase == Phase::MatchOver ? -1 : state_.dealer;
  if (link.hand == 1 && link.dealer == record_.first_dealer &&
      link.dealer == first_dealer(record_.seed, rules_.players()))
    link.dealer = -1;
  link.bots = record_.bots;
  if (!record_.hands.empty() && record_.hands.back().has_deck) {
    link.has_deck = true;
    link.deck = record_.hands.back().deck;
  }
  return link;
}

bool Session::load(const std::string& text, std::string& error) {
  Record record;
  if (!parse_record(text, record, error)) return false;
  if (!record.has_seed) {
    error = "the saved game has no seed";
    return false;
  }
  // A match here is one partie (its sheet, its seal, its challenge): an
  // evening of Kalter Schlag parties is for the replay.
  if (!record.parties.empty()) {
    error = "the record holds " + std::to_string(record.parties.size() + 1) +
            " parties, and the table plays one partie at a time";
    return false;
  }
  rules_ = record.rules;
  record_ = record;
  undo_mark_ = 0;
  record_.rules = rules_;
  sheet_.clear();
  state_ = record_start(record_);
  state_.rules = &rules_;
  Record replaying = record_;
  record_.hands.clear();
  for (size_t i = 0; i < replaying.hands.size(); ++i) {
    record_.hands.emplace_back();
    record_.hands.back().hints = replaying.hands[i].hints;
    record_.hands.back().undos = replaying.hands[i].undos;
    record_.hands.back().has_deck = replaying.hands[i].has_deck;  // a hand dealt by hand stays so
    record_.hands.back().deck = replaying.hands[i].deck;
    Deck deck;
    record_deck(replaying, i, deck, error);
    deal(state_, deck);
    hand_dealer_ = state_.dealer;
    said_.clear();
    for (const Action& a : replaying.hands[i].actions) apply_recorded(a);
  }
  if (record_.hands.empty()) deal_next();
  return true;
}

}  // namespace stichfest
