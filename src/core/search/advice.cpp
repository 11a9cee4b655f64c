#include "advice.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "core/split.h"
#include "levels.h"
#include "solver.h"
#include "table_bot.h"
#include "utility.h"

namespace stichfest::search {

namespace {

// The exact review solves each card play with this many nodes at most: a
// few seconds at worst in the page's worker, enough for all but the first
// tricks of a twelve-card hand.
constexpr uint64_t kReviewNodes = 6'000'000;

// The record cut just before move `move` of hand `hand`.
Record cut_before(const Record& record, size_t hand, size_t move) {
  Record cut = record;
  cut.hands.resize(hand + 1);
  RecordHand& h = cut.hands.back();
  if (move < h.actions.size()) h.actions.resize(move);
  h.has_score = h.has_totals = false;
  return cut;
}

bool in_range(const Record& record, size_t hand, size_t move, std::string& error) {
  if (hand >= record.hands.size() || move >= record.hands[hand].actions.size()) {
    error = "no such move in the record (hand " + std::to_string(hand + 1) + ", move " + std::to_string(move + 1) + ")";
    return false;
  }
  return true;
}

// Reads the evaluation a PIMC decision made into the player's terms.
void fill_advice(const State& s, const Action& pick, const Evaluation& e, Advice& out) {
  out.pick = action_token(s, pick);
  out.worlds = e.worlds;
  if (e.cards) {
    bool solo = s.rules->game == Game::SchafkopfUS || s.soloist >= 0;
    out.unit = s.rules->game == Game::Ramsen ? Unit::Strokes : Unit::CardPoints;
    out.lower_is_better = out.unit == Unit::CardPoints && !solo;
  } else {
    Game g = s.rules->game;
    out.unit = g == Game::Ramsen ? Unit::Strokes : g == Game::SchafkopfUS ? Unit::Score : Unit::Penalty;
    out.lower_is_better = out.unit == Unit::Penalty;
  }
  // A Ramsen score is the change in strokes still needed: struck off is its negative.
  double sign = !e.cards && s.rules->game == Game::Ramsen ? -1 : 1;
  out.choices.clear();
  for (const Weighed& w : e.choices) out.choices.push_back({action_token(s, w.action), sign * w.expected, w.spread});
}

bool advise_in(const Record& record, const State& s, Advice& out) {
  Observation o = observe(s, s.to_move);
  Rng rng(decision_seed(record));
  Evaluation e;
  Action pick = o.legal.count == 1 ? o.legal.items[0] : Pimc().choose(o, level_of(BotLevel::Standard), rng, &e);
  fill_advice(s, pick, e, out);
  if (o.legal.count == 1) out.worlds = 0;
  return true;
}

// Every legal card's result for the seat with all hands known, best first.
bool solve_exactly(const State& s, std::vector<Choice>& out) {
  Solver solver;
  solver.set_budget(kReviewNodes);
  Objective objective = natural_objective(s, s.to_move);
  CardValues values;
  solver.card_values(s, objective, values);
  if (!solver.complete()) return false;
  std::vector<std::pair<int64_t, Choice>> ranked;
  for (int i = 0; i < values.count; ++i) {
    int v = values.items[i].value;
    ranked.push_back(
        {play_utility(s, s.to_move, objective, v),
         {action_token(s, Action::play(values.items[i].card)), double(shown_result(s, s.to_move, objective, v))}});
  }
  std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  out.clear();
  for (auto& r : ranked) out.push_back(r.second);
  return true;
}

std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  return buf;
}

const char* unit_name(Unit u) {
  switch (u) {
    case Unit::CardPoints:
      return "points";
    case Unit::Strokes:
      return "strokes";
    case Unit::Penalty:
      return "penalty";
    default:
      return "score";
  }
}

bool parse_unit(const std::string& name, Unit& out) {
  for (Unit u : {Unit::CardPoints, Unit::Strokes, Unit::Penalty, Unit::Score})
    if (name == unit_name(u)) {
      out = u;
      return true;
    }
  return false;
}

// The words of a line of an answer, as strings.
std::vector<std::string> words_of(std::string_view line) {
  std::vector<std::string> words;
  for (std::string_view w : split_words(line)) words.emplace_back(w);
  return words;
}

bool to_number(const std::string& word, double& out) {
  char* end = nullptr;
  out = std::strtod(word.c_str(), &end);
  return !word.empty() && end == word.c_str() + word.size() && std::isfinite(out);
}

template <class Int>
bool to_whole(const std::string& word, Int& out) {
  double v;
  if (!to_number(word, v) || v != std::floor(v) || v < -1 || v > 1e9) return false;
  if (v < 0 && Int(-1) > 0) return false;  // unsigned
  out = Int(v);
  return true;
}

// "choice TOKEN EXPECTED [SPREAD]", "value TOKEN EXPECTED".
bool read_choice(const std::vector<std::string>& w, std::vector<Choice>& out) {
  Choice c;
  if ((w.size() != 3 && w.size() != 4) || !to_number(w[2], c.expected)) return false;
  if (w.size() == 4 && (!to_number(w[3], c.spread) || !(c.spread >= 0))) return false;
  c.token = w[1];
  out.push_back(c);
  return true;
}

}  // namespace

bool advise(const Record& record, Advice& out, std::string& error) {
  State s;
  if (!replay_record(record, s, error)) return false;
  if (!in_hand(s)) {
    error = "no hand is waiting for a decision";
    return false;
  }
  return advise_in(record, s, out);
}

std::vector<size_t> decisions_of(const Record& record, size_t hand, int seat) {
  std::vector<size_t> moves;
  if (hand >= record.hands.size()) return moves;
  State s;
  std::string error;
  Record upto = record;
  upto.hands.resize(hand);
  if (!replay_record(upto, s, error)) return moves;
  Deck deck;
  if (!record_deck(record, hand, deck, error) || !enter_party(record, hand, s, error) || !try_deal(s, deck, error))
    return moves;
  const std::vector<Action>& actions = record.hands[hand].actions;
  for (size_t m = 0; m < actions.size(); ++m) {
    ActionList legal;
    legal_actions(s, legal);
    if (s.to_move == seat && legal.count > 1) moves.push_back(m);
    if (!try_apply(s, actions[m], error)) break;
  }
  return moves;
}

bool review_decision(const Record& record, size_t hand, size_t move, Review& out, std::string& error) {
  if (!in_range(record, hand, move, error)) return false;
  Record cut = cut_before(record, hand, move);
  State s;
  if (!replay_record(cut, s, error)) return false;
  out = Review();
  out.hand = hand;
  out.move = move;
  out.seat = s.to_move;
  const Action& chosen = record.hands[hand].actions[move];
  out.chosen = action_token(s, chosen);
  out.trick = s.phase == Phase::Play && chosen.kind == Act::Play ? s.trick_number : -1;
  advise_in(cut, s, out.known);
  if (out.trick >= 0 && out.known.worlds > 0 && s.phase == Phase::Play) out.solved = solve_exactly(s, out.exact);
  return true;
}

double expected_of(const std::vector<Choice>& choices, const std::string& token) {
  for (const Choice& c : choices)
    if (c.token == token) return c.expected;
  return 0;
}

double cost_of(const std::vector<Choice>& best_first, const std::string& chosen, bool lower_is_better,
               std::string* better) {
  if (best_first.empty() || best_first[0].token == chosen) return 0;
  double best = best_first[0].expected, mine = expected_of(best_first, chosen);
  double cost = lower_is_better ? mine - best : best - mine;
  if (cost < 0.005) return 0;  // better for what the bot plays for, not in these units
  if (better) *better = best_first[0].token;
  return cost;
}

double clear_cost_of(const std::vector<Choice>& best_first, const std::string& chosen, bool lower_is_better,
                     std::string* better) {
  double cost = cost_of(best_first, chosen, lower_is_better, better);
  for (const Choice& c : best_first)
    if (c.token == chosen && cost <= 2 * c.spread) return 0;
  return cost;
}

std::string format_advice(const Advice& a) {
  std::string text = "advice " + a.pick + " " + unit_name(a.unit) + " " + (a.lower_is_better ? "lower" : "higher") +
                     " " + std::to_string(a.worlds) + "\n";
  for (const Choice& c : a.choices)
    text += "choice " + c.token + " " + number(c.expected) + " " + number(c.spread) + "\n";
  return text;
}

std::string format_review(const Review& r) {
  std::string text = "review " + std::to_string(r.hand) + " " + std::to_string(r.move) + " " + std::to_string(r.seat) +
                     " " + std::to_string(r.trick) + " " + r.chosen + "\n";
  text += format_advice(r.known);
  text += std::string("exact ") + (r.solved ? "1" : "0") + "\n";
  for (const Choice& c : r.exact) text += "value " + c.token + " " + number(c.expected) + "\n";
  return text;
}

namespace {

// Reads "advice" and "choice" lines, and "review", "exact" and "value"
// lines into `review` when given one.
bool parse_lines(std::string_view text, Advice& advice, Review* review) {
  bool seen_advice = false, seen_review = false;
  while (!text.empty()) {
    size_t end = text.find('\n');
    std::vector<std::string> w = words_of(text.substr(0, end));
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    if (w.empty() || (w[0] == "ok" && w.size() == 1)) continue;
    const std::string& key = w[0];
    if (key == "advice") {
      if (w.size() != 5 || !parse_unit(w[2], advice.unit) || !to_whole(w[4], advice.worlds)) return false;
      if (w[3] != "lower" && w[3] != "higher") return false;
      advice.pick = w[1];
      advice.lower_is_better = w[3] == "lower";
      seen_advice = true;
    } else if (key == "choice") {
      if (!read_choice(w, advice.choices)) return false;
    } else if (review && key == "review") {
      if (w.size() != 6 || !to_whole(w[1], review->hand) || !to_whole(w[2], review->move) ||
          !to_whole(w[3], review->seat) || !to_whole(w[4], review->trick))
        return false;
      review->chosen = w[5];
      seen_review = true;
    } else if (review && key == "exact") {
      if (w.size() != 2 || (w[1] != "0" && w[1] != "1")) return false;
      review->solved = w[1] == "1";
    } else if (review && key == "value") {
      if (!read_choice(w, review->exact)) return false;
    } else {
      return false;
    }
  }
  return seen_advice && (!review || seen_review);
}

}  // namespace

bool parse_advice(std::string_view text, Advice& out) {
  out = Advice();
  return parse_lines(text, out, nullptr);
}

bool parse_review(std::string_view text, Review& out) {
  out = Review();
  return parse_lines(text, out.known, &out);
}

std::string answer_question(std::string_view question, const std::string& record_text) {
  std::vector<std::string> words = words_of(question);
  std::string kind = words.empty() ? "" : words[0], error;
  if (kind == "decide") {
    std::string token;
    return decide_next_token(record_text, token, error) ? "ok " + token : "error " + error;
  }
  Record record;
  if (!parse_record(record_text, record, error)) return "error " + error;
  if (kind == "hint") {
    Advice advice;
    if (!advise(record, advice, error)) return "error " + error;
    return "ok\n" + format_advice(advice);
  }
  if (kind == "review") {
    size_t hand = 0, move = 0;
    if (words.size() != 3 || !to_whole(words[1], hand) || !to_whole(words[2], move))
      return "error a review names a hand and a move";
    Review review;
    if (!review_decision(record, hand, move, review, error)) return "error " + error;
    return "ok\n" + format_review(review);
  }
  return "error unknown question '" + std::string(question.substr(0, 40)) + "'";
}

}  // namespace stichfest::search
