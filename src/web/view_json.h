// The human seat's view as JSON, for the page's JavaScript API and the
// tests. Built from the seat's Observation only (plus the public result
// of finished hands), so it cannot leak hidden cards or partners.
#pragma once

#include <string>

#include "session.h"

namespace stichfest {

// Cards in texts are named as `german_deck` shows them (the result's formula).
std::string view_json(const Session& session, bool german_deck = false);
// [{"token":"push","label":"Push"},...] for the human, [] when not his turn.
std::string legal_json(const Session& session, bool german_deck);

}  // namespace stichfest
