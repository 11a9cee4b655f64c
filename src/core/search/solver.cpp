#include "solver.h"

#include <algorithm>
#include <cassert>
#include <cstring>

#include "core/games.h"

namespace stichfest::search {

using detail::called_ace_card_played;
using detail::called_ace_duty;
using detail::ramsen_duty;

namespace {

constexpr int kInfinity = 10000;

uint64_t mix(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// Zobrist keys: one per (seat, card), one per leader.
struct Keys {
  uint64_t held[kMaxPlayers][kDeckSize];
  uint64_t leader[kMaxPlayers];
  Keys() {
    uint64_t x = 0x5EED;
    for (auto& seat : held)
      for (uint64_t& k : seat) k = mix(x++);
    for (uint64_t& k : leader) k = mix(x++);
  }
};
const Keys kKeys;

// Each effective suit's cards, strongest first, per contract.
struct SuitOrders {
  Card cards[9][5][16];
  uint8_t count[9][5];
  SuitOrders() {
    for (int id = 0; id < 9; ++id) {
      const Contract& k = contract(ContractId(id));
      for (int g = 0; g < 5; ++g) {
        Card list[16];
        int n = 0;
        for (Card c : k.group[g]) list[n++] = c;
        std::sort(list, list + n, [&](Card a, Card b) { return k.power[a] > k.power[b]; });
        std::memcpy(cards[id][g], list, size_t(n));
        count[id][g] = uint8_t(n);
      }
    }
  }
};
// Built on first use: the contract table is another file's static.
const SuitOrders& suit_orders() {
  static const SuitOrders orders;
  return orders;
}

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
  c.k = &contract(s.contract);
  c.contract_index = uint8_t(s.contract);
  c.duty = Duty::Follow;
  if (s.rules->game == Game::Ramsen) c.duty = Duty::Ramsen;
  if (s.rules->game == Game::SchafkopfUS && s.as_game == AsGame::CallGame) c.duty = Duty::CalledAce;
  c.head_always = s.rules->game == Game::Ramsen && s.rules->get(rm::HeadTrick) == rm::kHeadAlways;
  c.hochzeit = o.hochzeit;
  c.unit = o.unit;
  c.bonus = o.last_trick_bonus;
  c.tricks_per_hand = s.tricks_per_hand;
  c.cards_per_trick = s.cards_per_trick;
  for (int seat = 0; seat < s.players; ++seat) c.next[seat] = uint8_t(next_active(s, seat));
  c.salt = mix(uint64_t(o.counted) | uint64_t(o.maximizers) << 8 | uint64_t(o.unit) << 16 |
               uint64_t(uint8_t(o.last_trick_bonus)) << 24 | uint64_t(o.hochzeit) << 32 |
               uint64_t(s.contract) << 40 | uint64_t(c.duty) << 48 | uint64_t(c.head_always) << 56);

  p = Pos();
  for (int seat = 0; seat < s.players; ++seat) {
    if (!(s.active >> seat & 1)) continue;  // Ramsen: a seat that passed is out
    p.hands[seat] = s.hands[seat];
    p.in_play |= s.hands[seat].bits();
    for (Card card : s.hands[seat]) p.key ^= kKeys.held[seat][card];
  }
  for (int i = 0; i < s.trick_size; ++i) {
    p.trick[i] = s.trick[i];
    p.trick_seat[i] = s.trick_seat[i];
    p.in_play |= 1u << s.trick[i];
  }
  p.trick_size = s.trick_size;
  p.leader = s.leader;
  p.to_move = s.to_move;
  p.trick_number = s.trick_number;
  p.counted = o.counted;
  p.maximizers = o.maximizers;
  p.declarer = s.declarer;
  p.partner = s.partner;
  p.called_suit = s.called_suit;
  p.called_led_trick = s.called_led_trick;
  p.called_suit_led = s.called_suit_led;
  p.ace_ran_away = s.ace_ran_away;
  p.called_ace_played = s.called_ace_played;
}

CardSet Solver::legal(const Pos& p) const {
  const Contract& k = *ctx_.k;
  const CardSet hand = p.hands[p.to_move];
  if (p.trick_size == 0) {
    if (ctx_.duty != Duty::CalledAce) return hand;
    return called_ace_duty(p, k, p.to_move, hand, hand, kNoCard, p.trick_number);
  }
  const Card led = p.trick[0];
  if (ctx_.duty == Duty::Ramsen) {
    Card best = p.trick[k.winning_index(p.trick, p.trick_size)];
    return ramsen_duty(k, hand, led, best, ctx_.head_always);
  }
  CardSet follow = hand & k.group[k.suit[led]];
  CardSet base = follow.empty() ? hand : follow;
  if (ctx_.duty != Duty::CalledAce) return base;
  return called_ace_duty(p, k, p.to_move, hand, base, led, p.trick_number);
}

int Solver::moves(const Pos& p, Card hint, Card out[], Card* rep_of) const {
  const Contract& k = *ctx_.k;
  const uint32_t legal_bits = legal(p).bits();
  // Equivalent cards: a run of legal cards, adjacent among the cards in
  // play, worth the same (when points count). The called ace stands alone:
  // the duties name it.
  const Card called_ace = ctx_.duty == Duty::CalledAce ? make_card(p.called_suit, kAce) : kNoCard;
  const bool by_points = ctx_.unit == Count::Points;
  Card reps[12];
  int n = 0;
  const int contract_index = ctx_.contract_index;
  const SuitOrders& orders = suit_orders();
  for (int g = 0; g < 5; ++g) {
    if (!(legal_bits & k.group[g].bits())) continue;
    const Card* order = orders.cards[contract_index][g];
    Card run = kNoCard;
    for (int i = 0; i < orders.count[contract_index][g]; ++i) {
      Card c = order[i];
      if (!(p.in_play >> c & 1)) continue;  // gone in an earlier trick: no gap
      if (!(legal_bits >> c & 1)) {
        run = kNoCard;
        continue;
      }
      bool same = run != kNoCard && c != called_ace && run != called_ace &&
                  (!by_points || card_points(c) == card_points(run));
      if (!same) {
        reps[n++] = c;
        run = c;
      }
      if (rep_of) rep_of[c] = run;
    }
  }

  // Order: the table's best move first, then by a quick guess at what the
  // card does to this trick for the player to move.
  const int mover = p.to_move;
  const bool maxing = p.maximizers >> mover & 1;
  int score[12];
  Card winning = p.trick_size ? p.trick[k.winning_index(p.trick, p.trick_size)] : kNoCard;
  int winner = p.trick_size ? p.trick_seat[k.winning_index(p.trick, p.trick_size)] : -1;
  for (int i = 0; i < n; ++i) {
    Card c = reps[i];
    int sc;
    if (p.trick_size == 0) {
      // Leading: a seat that wants its own tricks leads strength, else weakness.
      bool wants_win = (p.counted >> mover & 1) == maxing;
      sc = wants_win ? k.power[c] * 4 + card_points(c) : -k.power[c] * 4 - card_points(c);
    } else {
      bool takes = k.beats(c, winning);
      int w = takes ? mover : winner;
      bool good = (p.counted >> w & 1) == maxing;  // the trick goes where the mover wants it
      int pts = by_points ? card_points(c) : 0;
      bool adds = p.counted >> w & 1;
      int sign = adds ? (maxing ? 1 : -1) : 0;
      sc = (good ? 1000 : 0) + sign * pts * 8 - (takes ? k.power[c] : 0) - (!good ? k.power[c] + pts * 8 : 0);
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
  for (int i = 0; i < n; ++i) out[i] = reps[i];
  return n;
}

int Solver::play(Pos& p, Card c) const {
  const Contract& k = *ctx_.k;
  const int mover = p.to_move;
  p.hands[mover] -= CardSet::of(c);
  p.key ^= kKeys.held[mover][c];
  if (ctx_.duty == Duty::CalledAce) called_ace_card_played(p, k, mover, c, p.trick_size == 0);
  p.trick[p.trick_size] = c;
  p.trick_seat[p.trick_size] = uint8_t(mover);
  if (++p.trick_size < ctx_.cards_per_trick) {
    p.to_move = ctx_.next[mover];
    return 0;
  }
  int w = p.trick_seat[k.winning_index(p.trick, p.trick_size)];
  uint32_t cards = 0;
  for (int i = 0; i < p.trick_size; ++i) cards |= 1u << p.trick[i];
  p.in_play &= ~cards;
  if (ctx_.hochzeit && p.partner < 0 && p.trick_number < 3 && w != p.declarer) {
    p.partner = int8_t(w);
    p.counted |= uint8_t(1u << w);
    p.maximizers |= uint8_t(1u << w);
  }
  ++p.trick_number;
  p.trick_size = 0;
  p.leader = p.to_move = uint8_t(w);
  if (!(p.counted >> w & 1)) return 0;
  int v = ctx_.unit == Count::Points ? CardSet(cards).points() : 1;
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

uint64_t Solver::position_key(const Pos& p) const {
  uint64_t flags = uint64_t(p.counted) | uint64_t(p.maximizers) << 8 | uint64_t(uint8_t(p.partner)) << 16 |
                   uint64_t(p.called_suit_led) << 24 | uint64_t(p.ace_ran_away) << 25 |
                   uint64_t(p.called_ace_played) << 26;
  return p.key ^ kKeys.leader[p.leader] ^ mix(flags ^ ctx_.salt);
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
    e = a->trick_number >= b->trick_number ? a : b;
  if (e->generation != generation_ || e->key != key) {
    e->key = key;
    e->generation = generation_;
    e->lower = -kInfinity;
    e->upper = kInfinity;
  }
  e->trick_number = p.trick_number;
  e->best = best;
  if (value <= alpha)
    e->upper = int16_t(std::min<int>(e->upper, value));
  else if (value >= beta)
    e->lower = int16_t(std::max<int>(e->lower, value));
  else
    e->lower = e->upper = int16_t(value);
}

int Solver::search(const Pos& p, int alpha, int beta) {
  ++nodes_;
  if (budget_ && nodes_ > budget_) {
    aborted_ = true;
    return 0;
  }
  uint64_t key = 0;
  Card hint = kNoCard;
  if (p.trick_size == 0) {
    int left = ctx_.tricks_per_hand - p.trick_number;
    if (left == 0) return 0;
    if (left == 1) return last_trick(p);
    key = position_key(p);
    Entry* a = &table_[key & mask_ & ~uint64_t(1)];
    for (Entry* e = a; e < a + 2; ++e) {
      if (e->generation != generation_ || e->key != key) continue;
      if (e->lower >= beta) return e->lower;
      if (e->upper <= alpha) return e->upper;
      if (e->lower == e->upper) return e->lower;
      alpha = std::max<int>(alpha, e->lower);
      beta = std::min<int>(beta, e->upper);
      hint = e->best;
    }
  }
  Card ms[12];
  const int n = moves(p, hint, ms);
  const bool maxing = p.maximizers >> p.to_move & 1;
  int best = maxing ? -kInfinity : kInfinity;
  Card best_card = ms[0];
  int a = alpha, b = beta;
  for (int i = 0; i < n; ++i) {
    Pos q = p;
    int v = play(q, ms[i]);
    int r = v + search(q, a - v, b - v);
    if (aborted_) return 0;
    if (maxing ? r > best : r < best) {
      best = r;
      best_card = ms[i];
      if (maxing)
        a = std::max(a, r);
      else
        b = std::min(b, r);
      if (a >= b) break;
    }
  }
  if (p.trick_size == 0) store(key, p, best, alpha, beta, best_card);
  return best;
}

int Solver::value(const State& s, const Objective& o) {
  Pos p;
  begin(s, o, p);
  return search(p, -kInfinity, kInfinity);
}

bool Solver::reaches(const State& s, const Objective& o, int threshold) {
  Pos p;
  begin(s, o, p);
  return search(p, threshold - 1, threshold) >= threshold;
}

void Solver::card_values(const State& s, const Objective& o, CardValues& out) {
  Pos p;
  begin(s, o, p);
  Card rep_of[kDeckSize];
  Card ms[12];
  int n = moves(p, kNoCard, ms, rep_of);
  int rep_value[kDeckSize] = {};
  for (int i = 0; i < n; ++i) {
    Pos q = p;
    int v = play(q, ms[i]);
    rep_value[ms[i]] = v + search(q, -kInfinity, kInfinity);
    if (aborted_) break;
  }
  out.count = 0;
  for (Card c : legal(p)) out.items[out.count++] = {c, rep_value[rep_of[c]]};
}

}  // namespace stichfest::search
