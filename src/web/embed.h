// Embedded frames (shell/embed.html): the options a host page puts in the
// fragment beside a share or record link, and the hand they set out.
//   embed.html#g=ramsen&s=42&mode=show&at=2.1&seat=1&hands=own&lang=de
// mode  = play (a playable hand; the default) or show (a position to step
//         through, as a rules page illustrates an example);
// at    = T.C: in trick T (1-based) once C of its cards are down; T alone
//         is T.0, and C equal to the trick's size shows it taken;
// seat  = the visitor's seat: drawn at the bottom (show mode), played
//         (play mode, as seat 0 of the same deal turned: turn_record);
// hands = open (every hand; the default) or own (only the visitor's);
// lang  = en or de; deck = german or french (else the page's defaults);
// save  = 1 lets the frame keep its match (by default a guest saves nothing).
// No SDL or ImGui here.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/record.h"
#include "core/words.h"
#include "settings.h"
#include "share_link.h"

namespace stichfest {

enum class EmbedMode { Play, Show };

struct EmbedOptions {
  ShareLink link;
  EmbedMode mode = EmbedMode::Play;
  bool has_at = false;
  int trick = 1, card = 0;  // at=T.C
  int seat = 0;
  bool open_hands = true;
  bool save = false;
  std::optional<Lang> lang;
  std::optional<DeckStyle> deck;
};

// Reads the fragment (with or without '#'); false with a message.
bool parse_embed(std::string_view fragment, EmbedOptions& out, std::string& error);
// The fragment again, embed keys included: parse_embed(format_embed(o)) == o.
std::string format_embed(const EmbedOptions& options);

// The hand a link sets out, as a record of one hand: a record link's
// moves, or a deal link's hand played out by the rule-based bots, which
// are fast and deterministic (an exact line needs a record link).
bool embed_record(const ShareLink& link, Record& out, std::string& error);

// The same record with its seats turned so that `seat` sits at seat 0:
// the dealer as many seats back, so every seat is dealt the same cards
// (dealing goes round from the dealer), the same moves, the start and
// check lines turned alike. A visitor who plays seat N plays it as seat 0,
// where the table draws the player.
void turn_record(Record& record, int seat);

// The index into a hand's states (after the deal, then after each move)
// of the moment at=T.C names; false if the hand never reaches it.
bool step_at(const std::vector<State>& states, int trick, int card, size_t& step);

}  // namespace stichfest
