#include "commands.h"

#include "app.h"
#include "core/engine.h"
#include "i18n.h"
#include "platform.h"

namespace stichfest {

namespace {

bool next_hand(App& app, std::string& error) {
  const State& s = app.session.state();
  if (s.phase != Phase::Deal) {
    error = s.phase == Phase::MatchOver ? tr("The match is over.", "Die Partie ist zu Ende.")
                                        : tr("The hand is not over.", "Das Spiel läuft noch.");
    return false;
  }
  int finished = s.hand_number;
  if (!app.session.deal_next()) {
    error = tr("The match has no next hand.", "Die Partie hat kein nächstes Spiel.");
    return false;
  }
  app.summary_seen_for = finished;
  app.next_bot_at = app.now + 0.5;
  app_save(app);
  return true;
}

bool act(App& app, const Action& a, std::string& error) {
  if (!app.session.human_to_move()) {
    error = in_hand(app.session.state()) ? tr("It is not your turn.", "Du bist nicht am Zug.")
                                         : tr("No hand is being played.", "Es läuft kein Spiel.");
    return false;
  }
  return app_act(app, a, &error);
}

}  // namespace

bool app_command(App& app, const Command& c, std::string& error) {
  bool ok = false;
  switch (c.kind) {
    case CommandKind::Act:
      ok = act(app, c.action, error);
      break;
    case CommandKind::NextHand:
      ok = next_hand(app, error);
      break;
    case CommandKind::NewMatch:
      app.replay.close();
      app_new_match(app);
      ok = true;
      break;
    case CommandKind::Undo:
      ok = app_undo(app);
      if (!ok) error = app.notice;
      break;
    case CommandKind::OpenLink:
      app.replay.close();  // a link opens over nothing left from before
      ok = app_open_link(app, c.text);
      if (!ok) error = app.notice;
      break;
    case CommandKind::ShowPosition:
      ok = app_show_position(app, c.text, error);
      break;
  }
  emit_changes(app);
  return ok;
}

void run_command(App& app, CommandKind kind, const Action& action) {
  std::string error;
  app_command(app, Command{kind, action, {}}, error);
}

void emit_changes(App& app) {
  const State& s = app.session.state();
  uint64_t position = app.session.position();
  long step = app.replay.active ? long(app.replay.step) : -1;
  if (position == app.emitted_position && step == app.emitted_step) return;
  app.emitted_position = position;
  app.emitted_step = step;
  table_event("state");
  bool scored = !in_hand(s) && s.result.scored;
  if (scored && s.hand_number != app.emitted_hand_end) {
    app.emitted_hand_end = s.hand_number;
    table_event("handEnd");
  }
}

}  // namespace stichfest
