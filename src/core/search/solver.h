// A double-dummy solver for the card play of every game: all hands known,
// it finds the value of best play (RULES.md §1.5 tricks, each game's duties).
//
// The value is what the seats in Objective::counted take in the rest of the
// hand, card points or tricks. The seats in `maximizers` want it high, the
// others low: a paranoid search (one seat against all the others) for the
// games where everyone counts for himself, and two sides for American
// Schafkopf and the Grand Hand.
//
// One alpha-beta search for every game, over the Contract's orders as data:
// the cards are renumbered by strength (rank_space.h), so that beating,
// following and "adjacent among the cards still in play" are bit operations.
// A transposition table at trick starts keeps bounds; equivalent cards
// (adjacent in play, worth the same) are one move; exact values come from
// null-window tests.
//
// The table keys a position by the lie of the cards in play, not by which
// cards they are: each card by its block, its place among that block's
// cards in play and its holder. Positions alike in that play out alike
// but for the cards' worths; an entry found for other worths has its
// bounds widened by what the worths differ by, card by card (a
// quasi-symmetry, after Kupferschmid and Helmert's Skat solver). From
// trick 1 this searched 5 times fewer nodes at the median (docs/bots.md).
//
// Every search is capped by a node budget, never by the clock, so a given
// budget gives the same answer natively and in WASM. Each call starts from
// an empty table, so its answer and its node count depend on nothing before.
#pragma once

#include <cstdint>
#include <vector>

#include "core/engine.h"

namespace stichfest::search {

enum class Count : uint8_t { Points, Tricks };

struct Objective {
  uint8_t counted = 0;     // seat mask: whose tricks count
  uint8_t maximizers = 0;  // seat mask: who wants the value high
  Count unit = Count::Points;
  int8_t last_trick_bonus = 0;  // added when a counted seat takes the last trick (the Ramsch skat)
  // American Schafkopf Hochzeit before the partner is found: the first other
  // seat to win one of tricks 1-3 joins the counted side and its maximizers.
  bool hochzeit = false;
};

// One seat against all the others: `seat`'s take, which it wants high
// (`wants_high`) or low.
Objective paranoid(int seat, int players, Count unit, bool wants_high);
// The objective a seat plays for in the state's game (Play phase):
// Ramsch and Kalter Schlag: its own card points, low (the skat with the
// last trick); Ramsen: its own tricks, high; Grand Hand and American
// Schafkopf: the declaring side's card points, which that side wants high.
Objective natural_objective(const State& s, int seat);

struct CardValue {
  Card card = kNoCard;
  int value = 0;
};

struct CardValues {
  CardValue items[12];
  int count = 0;
};

struct RankSpace;

class Solver {
 public:
  // 2^table_bits transposition entries of 16 bytes (2^18: 4 MB; four times
  // as many searched about as many nodes from trick 1 and solved no faster).
  explicit Solver(int table_bits = 18);

  // The value of the rest of the hand (the current trick included), s in
  // the Play phase, under best play.
  int value(const State& s, const Objective& o);
  // Null-window query: can the maximizers make the value at least `threshold`?
  bool reaches(const State& s, const Objective& o, int threshold);
  // The value of each legal card of the player to move (equivalent cards
  // get the same value), in the order of legal_cards(). With `thresholds`
  // (ascending), only those questions are asked: a card's value is then the
  // highest threshold it reaches, or 0 (cheaper when the stakes change only
  // there, as at 31, 61 and 91 points).
  void card_values(const State& s, const Objective& o, CardValues& out, const int* thresholds = nullptr,
                   int threshold_count = 0);

  // Nodes allowed per call (0: no limit). When a call runs out, complete()
  // is false and its results are not to be trusted.
  void set_budget(uint64_t nodes) { budget_ = nodes; }
  bool complete() const { return !aborted_; }
  uint64_t nodes() const { return nodes_; }  // in the last call

  // The position between moves, its cards as ranks (rank_space.h): the
  // hands, the trick, and what the called game's duties and a Hochzeit
  // remember, named as in State so that the engine's duty code reads both.
  struct Pos {
    CardSet hands[kMaxPlayers];
    uint32_t in_play = 0;      // cards in hands or in the current trick
    uint32_t trick_cards = 0;  // the cards in the current trick
    Card trick[kMaxPlayers] = {};
    uint8_t trick_seat[kMaxPlayers] = {};
    uint8_t trick_size = 0, leader = 0, to_move = 0, trick_number = 0;
    uint8_t winning = 0;       // the index in `trick` of the card winning it so far
    uint8_t points_left = 0;   // the worth of the cards in play (kept as tricks close)
    uint8_t trick_points = 0;  // the worth of the cards in the current trick
    uint8_t counted = 0, maximizers = 0;
    int8_t declarer = -1, partner = -1;
    uint8_t called_suit = 0, called_led_trick = 0xFF;
    Card called_ace = kNoCard;
    bool called_suit_led = false, ace_ran_away = false, called_ace_played = false;
  };

 private:
  // 16 bytes: a value lies between 0 and the points in play (at most 141).
  struct Entry {
    uint64_t key;
    uint32_t in_play;  // the cards in play it was stored for (their worths)
    uint8_t lower, upper;
    uint8_t best;  // the best move, by block and place (placed())
    uint8_t generation;
  };
  enum class Duty : uint8_t { Follow, Ramsen, CalledAce };
  // What stays fixed during one call.
  struct Context {
    const RankSpace* space = nullptr;
    Duty duty = Duty::Follow;
    bool head_always = true;
    bool hochzeit = false;
    // One counted seat that wants little, all the others against it (a
    // Ramsch, Kalter Schlag); a Hochzeit's side only grows, so never one.
    bool lone = false;
    Count unit = Count::Points;
    int8_t bonus = 0;
    uint8_t tricks_per_hand = 0, cards_per_trick = 0;
    uint8_t next[kMaxPlayers] = {};           // the next seat in play
    uint64_t salt = 0;                        // the objective, mixed into every key
    int8_t worth[kDeckSize] = {};             // per rank; all 0 when tricks count
    uint32_t below_in_block[kDeckSize] = {};  // the ranks below each in its block
    uint32_t above_in_block[kDeckSize] = {};  // and above it
    // Per card in a hand and its index among the cards in play: the key
    // of its block and holder there (cards only leave hands, so this holds
    // for the whole call), as position_key() sums them.
    uint64_t lie_key[kDeckSize][kDeckSize] = {};
  };

  void begin(const State& s, const Objective& o, Pos& p);
  int search(const Pos& p, int alpha, int beta);
  int exact(const Pos& p);
  int highest_reached(const Pos& p, const int* thresholds, int count);
  int potential(const Pos& p) const;
  int last_trick(const Pos& p) const;
  uint32_t legal(const Pos& p) const;
  // The moves of the player to move, one per class of equivalent cards,
  // in the order to try them; rep_of (if given) maps each legal card to
  // the move that stands for it.
  // `legal_bits`: legal(p) where the caller has it already (0: work it out).
  int moves(const Pos& p, Card hint, Card out[], Card* rep_of = nullptr, uint32_t legal_bits = 0) const;
  int next_in_block(const Pos& p, int r) const;
  bool joins_next(const Pos& p, uint32_t legal_bits, int r) const;
  int lead_into(const Pos& p, int victim, Card c, int pts) const;
  int lead_away(const Pos& p, Card c) const;
  int lead_for_side(const Pos& p, Card c) const;
  int play(Pos& p, Card c) const;  // the value the move adds (when it closes a trick)
  uint64_t position_key(const Pos& p) const;
  uint8_t placed(const Pos& p, Card c) const;
  Card card_placed(const Pos& p, uint8_t code) const;
  void worth_change(uint32_t then, uint32_t now, int& gain, int& loss) const;
  void store(uint64_t key, const Pos& p, int value, int alpha, int beta, Card best);

  std::vector<Entry> table_;
  uint64_t mask_ = 0;
  uint8_t generation_ = 0;
  Context ctx_;
  uint64_t budget_ = 0;
  uint64_t nodes_ = 0;
  bool aborted_ = false;
};

// The solver's positions number their cards by rank; the duty code asks
// them for the called ace this way.
inline Card called_ace_card(const Solver::Pos& p) { return p.called_ace; }

}  // namespace stichfest::search
