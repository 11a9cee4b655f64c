// The state of a match as one copyable value (no heap, one pointer to the
// immutable rules), and the single action vocabulary for every decision of
// every game. See engine.h for the functions that read and advance it.
#pragma once

#include <cstdint>

#include "cards.h"
#include "contract.h"
#include "rules.h"

namespace stichfest {

constexpr int kMaxPlayers = 5;
constexpr int kMaxTricks = 10;
constexpr int kNoSeat = 0xFF;

enum class Phase : uint8_t {
  Deal,  // between hands: waiting for the next deck (see deal())
  // Schieberamsch (RULES.md §2.5)
  GrandHandOffer,
  GrandHandKontra,
  GrandHandRekontra,
  SkatTurn,
  Discard,
  // Ramsen (§4.5)
  Exchange,
  Rob,
  Declare,
  // American Schafkopf (§5.5)
  SoloBid,
  SoloName,
  PartnerDecl,
  Doubling,
  // all games
  Play,
  MatchOver,
};

enum class Act : uint8_t {
  Play,       // play card `arg`
  Pass,       // decline / no announcement / "weiter" / "gut" / no rob / call nothing
  GrandHand,  // Schieberamsch: announce Grand Hand
  Double,     // Kontra, Re, Rekontra, Bock, Hirsch, Sup, Resupra (the level says which)
  Push,       // Schieberamsch: pass the skat on unseen
  PickUp,     // Schieberamsch: take the skat, then Discard
  Discard,    // Schieberamsch: `cards` (2) become the new skat
  Exchange,   // Pfälzer: lay `cards` (2) aside, take the skat. Ramsen: swap `cards` with the talon
  Rob,        // Ramsen dealer: take the up-card, lay down card `arg`
  Stay,       // Ramsen: play this hand
  BidSolo,    // American Schafkopf: "Ich spiele"
  NameSolo,   // American Schafkopf: Farbsolo in suit `arg`
  CallAce,    // American Schafkopf: call the ace of suit `arg`
  Hochzeit,   // American Schafkopf: announce a Hochzeit
};

struct Action {
  Act kind = Act::Pass;
  uint8_t arg = 0;
  CardSet cards;

  static Action play(Card c) { return {Act::Play, c, {}}; }
  static Action of(Act k, uint8_t arg = 0) { return {k, arg, {}}; }
  static Action with_cards(Act k, CardSet cs) { return {k, 0, cs}; }
  bool operator==(const Action& o) const { return kind == o.kind && arg == o.arg && cards == o.cards; }
  bool operator!=(const Action& o) const { return !(*this == o); }
};

// Legal actions of one decision. 66 = discarding 2 of 12 cards.
struct ActionList {
  static constexpr int kCapacity = 80;
  // Left uninitialised (only items[0, count) are meaningful), so making an
  // ActionList, e.g. inside every Observation, costs nothing.
  union {
    Action items[kCapacity];
  };
  int count = 0;
  ActionList() {}
  void push(Action a) { items[count++] = a; }
  const Action* begin() const { return items; }
  const Action* end() const { return items + count; }
  bool contains(const Action& a) const {
    for (const Action& x : *this)
      if (x == a) return true;
    return false;
  }
};

// American Schafkopf game types (§5.5).
enum class AsGame : uint8_t { None, Normal, CallGame, Hochzeit, SilentSolo, Farbsolo, Fixed };

// What the last finished hand scored, with the parts of its formula.
struct HandResult {
  bool scored = false;              // false while no hand has finished
  bool voided = false;              // Ramsen: nobody (or, with lone_player=void, one) played
  int32_t score[kMaxPlayers] = {};  // change to each total (Ramsen: change to `need`)
  uint8_t tricks[kMaxPlayers] = {};
  int16_t points[kMaxPlayers] = {};  // card points, skat included where it counts
  CardSet skat;                      // Schieberamsch: the skat as scored
  uint8_t losers = 0;                // seat mask of players who wrote (Ramsch family)
  int8_t durchmarsch = -1;           // seat, or -1
  uint8_t jungfrau = 0;              // count of players without a trick
  uint8_t doublings = 0;             // pushes + kontras / level / d
  int32_t max_points = 0;            // m
  int64_t raw = 0;                   // before division or rounding
  int32_t value = 0;                 // the written value / game value V
  // Grand Hand (Schieberamsch) and American Schafkopf parties
  int8_t declarer = -1;
  int8_t partner = -1;
  bool won = false;
  bool tie = false;              // American Schafkopf fixed partners at 60:60
  int16_t party_points[2] = {};  // [declaring side, other side]
  int8_t spitzen = 0;            // Grand Hand: +n "with", -n "without"
  uint8_t multiplier = 0;
  bool schneider = false, schwarz = false;
  uint8_t laufende = 0;
  int16_t tariff = 0;        // American Schafkopf: B
  uint8_t re_mask = 0;       // American Schafkopf: the declaring side (fixed: seats 0 and 2)
  int8_t fox_captured = 0;   // American Schafkopf: +1 declaring side caught it, -1 other side
  uint8_t penalties = 0;     // Ramsen: seats that played and took no trick
  bool lone_credit = false;  // Ramsen: a lone player credited five tricks
  bool ended_match = false;  // Ramsen: the game ended during this hand
};

// The match around its hands: the rules, the dealer, the totals and the
// outcome, and the last finished hand.
struct MatchState {
  const Rules* rules = nullptr;
  uint8_t players = 0;
  uint8_t dealer = 0;
  uint16_t hand_number = 0;  // hands dealt so far in this match (1 = first)
  // Totals and the outcome
  int32_t total[kMaxPlayers] = {};
  uint8_t entries[kMaxPlayers] = {};
  int32_t need[kMaxPlayers] = {};
  uint8_t penalties[kMaxPlayers] = {};  // Ramsen: hands played without a trick (an extra cross each)
  int8_t match_winner = -1;
  int8_t match_loser = -1;
  HandResult result;  // the last finished hand
};

// Everything about the hand in play. deal() resets it to these defaults, so a
// field added here starts every hand fresh without further code. deal()
// copies a fresh one over it in whole vector moves: the alignment rounds its
// size up, and State puts nothing in its tail (see State).
struct alignas(32) HandState {
  Phase phase = Phase::Deal;
  uint8_t to_move = kNoSeat;
  ContractId contract = ContractId::Jacks;

  CardSet hands[kMaxPlayers];
  CardSet dealt[kMaxPlayers];  // as dealt (before any exchange)
  CardSet won[kMaxPlayers];
  uint8_t tricks_won[kMaxPlayers] = {};
  CardSet played_by[kMaxPlayers];        // public: what each seat has played
  uint8_t shown_void[kMaxPlayers] = {};  // public: effective suits a seat failed to follow
  uint8_t active = 0;                    // seats taking part in play (Ramsen passes drop out)
  uint8_t announced = 0;                 // seats that made their trick-1 announcement

  // Current trick and history
  uint8_t trick_number = 0;  // tricks completed
  uint8_t trick_size = 0;    // cards in the current trick
  uint8_t leader = 0;
  Card trick[kMaxPlayers] = {};
  uint8_t trick_seat[kMaxPlayers] = {};
  Card history[kMaxTricks][kMaxPlayers] = {};  // in play order
  uint8_t history_leader[kMaxTricks] = {};
  uint8_t history_winner[kMaxTricks] = {};
  uint8_t cards_per_trick = 0;
  uint8_t tricks_per_hand = 0;

  // Schieberamsch
  CardSet skat, dealt_skat;
  uint8_t pushes = 0, kontras = 0;
  int8_t soloist = -1;
  bool gh_kontra = false, gh_rekontra = false;
  uint8_t skat_seen = 0;           // seats that held the skat cards (Schieberamsch)
  CardSet laid_down[kMaxPlayers];  // what each seat discarded (own knowledge)

  // Kalter Schlag doubling level 0..4; American Schafkopf doublings d
  uint8_t level = 0;

  // Ramsen
  Card upcard = kNoCard;
  Card talon[kDeckSize] = {};
  uint8_t talon_size = 0, talon_next = 0;
  CardSet dead;
  CardSet turned;  // TURN_NEXT: permanents turned before the final up-card
  uint8_t quota = 0;
  uint8_t exchanged = 0;  // seat mask
  uint8_t exchange_count[kMaxPlayers] = {};
  bool robbed = false;
  uint8_t passed = 0;  // seats that passed this hand

  // American Schafkopf
  AsGame as_game = AsGame::None;
  int8_t declarer = -1;  // caller / Hochzeiter / soloist / first partner-card holder
  int8_t partner = -1;   // -1 while unknown or none
  uint8_t called_suit = 0;
  uint8_t solo_suit = 0;
  uint8_t bidders = 0;   // "Ich spiele" seats
  uint8_t prompted = 0;  // how many seats were asked in this round
  int8_t last_doubler = -1;
  uint8_t doubling_round = 0;
  bool ace_ran_away = false;
  bool called_suit_led = false;
  bool called_ace_played = false;
  uint8_t called_led_trick = 0xFF;  // the trick in which the called suit was first led
  uint8_t re_mask = 0;              // final Re party (declaring side)
  uint8_t double_parties[4] = {};   // mask of seats that doubled, per round
};

// The state of a match as one value: the match, plus the hand in play (the
// fields are reached directly: s.total, s.hands, s.phase). HandState comes
// last and State adds no member, so no field lives in HandState's tail
// padding, which deal() overwrites.
struct State : MatchState, HandState {};

}  // namespace stichfest
