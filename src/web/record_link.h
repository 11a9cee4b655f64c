// Record links: one finished (or running) hand in a link, to open in the
// replay viewer: the share link's game, rules, seed, hand number, dealer
// and bots, plus the hand's moves as indices among the legal moves
// (core/move_code.h), e.g.
//   #rec=1&g=schafkopf-us&s=0x14&d=2&m=IBAgkAT2k8mRAhY
// The hand is replayed on its own, from its deal: the match's totals
// before it are not in the link.
#pragma once

#include <string>

#include "core/record.h"
#include "share_link.h"

namespace stichfest {

// The link of the record's hand `hand` (0-based); "" if that hand cannot
// be told apart from its deal alone (its moves would not replay).
std::string format_record_link(const Record& record, size_t hand);
// The record of a record link's hand; false with a message for the player.
// A record of the link's one hand, without its moves, and that hand dealt.
bool deal_alone(const ShareLink& link, Record& record, State& dealt, std::string& error);
bool record_from_link(const ShareLink& link, Record& out, std::string& error);

}  // namespace stichfest
