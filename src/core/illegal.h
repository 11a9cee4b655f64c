// Why an action is not legal, as facts the table can word in any language
// (RULES.md §1.5 follow suit, §4.6 Ramsen's duties, §5.6 the called ace).
// The engine decides legality (legal_actions); this only names the duty that
// rules an action out, so that the view never works the rules out again.
#pragma once

#include "state.h"

namespace stichfest {

enum class Illegal : uint8_t {
  None,             // the action is legal
  NoHand,           // no hand is being played (between hands, match over)
  NotYourTurn,      // another seat is to move
  NotNow,           // not a decision of this moment (e.g. a card during the exchange)
  NotInHand,        // the card is not in the seat's hand
  FollowSuit,       // must follow the led suit (`suit`; kTrump: follow with a trump)
  MustHead,         // Ramsen: must beat `card` with a card of the led suit
  MustTrump,        // Ramsen: cannot follow, must play a trump
  MustOvertrump,    // Ramsen: cannot follow, must beat `card` with a trump
  CalledSuitLead,   // American Schafkopf C2: lead the called suit (`suit`) only with its ace (`card`)
  CalledAceSearch,  // C1: the called suit is led, the ace (`card`) must be played
  CalledAceKeep,    // C3: the called ace (`card`) may not be thrown off before its suit is led
  CallerKeepsSuit,  // C4: the caller keeps his last card (`card`) of the called suit
};

struct IllegalReason {
  Illegal why = Illegal::None;
  int suit = -1;        // an effective suit (0..3, kTrump), where the reason names one
  Card card = kNoCard;  // the card the reason names (the one to beat, the called ace, ...)
  bool legal() const { return why == Illegal::None; }
};

// Why seat `seat` may not take action `a` in `s` now (Illegal::None if it
// may). Seat and state are the engine's: the reason may name the seat's own
// cards, never another seat's.
IllegalReason why_illegal(const State& s, int seat, const Action& a);

}  // namespace stichfest
