#include <cstdio>

#include "cli.h"
#include "core/explain.h"
#include "core/json.h"
#include "core/names.h"
#include "core/quote.h"
#include "core/record.h"
#include "core/standing.h"

namespace stichfest::cli {

namespace {

struct TrickLine {
  int leader = 0, winner = 0, points = 0;
  std::vector<std::pair<int, Card>> plays;  // seat, card
};

struct HandLog {
  int number = 0, dealer = 0;
  int party = 1;  // Kalter Schlag: the partie of the record it belongs to
  std::vector<std::pair<std::string, std::string>> declarations;  // phase, "seat N token"
  std::vector<std::pair<int, std::string>> actions;               // seat, token
  std::vector<TrickLine> tricks;
  std::vector<std::string> formula;
  int32_t score[kMaxPlayers] = {};
  int32_t totals[kMaxPlayers] = {};
  bool finished = false;
  // The partie ended with this hand: how, and its settlement.
  std::string party_end;
  int32_t settle[kMaxPlayers] = {};
};

std::string numbers(const int32_t* v, int n) {
  std::string out;
  for (int p = 0; p < n; ++p)
    out += (p ? ", " : "") + std::string("seat ") + std::to_string(p) + " " + std::to_string(v[p]);
  return out;
}

}  // namespace

int replay_command(const Args& args) {
  ParsedArgs parsed;
  std::string error;
  if (!parse_args(args, {{"--json", false}}, parsed, error)) return fail(error);
  const Args& pos = parsed.positional;
  if (pos.size() != 1) return fail("replay needs one record file");
  std::string file_text;
  if (!read_record_file(pos[0], file_text, error)) return fail(error);
  Record record;
  if (!parse_record(file_text, record, error)) return fail(quote(pos[0]) + ": " + error);

  std::vector<HandLog> hands;
  State final_state;
  TrickLine current;
  int party = 1;
  replay_record(record, final_state, error, [&](const State& before, const Action* a, const State& after) {
    if (!a) {
      size_t index = hands.size();
      for (const RecordParty& p : record.parties) party += p.first_hand == index;
      hands.emplace_back();
      hands.back().number = int(index + 1);  // as the record numbers its hands, on through the parties
      hands.back().dealer = after.dealer;
      hands.back().party = party;
      return;
    }
    HandLog& h = hands.back();
    std::string token = action_token(before, *a);
    h.actions.emplace_back(before.to_move, token);
    if (before.phase != Phase::Play) {
      h.declarations.emplace_back(phase_title(before), "seat " + std::to_string(before.to_move) + " " + token);
    } else if (a->kind == Act::Play) {
      if (before.trick_size == 0) current = TrickLine{before.to_move, 0, 0, {}};
      current.plays.emplace_back(before.to_move, a->arg);
      current.points += card_points(a->arg);
      if (after.trick_number != before.trick_number) {
        current.winner = after.history_winner[before.trick_number];
        h.tricks.push_back(current);
      }
    } else {
      h.declarations.emplace_back(phase_title(before), "seat " + std::to_string(before.to_move) + " " + token);
    }
    if (!in_hand(after) && after.result.scored) {
      h.finished = true;
      h.formula = explain_hand(after, Lang::English);
      for (int p = 0; p < after.players; ++p) {
        h.score[p] = after.result.score[p];
        h.totals[p] = match_total(after, p);
      }
      if (after.phase == Phase::MatchOver) {
        h.party_end = explain_match_end(after, Lang::English);
        settlement(after, h.settle);
      }
    }
  });
  int n = record.rules.players();
  int32_t settle[kMaxPlayers] = {};
  settlement(final_state, settle);
  std::string match_end = explain_match_end(final_state, Lang::English);
  bool ramsen = record.rules.game == Game::Ramsen;

  if (parsed.has("--json")) {
    JsonWriter j;
    j.begin_object().field("rules", format_rules(record.rules)).field("first_dealer", record.first_dealer);
    j.key("hands").begin_array();
    for (const HandLog& h : hands) {
      j.begin_object().field("number", h.number).field("party", h.party).field("dealer", h.dealer);
      j.key("actions").begin_array();
      for (const auto& [seat, token] : h.actions)
        j.begin_object().field("seat", seat).field("token", token).end_object();
      j.end_array();
      j.key("tricks").begin_array();
      for (const TrickLine& t : h.tricks) {
        j.begin_object().field("leader", t.leader).field("winner", t.winner).field("points", t.points);
        j.key("cards").begin_array();
        for (const auto& [seat, card] : t.plays)
          j.begin_object().field("seat", seat).field("card", card_code(card)).end_object();
        j.end_array().end_object();
      }
      j.end_array();
      j.field("finished", h.finished);
      if (h.finished) {
        j.key("score").begin_array();
        for (int p = 0; p < n; ++p) j.value(h.score[p]);
        j.end_array().key(ramsen ? "need" : "totals").begin_array();
        for (int p = 0; p < n; ++p) j.value(h.totals[p]);
        j.end_array().key("formula").begin_array();
        for (const std::string& line : h.formula) j.value(line);
        j.end_array();
      }
      j.end_object();
    }
    j.end_array();
    // Every partie of an evening of Kalter Schlag; the fields after it are
    // about the last.
    j.key("parties").begin_array();
    for (size_t i = 0; i < hands.size(); ++i) {
      const HandLog& h = hands[i];
      if (i == 0 || h.party != hands[i - 1].party)
        j.begin_object().field("number", h.party).field("first_dealer", h.dealer);
      if (i + 1 < hands.size() && hands[i + 1].party == h.party) continue;
      j.field("over", !h.party_end.empty());
      if (!h.party_end.empty()) {
        j.field("end", h.party_end).key("settlement").begin_array();
        for (int p = 0; p < n; ++p) j.value(h.settle[p]);
        j.end_array();
      }
      j.end_object();
    }
    j.end_array();
    j.field("match_over", final_state.phase == Phase::MatchOver);
    j.field("winner", int(final_state.match_winner)).field("loser", int(final_state.match_loser));
    if (!match_end.empty()) j.field("match_end", match_end);
    j.key("settlement").begin_array();
    for (int p = 0; p < n; ++p) j.value(settle[p]);
    j.end_array().end_object();
    std::printf("%s\n", j.str().c_str());
    return 0;
  }

  std::printf("rules %s, first dealer seat %d\n", format_rules(record.rules).c_str(), record.first_dealer);
  for (size_t i = 0; i < hands.size(); ++i) {
    const HandLog& h = hands[i];
    if (!record.parties.empty() && (i == 0 || h.party != hands[i - 1].party))
      std::printf("\nParty %d (first dealer seat %d)\n", h.party, h.dealer);
    std::printf("\nHand %d (dealer seat %d)\n", h.number, h.dealer);
    std::string phase;
    std::string line;
    for (const auto& [p, text] : h.declarations) {
      if (p != phase && !line.empty()) std::printf("  %s\n", line.c_str());
      if (p != phase)
        line = p + ": " + text;
      else
        line += ", " + text;
      phase = p;
    }
    if (!line.empty()) std::printf("  %s\n", line.c_str());
    for (size_t t = 0; t < h.tricks.size(); ++t) {
      const TrickLine& tr = h.tricks[t];
      std::printf("  Trick %zu: seat %d leads", t + 1, tr.leader);
      for (size_t i = 0; i < tr.plays.size(); ++i) {
        if (i) std::printf(", seat %d", tr.plays[i].first);
        std::printf(" %s", card_code(tr.plays[i].second).c_str());
      }
      std::printf(" -> seat %d wins", tr.winner);
      if (!ramsen) std::printf(" (%d)", tr.points);
      std::printf("\n");
    }
    for (const std::string& f : h.formula) std::printf("  %s\n", f.c_str());
    if (h.finished)
      std::printf("  %s: %s\n", ramsen ? "Strokes still needed" : "Totals", numbers(h.totals, n).c_str());
    else
      std::printf("  (hand not finished)\n");
    // A partie that ends before the record does (the last is told below).
    if (!h.party_end.empty() && i + 1 < hands.size())
      std::printf("\n%s\nSettlement: %s\n", h.party_end.c_str(), numbers(h.settle, n).c_str());
  }
  if (!match_end.empty()) {
    std::printf("\n%s\n", match_end.c_str());
    if (!ramsen) std::printf("Settlement: %s\n", numbers(settle, n).c_str());
  }
  return 0;
}

}  // namespace stichfest::cli
