#include "playout.h"

#include <cassert>

#include "games.h"
#include "hash.h"

namespace stichfest {

using namespace detail;

namespace {

// Where the legal cards come from: plain Farbzwang, Ramsen's duties, or
// Farbzwang plus American Schafkopf's called-ace duties.
enum class Duty { FollowSuit, Ramsen, CalledAce };

// The hand as play_out() keeps it: the hot fields in locals, which byte
// stores into the State cannot alias, so they stay in registers or on the
// stack instead of being reloaded after every store. flush() writes them
// back before the playout returns or applies an announcement; the trick
// hooks and the scoring do not read them (see GameHooks).
struct Table {
  uint32_t hands[kMaxPlayers];
  uint8_t voids[kMaxPlayers];
  Card trick[kMaxPlayers];
  uint8_t seats[kMaxPlayers];

  explicit Table(const State& s) {
    for (int p = 0; p < kMaxPlayers; ++p) {
      hands[p] = s.hands[p].bits();
      voids[p] = s.shown_void[p];
      trick[p] = s.trick[p];
      seats[p] = s.trick_seat[p];
    }
  }
  // Writes the locals back: the next card is the one at index `trick_size`
  // of the trick led by `leader` (s.to_move is the caller's).
  void flush(State& s, int trick_size, int leader) const {
    for (int p = 0; p < kMaxPlayers; ++p) {
      s.played_by[p] |= s.hands[p] - CardSet(hands[p]);
      s.hands[p] = CardSet(hands[p]);
      s.shown_void[p] = voids[p];
      s.trick[p] = trick[p];
      s.trick_seat[p] = seats[p];
    }
    s.trick_size = uint8_t(trick_size);
    s.leader = uint8_t(leader);
  }
};

struct Pick {
  Card card;
  Rng rng;
};

// The card the player to move in trick 1 plays from `legal` (m cards), when
// the list of legal actions may start with an announcement (a Double): after
// one, the player still plays a card. `table` holds the hand for flush().
[[gnu::noinline]] Pick pick_in_trick_one(State& s, Rng rng, uint32_t legal, uint32_t m, const Table& table,
                                         int trick_size, int leader) {
  if (announcement_open(s)) {
    uint32_t r = rng.below(m + 1);
    if (r > 0) return {Card(select_bit(legal, r - 1)), rng};
    table.flush(s, trick_size, leader);
    apply(s, Action::of(Act::Double));
  }
  return {Card(select_bit(legal, rng.below(m))), rng};
}

template <Duty kDuty>
Rng play_out(State& s, Rng rng) {
  const Contract& k = contract(s.contract);
  const bool head_always = kDuty == Duty::Ramsen && s.rules->get(rm::HeadTrick) == rm::kHeadAlways;
  const bool hooked = hooks(s).trick_won != nullptr;
  const int n = s.cards_per_trick;
  const int tricks = s.tricks_per_hand;
  uint8_t next[kMaxPlayers];
  for (int p = 0; p < s.players; ++p) next[p] = uint8_t(next_active(s, p));

  Table table(s);
  int t = s.trick_number;
  int i = s.trick_size;
  int p = s.to_move;
  int leader = s.leader;
  // The card p plays from `legal`, which holds m cards: what random_action()
  // picks from legal_actions(). In trick 1 that list may start with an
  // announcement, handled out of line to keep the common case lean.
  bool may_announce = announcements_offered(s);
  auto choose = [&](uint32_t legal, uint32_t m) {
    if (__builtin_expect(may_announce, 0)) {
      s.to_move = uint8_t(p);  // what announcement_open() reads
      Pick pick = pick_in_trick_one(s, rng, legal, m, table, i, leader);
      rng = pick.rng;
      return pick.card;
    }
    return Card(select_bit(legal, rng.below(m)));
  };
  // The trick in progress: its led card's suit and the card winning so far
  // stay in registers.
  uint32_t cards = 0, led_group = 0;
  uint8_t led_void = 0;  // the led suit's bit in shown_void
  Card led = kNoCard, best_card = kNoCard;
  int best_seat = 0;
  auto start_trick = [&](Card c) {
    led = c;
    led_group = k.group[k.suit[c]].bits();
    led_void = uint8_t(1u << k.suit[c]);
  };
  if (i > 0) {  // resume the trick in progress
    start_trick(table.trick[0]);
    int best = k.winning_index(table.trick, i);
    best_seat = table.seats[best];
    best_card = table.trick[best];
    for (int j = 0; j < i; ++j) cards |= 1u << table.trick[j];
  }
  // What playing card c does to the locals: as the trick's lead, or after it.
  auto lead = [&](Card c) {
    table.hands[p] &= ~(1u << c);
    table.trick[0] = c;
    table.seats[0] = uint8_t(p);
    cards = 1u << c;
    if (kDuty == Duty::CalledAce) called_ace_card_played(s, k, p, c, true);
    start_trick(c);
    best_seat = p;
    best_card = c;
  };
  auto follow = [&](Card c) {
    table.voids[p] |= (led_group >> c & 1) ? 0 : led_void;
    const bool wins = k.beaters[best_card].contains(c);
    best_seat = wins ? p : best_seat;
    best_card = wins ? c : best_card;
    table.hands[p] &= ~(1u << c);
    table.trick[i] = c;
    table.seats[i] = uint8_t(p);
    cards |= 1u << c;
    if (kDuty == Duty::CalledAce) called_ace_card_played(s, k, p, c, false);
  };
  for (;;) {
    if (t + 1 == tricks) {
      // The last trick: each hand holds one card, the only legal one. The
      // draw below(1) is always 0, so only the generator's step is left.
      for (; i < n; ++i, p = next[p]) {
        rng.skip();
        const Card c = Card(__builtin_ctz(table.hands[p]));
        if (i == 0)
          lead(c);
        else
          follow(c);
      }
    } else {
      if (i == 0) {
        const uint32_t hand = table.hands[p];
        // Any card may lead (with the called ace's exception), and each hand
        // holds one card per trick left.
        assert(__builtin_popcount(hand) == tricks - t);
        const uint32_t legal =
            kDuty == Duty::CalledAce ? called_ace_duty(s, k, p, CardSet(hand), CardSet(hand), kNoCard, t).bits() : hand;
        lead(choose(legal, kDuty == Duty::CalledAce ? __builtin_popcount(legal) : uint32_t(tricks - t)));
        i = 1;
        p = next[p];
      }
      for (; i < n; ++i, p = next[p]) {
        const uint32_t hand = table.hands[p];
        uint32_t legal;
        if (kDuty == Duty::Ramsen) {
          legal = ramsen_duty(k, CardSet(hand), led, best_card, head_always).bits();
        } else {
          const uint32_t follow_suit = hand & led_group;
          legal = follow_suit ? follow_suit : hand;
          if (kDuty == Duty::CalledAce) legal = called_ace_duty(s, k, p, CardSet(hand), CardSet(legal), led, t).bits();
        }
        follow(choose(legal, uint32_t(__builtin_popcount(legal))));
      }
    }
    file_trick(s, t, table.trick, CardSet(cards), leader, best_seat);
    ++t;
    i = 0;
    p = leader = best_seat;
    may_announce = false;
    if (hooked || t == tricks) {
      // The hooks see the filed trick (see GameHooks), not the locals.
      s.to_move = uint8_t(p);
      after_trick(s, p);
      if (s.phase != Phase::Play) {
        table.flush(s, 0, leader);
        return rng;
      }
    }
  }
}

// Called through a table, so that no optimiser merges a playout into its
// caller's loop: inlined into the bench loop, the WASM engine's register
// allocator spilled far more and the playouts ran a fifth slower.
using PlayOut = Rng (*)(State&, Rng);
PlayOut volatile const kPlayOut[3] = {play_out<Duty::FollowSuit>, play_out<Duty::Ramsen>, play_out<Duty::CalledAce>};

}  // namespace

void play_randomly(State& s, Rng& shared_rng) {
  // The generator goes by value, so it stays in registers: the byte stores
  // into s may alias anything, the caller's generator included.
  if (s.phase != Phase::Play) return;
  Duty duty = s.rules->game == Game::Ramsen                                         ? Duty::Ramsen
              : s.rules->game == Game::SchafkopfUS && s.as_game == AsGame::CallGame ? Duty::CalledAce
                                                                                    : Duty::FollowSuit;
  shared_rng = kPlayOut[int(duty)](s, shared_rng);
}

namespace {

// random_action() outside the Play phase: the game's own list, or Ramsen's
// exchange choices straight from their table.
Action random_declaration(const State& s, const GameHooks& game, Rng& rng) {
  if (s.phase == Phase::Exchange && s.rules->game == Game::Ramsen) {
    ExchangeChoices choices = rm_exchange_choices(s);
    return Action::with_cards(Act::Exchange, choices.at(int(rng.below(uint32_t(choices.count)))));
  }
  assert(game.legal && "a declaration phase needs the game's legal hook");
  ActionList legal;
  game.legal(s, legal);
  return legal.items[rng.below(uint32_t(legal.count))];
}

}  // namespace

Action random_action(const State& s, Rng& rng) {
  assert(in_hand(s) && "random_action() needs a decision to make");
  if (s.phase != Phase::Play) return random_declaration(s, hooks(s), rng);
  ActionList legal;
  legal_actions(s, legal);
  return legal.items[rng.below(uint32_t(legal.count))];
}

void declare_randomly(State& s, Rng& rng) {
  // What apply() does outside the Play phase: the game's hook.
  const GameHooks& game = hooks(s);
  while (in_hand(s) && s.phase != Phase::Play) game.apply(s, random_declaration(s, game, rng));
}

namespace {

uint64_t hash_result(uint64_t h, const State& s) {
  for (int p = 0; p < s.players; ++p) h = fnv1a(h, uint64_t(int64_t(s.result.score[p])));
  return h;
}

}  // namespace

uint64_t random_playouts(const Rules& rules, int count, uint64_t seed) {
  uint64_t checksum = kFnvOffset;
  Rng rng(seed);
  for (int i = 0; i < count; ++i) {
    State s = new_match(rules, i % rules.players());
    deal(s, shuffled_deck(rng));
    declare_randomly(s, rng);
    play_randomly(s, rng);
    checksum = hash_result(checksum, s);
  }
  return checksum;
}

}  // namespace stichfest
