// Full States consistent with what one seat knows: observe() the other way
// round. A world deals the cards the seat has not seen to the other seats
// and the hidden piles (the skat, the Ramsen talon and dead pile) so that
// every public fact holds: shown voids, a skat the seat laid down and who
// took it after, the robbed up-card, the Schafkopf sides that doublings
// and played cards have shown. It then fills in what the engine derives
// from the cards (the Schafkopf game and sides, the called ace's duties).
// A world is accepted only if observe(world, seat) gives back the seat's
// Observation exactly, so a bot searching it learns nothing it may not know.
#pragma once

#include "core/observation.h"
#include "core/rng.h"

namespace stichfest::search {

// Deals one world for o.seat (o in a hand). False if none was found in
// `tries` attempts (then `out` is unspecified).
bool sample_world(const Observation& o, Rng& rng, State& out, int tries = 100);

// Replays the world's card plays from the start of play (with the trick-1
// announcements where they were made), calling
// `each(state_before, card, announced)` before every card of a seat other
// than `seat` (`announced`: the seat doubled before that card). False if a
// card was not legal where it was played: the world gave a seat a card it
// would have had to play (a duty to follow, to beat, to play the called ace).
template <class Each>
bool replay_play(const State& world, int seat, Each each);

// The hand as it stood when its card play began: the cards played so far
// back in their players' hands, no trick, the called ace's duties and a
// Hochzeit's partner not yet settled. The world's card plays can then be
// replayed with apply() (the bots' inference does).
State rewind_to_play_start(const State& world);

template <class Each>
bool replay_play(const State& world, int seat, Each each) {
  if (world.phase != Phase::Play) return true;
  State r = rewind_to_play_start(world);
  for (int t = 0; t <= world.trick_number && t < world.tricks_per_hand; ++t) {
    int count = t < world.trick_number ? world.cards_per_trick : world.trick_size;
    const Card* cards = t < world.trick_number ? world.history[t] : world.trick;
    for (int i = 0; i < count; ++i) {
      if (!legal_cards(r).contains(cards[i])) return false;
      const int p = r.to_move;
      const bool announces = (world.announced >> p & 1) && announcement_open(r);
      if (p != seat) each(static_cast<const State&>(r), cards[i], announces);
      if (announces) apply(r, Action::of(Act::Double));
      apply(r, Action::play(cards[i]));
    }
  }
  return true;
}

}  // namespace stichfest::search
