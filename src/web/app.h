// The table app: one App value and one frame() for both the browser and
// the desktop. Each frame draws from the session's state (the human's
// observation) plus a little UI state, and sends at most one action back
// through the session. Bots are stepped from the frame loop with a pause,
// so the page never blocks.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "bot_thinker.h"
#include "coach.h"
#include "imgui.h"
#include "layout.h"
#include "replay.h"
#include "session.h"
#include "settings.h"
#include "sound.h"
#include "stats.h"
#include "textures.h"

struct SDL_Window;

namespace stichfest {

// A clickable thing the app drew this frame, reported to tests and tools.
struct HitTarget {
  std::string id;  // "card:CJ", "button:push", "menu:new-match", ...
  std::string label;
  ImVec2 min, max;
  bool enabled = true;
  float label_width = 0;  // a button's: what its label needs, padding included (tests find clipped labels)
};

// A finished trick stays on the table for a moment before it is gathered.
struct HeldTrick {
  bool active = false;
  int number = 0;  // 0-based trick index
  int winner = 0;
  int count = 0;
  Card cards[kMaxPlayers] = {};
  uint8_t seats[kMaxPlayers] = {};
  double start = 0, until = 0;
  int note_form = -1;  // the banner's form and place (table_notes.cpp), kept while the cards are gathered
  ImVec2 note_at;
};

struct App {
  // Platform
  SDL_Window* window = nullptr;
  void* gl_context = nullptr;
  std::string assets_dir = "assets";
  bool done = false;
  bool test_mode = false;  // desktop: bots play every seat, then exit
  int test_frames_left = 0;
  std::string screenshot_path;  // desktop: saved before exit in test mode
  bool capture_next_frame = false;
  double now = 0;  // seconds since start
  float frame_ms = 0;
  double frame_ms_sum = 0;  // whole frames, GL rendering included
  double build_ms_sum = 0;  // the app's own work: state, bots, layout, ImGui
  float frame_ms_max = 0;
  float build_ms_max = 0;  // the longest frame's own work in this match (a bot deciding here included)
  long frames = 0;

  // Model
  Settings settings;
  Session session;

  // The searching bots think off the table's thread (bot_thinker.h).
  BotThinker thinker;
  bool thinker_failed = false;    // then the table decides itself
  uint32_t bot_questions = 0;     // questions asked so far
  uint32_t bot_question = 0;      // the one out now (0: none)
  uint64_t bot_question_for = 0;  // the session's position it was asked in
  double bot_asked_at = 0;
  bool bot_answered = false;
  std::string bot_answer;           // the answer's record token
  std::vector<float> bot_think_ms;  // how long each answer in this match was thought about
  Coach coach;                      // the hint and the review of a hand (coach.h)
  Replay replay;                    // the replay viewer, over the match (replay.h)

  // UI state
  Layout layout;
  CardAtlas atlas[2];  // German, French; each loaded when first shown
  bool atlas_failed[2] = {};
  ImFont* font_body = nullptr;
  ImFont* font_big = nullptr;
  ImFont* font_small = nullptr;
  float font_scale = 0;  // device pixel ratio the fonts were built for
  double next_bot_at = 0;
  double forced_pass_at = 0;
  HeldTrick held;
  int seen_tricks = 0;
  int seen_trick_size = 0;
  int seen_hand = 0;
  double arrive[kMaxPlayers] = {};  // when each card of the current trick landed
  CardSet selection;                // cards picked for a discard, exchange or rob
  int focus = 0;                    // keyboard focus among the hand's cards
  bool aiming = false;              // a press on the hand, acted on at its release
  int button_focus = 0;
  bool focus_on_buttons = false;
  Phase key_phase = Phase::Deal;  // the phase the keyboard focus belongs to
  int summary_seen_for = 0;       // hand number whose summary was closed
  float summary_body = 0;         // the summary's content above its buttons, as tall as last laid out
  long summary_drawn = -2;        // the frame the summary was last drawn on
  long summary_since = 0;         // ... and the first of the frames it has been drawn on since
  bool summary_shown = false;     // ... and whether it has settled, to be seen
  float summary_height = 0;       // its window's height last frame
  float summary_body_height = 0;  // ... and its body's
  float summary_body_most = 0;    // ... and the most its body could take
  std::string info_game_line;     // the info panel's line naming the game, as it was last in a hand
  Observation hand_view;          // the hand as last seen in it (the plates' sides and tricks)
  long prompt_drawn = -2;         // the frame the decision panel was last drawn on
  long prompt_since = 0;          // ... and the first of the frames it has asked for this decision since
  std::string prompt_decision;    // ... which was this (its question and place in the record)
  bool show_sheet = false, show_settings = false, show_picker = false, show_last_trick = false, show_stats = false;
  bool show_help = false;
  Rules help_rules;              // the rules the help window explains
  std::string help_focus;        // an option to scroll to once ("" none)
  bool help_select_tab = false;  // the next frame selects help_rules' game tab
  // Statistics per game (stats.h), read at start, counted after each hand.
  GameStats stats[kGameCount];
  uint64_t stats_position = 0;  // the session's position last looked at
  int stats_game = 0;           // the game the dialog shows
  bool stats_select = false;    // its tab is to be selected (the dialog was just opened)
  std::string notice;
  bool notice_is_error = false;
  double notice_until = 0;
  ImVec2 notice_at, notice_for_size;  // where it lies, kept while it covers nothing new (it would jump)
  uint64_t notice_position = 0;       // the position a hint's words speak of (Session::position), or 0
  std::string saved_record;           // last record written to storage
  bool storage_failing = false;       // the last save did not go through
  std::vector<HitTarget> hits;
  std::vector<HitTarget> next_hits;
  std::vector<std::pair<Action, bool>> prompt_buttons;  // this frame's decision buttons (enabled?)
  Settings draft;                                       // settings being edited
  bool ready = false;
  // Framed on another page (shell/embed.html): a guest there, so nothing is
  // saved unless the host asks (save_when_embedded), no sound until the
  // visitor turns it on, and no frame is drawn while nothing moves.
  bool embedded = false;
  bool save_when_embedded = false;
  // What the host page was last told (commands.h: emit_changes).
  uint64_t emitted_position = 0;
  long emitted_step = -1;
  int emitted_hand_end = 0;
  // The fragment the embedded frame was opened with (its footer link).
  std::string embed_link;
  // When the table last changed or was touched: it draws frames for a
  // moment after that (animations settle), then sleeps (app_idle).
  double last_change = 0;
  uint64_t seen_position = 0;
  // Sound (sound_view.cpp): in an embedded frame it is off until the visitor
  // turns it on there, whatever the settings say.
  bool sound_on_in_frame = false;
  long sounds_played[kSoundKinds] = {};  // per Sound, played while on (stats())
  bool turn_cued = false;                // the human's turn was announced and has not passed
};

// Startup: settings, fonts, card art, then the share link (if any), the
// saved game, or a fresh deal.
void app_init(App& app, const std::string& link_fragment);
void app_frame(App& app);
void app_shutdown(App& app);

// Restarts the table's own state for a match started or restored.
void fresh_table(App& app, double bot_pause);
// An embedded frame (embed.h): opens the fragment's hand in play or show
// mode; a broken fragment gets a message and a fresh deal.
void app_open_embed(App& app, const std::string& fragment);
// Show mode: sets out the position the fragment names; false with a message.
bool app_show_position(App& app, const std::string& fragment, std::string& error);
// Show mode's "Play from here": the visitor takes over seat 0 at the position shown.
bool app_play_from_here(App& app, std::string& error);
// The full page with this frame's hand (the footer link), opened in a new tab.
void app_open_full_page(App& app);
// True when nothing moves or waits: no bot to move, no animation, no
// notice fading, no answer awaited. The page then draws no frames.
bool app_idle(const App& app);
// Starts a new match of the settings' game with a fresh random seed.
void app_new_match(App& app);
// Goes to `game`'s table: its saved match if there is one, else a new match.
void app_switch_game(App& app, Game game);
// Offers the link to this hand (a dialog in the browser, the clipboard on
// the desktop).
void app_share_deal(App& app);
// Opens a share link; on error shows the message and keeps playing.
bool app_open_link(App& app, const std::string& fragment);
void app_notice(App& app, const std::string& text, bool error = false);
// Opens or closes one of the table's dialogs (picker, settings, score sheet,
// last trick); opening one closes the others, so they never stack.
void toggle_dialog(App& app, bool App::*dialog);
void open_dialog(App& app, bool App::*dialog);
// Applies a human action and handles the message if it is refused (also
// put in `error` if given). Commands go through app_command (commands.h).
bool app_act(App& app, const Action& a, std::string* error = nullptr);
// Takes back the human's last move (Session::undo), or says why not.
bool app_undo(App& app);
// Opens hand `hand` (0-based) of a record in the replay viewer; the match
// underneath waits. On error shows the message.
bool app_replay(App& app, const Record& record, size_t hand);
// Offers a link: the page's dialog (select, copy, share sheet), or the
// clipboard on the desktop.
void offer_page_link(App& app, const std::string& link, const char* title, const char* intro);
// Offers the record link of the match's last hand (record_link.h).
void app_share_hand(App& app);
// Persists the match after any change, and the settings; a failure is
// told to the player, and each later save tries again.
void app_save(App& app);
void app_save_settings(App& app);
// Tells the player when storage starts or stops failing (`stored`: the
// last write went through).
void note_storage(App& app, bool stored);
// False in an embedded frame unless its host asked it to save.
bool app_may_store(const App& app);
// Sound (sound_view.cpp): whether it is on here, a sound if it is (counted
// for stats()), the mute toggle (Settings, the speaker button, M), the
// "your turn" cue (once each time the turn comes to the human), and the
// speaker button in the top bar.
bool app_sound_on(const App& app);
void app_sound(App& app, Sound s);
void app_toggle_sound(App& app);
void cue_turn(App& app);
void draw_sound_button(App& app);

// Statistics (app_stats.cpp): read at start (a damaged one is told and
// starts afresh); a finished hand is counted once, never in an embedded
// frame.
void app_load_stats(App& app);
void app_count_hand(App& app);
// The challenge and the sealed deal (fair_play_view.cpp): offers a link
// with the human's score to beat (over the hand just played, or the match);
// the info panel's lines; the summary's result and reveal.
void app_challenge(App& app, bool whole_match);
// The info panel's lines, each with its id for the layout report:
// "text:score-to-beat", "text:sealed-deal".
std::vector<std::pair<std::string, std::string>> fair_play_lines(App& app);
void draw_fair_play_summary(App& app);
// What a hand (or a match) is measured by, e.g. "card points, fewer is
// better"; a hand by the seat's part in it (core/challenge.h).
std::string measure_words(Game game, bool whole_match, HandPart part = HandPart::Plain);
// Places the next dialog in the middle of the table, at most the given
// shares of its width and height (summary_view.cpp).
void center_next_window(const App& app, float width_fraction, float height_fraction);

// Views (each in its own file).
void draw_table(App& app);
// The notice of the moment (app_notice), where it covers the least.
void draw_notice(App& app);
// A seat's name plate and, for the others, their cards face down (seat_view.cpp).
void draw_seat(App& app, ImDrawList* dl, int seat, const Observation& o);
// The speech bubbles and the trick banner, after the panels they must not lie under.
void draw_table_notes(App& app);
// How far the trick on show has been gathered towards its winner, 0 to 1.
float held_gather(const App& app);
void draw_prompt(App& app);
void draw_top_bar(App& app);
void draw_info(App& app);
void draw_summary(App& app);
void draw_score_sheet(App& app);
void draw_settings(App& app);
void draw_picker(App& app);
void draw_last_trick(App& app);
// The rules help window (help_view.cpp); open_help shows `rules`, scrolled to
// the option named `focus` if any.
void draw_help(App& app);
void open_help(App& app, const Rules& rules, const std::string& focus = "");
void draw_stats(App& app);
// Undo and Hint in the prompt (on the decision buttons' row, which ends at
// line_end), the hint's line under it, and the summary's "Could I have
// done better?". `keep_row`: a low window's panel (before the play above
// the human's plate, in the play right of the trick), whose growth would
// reach the seats above it: the line, short, stays in the row or takes a
// row where that meets nothing, else the marks on the hinted button or
// cards say it.
void draw_hint(App& app, float line_end, bool after_buttons, bool keep_row);
void draw_review(App& app);
void draw_replay(App& app);
void handle_keys(App& app);

// Card drawing shared by the views.
void draw_card(App& app, ImDrawList* dl, Card c, ImVec2 min, float w, float alpha = 1.0f, bool dim = false,
               bool highlight = false);
ImU32 felt_text_color(float alpha = 1.0f);
// The hint's colour: its line under the prompt and the outline of its card.
constexpr ImU32 kHintBlue = IM_COL32(150, 225, 255, 255);
void register_hit(App& app, const std::string& id, const std::string& label, ImVec2 min, ImVec2 max,
                  bool enabled = true);
// Where the last frame drew the target `id` (a panel drawn after the table), or null.
const HitTarget* drawn_last_frame(const App& app, const char* id);
// Does a box at `min`..`max` meet a panel, the middle cards, a seat or its
// words as drawn the frame before (the ids in `skip` aside)?
bool meets_drawn(const App& app, ImVec2 min, ImVec2 max, std::initializer_list<std::string_view> skip);
// An ImGui button that is also reported as a hit target.
bool hit_button(App& app, const std::string& id, const std::string& label, ImVec2 size = ImVec2(0, 0),
                bool enabled = true);
// Text wrapped at spaces only, `width` wide (the space left where 0):
// ImGui's own wrap may split "48.6" after its '.'.
void text_wrapped(const std::string& text, float width = 0);
// The width hit_button gives a label: its text, and a finger's width on a
// touch screen even for "No" (for laying out rows of buttons ahead).
float hit_button_width(const App& app, const char* label);
bool german_deck(const App& app);
// The card art of the chosen deck, loaded on first use (plain cards if it fails).
const CardAtlas& current_atlas(App& app);
float card_aspect(App& app);
// The human's hand in table order: trumps first, then the suits.
std::vector<Card> table_order(const Observation& o);
bool hand_over_waiting(const App& app);  // summary pending
// In a hand, or a finished hand's last trick and summary still showing: the
// table draws it as it was (the state between hands knows no game or sides).
bool hand_on_table(const App& app);
bool hold_active(const App& app);

}  // namespace stichfest
