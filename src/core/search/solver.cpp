#include "solver.h"

#include <algorithm>
#include <cassert>
#include <cstring>

#include "core/games.h"
#include "rank_space.h"

namespace stichfest::search {

using detail::called_ace_card_played;
using detail::called_ace_duty;
using detail::ramsen_duty;

namespace {

constexpr int kInfinity = 10000;
constexpr uint8_t kNoUpper = 255;  // a table entry's upper bound when it has none

uint64_t mix(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

constexpr int kBlockPlaces = 16;  // the most cards of one block (14 trumps in American Schafkopf)

// Zobrist keys for the table: one per leader, one per (index among the
// cards in play, the card's block and holder). The blocks lie one after
// another in rank order, so the cards in play read upwards, each as its
// block and holder, spell out each block's holders in order: the lie.
struct Keys {
  uint64_t leader[kMaxPlayers];
  uint64_t lie[kDeckSize][5 * kMaxPlayers];
  Keys() {
    uint64_t x = 0x5EED;
    for (uint64_t& k : leader) k = mix(x++);
    for (auto& index : lie)
      for (uint64_t& k : index) k = mix(x++);
  }
};
const Keys kKeys;

// The ranks of a mask above rank r (none above 31).
inline uint32_t above(int r) { return 0xFFFFFFFEu << r; }

}  // namespace

Objective paranoid(int seat, int players, Count unit, bool wants_high) {
  Objective o;
  o.counted = uint8_t(1u << seat);
  uint8_t all = uint8_t((1u << players) - 1);
  o.maximizers = wants_high ? o.counted : uint8_t(all & ~o.counted);
  o.unit = unit;
  return o;
}

Objective natural_objective(const State& s, int seat) {
  const Rules& r = *s.rules;
  switch (r.game) {
    case Game::Schieberamsch:
      if (s.soloist >= 0) {
        Objective o;
        o.counted = o.maximizers = uint8_t(1u << s.soloist);
        return o;
      } else {
        Objective o = paranoid(seat, 3, Count::Points, false);
        if (r.get(sr::SkatOwner) == sr::kSkatLastTrick) o.last_trick_bonus = int8_t(s.skat.points());
        return o;
      }
    case Game::KalterSchlag:
      return paranoid(seat, 4, Count::Points, false);
    case Game::Ramsen:
      return paranoid(seat, s.players, Count::Tricks, true);
    case Game::SchafkopfUS: {
      Objective o;
      o.counted = o.maximizers = s.re_mask;
      o.hochzeit = s.as_game == AsGame::Hochzeit && s.partner < 0 && s.trick_number < 3;
      return o;
    }
  }
  return {};
}

Solver::Solver(int table_bits) : table_(size_t(1) << table_bits), mask_((uint64_t(1) << table_bits) - 1) {
  std::memset(table_.data(), 0, table_.size() * sizeof(Entry));
}

void Solver::begin(const State& s, const Objective& o, Pos& p) {
  assert(s.phase == Phase::Play && "the solver plays out the Play phase");
  // A fresh generation empties the table for this call; every 255 calls
  // the stale stamps are wiped for real.
  if (++generation_ == 0) {
    std::memset(table_.data(), 0, table_.size() * sizeof(Entry));
    generation_ = 1;
  }
  nodes_ = 0;
  aborted_ = false;

  Context& c = ctx_;
  const RankSpace& rs = rank_space(s.contract);
  c.space = &rs;
  c.duty = Duty::Follow;
  if (s.rules->game == Game::Ramsen) c.duty = Duty::Ramsen;
  if (s.rules->game == Game::SchafkopfUS && s.as_game == AsGame::CallGame) c.duty = Duty::CalledAce;
  c.head_always = s.rules->game == Game::Ramsen && s.rules->get(rm::HeadTrick) == rm::kHeadAlways;
  c.hochzeit = o.hochzeit;
  c.lone = c.duty == Duty::Follow && __builtin_popcount(o.counted) == 1 && !(o.counted & o.maximizers);
  c.unit = o.unit;
  c.bonus = o.last_trick_bonus;
  c.tricks_per_hand = s.tricks_per_hand;
  c.cards_per_trick = s.cards_per_trick;
  for (int seat = 0; seat < s.players; ++seat) c.next[seat] = uint8_t(next_active(s, seat));
  for (int r = 0; r < kDeckSize; ++r) {
    c.worth[r] = int8_t(o.unit == Count::Points ? rs.worth[r] : 0);
    c.below_in_block[r] = rs.space.group[rs.space.suit[r]].bits() & ((1u << r) - 1u);
    c.above_in_block[r] = rs.space.group[rs.space.suit[r]].bits() & above(r);
  }
  c.salt = mix(uint64_t(o.counted) | uint64_t(o.maximizers) << 8 | uint64_t(o.unit) << 16 |
               uint64_t(uint8_t(o.last_trick_bonus)) << 24 | uint64_t(o.hochzeit) << 32 | uint64_t(s.contract) << 40 |
               uint64_t(c.duty) << 48 | uint64_t(c.head_always) << 56);

  p = Pos();
  for (int seat = 0; seat < s.players; ++seat) {
    if (!(s.active >> seat & 1)) continue;  // Ramsen: a seat that passed is out
    uint32_t hand = rs.ranks(s.hands[seat]);
    p.hands[seat] = CardSet(hand);
    p.in_play |= hand;
    for (uint32_t b = hand; b; b &= b - 1) {
      const int r = __builtin_ctz(b), block_holder = rs.space.suit[r] * kMaxPlayers + seat;
      for (int index = 0; index < kDeckSize; ++index) c.lie_key[r][index] = kKeys.lie[index][block_holder];
    }
  }
  for (int i = 0; i < s.trick_size; ++i) {
    p.trick[i] = rs.rank_of[s.trick[i]];
    p.trick_seat[i] = s.trick_seat[i];
    p.in_play |= 1u << p.trick[i];
    p.trick_cards |= 1u << p.trick[i];
    p.trick_points = uint8_t(p.trick_points + c.worth[p.trick[i]]);
  }
  p.trick_size = s.trick_size;
  p.winning = uint8_t(s.trick_size ? rs.winning_index(p.trick, s.trick_size) : 0);
  p.points_left = uint8_t(o.unit == Count::Points ? rs.points(p.in_play) : 0);
  p.leader = s.leader;
  p.to_move = s.to_move;
  p.trick_number = s.trick_number;
  p.counted = o.counted;
  p.maximizers = o.maximizers;
  p.declarer = s.declarer;
  p.partner = s.partner;
  p.called_suit = s.called_suit;
  p.called_ace = c.duty == Duty::CalledAce ? rs.rank_of[make_card(s.called_suit, kAce)] : kNoCard;
  p.called_led_trick = s.called_led_trick;
  p.called_suit_led = s.called_suit_led;
  p.ace_ran_away = s.ace_ran_away;
  p.called_ace_played = s.called_ace_played;
}

uint32_t Solver::legal(const Pos& p) const {
  const Contract& k = ctx_.space->space;
  const CardSet hand = p.hands[p.to_move];
  if (p.trick_size == 0) {
    if (ctx_.duty != Duty::CalledAce) return hand.bits();
    return called_ace_duty(p, k, p.to_move, hand, hand, kNoCard, p.trick_number).bits();
  }
  const Card led = p.trick[0];
  if (ctx_.duty == Duty::Ramsen) {
    Card best = p.trick[p.winning];
    return ramsen_duty(k, hand, led, best, ctx_.head_always).bits();
  }
  CardSet follow = hand & k.group[k.suit[led]];
  CardSet base = follow.empty() ? hand : follow;
  if (ctx_.duty != Duty::CalledAce) return base.bits();
  return called_ace_duty(p, k, p.to_move, hand, base, led, p.trick_number).bits();
}

// The next card in play above r in its block (-1: none).
int Solver::next_in_block(const Pos& p, int r) const {
  const uint32_t up = p.in_play & ctx_.above_in_block[r];
  return up ? __builtin_ctz(up) : -1;
}

// Whether legal card r is equivalent to the next card in play above it:
// that card is legal too and worth the same (ctx_.worth is all 0 when
// tricks count), and neither is the called ace.
bool Solver::joins_next(const Pos& p, uint32_t legal_bits, int r) const {
  const int next = next_in_block(p, r);
  return next >= 0 && (legal_bits >> next & 1) && r != p.called_ace && next != p.called_ace &&
         ctx_.worth[next] == ctx_.worth[r];
}

int Solver::moves(const Pos& p, Card hint, Card out[], Card* rep_of, uint32_t legal_bits) const {
  const RankSpace& rs = *ctx_.space;
  const Contract& k = rs.space;
  if (!legal_bits) legal_bits = legal(p);
  // Equivalent cards: a run of legal cards, adjacent among the cards in
  // play within their block, worth the same (when points count). The top
  // of each run stands for it. The called ace stands alone: duties name it.
  Card* reps = out;
  int n = 0;
  for (uint32_t b = legal_bits; b; b &= b - 1) {
    int r = __builtin_ctz(b);
    if (!joins_next(p, legal_bits, r)) reps[n++] = Card(r);
  }
  if (rep_of) {
    // Highest first, so each card finds the top of its run already known.
    for (int r = 31; r >= 0; --r) {
      if (!(legal_bits >> r & 1)) continue;
      rep_of[r] = joins_next(p, legal_bits, r) ? rep_of[next_in_block(p, r)] : Card(r);
    }
  }
  if (n == 1) return n;  // forced: nothing to order

  // Order: the table's best move first, then by a quick guess at what the
  // card does to this trick for the player to move.
  const int mover = p.to_move;
  const bool maxing = p.maximizers >> mover & 1;
  const bool mover_counted = p.counted >> mover & 1;
  int score[12];
  Card winning = p.trick_size ? p.trick[p.winning] : kNoCard;
  int winner = p.trick_size ? p.trick_seat[p.winning] : -1;
  uint32_t beat_winning = p.trick_size ? k.beaters[winning].bits() : 0;
  // The lone counted seat (Context::lone): when the others lead, it is
  // the victim; when it leads, it ducks.
  const bool lone = ctx_.lone;
  const bool leading_lone = lone && p.trick_size == 0;
  const int victim = leading_lone && !mover_counted ? __builtin_ctz(p.counted) : -1;
  const bool ducking = leading_lone && mover_counted;
  // Two sides that each want their own tricks (American Schafkopf, a
  // Grand Hand).
  const bool two_sides = p.counted == p.maximizers && ctx_.unit == Count::Points;
  const bool sides = p.trick_size == 0 && two_sides;
  // The seats still to play to this trick: whether one must beat the
  // winning card (he holds only higher cards of the suit led), the counted
  // seat's cards of that suit, and, where two sides play, by side (1: the
  // counted side) the cards they could play, to see who could take the
  // trick back.
  const uint32_t led_suit = p.trick_size ? k.group[k.suit[p.trick[0]]].bits() : 0;
  bool one_must_beat = false;
  uint32_t counted_follow = 0;
  uint32_t later[2] = {0, 0};
  for (int seat = mover, left = p.trick_size ? ctx_.cards_per_trick - p.trick_size - 1 : 0; left > 0; --left) {
    seat = ctx_.next[seat];
    const uint32_t hand = p.hands[seat].bits(), follow = hand & led_suit;
    one_must_beat |= follow && !(follow & ~beat_winning);
    if (p.counted >> seat & 1) counted_follow |= follow;
    if (two_sides) later[p.counted >> seat & 1] |= follow ? follow : hand;
  }
  // One of the others to play to a trick the lone counted seat is not
  // winning, or is winning only until one still to play must beat it.
  const bool not_victims = lone && p.trick_size && !mover_counted && (!(p.counted >> winner & 1) || one_must_beat);
  // There: the victim's cards of the suit led, when it is still to play.
  const uint32_t victim_follow = not_victims ? counted_follow : 0;
  // In a Ramsch, one of the others out of the suit the victim is winning.
  const bool ruff_first = lone && ctx_.cards_per_trick == 3 && p.trick_size && !mover_counted && !not_victims &&
                          !(p.hands[mover].bits() & led_suit);
  for (int i = 0; i < n; ++i) {
    Card c = reps[i];
    int pts = ctx_.worth[c];
    const bool takes = beat_winning >> c & 1;  // following: the card would win the trick
    int sc;
    if (p.trick_size == 0) {
      // Leading: a seat that wants its own tricks leads strength, else
      // weakness; but with three cards to a trick (Ramsch) a seat counting
      // for itself leads strength even when it wants little (it sheds its
      // winners while they are cheap): 26 to 37 % fewer nodes from trick 1
      // there, while in Kalter Schlag it searched up to 20 % more.
      const bool strong = mover_counted == maxing || (ctx_.cards_per_trick == 3 && mover_counted);
      sc = strong ? k.power[c] * 4 + pts : -k.power[c] * 4 - pts;
      if (victim >= 0) sc += lead_into(p, victim, c, pts);
      if (ducking) sc += lead_away(p, c);
      if (sides) sc += lead_for_side(p, c);
    } else if (not_victims) {
      // Such a seat sheds its strongest card, even by taking the trick (a
      // high card kept could later take what the victim should), and
      // keeps its points back for the victim's tricks. From trick 1 (90
      // deals): Schieberamsch -10 % nodes, Kalter Schlag -6 % where
      // another is winning; Kalter Schlag -4 % more (-7 % at the median)
      // where one still to play must beat the victim.
      sc = k.power[c] - pts * 8;
      // But where the victim, still to play, must then beat the card
      // winning the trick (its cards of the suit are all higher), the
      // trick is the victim's: points into it first. From trick 1 (two
      // sets of 90 deals): Kalter Schlag -6 and -8 % nodes, Schieberamsch
      // -3 and -3 %.
      if (victim_follow && !(victim_follow & ~k.beaters[takes ? c : winning].bits())) sc = 1000 + pts * 8 + k.power[c];
    } else {
      int w = takes ? mover : winner;
      bool adds = p.counted >> w & 1;
      // Where a seat of the other side still to play can beat the card
      // that would win, count the trick as theirs. From trick 1 (two sets
      // of 90 deals): American Schafkopf -32 and -12 % nodes (p95 -29 and
      // -6 %), fixed partners -13 and -8 %, Schieberamsch -1 % (its Grand
      // Hands).
      if (later[!adds] & k.beaters[takes ? c : winning].bits()) adds = !adds;
      bool good = adds == maxing;  // the trick goes where the mover wants it
      int sign = adds ? (maxing ? 1 : -1) : 0;
      // Take cheaply; otherwise shed the strongest card (in a Ramsch a
      // liability; tried in every game, it searched fewer nodes than the
      // weakest), except where two sides lose the trick anyway: there the
      // weakest (two sets of 90 deals: Schafkopf -3 and -5 % nodes, fixed
      // partners -3 and -6 %).
      const bool weakest = takes || (two_sides && !good);
      sc = (good ? 1000 : 0) + sign * pts * 8 + (weakest ? -k.power[c] : k.power[c]) - (!good ? pts * 8 : 0);
      // Such a seat tries his highest trump first, though it takes the
      // trick from the victim (it cannot later take what the victim
      // should). From trick 1: -6 % nodes at the median in two sets of 90
      // deals; in Kalter Schlag +17 %.
      if (ruff_first && takes) sc = 2000 + k.power[c];
    }
    if (c == hint) sc = 1 << 20;
    score[i] = sc;
  }
  // Insertion sort, stable: the order is part of the answer's node count.
  for (int i = 1; i < n; ++i) {
    Card c = reps[i];
    int sc = score[i];
    int j = i - 1;
    while (j >= 0 && score[j] < sc) {
      reps[j + 1] = reps[j];
      score[j + 1] = score[j];
      --j;
    }
    reps[j + 1] = c;
    score[j + 1] = sc;
  }
  return n;
}

// How much better a lead c is for seats that want the lone counted seat
// `victim` to take the trick: best where it must take it (all its cards
// of the suit are higher; then the more points the better), worst where
// it shows out and may throw anything. From trick 1 this searched 8 to
// 13 % fewer nodes in Schieberamsch and Kalter Schlag (docs/bots.md); the same
// for the counted seat's own leads (best where another must take it)
// searched up to 41 % more in Schieberamsch.
int Solver::lead_into(const Pos& p, int victim, Card c, int pts) const {
  const Contract& k = ctx_.space->space;
  const uint32_t follow = p.hands[victim].bits() & k.group[k.suit[c]].bits();
  if (!follow) return 0;
  if (follow & ~k.beaters[c].bits()) return 4000;
  return 8000 + pts * 8 - k.power[c] - (-k.power[c] * 4 - pts);
}

// How much better a lead c is for a lone counted seat that wants little.
// Worst where others show out (they may throw it anything). Then in
// Kalter Schlag the more other seats can beat it the better, best where
// one must (all its cards of the suit are higher); in a Ramsch, where that
// seat leads strength first (sheds its winners while they are cheap), the
// fewer. From trick 1, two sets of 30 deals: Kalter Schlag -14 and -20 %
// nodes for the beating, -13 and -16 % more for the showing out;
// Schieberamsch -14 and -28 % (the Kalter Schlag order there: +26 %).
int Solver::lead_away(const Pos& p, Card c) const {
  const Contract& k = ctx_.space->space;
  const uint32_t suit = k.group[k.suit[c]].bits(), higher = k.beaters[c].bits();
  const bool four = ctx_.cards_per_trick == 4;
  int score = 0, must = 0;
  for (int seat = ctx_.next[p.to_move]; seat != p.to_move; seat = ctx_.next[seat]) {
    const uint32_t follow = p.hands[seat].bits() & suit;
    if (!follow) score -= 32000;
    if (follow & higher) score += four ? 4000 : -1000;
    if (four && follow && !(follow & ~higher)) must = 8000;
  }
  return score + must;
}

// How much better a lead c is where two sides each want their tricks:
// worst where an opponent shows out of a plain suit and holds a trump;
// else best where c is the suit's highest card in play (it wins), then
// where a partner holds that card. From trick 1, American Schafkopf (three
// sets of 30 deals): -25, -23 and -32 % nodes; with fixed partners -26 %.
int Solver::lead_for_side(const Pos& p, Card c) const {
  const Contract& k = ctx_.space->space;
  const int suit = k.suit[c];
  const uint32_t cards = k.group[suit].bits(), trumps = k.group[kTrump].bits();
  const int top = 31 - __builtin_clz(p.in_play & cards);
  const bool counted = p.counted >> p.to_move & 1;
  bool partner_top = false;
  for (int seat = ctx_.next[p.to_move]; seat != p.to_move; seat = ctx_.next[seat]) {
    const uint32_t hand = p.hands[seat].bits();
    if ((p.counted >> seat & 1) == counted) {
      partner_top |= hand >> top & 1;
    } else if (suit != kTrump && !(hand & cards) && (hand & trumps)) {
      return -4000;  // ruffed
    }
  }
  // Among the winners the weakest first (a plain suit's before the top
  // trump): -2 and -3 % nodes in two sets of 90 deals, -9 and -4 % at
  // the median. A plain suit before trumps: -9 and -2 % (p95 -28 % in the
  // first set), fixed partners -9 and -1 %.
  const int plain = suit != kTrump ? 500 : 0;
  return plain + (c == top ? 4000 - k.power[c] * 8 : partner_top ? 2000 : 0);
}

int Solver::play(Pos& p, Card c) const {
  const RankSpace& rs = *ctx_.space;
  const int mover = p.to_move;
  p.hands[mover] -= CardSet::of(c);
  if (ctx_.duty == Duty::CalledAce) called_ace_card_played(p, rs.space, mover, c, p.trick_size == 0);
  const int i = p.trick_size;
  p.trick[i] = c;
  p.trick_seat[i] = uint8_t(mover);
  if (i == 0) {
    p.winning = 0;
    p.trick_points = uint8_t(ctx_.worth[c]);
    p.trick_cards = 1u << c;
  } else {
    if (rs.space.beaters[p.trick[p.winning]].bits() >> c & 1) p.winning = uint8_t(i);
    p.trick_points = uint8_t(p.trick_points + ctx_.worth[c]);
    p.trick_cards |= 1u << c;
  }
  if (++p.trick_size < ctx_.cards_per_trick) {
    p.to_move = ctx_.next[mover];
    return 0;
  }
  int w = p.trick_seat[p.winning];
  p.in_play &= ~p.trick_cards;
  p.points_left = uint8_t(p.points_left - p.trick_points);
  if (ctx_.hochzeit && p.partner < 0 && p.trick_number < 3 && w != p.declarer) {
    p.partner = int8_t(w);
    p.counted |= uint8_t(1u << w);
    p.maximizers |= uint8_t(1u << w);
  }
  ++p.trick_number;
  p.trick_size = 0;
  p.leader = p.to_move = uint8_t(w);
  if (!(p.counted >> w & 1)) return 0;
  int v = ctx_.unit == Count::Points ? p.trick_points : 1;
  if (p.trick_number == ctx_.tricks_per_hand) v += ctx_.bonus;
  return v;
}

// The last trick: every card is forced.
int Solver::last_trick(const Pos& p) const {
  Pos q = p;
  int v = 0;
  while (q.trick_number < ctx_.tricks_per_hand) v += play(q, q.hands[q.to_move].lowest());
  return v;
}

// The most the counted side can still take: every point (or trick) in play.
int Solver::potential(const Pos& p) const {
  if (ctx_.unit == Count::Tricks) return ctx_.tricks_per_hand - p.trick_number;
  return p.points_left + ctx_.bonus;
}

uint64_t Solver::position_key(const Pos& p) const {
  uint64_t flags = uint64_t(p.counted) | uint64_t(p.maximizers) << 8 | uint64_t(uint8_t(p.partner)) << 16 |
                   uint64_t(p.called_suit_led) << 24 | uint64_t(p.ace_ran_away) << 25 |
                   uint64_t(p.called_ace_played) << 26;
  // Which cards are gone does not matter, only how the cards in play lie:
  // each by its block, its place among the block's cards in play and its
  // holder. Positions alike in that play out alike, whichever cards fell
  // before, but for the worths (the entry keeps its cards: worth_change).
  // Read upwards, the cards' index among those in play with their block
  // and holder says the same (Keys), without counting each card's place.
  uint64_t key = kKeys.leader[p.leader] ^ mix(flags ^ ctx_.salt);
  int index = 0;  // at a trick's start every card in play is in a hand
  for (uint32_t b = p.in_play; b; b &= b - 1) key ^= ctx_.lie_key[__builtin_ctz(b)][index++];
  return key;
}

// Between two lies of cards alike but for the cards' worths (the same key),
// what the cards in play now are worth more and less than then, card by
// card in the same places: the most the value can have risen and fallen.
void Solver::worth_change(uint32_t then, uint32_t now, int& gain, int& loss) const {
  const Contract& k = ctx_.space->space;
  // Only the blocks where the two differ (blocks are runs of ranks).
  for (uint32_t blocks = then ^ now; blocks;) {
    const uint32_t group = k.group[k.suit[__builtin_ctz(blocks)]].bits();
    blocks &= ~group;
    uint32_t a = then & group, b = now & group;
    // Below the lowest rank where the two differ, and above the highest,
    // the same cards pair up: only the cards between can differ in worth.
    const uint32_t differ = a ^ b;
    const uint32_t between = (~0u >> __builtin_clz(differ)) & ~((1u << __builtin_ctz(differ)) - 1u);
    a &= between;
    b &= between;
    for (; a && b; a &= a - 1, b &= b - 1) {
      int d = ctx_.worth[__builtin_ctz(b)] - ctx_.worth[__builtin_ctz(a)];
      if (d > 0)
        gain += d;
      else
        loss -= d;
    }
  }
}

// A card as the table keeps it, by block and place (position_key), and back.
uint8_t Solver::placed(const Pos& p, Card c) const {
  int block = ctx_.space->space.suit[c];
  return uint8_t(block * kBlockPlaces + __builtin_popcount(p.in_play & ctx_.below_in_block[c]));
}

Card Solver::card_placed(const Pos& p, uint8_t code) const {
  uint32_t cards = p.in_play & ctx_.space->space.group[code / kBlockPlaces].bits();
  for (int i = code % kBlockPlaces; i > 0 && cards; --i) cards &= cards - 1;
  return cards ? Card(__builtin_ctz(cards)) : kNoCard;
}

void Solver::store(uint64_t key, const Pos& p, int value, int alpha, int beta, Card best) {
  // Two entries per bucket: the same position, else a stale one, else the
  // one nearer the end of the hand (cheaper to find again).
  Entry* a = &table_[key & mask_ & ~uint64_t(1)];
  Entry* b = a + 1;
  Entry* e;
  if (a->generation == generation_ && a->key == key)
    e = a;
  else if (b->generation == generation_ && b->key == key)
    e = b;
  else if (a->generation != generation_)
    e = a;
  else if (b->generation != generation_)
    e = b;
  else
    e = __builtin_popcount(a->in_play) <= __builtin_popcount(b->in_play) ? a : b;
  if (e->generation != generation_ || e->key != key || e->in_play != p.in_play) {
    e->key = key;
    e->in_play = p.in_play;
    e->generation = generation_;
    e->lower = 0;
    e->upper = kNoUpper;
  }
  e->best = placed(p, best);
  const uint8_t v = uint8_t(std::clamp(value, 0, kNoUpper - 1));
  if (value <= alpha)
    e->upper = std::min(e->upper, v);
  else if (value >= beta)
    e->lower = std::max(e->lower, v);
  else
    e->lower = e->upper = v;
}

int Solver::search(const Pos& p, int alpha, int beta) {
  ++nodes_;
  if (budget_ && nodes_ > budget_) {
    aborted_ = true;
    return 0;
  }
  // The value lies between nothing and everything still in play.
  const int most = potential(p);
  if (most <= alpha) return most;
  if (0 >= beta) return 0;
  uint64_t key = 0;
  Card hint = kNoCard;
  if (p.trick_size == 0) {
    int left = ctx_.tricks_per_hand - p.trick_number;
    if (left == 1) return last_trick(p);
    key = position_key(p);
    Entry* a = &table_[key & mask_ & ~uint64_t(1)];
    for (Entry* e = a; e < a + 2; ++e) {
      if (e->generation != generation_ || e->key != key) continue;
      // The entry may be for the same lie of cards with other worths: its
      // bounds then move by at most what the worths differ by.
      int lower = e->lower, upper = e->upper == kNoUpper ? most : e->upper;
      if (e->in_play != p.in_play) {
        // Widened bounds only weaken: when these do not decide, neither
        // would they (and the windows are null windows, which they could
        // not narrow).
        if (lower < beta && upper > alpha) {
          hint = card_placed(p, e->best);
          continue;
        }
        int gain = 0, loss = 0;
        worth_change(e->in_play, p.in_play, gain, loss);
        lower = std::max(0, lower - loss);
        upper = std::min(most, upper + gain);
      }
      if (lower >= beta) return lower;
      if (upper <= alpha) return upper;
      if (lower == upper) return lower;
      alpha = std::max(alpha, lower);
      beta = std::min(beta, upper);
      hint = card_placed(p, e->best);
    }
  }
  const bool maxing = p.maximizers >> p.to_move & 1;
  int best = maxing ? -kInfinity : kInfinity;
  Card best_card = kNoCard;
  int a = alpha, b = beta;
  // Tries move c; true when it cuts.
  auto tried = [&](Card c) {
    Pos q = p;
    int v = play(q, c);
    int r = v + search(q, a - v, b - v);
    if (aborted_) return true;
    if (maxing ? r > best : r < best) {
      best = r;
      best_card = c;
      if (maxing)
        a = std::max(a, r);
      else
        b = std::min(b, r);
    }
    return a >= b;
  };
  // The table's move comes first in moves() anyway: tried before they are
  // found and ordered, a cut saves the ordering.
  const uint32_t hint_legal = hint != kNoCard ? legal(p) : 0;
  const bool hint_first = hint != kNoCard && (hint_legal >> hint & 1) && !joins_next(p, hint_legal, hint);
  if (hint_first && tried(hint)) {
    if (aborted_) return 0;
    store(key, p, best, alpha, beta, best_card);
    return best;
  }
  Card ms[12];
  const int n = moves(p, hint, ms, nullptr, hint_legal);
  assert(!hint_first || ms[0] == hint);
  for (int i = hint_first ? 1 : 0; i < n; ++i)
    if (tried(ms[i])) break;
  if (aborted_) return 0;
  if (p.trick_size == 0) store(key, p, best, alpha, beta, best_card);
  return best;
}

// The exact value by bisection on null windows: each test halves the range
// the value is known to lie in (its fail-soft bound may narrow it more).
int Solver::exact(const Pos& p) {
  int lo = 0, hi = potential(p);
  while (lo < hi) {
    int mid = lo + (hi - lo + 1) / 2;  // is the value at least mid?
    int g = search(p, mid - 1, mid);
    if (aborted_) return 0;
    if (g >= mid)
      lo = std::max(mid, std::min(g, hi));
    else
      hi = std::min(mid - 1, std::max(g, lo));
  }
  return lo;
}

// The highest of the ascending thresholds the value reaches (0 if none),
// by bisection over the list.
int Solver::highest_reached(const Pos& p, const int* thresholds, int count) {
  int lo = -1, hi = count - 1;  // thresholds[lo] is reached (lo = -1: none known), beyond hi none is
  while (lo < hi) {
    int mid = lo + (hi - lo + 1) / 2;
    int t = thresholds[mid];
    bool reached = search(p, t - 1, t) >= t;
    if (aborted_) return 0;
    if (reached)
      lo = mid;
    else
      hi = mid - 1;
  }
  return lo < 0 ? 0 : thresholds[lo];
}

int Solver::value(const State& s, const Objective& o) {
  Pos p;
  begin(s, o, p);
  return exact(p);
}

bool Solver::reaches(const State& s, const Objective& o, int threshold) {
  Pos p;
  begin(s, o, p);
  return search(p, threshold - 1, threshold) >= threshold;
}

void Solver::card_values(const State& s, const Objective& o, CardValues& out, const int* thresholds,
                         int threshold_count) {
  Pos p;
  begin(s, o, p);
  Card rep_of[kDeckSize];
  Card ms[12];
  int n = moves(p, kNoCard, ms, rep_of);
  int rep_value[kDeckSize] = {};
  for (int i = 0; i < n && !aborted_; ++i) {
    Pos q = p;
    int v = play(q, ms[i]);
    if (!thresholds) {
      rep_value[ms[i]] = v + exact(q);
      continue;
    }
    // Shift the questions by what this card's trick already brought.
    int shifted[8];
    for (int t = 0; t < threshold_count; ++t) shifted[t] = thresholds[t] - v;
    int first = 0;
    while (first < threshold_count && shifted[first] <= 0) ++first;  // reached already
    int got = highest_reached(q, shifted + first, threshold_count - first);
    int reached = first - 1;
    for (int t = first; t < threshold_count; ++t)
      if (got > 0 && shifted[t] <= got) reached = t;
    rep_value[ms[i]] = reached < 0 ? 0 : thresholds[reached];
  }
  const RankSpace& rs = *ctx_.space;
  out.count = 0;
  for (uint32_t b = legal(p); b; b &= b - 1) {
    Card r = Card(__builtin_ctz(b));
    out.items[out.count++] = {rs.card_of[r], rep_value[rep_of[r]]};
  }
  // In the order of legal_cards(): by card id.
  std::sort(out.items, out.items + out.count, [](const CardValue& x, const CardValue& y) { return x.card < y.card; });
}

}  // namespace stichfest::search
