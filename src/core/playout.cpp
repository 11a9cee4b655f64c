#include "playout.h"

#include <cassert>

#include "games.h"

namespace stichfest {

using namespace detail;

namespace {

// Where the legal cards come from: plain Farbzwang, Ramsen's duties, or the
// game's own hook (the called-ace rules of American Schafkopf).
enum class Duty { FollowSuit, Ramsen, Hook };

template <Duty kDuty>
void play_out(State& s, Rng& rng) {
  const Contract& k = contract(s.contract);
  const GameHooks& game = hooks(s);
  uint8_t next[kMaxPlayers];
  for (int p = 0; p < s.players; ++p) next[p] = uint8_t(next_active(s, p));
  const bool head_always = kDuty == Duty::Ramsen && s.rules->get(rm::HeadTrick) == rm::kHeadAlways;
  const int n = s.cards_per_trick;
  auto pick = [&](CardSet legal) { return legal.nth(int(rng.below(uint32_t(legal.size())))); };
  auto place = [&](int i, int p, Card c) {  // what play_card() records
    s.hands[p] -= CardSet::of(c);
    s.played_by[p] |= CardSet::of(c);
    s.trick[i] = c;
    s.trick_seat[i] = uint8_t(p);
    s.trick_size = uint8_t(i + 1);
    if (kDuty == Duty::Hook && game.card_played) game.card_played(s, p, c);
    s.to_move = next[p];
  };
  while (s.phase == Phase::Play) {
    if (s.trick_size == 0) {
      if (s.trick_number == 0 && announcement_open(s)) return;
      if (kDuty == Duty::Hook) {
        place(0, s.to_move, pick(game.legal_cards(s)));
      } else {
        // Any card may lead, and every hand holds one card per trick left:
        // the draw need not wait for the last trick's winner.
        uint32_t index = rng.below(uint32_t(s.tricks_per_hand - s.trick_number));
        CardSet hand = s.hands[s.to_move];
        assert(hand.size() == s.tricks_per_hand - s.trick_number);
        place(0, s.to_move, hand.nth(int(index)));
      }
    }
    // The led suit, and the card winning so far, stay in registers.
    const Card led = s.trick[0];
    const int led_suit = k.suit[led];
    const CardSet led_group = k.group[led_suit];
    int best = k.winning_index(s.trick, s.trick_size);
    Card best_card = s.trick[best];
    for (int i = s.trick_size; i < n; ++i) {
      if (s.trick_number == 0 && announcement_open(s)) return;
      int p = s.to_move;
      CardSet hand = s.hands[p];
      CardSet legal;
      if (kDuty == Duty::Hook) {
        legal = game.legal_cards(s);
      } else if (kDuty == Duty::Ramsen) {
        legal = ramsen_duty(k, hand, led, best_card, head_always);
      } else {
        CardSet follow = hand & led_group;
        legal = follow.empty() ? hand : follow;
      }
      Card c = pick(legal);
      s.shown_void[p] |= uint8_t(!led_group.contains(c) << led_suit);
      bool wins = k.beaters[best_card].contains(c);
      best = wins ? i : best;
      best_card = wins ? c : best_card;
      place(i, p, c);
    }
    end_trick(s, best);
  }
}

}  // namespace

void play_randomly(State& s, Rng& shared_rng) {
  // A local copy of the generator can stay in registers: the byte stores
  // into s may alias anything, the caller's generator included.
  Rng rng = shared_rng;
  if (s.rules->game == Game::Ramsen)
    play_out<Duty::Ramsen>(s, rng);
  else if (s.rules->game == Game::SchafkopfUS && s.as_game == AsGame::CallGame)
    play_out<Duty::Hook>(s, rng);
  else
    play_out<Duty::FollowSuit>(s, rng);
  shared_rng = rng;
}

Action random_action(const State& s, Rng& rng) {
  assert(in_hand(s) && "random_action() needs a decision to make");
  if (s.phase == Phase::Exchange && s.rules->game == Game::Ramsen) {
    ExchangeChoices choices = rm_exchange_choices(s);
    return Action::with_cards(Act::Exchange, choices.at(int(rng.below(uint32_t(choices.count)))));
  }
  ActionList legal;
  legal_actions(s, legal);
  return legal.items[rng.below(uint32_t(legal.count))];
}

}  // namespace stichfest
