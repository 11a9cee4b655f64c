// Share links: a URL fragment that names a game, its rules and a seeded deal,
//   #g=schieberamsch&r=schieberamsch(jacks_in_skat%3Dforbidden)&s=0x2a&h=3&d=1
// g = game key, r = rules string (percent-encoded; optional, defaults),
// s = match seed, h = hand number of that match (optional; 1 to
// kMaxHandNumber, as in a record's first-hand), d = dealer (optional; the
// seed's first dealer), b = the bots' level (optional: links from before
// the levels were played by the beginner), k = the deck (optional; a hand
// dealt by hand, as a worked example is: then s may be left out), c = a
// challenge (optional: the sender's score to beat, "h23" over that hand or
// "m-40" over the whole match from that hand on, "s75" or "d45" over a
// Grand Hand the sender played or defended; core/challenge.h says what is
// counted). Opening it deals exactly that hand, against the same bots. A
// challenge's seed is in the open, so beating it is a matter of honour.
// Links without c= and links from before it open as they always did; an
// unreadable c= is an error, so a damaged challenge is never played as a
// plain deal. The keys may also be written out: game rules seed hand dealer
// bots cards challenge (record moves).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/bot_level.h"
#include "core/challenge.h"
#include "core/rng.h"
#include "core/rules.h"

namespace stichfest {

// The longest link that is read, in bytes.
constexpr size_t kMaxLinkBytes = 2000;

struct ShareLink {
  Rules rules;
  uint64_t seed = 0;
  uint32_t hand = 1;
  int dealer = -1;  // -1: first_dealer(seed)
  BotLevel bots = BotLevel::Beginner;
  // The hand's cards given whole (k=, core/move_code.h), not from the seed.
  bool has_deck = false;
  Deck deck{};
  Challenge challenge;  // inactive: a plain share link
  // A record link (#rec=1&...&m=CODE, record_link.h) also carries the
  // hand's moves, to replay rather than to play.
  bool is_record = false;
  std::string moves;
};

// Accepts the fragment with or without '#', or a whole URL containing '#'.
// On failure returns false with a message for the player.
bool parse_share_link(std::string_view text, ShareLink& out, std::string& error);
std::string format_share_link(const ShareLink& link);
// The game a link names, even where the rest of it is broken: a broken
// link to Ramsen still opens Ramsen's table, not the last game played.
bool link_names_game(std::string_view text, Game& game);

// A link's fragment (after any '#') as its key=value parts, in order, the
// values %-decoded; false with a message for a part without '=' or with
// bad %-encoding. Empty parts are skipped.
struct LinkField {
  std::string key, value;
};
bool link_fields(std::string_view fragment, std::vector<LinkField>& out, std::string& error);

// A number from 0 to max in decimal digits (no sign, no spaces).
bool parse_number(std::string_view text, uint32_t max, uint32_t& out);
std::string percent_encode(std::string_view text);
bool percent_decode(std::string_view text, std::string& out);

}  // namespace stichfest
