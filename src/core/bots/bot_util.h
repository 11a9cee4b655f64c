// Card-play helpers shared by the baseline bots. Everything here reads only
// the seat's Observation.
#pragma once

#include "core/contract.h"
#include "core/observation.h"

namespace stichfest::bot {

inline const Contract& contract_of(const Observation& o) { return contract(o.contract); }

// The cards among o.legal's Play actions.
CardSet legal_plays(const Observation& o);
bool offers(const Observation& o, Act kind);
// The first legal action of this kind, or o.legal.items[0].
Action first_of(const Observation& o, Act kind);

// The strongest / weakest card by trick power; ties go to fewer points
// (weakest) or more points (strongest), then to the lower id.
Card strongest(const Contract& k, CardSet cards);
Card weakest(const Contract& k, CardSet cards);
Card most_points(const Contract& k, CardSet cards);    // ties: the weaker card
Card fewest_points(const Contract& k, CardSet cards);  // ties: the weaker card

// The card winning the current trick, and who played it.
Card winning_card(const Observation& o);
int winning_seat(const Observation& o);
// Cards of `from` that beat `target`.
CardSet beating(const Contract& k, CardSet from, Card target);
// Cards not yet seen by this seat (not played, not in hand, not laid down).
CardSet unseen(const Observation& o);
// True if no unseen card of the same effective suit beats c (nor any trump,
// when c is a plain card and trumps are still out).
bool is_top(const Observation& o, Card c);
// Seats still to play to the current trick after this seat.
int players_after(const Observation& o);
// Effective suits each seat has shown void in (bit 0..4).
void void_suits(const Observation& o, uint8_t out[kMaxPlayers]);
int trick_points(const Observation& o);

// Point-trick play for the partnership games (Grand Hand, American
// Schafkopf): friend[p] is true for known partners of this seat.
Card play_for_points(const Observation& o, const bool friend_of[kMaxPlayers], bool declaring);

}  // namespace stichfest::bot
