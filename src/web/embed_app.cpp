// The table as a guest in another page's frame (shell/embed.html): opening
// the fragment's hand in play or show mode, "Play from here", and the
// footer link to the full page.
#include "app.h"
#include "core/engine.h"
#include "embed.h"
#include "i18n.h"
#include "platform.h"
#include "record_link.h"

namespace stichfest {

namespace {

void apply_display(App& app, const EmbedOptions& o) {
  if (o.lang) app.settings.lang = *o.lang;
  if (o.deck) app.settings.deck = *o.deck;
  set_language(app.settings.lang);
  app.settings.game = o.link.rules.game;
  app.settings.rules[size_t(o.link.rules.game)] = o.link.rules;
  app.settings.bots = o.link.bots;
  app.save_when_embedded = o.save;
}

// The hand's record up to `step` moves, taken over at the table.
bool play_record_from(App& app, Record record, size_t step, std::string& error) {
  record.hands[0].actions.resize(step);
  record.hands[0].has_score = record.hands[0].has_totals = false;
  if (!app.session.load(format_record(record, false), error)) return false;
  app.replay.close();
  app.show_picker = app.show_settings = app.show_sheet = app.show_last_trick = false;
  fresh_table(app, 0.6);
  app_save(app);
  return true;
}

// Sets out `o`'s position: its hand under the table, and in show mode the
// viewer over it at the moment `at` names.
bool open_position(App& app, const EmbedOptions& o, std::string& error) {
  Record record;
  if (!embed_record(o.link, record, error)) return false;
  Replay shown;
  if (!shown.open(record, 0, error)) return false;
  size_t step = 0;
  if (o.has_at && !step_at(shown.states, o.trick, o.card, step)) {
    error = tr("This hand has no trick ", "Dieses Spiel hat keinen Stich ") + std::to_string(o.trick) +
            tr(" with that many cards down.", " mit so vielen gelegten Karten.");
    return false;
  }
  if (o.mode == EmbedMode::Play) {
    if (!o.has_at && o.seat == 0) {
      app.session.start(o.link);
      app.replay.close();
      fresh_table(app, 0.6);
      return true;
    }
    turn_record(record, o.seat);  // the visitor's seat is the table's seat 0
    return play_record_from(app, record, step, error);
  }
  app.session.start(o.link);  // the hand's deal under the viewer
  fresh_table(app, 0.6);
  app.replay.open(record, 0, error);
  app.replay.step = step;
  app.replay.viewer = o.seat;
  app.replay.open_hands = o.open_hands;
  app.replay.shown_alone = true;
  return true;
}

}  // namespace

void app_open_embed(App& app, const std::string& fragment) {
  app.embedded = true;
  app.show_picker = false;
  EmbedOptions o;
  std::string error;
  if (parse_embed(fragment, o, error)) {
    apply_display(app, o);
    app.embed_link = fragment;
    if (open_position(app, o, error)) return;
  }
  // Nothing the host gave can be shown: say why, and deal a hand to play.
  app.session.start(app.settings.current_rules(), fresh_seed(), -1, 1, app.settings.bots);
  fresh_table(app, 0.6);
  app_notice(app, std::string(tr("This table cannot be shown: ", "Dieser Tisch lässt sich nicht zeigen: ")) + error,
             true);
}

bool app_show_position(App& app, const std::string& fragment, std::string& error) {
  EmbedOptions o;
  if (!parse_embed(fragment, o, error)) return false;
  Settings before = app.settings;
  apply_display(app, o);
  if (!open_position(app, o, error)) {
    app.settings = before;
    set_language(app.settings.lang);
    return false;
  }
  app.embed_link = fragment;
  return true;
}

bool app_play_from_here(App& app, std::string& error) {
  if (!app.replay.active || app.replay.hand != 0) {
    error = tr("There is no position to take over.", "Hier ist keine Stellung zu übernehmen.");
    return false;
  }
  Record record = app.replay.record;
  turn_record(record, app.replay.viewer);  // the viewer's hand is the one taken over
  return play_record_from(app, record, app.replay.step, error);
}

void app_open_full_page(App& app) {
  // The frame's own hand: the record link while one is shown, else its deal.
  std::string link = format_share_link(app.session.share_link());
  if (app.replay.active) {
    std::string record_link = format_record_link(app.replay.record, app.replay.hand);
    if (!record_link.empty()) link = record_link;
  }
  open_address(page_address() + link);
}

}  // namespace stichfest
