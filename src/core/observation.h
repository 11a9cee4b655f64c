// What one seat may know (RULES.md §1.7): its own cards, every played card,
// trick winners, the announcements, the up-card and what it laid down
// itself. Bots and the table's JavaScript state see only this; hidden
// partners and silent solos stay hidden until play reveals them.
#pragma once

#include <string>

#include "engine.h"

namespace stichfest {

constexpr int8_t kSideUnknown = -1;

struct Observation {
  const Rules* rules = nullptr;
  uint8_t seat = 0;
  uint8_t players = 0;
  Phase phase = Phase::Deal;
  uint8_t to_move = kNoSeat;
  uint8_t dealer = 0;
  uint16_t hand_number = 0;
  ContractId contract = ContractId::Jacks;

  CardSet hand;       // own cards now
  CardSet dealt;      // own cards as dealt
  CardSet laid_down;  // own discards / exchanged-away cards
  uint8_t hand_size[kMaxPlayers] = {};

  // Public play
  CardSet played;  // every card played this hand
  CardSet played_by[kMaxPlayers];
  uint8_t shown_void[kMaxPlayers] = {};  // effective suits (bit 0..4) a seat failed to follow
  CardSet won[kMaxPlayers];              // cards in each seat's tricks
  uint8_t tricks_won[kMaxPlayers] = {};
  uint8_t trick_number = 0, trick_size = 0, leader = 0;
  Card trick[kMaxPlayers] = {};
  uint8_t trick_seat[kMaxPlayers] = {};
  Card history[kMaxTricks][kMaxPlayers] = {};
  uint8_t history_leader[kMaxTricks] = {};
  uint8_t history_winner[kMaxTricks] = {};
  uint8_t cards_per_trick = 0, tricks_per_hand = 0;
  uint8_t active = 0, announced = 0;

  // Schieberamsch
  uint8_t pushes = 0, kontras = 0;
  int8_t soloist = -1;
  bool gh_kontra = false, gh_rekontra = false;
  uint8_t skat_takers = 0;  // seats that took the skat into their hand
  CardSet skat_known;       // skat cards this seat knows (its own discards, if still there)

  // Kalter Schlag level / American Schafkopf doublings
  uint8_t level = 0;

  // Ramsen
  Card upcard = kNoCard;    // kNoCard once robbed
  Card rob_card = kNoCard;  // the up-card the dealer robbed (everyone saw it go)
  CardSet turned;
  uint8_t talon_left = 0, quota = 0;
  uint8_t exchange_count[kMaxPlayers] = {};
  uint8_t exchanged = 0, passed = 0;
  bool robbed = false;

  // American Schafkopf: the game as this seat knows it. A silent solo looks
  // like a normal game (AsGame::None: "no call") until it is revealed.
  AsGame as_game = AsGame::None;
  int8_t declarer = -1;
  int8_t partner = -1;
  uint8_t called_suit = 0, solo_suit = 0;
  uint8_t bidders = 0;
  uint8_t doubling_round = 0;
  int8_t last_doubler = -1;
  uint8_t doublers[4] = {};  // who doubled in each round (Kontra, Re, Sup, Resupra)
  int8_t side[kMaxPlayers] = {kSideUnknown, kSideUnknown, kSideUnknown, kSideUnknown, kSideUnknown};
  bool called_suit_led = false;

  // Match
  int32_t total[kMaxPlayers] = {};
  uint8_t entries[kMaxPlayers] = {};
  int32_t need[kMaxPlayers] = {};
  uint8_t penalties[kMaxPlayers] = {};
  int8_t match_winner = -1, match_loser = -1;
  HandResult result;  // the last finished hand (public once scored)

  ActionList legal;  // filled when this seat is to move
};

Observation observe(const State& s, int seat);

// The name of the first field in which two observations differ, or "" if
// they are equal (the legal list included). A world dealt for a bot must
// give back exactly the bot's own observation.
std::string observation_diff(const Observation& a, const Observation& b);

}  // namespace stichfest
