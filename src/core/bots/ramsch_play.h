// Ramsch judgement shared by Schieberamsch and Kalter Schlag: how dangerous
// a hand is (how many card points it is likely to collect), and card play
// that keeps points out of one's own tricks.
#pragma once

#include "core/observation.h"

namespace stichfest::bot {

// Higher = more likely to collect card points. `gone` holds cards known to
// be out of play (played, or laid away), so they no longer threaten.
int ramsch_danger(CardSet hand, CardSet gone);
// Its two parts: the jacks, and one plain suit (so a discard search can
// re-score only the suits it changes).
int ramsch_jack_danger(CardSet hand);
int ramsch_suit_danger(int suit, CardSet hand, CardSet gone);

// Picks a card for a Ramsch trick (no partners, avoid points).
Card play_ramsch(const Observation& o);

}  // namespace stichfest::bot
