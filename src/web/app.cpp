#include "app.h"

#include <algorithm>
#include <cmath>

#include "api_limits.h"
#include "backends/imgui_impl_opengl3.h"
#include "commands.h"
#include "core/commitment.h"
#include "core/standing.h"
#include "i18n.h"
#include "platform.h"
#include "record_link.h"
#include "touch.h"

namespace stichfest {

namespace {

const char kSettingsKey[] = "stichfest.settings";
// Each game keeps its own saved match, so opening a link to one game or
// switching games never loses the match of another.
const char kLegacyMatchKey[] = "stichfest.match";  // once the one saved match of all games
const char kBrokenMatchKey[] = "stichfest.match.unreadable";

std::string match_key(Game game) { return std::string(kLegacyMatchKey) + "." + game_spec(game).key; }

const ImWchar kGlyphs[] = {0x0020, 0x00FF, 0x2013, 0x2026, 0x2190, 0x2193, 0x2212, 0x2212, 0x2264, 0x2265,
                           0x230A, 0x230B, 0x25B2, 0x25C0, 0x2660, 0x2667, 0x2713, 0x2717, 0};

constexpr float kFramePaddingY = 7;  // at scale 1, before touch sizing (touch.h)

void style_imgui(float scale) {
  ImGuiStyle style;
  ImGui::StyleColorsDark(&style);
  style.WindowRounding = 10;
  style.FrameRounding = 8;
  style.GrabRounding = 6;
  style.PopupRounding = 8;
  style.ScrollbarRounding = 8;
  style.WindowPadding = ImVec2(14, 12);
  style.FramePadding = ImVec2(12, kFramePaddingY);
  style.ItemSpacing = ImVec2(10, 8);
  style.WindowBorderSize = 0;
  ImVec4* c = style.Colors;
  // Opaque: the dialogs lie over the table and over each other, whose text
  // would show through (the info panel sets its own transparency).
  c[ImGuiCol_WindowBg] = ImVec4(0.08f, 0.16f, 0.12f, 1.0f);
  c[ImGuiCol_PopupBg] = ImVec4(0.08f, 0.16f, 0.12f, 0.97f);
  c[ImGuiCol_Button] = ImVec4(0.93f, 0.80f, 0.42f, 1.0f);
  c[ImGuiCol_ButtonHovered] = ImVec4(1.0f, 0.89f, 0.55f, 1.0f);
  c[ImGuiCol_ButtonActive] = ImVec4(0.85f, 0.70f, 0.30f, 1.0f);
  c[ImGuiCol_Text] = ImVec4(0.96f, 0.96f, 0.92f, 1.0f);
  c[ImGuiCol_TextDisabled] = ImVec4(0.65f, 0.70f, 0.66f, 1.0f);
  c[ImGuiCol_FrameBg] = ImVec4(0.16f, 0.28f, 0.22f, 1.0f);
  c[ImGuiCol_FrameBgHovered] = ImVec4(0.22f, 0.36f, 0.28f, 1.0f);
  c[ImGuiCol_Header] = ImVec4(0.20f, 0.36f, 0.28f, 1.0f);
  c[ImGuiCol_HeaderHovered] = ImVec4(0.26f, 0.44f, 0.34f, 1.0f);
  c[ImGuiCol_TitleBg] = ImVec4(0.06f, 0.12f, 0.09f, 1.0f);
  c[ImGuiCol_TitleBgActive] = ImVec4(0.06f, 0.12f, 0.09f, 1.0f);
  c[ImGuiCol_TableHeaderBg] = ImVec4(0.14f, 0.26f, 0.20f, 1.0f);
  c[ImGuiCol_TableRowBgAlt] = ImVec4(1, 1, 1, 0.04f);
  c[ImGuiCol_CheckMark] = ImVec4(0.98f, 0.85f, 0.45f, 1.0f);
  c[ImGuiCol_SliderGrab] = ImVec4(0.98f, 0.85f, 0.45f, 1.0f);
  c[ImGuiCol_Tab] = ImVec4(0.14f, 0.26f, 0.20f, 1.0f);
  c[ImGuiCol_TabActive] = ImVec4(0.26f, 0.46f, 0.35f, 1.0f);
  c[ImGuiCol_TabHovered] = ImVec4(0.30f, 0.52f, 0.40f, 1.0f);
  c[ImGuiCol_ModalWindowDimBg] = ImVec4(0, 0, 0, 0.45f);
  style.ScaleAllSizes(scale);
  ImGui::GetStyle() = style;
}

// Fonts are rasterised for the device pixel ratio and the table's scale,
// then shown at 1/dpr, so text is crisp on phones and laptops alike.
void build_fonts(App& app, float dpr, float scale) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  ImFontConfig config;
  config.OversampleH = 2;
  config.OversampleV = 1;
  std::string regular = app.assets_dir + "/fonts/DejaVuSans-Stichfest.ttf";
  std::string bold = app.assets_dir + "/fonts/DejaVuSans-Bold-Stichfest.ttf";
  float k = dpr * scale;
  app.font_body = io.Fonts->AddFontFromFileTTF(regular.c_str(), 17.0f * k, &config, kGlyphs);
  app.font_big = io.Fonts->AddFontFromFileTTF(bold.c_str(), 24.0f * k, &config, kGlyphs);
  app.font_small = io.Fonts->AddFontFromFileTTF(regular.c_str(), 14.0f * k, &config, kGlyphs);
  if (!app.font_body || !app.font_big || !app.font_small) {  // no font files: ImGui's own
    io.Fonts->Clear();
    ImFontConfig fallback;
    fallback.SizePixels = 15.0f * k;
    app.font_body = app.font_big = app.font_small = io.Fonts->AddFontDefault(&fallback);
  }
  io.FontGlobalScale = 1.0f / dpr;
  io.FontDefault = app.font_body;
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  ImGui_ImplOpenGL3_CreateFontsTexture();
  style_imgui(scale);
  app.font_scale = k;
}

}  // namespace

// A match was started or restored: no summary closed, no hold or selection
// left over from the last one, the bots start after a moment.
void fresh_table(App& app, double bot_pause) {
  app.summary_seen_for = 0;
  app.info_game_line.clear();  // the last match's game is not this one's
  app.hand_view = Observation{};
  app.seen_hand = -1;
  app.held.active = false;
  app.selection = CardSet();
  app.forced_pass_at = 0;
  app.next_bot_at = app.now + bot_pause;
  app.build_ms_max = 0;  // measured per match (the first frames build fonts and shaders)
  app.bot_think_ms.clear();
}

namespace {

// Restores the match saved under `key`. One that cannot be read is kept
// aside with a message (nothing is lost) and `key` is freed.
bool restore_match(App& app, const std::string& key) {
  std::string saved = storage_get(key, kMaxRecordBytes);
  if (saved.empty()) return false;
  std::string error;
  if (!app.session.load(saved, error)) {
    storage_move(key, kBrokenMatchKey);  // whole, as stored
    app_notice(
        app,
        std::string(tr("Your saved game could not be restored (", "Dein gespeichertes Spiel war nicht lesbar (")) +
            error + tr("). A new match was dealt.", "). Eine neue Partie wurde gegeben."),
        true);
    return false;
  }
  // A game saved between hands shows that hand's summary again: its
  // "Next hand" button is the only way on.
  app.settings.game = app.session.rules().game;
  fresh_table(app, 0.6);
  app_save(app);
  return true;
}

// Tracks what the last frame showed, to start animations and holds.
void observe_changes(App& app) {
  const State& s = app.session.state();
  // A table just opened (a restored match, a new hand) makes no sound for
  // the cards already on it.
  bool fresh = s.hand_number != app.seen_hand;
  if (fresh) {
    app.seen_hand = s.hand_number;
    app.seen_tricks = 0;
    app.seen_trick_size = 0;
    app.selection = CardSet();
    app.held.active = false;
  }
  if (s.trick_number > app.seen_tricks) {
    int t = s.trick_number - 1;
    HeldTrick h;
    h.active = true;
    h.number = t;
    h.winner = s.history_winner[t];
    h.count = s.cards_per_trick;
    int seat = s.history_leader[t];
    for (int i = 0; i < h.count; ++i) {
      h.cards[i] = s.history[t][i];
      h.seats[i] = uint8_t(seat);
      seat = next_active(s, seat);
    }
    h.start = app.now;
    h.until = app.now + trick_hold_ms(app.settings.speed) / 1000.0;
    app.held = h;
    app.seen_tricks = s.trick_number;
    if (!fresh) app_sound(app, Sound::CardPlayed);  // the card that completed the trick
  }
  if (s.trick_size != app.seen_trick_size) {
    if (s.trick_size > app.seen_trick_size) {
      app.arrive[s.trick_size - 1] = app.now;
      if (!fresh) app_sound(app, Sound::CardPlayed);
    }
    app.seen_trick_size = s.trick_size;
  }
}

// Answers from the thinker: the bots' move, or the coach's (coach.h).
void collect_answers(App& app) {
  uint32_t id;
  std::string reply;
  double ms;
  while (app.thinker.answer(id, reply, ms)) {
    if (coach_take(app, id, reply)) continue;
    if (app.bot_question == 0 || id != app.bot_question) continue;  // asked in a position that has passed
    app.bot_think_ms.push_back(float(ms));
    if (reply.rfind("ok ", 0) == 0) {
      app.bot_answer = reply.substr(3);
      app.bot_answered = true;
    } else {
      app.thinker_failed = true;  // the table decides from now on: nothing is lost
    }
  }
}

// A searching bot thinks on the thinker (a worker or a thread) from the
// moment its turn comes, the last trick still showing; its move is made
// once the answer is in and the pause between bot moves has passed. The
// beginner, and every level where no thinker runs, decides here at once.
// Returns true while a bot's answer is awaited.
bool think_elsewhere(App& app) {
  Session& session = app.session;
  bool searching = session.bots() == BotLevel::Standard || session.bots() == BotLevel::Strong;
  if (!session.bot_to_move() || !searching || app.thinker_failed || !app.thinker.available()) return false;
  uint64_t here = session.position();
  if (app.bot_question == 0 || app.bot_question_for != here) {
    app.bot_question = ++app.bot_questions;
    app.bot_question_for = here;
    app.bot_answered = false;
    app.bot_asked_at = app.now;
    app.thinker.ask(app.bot_question, "decide", session.save());
  }
  // A thinker that never answers (a worker that died) must not stop the game.
  if (!app.bot_answered && app.now - app.bot_asked_at > 30.0) {
    app.thinker_failed = true;
    return false;
  }
  return true;
}

// The trick on show is gathered (its time is up, or the human played on).
void gather_held(App& app) {
  app.held.active = false;
  app_sound(app, Sound::TrickGathered);
}

void step_bots(App& app) {
  Session& session = app.session;
  if (app.held.active && app.now >= app.held.until) gather_held(app);
  collect_answers(app);
  coach_step(app);
  bool awaited = think_elsewhere(app);
  if (app.held.active) return;
  if (awaited) {
    if (!app.bot_answered || app.now < app.next_bot_at) return;
    std::string error;
    app.bot_question = 0;
    if (!session.apply_bot_token(app.bot_answer, error)) {
      app.thinker_failed = true;  // an answer the table cannot use: decide here instead
      return;
    }
    app.next_bot_at = app.now + bot_delay_ms(app.settings.speed) / 1000.0;
    app_save(app);
    return;
  }
  bool bots_only = app.test_mode;
  if ((session.bot_to_move() || (bots_only && session.human_to_move())) && app.now >= app.next_bot_at) {
    if (bots_only && session.human_to_move()) {
      // Test mode: the baseline plays the human seat too.
      Observation o = session.view();
      Rng rng(o.hand_number * 131u + o.trick_number);
      std::string error;
      session.act(search::choose_action(search::BotKind::Beginner, o, rng), error);
    } else {
      session.step_bot();
    }
    app.next_bot_at = app.now + bot_delay_ms(app.settings.speed) / 1000.0;
    app_save(app);
    return;
  }
  // A seat with nothing to decide (e.g. "no announcement") passes by itself.
  if (session.human_to_move()) {
    Observation o = session.view();
    if (o.phase != Phase::Play && o.legal.count == 1) {
      if (app.forced_pass_at == 0) app.forced_pass_at = app.now + 0.6;
      if (app.now >= app.forced_pass_at) {
        app.forced_pass_at = 0;
        app_act(app, o.legal.items[0]);
      }
    }
  }
}

}  // namespace

bool german_deck(const App& app) { return app.settings.deck == DeckStyle::German; }

const CardAtlas& current_atlas(App& app) {
  int i = german_deck(app) ? 0 : 1;
  if (app.atlas[i].texture == 0 && !app.atlas_failed[i]) {  // not started yet
    std::string error;
    if (!load_atlas(app.assets_dir, i == 0 ? "german" : "french", app.atlas[i], error)) {
      app.atlas_failed[i] = true;
      app_notice(app, error, true);
    }
  }
  return app.atlas[i];
}

// The cells' shape is known from atlas.txt at once, before the page has
// decoded the art: the layout never jumps when the pictures arrive.
float card_aspect(App& app) { return current_atlas(app).aspect(); }
bool hold_active(const App& app) { return app.held.active; }

bool app_idle(const App& app) {
  // A second after the last change or touch: cards have landed, tricks
  // are gathered, hover effects have settled.
  if (app.now - app.last_change < 1.0) return false;
  if (app.held.active || app.forced_pass_at > 0 || app.bot_question != 0) return false;
  if (!app.notice.empty() && app.now < app.notice_until) return false;
  if (!app.replay.active && app.session.bot_to_move()) return false;
  return app.coach.hint_question == 0 && app.coach.review_question == 0;
}

bool hand_on_table(const App& app) {
  const State& s = app.session.state();
  return in_hand(s) || (s.result.scored && app.summary_seen_for != s.hand_number);
}

bool hand_over_waiting(const App& app) {
  return !in_hand(app.session.state()) && hand_on_table(app) && !app.held.active;
}

void app_notice(App& app, const std::string& text, bool error) {
  app.notice = text;
  app.notice_is_error = error;
  app.notice_until = app.now + (error ? 7.0 : 3.0);
  app.notice_for_size = ImVec2(0, 0);  // placed anew on its first frame
  app.notice_position = 0;
}

// The player is told when storage starts to fail (full or forbidden) and
// when it works again; a failed save is tried again with the next change.
void note_storage(App& app, bool stored) {
  if (stored != app.storage_failing) return;
  app.storage_failing = !stored;
  if (app.storage_failing)
    app_notice(app,
               tr("Your game is not being saved: the storage is full or not allowed. "
                  "Saving is tried again after every move.",
                  "Dein Spiel wird nicht gespeichert: Der Speicher ist voll oder nicht erlaubt. "
                  "Nach jedem Zug wird es wieder versucht."),
               true);
  else
    app_notice(app, tr("Your game is being saved again.", "Dein Spiel wird wieder gespeichert."));
}

bool app_may_store(const App& app) { return !app.embedded || app.save_when_embedded; }

void app_save(App& app) {
  if (!app_may_store(app)) return;
  std::string record = app.session.save();
  if (record == app.saved_record) return;
  bool stored = storage_set(match_key(app.session.rules().game), record);
  if (stored) app.saved_record = record;
  note_storage(app, stored);
}

void app_save_settings(App& app) {
  if (app_may_store(app)) note_storage(app, storage_set(kSettingsKey, settings_to_text(app.settings)));
}

bool app_act(App& app, const Action& a, std::string* refused) {
  std::string error;
  if (!app.session.act(a, error)) {
    // The engine's reason in the table's words (the session's message is for tools).
    std::string why = illegal_text(why_illegal(app.session.state(), Session::kHuman, a), german_deck(app));
    app_notice(app, why.empty() ? error : why, true);
    if (refused) *refused = why.empty() ? error : why;
    return false;
  }
  app.selection = CardSet();
  if (app.held.active && a.kind == Act::Play) gather_held(app);
  app.next_bot_at = app.now + bot_delay_ms(app.settings.speed) / 1000.0;
  app_save(app);
  return true;
}

bool app_replay(App& app, const Record& record, size_t hand) {
  std::string error;
  if (!app.replay.open(record, hand, error)) {
    app_notice(app,
               std::string(tr("This hand cannot be replayed: ", "Dieses Spiel lässt sich nicht wiederholen: ")) + error,
               true);
    return false;
  }
  app.show_sheet = app.show_last_trick = false;
  return true;
}

void app_share_hand(App& app) {
  const Record& record = app.session.record();
  std::string link = record.hands.empty() ? "" : format_record_link(record, record.hands.size() - 1);
  if (link.empty()) {
    app_notice(app, tr("This hand cannot be put into a link.", "Dieses Spiel lässt sich nicht als Link teilen."), true);
    return;
  }
  offer_page_link(app, page_address() + link, tr("Share this game", "Diese Partie teilen"),
                  tr("Whoever opens this link can step through this hand with every card open:",
                     "Wer diesen Link öffnet, kann dieses Spiel mit allen Karten offen Zug für Zug ansehen:"));
}

bool app_undo(App& app) {
  std::string error;
  if (!app.session.undo(error)) {
    app_notice(app,
               tr("Nothing to take back: only your last move, while its trick is in play or just taken.",
                  "Nichts zurückzunehmen: nur dein letzter Zug, solange sein Stich läuft oder gerade genommen ist."),
               true);
    return false;
  }
  // The table shows the position as it now is, without animating back.
  const State& s = app.session.state();
  app.held.active = false;
  app.seen_tricks = s.trick_number;
  app.seen_trick_size = s.trick_size;
  app.selection = CardSet();
  app.forced_pass_at = 0;
  app.next_bot_at = app.now + bot_delay_ms(app.settings.speed) / 1000.0;
  app_save(app);
  app_notice(app, tr("Move taken back.", "Zug zurückgenommen."));
  return true;
}

void open_dialog(App& app, bool App::*dialog) {
  app.replay.close();  // a menu choice leaves the replay
  app.show_picker = app.show_settings = app.show_sheet = app.show_last_trick = app.show_help = app.show_stats = false;
  app.*dialog = true;
  if (dialog == &App::show_stats) {  // opens on this table's game
    app.stats_game = int(app.session.rules().game);
    app.stats_select = true;
  }
  if (dialog == &App::show_settings) app.draft = app.settings;         // edits start from what is in force
  if (dialog == &App::show_help) open_help(app, app.session.rules());  // the rules of the match in play
}

void toggle_dialog(App& app, bool App::*dialog) {
  if (app.*dialog)
    app.*dialog = false;
  else
    open_dialog(app, dialog);
}

void app_new_match(App& app) {
  // A finished match of the same game may decide who deals (Kalter Schlag).
  const State& last = app.session.state();
  int dealer = last.phase == Phase::MatchOver && last.rules->game == app.settings.game ? next_match_dealer(last) : -1;
  app.session.start(app.settings.current_rules(), fresh_seed(), dealer, 1, app.settings.bots);
  // Sealed before the first card (core/commitment.h): the seed is secret
  // until the match is over, so the table shows its hash now.
  app.session.seal(make_nonce(fresh_secret(), fresh_secret()));
  fresh_table(app, 0.4);
  app_save(app);
}

void app_switch_game(App& app, Game game) {
  app.settings.game = game;
  app_save_settings(app);
  if (app.session.rules().game == game) return;  // already at that table
  if (!restore_match(app, match_key(game))) app_new_match(app);
}

// Offers a link: the page's dialog (select, copy, share sheet), or the
// clipboard on the desktop.
void offer_page_link(App& app, const std::string& link, const char* title, const char* intro) {
  LinkTexts texts;
  texts.title = title;
  texts.intro = intro;
  texts.copy = tr("Copy", "Kopieren");
  texts.share = tr("Share…", "Teilen…");
  texts.close = tr("Close", "Schließen");
  texts.copied = tr("Link copied.", "Link kopiert.");
  texts.not_copied = tr("The link could not be copied here: select it above and copy it yourself.",
                        "Der Link ließ sich hier nicht kopieren: Markiere ihn oben und kopiere ihn selbst.");
  texts.not_shared =
      tr("Sharing did not work: copy the link instead.", "Teilen hat nicht geklappt: Kopiere stattdessen den Link.");
  switch (offer_link(link, texts)) {
    case LinkOffer::Shown:
      break;
    case LinkOffer::Copied:
      app_notice(app, std::string(tr("Link copied: ", "Link kopiert: ")) + link);
      break;
    case LinkOffer::NotCopied:
      app_notice(app, std::string(tr("The link could not be copied: ", "Der Link ließ sich nicht kopieren: ")) + link,
                 true);
      break;
  }
}

void app_share_deal(App& app) {
  offer_page_link(app, page_address() + format_share_link(app.session.share_link()),
                  tr("Share this deal", "Dieses Spiel teilen"),
                  tr("Whoever opens this link gets the same cards, rules and bots:",
                     "Wer diesen Link öffnet, bekommt dieselben Karten, Regeln und Gegner:"));
}

bool app_open_link(App& app, const std::string& fragment) {
  // Once opened (or refused), the link leaves the address: a reload then
  // continues the match instead of dealing the link again.
  forget_address_link();
  ShareLink link;
  std::string error;
  Record record;
  if (!parse_share_link(fragment, link, error) || (link.is_record && !record_from_link(link, record, error))) {
    app_notice(app, std::string(tr("This link cannot be opened. ", "Dieser Link lässt sich nicht öffnen. ")) + error,
               true);
    return false;
  }
  // A record link opens its hand in the replay viewer over the match.
  if (link.is_record) return app_replay(app, record, 0);
  app.settings.game = link.rules.game;
  app.settings.rules[size_t(link.rules.game)] = link.rules;
  app_save_settings(app);
  app.session.start(link);
  fresh_table(app, 0.6);
  app_save(app);
  return true;
}

void app_init(App& app, const std::string& link_fragment) {
  std::string problems;
  // A guest frame neither reads nor writes the full page's settings.
  std::string stored = app.embedded ? "" : storage_get(kSettingsKey, kMaxSettingsBytes);
  if (stored.empty()) {
    app.settings.lang = prefers_german() ? Lang::German : Lang::English;
  } else {
    app.settings = settings_from_text(stored, problems);
  }
  set_language(app.settings.lang);
  prepare_sound();
  app_load_stats(app);

  if (app.embedded) {
    app_open_embed(app, link_fragment);
    current_atlas(app);
    app.draft = app.settings;
    app.seen_hand = -1;
    app.ready = true;
    return;
  }
  current_atlas(app);  // only the chosen deck: the other loads if it is picked

  bool opened = !link_fragment.empty() && link_fragment != "#" && app_open_link(app, link_fragment);
  if (!opened) {
    // Each game keeps its own match, so turning to the game a broken link
    // names loses nothing.
    Game named;
    if (link_names_game(link_fragment, named)) app.settings.game = named;
    // A match saved before each game had its own moves to its game's key.
    bool restored = restore_match(app, kLegacyMatchKey);
    if (restored) storage_set(kLegacyMatchKey, "");  // now under its game's key
    if (!restored) restored = restore_match(app, match_key(app.settings.game));
    if (!restored) {
      app_new_match(app);
      if (!app.settings.welcomed) app.show_picker = true;
    }
  }
  app.saved_record = app.session.save();
  app.draft = app.settings;
  app.seen_hand = -1;
  app.ready = true;
}

void app_shutdown(App& app) {
  app_save(app);
  free_atlas(app.atlas[0]);
  free_atlas(app.atlas[1]);
}

void app_frame(App& app) {
  ImGuiIO& io = ImGui::GetIO();
  float dpr = io.DisplayFramebufferScale.x > 0 ? io.DisplayFramebufferScale.x : 1.0f;
  const State& state = app.session.state();
  bool touch = touch_sized(io.DisplaySize);
  ImVec2 info_end(0, 0);  // as drawn the frame before
  float bar_bottom = 0;
  for (const HitTarget& t : app.hits) {
    if (t.id == "panel:info") info_end = t.max;
    if (t.id == "panel:top-bar") bar_bottom = t.max.y;
  }
  app.layout = compute_layout(io.DisplaySize, state.players, card_aspect(app), max_hand_size(*state.rules), touch,
                              info_end, bar_bottom);
  float want = dpr * app.layout.scale;
  if (std::fabs(want - app.font_scale) > 0.08f * want) build_fonts(app, dpr, app.layout.scale);
  ImGui::GetStyle().FramePadding.y =
      frame_padding_y(touch, app.font_body->FontSize * io.FontGlobalScale, kFramePaddingY * app.layout.scale);

  observe_changes(app);
  if (!app.replay.active) step_bots(app);  // the match waits under a replay
  observe_changes(app);
  cue_turn(app);
  app_count_hand(app);

  ImGui::NewFrame();
  app.next_hits.clear();
  draw_table(app);
  draw_info(app);
  if (!app.replay.shown_alone) draw_top_bar(app);  // a frame's show mode is the viewer alone
  if (app.replay.active) {
    draw_replay(app);
  } else {
    if (!hand_over_waiting(app)) draw_prompt(app);
    draw_table_notes(app);
    draw_summary(app);
    draw_last_trick(app);
    draw_score_sheet(app);
  }
  draw_stats(app);
  draw_settings(app);
  draw_picker(app);
  draw_help(app);
  handle_keys(app);
  cover_title_seams(
      [](void* context, const char* id, ImVec2 min, ImVec2 max) {
        register_hit(*static_cast<App*>(context), std::string("title:") + id, id, min, max, false);
      },
      &app);
  app.hits.swap(app.next_hits);
  ImGui::Render();
  uint64_t position = app.session.position() ^ (app.replay.active ? 0x9E3779B97F4A7C15ull * (app.replay.step + 1) : 0);
  if (position != app.seen_position) app.seen_position = position, app.last_change = app.now;
  emit_changes(app);
}

}  // namespace stichfest
