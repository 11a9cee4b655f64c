#include "coach.h"

#include "app.h"
#include "i18n.h"

namespace stichfest {

namespace {

bool thinker_ready(const App& app) { return !app.thinker_failed && app.thinker.available(); }

uint32_t next_question(App& app) { return ++app.bot_questions; }

// The review of the hand that just ended: the human's decisions in it.
void start_review(App& app) {
  Coach& c = app.coach;
  const Record& record = app.session.record();
  c.review_for = app.session.position();
  c.review_record = app.session.save();
  c.review_hand = record.hands.size() - 1;
  c.review_moves = search::decisions_of(record, c.review_hand, Session::kHuman);
  c.reviews.clear();
  c.review_before.clear();
  c.review_question = 0;
  c.review_error.clear();
}

}  // namespace

bool coach_hint_current(const App& app) {
  return app.coach.hint_for == app.session.position() && (app.coach.hint_question != 0 || app.coach.hint_ready);
}

std::string coach_hinted(const App& app) {
  const Coach& c = app.coach;
  return coach_hint_current(app) && c.hint_ready && c.hint_error.empty() ? c.hint.pick : "";
}

CardSet coach_hinted_cards(const App& app) {
  const std::string token = coach_hinted(app);
  Action a;
  std::string error;
  if (token.empty() || !parse_action_token(app.session.state(), token, a, error)) return CardSet();
  return a.kind == Act::Play || a.kind == Act::Rob ? CardSet::of(a.arg) : a.cards;
}

std::string coach_hint_line(const App& app) {
  const std::string token = coach_hinted(app);
  if (token.empty()) return "";
  return full_stop(tr("Hint: ", "Tipp: ") + choice_name(app.session.state(), token, german_deck(app)));
}

bool coach_can_undo(App& app) {
  Coach& c = app.coach;
  if (c.undo_for != app.session.position()) {
    c.undo_for = app.session.position();
    c.undo_ok = app.session.can_undo();
  }
  return c.undo_ok;
}

void coach_ask_hint(App& app) {
  Session& session = app.session;
  if (!session.human_to_move() || coach_hint_current(app)) return;
  Coach& c = app.coach;
  c.hint_for = session.position();
  c.hint_ready = false;
  c.hint_error.clear();
  session.note_hint();  // counted when asked: a hint seen is a hint used
  app_save(app);
  if (thinker_ready(app)) {
    c.hint_question = next_question(app);
    app.thinker.ask(c.hint_question, "hint", session.save());
    return;
  }
  // No worker or thread: the standard bot weighs it here (tens of ms).
  c.hint_question = 0;
  std::string error;
  if (!search::advise(session.record(), c.hint, error)) c.hint_error = error;
  c.hint_ready = true;
}

void coach_step(App& app) {
  Coach& c = app.coach;
  const Session& session = app.session;
  // A finished hand is reviewed while its summary shows.
  if (!hand_over_waiting(app)) {
    c.review_question = 0;  // an answer still coming is dropped
    return;
  }
  if (c.review_for != session.position()) start_review(app);
  if (c.review_question != 0 || c.review_done() || !c.review_error.empty()) return;
  if (!thinker_ready(app)) {
    c.review_error = tr("The analysis needs the bots' worker, which is not running.",
                        "Die Analyse braucht den Rechen-Worker der Bots, der nicht läuft.");
    return;
  }
  size_t move = c.review_moves[c.reviews.size()];
  c.review_question = next_question(app);
  app.thinker.ask(c.review_question, "review " + std::to_string(c.review_hand) + " " + std::to_string(move),
                  c.review_record);
}

bool coach_take(App& app, uint32_t id, const std::string& reply) {
  Coach& c = app.coach;
  if (id == 0) return false;
  if (id == c.hint_question) {
    c.hint_question = 0;
    c.hint_ready = true;
    if (reply.rfind("ok", 0) != 0 || !search::parse_advice(reply, c.hint)) c.hint_error = reply;
    return true;
  }
  if (id == c.review_question) {
    c.review_question = 0;
    search::Review review;
    if (reply.rfind("ok", 0) != 0 || !search::parse_review(reply, review)) {
      c.review_error = reply;
      return true;
    }
    // The state it was made in, to name its choices.
    Record record;
    std::string error;
    State before;
    parse_record(c.review_record, record, error);
    record.hands.resize(review.hand + 1);
    record.hands.back().actions.resize(review.move);
    replay_record(record, before, error);
    // `before` points at the local record's rules: it must point at ours,
    // which stay (a dangling pointer here crashed the page's summary).
    c.review_rules = record.rules;
    before.rules = &c.review_rules;
    c.reviews.push_back(review);
    c.review_before.push_back(before);
    return true;
  }
  return false;
}

}  // namespace stichfest
