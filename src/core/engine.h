// The whole game API: a match is (rules, first dealer), each hand starts
// from a deck, and every decision is an Action from legal_actions().
//
//   State s = new_match(rules, first_dealer);
//   deal(s, deck_for_hand(seed, s.hand_number));
//   while (s.phase != Phase::Deal && s.phase != Phase::MatchOver) {
//     ActionList legal; legal_actions(s, legal);
//     apply(s, pick(legal));
//   }
//
// apply() expects a legal action (it asserts); try_apply() checks first and
// returns a message instead, for input from people, files and JavaScript.
#pragma once

#include <string>

#include "rng.h"
#include "state.h"

namespace stichfest {

State new_match(const Rules& rules, int first_dealer);

// Starts the next hand (phase must be Deal).
void deal(State& s, const Deck& deck);
bool try_deal(State& s, const Deck& deck, std::string& error);

// The decisions open to the player to move; none between hands.
void legal_actions(const State& s, ActionList& out);
// The cards the player to move may play (Play phase only).
CardSet legal_cards(const State& s);

void apply(State& s, Action a);
bool try_apply(State& s, Action a, std::string& error);

// True while a hand is being played (not between hands, not over).
inline bool in_hand(const State& s) { return s.phase != Phase::Deal && s.phase != Phase::MatchOver; }

// Player i receives the sum over j of (total_j - total_i) x stake
// (Schieberamsch §2.11), or the stakes of the Kalter Schlag partie (§3.9).
void settlement(const State& s, int32_t out[kMaxPlayers]);

// True if the player to move may make the trick-1 announcement (§7.7).
bool announcement_open(const State& s);
// True if the game may still offer someone that announcement in this hand
// (trick 1, the option on, the level not at its maximum).
bool announcements_offered(const State& s);

// Tricks in a hand, which is each player's card count as dealt, by Game.
constexpr int kTricksPerHand[kGameCount] = {10, 8, 5, 8};
// The most cards one player can hold: as dealt, plus the skat picked up in
// Schieberamsch.
inline int max_hand_size(const Rules& r) {
  return kTricksPerHand[int(r.game)] + (r.game == Game::Schieberamsch ? 2 : 0);
}

inline int seat_after(const State& s, int seat) { return seat + 1 == s.players ? 0 : seat + 1; }
// The seat that plays after `seat` among the seats still in the hand.
int next_active(const State& s, int seat);
int forehand(const State& s);

// The card currently winning the trick (kNoCard if empty).
Card trick_winning_card(const State& s);

}  // namespace stichfest
