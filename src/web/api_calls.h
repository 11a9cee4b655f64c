// What the JavaScript API's exports (main_web.cpp) do with their
// arguments, apart from the App: the checks at the boundary and the
// session calls. SDL-free, so the fuzzers (tests/fuzz) reach the same code
// the page runs.
#pragma once

#include <cstddef>
#include <string>

#include "session.h"
#include "share_link.h"

namespace stichfest {

// An argument of an API call: present and at most `max` bytes long. The
// page checks first (shell/shell.js); this holds for any caller of the exports.
bool api_bounded(const char* text, size_t max, const char* what, std::string& error);

// newMatch(rules, seed, bots): the link to the first hand of the match to
// start ("" bots: `default_bots`). False with a message for the caller.
bool api_new_match_link(const char* rules_text, const char* seed_text, const char* bots_text, BotLevel default_bots,
                        ShareLink& out, std::string& error);

// submit(token): the human's action, if it is the human's turn and the
// token names an action of this position (whether it is legal the
// session says when it is applied).
bool api_action(const Session& session, const char* token, Action& out, std::string& error);
// The same, applied to the session if legal now.
bool api_submit(Session& session, const char* token, std::string& error);

}  // namespace stichfest
