#include "view_json.h"

#include "core/explain.h"
#include "core/json.h"
#include "core/names.h"
#include "i18n.h"

namespace stichfest {

namespace {

void cards(JsonWriter& j, CardSet set) {
  j.begin_array();
  for (Card c : set) j.value(card_code(c));
  j.end_array();
}

template <typename T>
void numbers(JsonWriter& j, const T* v, int n) {
  j.begin_array();
  for (int p = 0; p < n; ++p) j.value(int64_t(v[p]));
  j.end_array();
}

}  // namespace

std::string view_json(const Session& session, bool german_deck) {
  Observation o = session.view();
  const State& s = session.state();  // only for hand-over facts (public)
  int n = o.players;
  JsonWriter j;
  j.begin_object();
  j.field("game", game_spec(o.rules->game).key).field("rules", format_rules(*o.rules));
  j.field("seed", format_seed(session.seed())).field("seat", 0).field("players", n);
  j.field("bots", bot_level_name(session.bots()));
  // The sealed deal's hash (public by design) and a challenge's score to beat.
  j.field("commitment", session.commitment());
  j.field("challenge", session.challenge().active ? format_challenge(session.challenge()) : std::string());
  j.field("hand_number", int(o.hand_number)).field("dealer", int(o.dealer));
  j.field("phase", phase_key(o.phase));
  j.key("to_move");
  if (in_hand(s))
    j.value(int(o.to_move));
  else
    j.null();
  j.field("your_turn", session.human_to_move());
  j.key("hand");
  cards(j, o.hand);
  j.key("hand_sizes");
  numbers(j, o.hand_size, n);
  j.key("trick").begin_array();
  for (int i = 0; i < o.trick_size; ++i)
    j.begin_object().field("seat", int(o.trick_seat[i])).field("card", card_code(o.trick[i])).end_object();
  j.end_array();
  j.key("tricks").begin_array();
  for (int t = 0; t < o.trick_number; ++t) {
    j.begin_object().field("leader", int(o.history_leader[t])).field("winner", int(o.history_winner[t]));
    j.key("cards").begin_array();
    for (int i = 0; i < o.cards_per_trick; ++i) j.value(card_code(o.history[t][i]));
    j.end_array().end_object();
  }
  j.end_array();
  j.key("tricks_won");
  numbers(j, o.tricks_won, n);
  switch (o.rules->game) {
    case Game::Schieberamsch:
      j.field("pushes", int(o.pushes)).field("kontras", int(o.kontras)).field("grand_hand_soloist", int(o.soloist));
      j.field("grand_hand_kontra", o.gh_kontra).field("grand_hand_rekontra", o.gh_rekontra);
      break;
    case Game::KalterSchlag:
      j.field("level", int(o.level));
      break;
    case Game::Ramsen: {
      j.key("upcard");
      if (o.upcard == kNoCard)
        j.null();
      else
        j.value(card_code(o.upcard));
      j.field("talon_left", int(o.talon_left)).field("quota", int(o.quota)).field("robbed", o.robbed);
      j.key("exchanged");
      numbers(j, o.exchange_count, n);
      j.key("passed").begin_array();
      for (int p = 0; p < n; ++p) j.value(bool(o.passed >> p & 1));
      j.end_array();
      j.key("need");
      numbers(j, o.need, n);
      break;
    }
    case Game::SchafkopfUS: {
      j.field("contract", game_type_name(o.as_game))
          .field("declarer", int(o.declarer))
          .field("partner", int(o.partner));
      if (o.as_game == AsGame::CallGame) j.field("called_suit", suit_name(o.called_suit));
      if (o.as_game == AsGame::Farbsolo) j.field("solo_suit", suit_name(o.solo_suit));
      j.field("doublings", int(o.level));
      j.key("sides").begin_array();
      for (int p = 0; p < n; ++p) {
        if (o.side[p] == kSideUnknown)
          j.null();
        else
          j.value(o.side[p] == 1 ? "re" : "kontra");
      }
      j.end_array();
      break;
    }
  }
  j.key("totals");
  numbers(j, o.total, n);
  if (o.rules->game == Game::KalterSchlag) {
    j.key("entries");
    numbers(j, o.entries, n);
  }
  bool hand_over = !in_hand(s) && s.result.scored;
  j.field("hand_over", hand_over);
  if (hand_over) {
    j.key("result").begin_object();
    j.key("score");
    numbers(j, s.result.score, n);
    j.key("points");
    numbers(j, s.result.points, n);
    j.key("tricks");
    numbers(j, s.result.tricks, n);
    j.key("formula").begin_array();
    for (const std::string& line : explain_hand(s, language(), seat_names(n), 0, german_deck)) j.value(line);
    j.end_array();
    j.end_object();
  }
  j.field("match_over", s.phase == Phase::MatchOver);
  j.field("match_winner", int(o.match_winner)).field("match_loser", int(o.match_loser));
  j.end_object();
  return j.str();
}

std::string legal_json(const Session& session, bool german_deck) {
  JsonWriter j;
  j.begin_array();
  if (session.human_to_move()) {
    Observation o = session.view();
    for (const Action& a : o.legal)
      j.begin_object()
          .field("token", action_token(session.state(), a))
          .field("label", action_label(o, a, german_deck))
          .end_object();
  }
  j.end_array();
  return j.str();
}

}  // namespace stichfest
