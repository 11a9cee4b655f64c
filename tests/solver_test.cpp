// The double-dummy solver against a plain minimax over the engine's own
// moves (no pruning, no table, no merged cards) on many small endgames of
// every game, and positions whose values were worked out by hand.
#include "core/search/solver.h"

#include <catch2/catch.hpp>

#include "core/playout.h"
#include "positions.h"
#include "test_support.h"

using namespace stichfest;
using namespace stichfest::search;
using namespace stichfest::test;

namespace {

// The objective's sides as the engine has them now (a Hochzeit partner
// joins the counted side and its maximizers once the engine names him).
uint8_t counted_now(const State& s, const Objective& o) {
  return uint8_t(o.counted | (o.hochzeit && s.partner >= 0 ? 1u << s.partner : 0u));
}
uint8_t maximizers_now(const State& s, const Objective& o) {
  return uint8_t(o.maximizers | (o.hochzeit && s.partner >= 0 ? 1u << s.partner : 0u));
}

int minimax(const State& s, const Objective& o) {
  if (s.phase != Phase::Play) return 0;
  const bool maxing = maximizers_now(s, o) >> s.to_move & 1;
  int best = maxing ? -100000 : 100000;
  for (Card c : legal_cards(s)) {
    State t = s;
    apply(t, Action::play(c));
    int v = 0;
    if (t.trick_number > s.trick_number) {
      int trick = s.trick_number;
      int w = t.history_winner[trick];
      if (counted_now(t, o) >> w & 1) {
        CardSet cards;
        for (int i = 0; i < s.cards_per_trick; ++i) cards |= CardSet::of(t.history[trick][i]);
        v = o.unit == Count::Points ? cards.points() : 1;
        if (t.trick_number == t.tricks_per_hand) v += o.last_trick_bonus;
      }
    }
    int r = v + minimax(t, o);
    best = maxing ? std::max(best, r) : std::min(best, r);
  }
  return best;
}

// A random hand of `rules` played at random until `tricks_left` tricks
// (and `extra` cards of the next trick) remain; false if it ended first.
bool random_endgame(const Rules& rules, uint64_t seed, int tricks_left, int extra, State& out) {
  Rng rng(seed);
  State& s = out;
  s = new_match(rules, int(seed % uint64_t(rules.players())));
  deal(s, shuffled_deck(rng));
  ActionList legal;
  while (in_hand(s) && s.phase != Phase::Play) {
    legal_actions(s, legal);
    apply(s, legal.items[rng.below(uint32_t(legal.count))]);
  }
  if (s.phase != Phase::Play) return false;
  while (s.phase == Phase::Play && (s.tricks_per_hand - s.trick_number > tricks_left || s.trick_size < extra)) {
    if (s.tricks_per_hand - s.trick_number < tricks_left) return false;
    CardSet legal_set = legal_cards(s);
    apply(s, Action::play(legal_set.nth(int(rng.below(uint32_t(legal_set.size()))))));
  }
  return s.phase == Phase::Play;
}

void check_against_minimax(const std::string& rules_text, int tricks_left, int positions) {
  Rules rules = rules_of(rules_text);
  Solver solver(14);
  int checked = 0;
  for (uint64_t seed = 1; checked < positions && seed < uint64_t(positions) * 20; ++seed) {
    State s;
    int extra = int(seed % 3);
    if (!random_endgame(rules, seed * 7919, tricks_left, extra, s)) continue;
    for (int seat = 0; seat < s.players; ++seat) {
      if (!(s.active >> seat & 1)) continue;
      Objective o = natural_objective(s, seat);
      if (seat % 2 == 1) o = paranoid(seat, s.players, Count::Tricks, seed % 2 == 0);  // other questions too
      INFO(rules_text << " seed " << seed * 7919 << " seat " << seat << " trick " << int(s.trick_number));
      int expected = minimax(s, o);
      REQUIRE(solver.value(s, o) == expected);
      REQUIRE(solver.complete());
      REQUIRE(solver.reaches(s, o, expected));
      REQUIRE_FALSE(solver.reaches(s, o, expected + 1));
      CardValues values;
      solver.card_values(s, o, values);
      REQUIRE(values.count == legal_cards(s).size());
      const bool maxing = maximizers_now(s, o) >> s.to_move & 1;
      int best = maxing ? -100000 : 100000;
      for (int i = 0; i < values.count; ++i) {
        State t = s;
        apply(t, Action::play(values.items[i].card));
        // The card's value: what it adds to this trick plus the rest.
        int v = 0;
        if (t.trick_number > s.trick_number) {
          int w = t.history_winner[s.trick_number];
          if (counted_now(t, o) >> w & 1) {
            CardSet cards;
            for (int j = 0; j < s.cards_per_trick; ++j) cards |= CardSet::of(t.history[s.trick_number][j]);
            v = (o.unit == Count::Points ? cards.points() : 1) +
                (t.trick_number == t.tricks_per_hand ? o.last_trick_bonus : 0);
          }
        }
        REQUIRE(values.items[i].value == v + minimax(t, o));
        best = maxing ? std::max(best, values.items[i].value) : std::min(best, values.items[i].value);
      }
      REQUIRE(best == expected);
      // Threshold questions: each card's answer is the highest threshold its
      // exact value reaches.
      const int thresholds[] = {3, 10, 31, 61};
      CardValues reached;
      solver.card_values(s, o, reached, thresholds, 4);
      REQUIRE(reached.count == values.count);
      for (int i = 0; i < values.count; ++i) {
        int want = 0;
        for (int t : thresholds)
          if (values.items[i].value >= t) want = t;
        REQUIRE(reached.items[i].card == values.items[i].card);
        REQUIRE(reached.items[i].value == want);
      }
    }
    ++checked;
  }
  REQUIRE(checked == positions);
}

}  // namespace

TEST_CASE("the solver agrees with plain minimax on Schieberamsch endgames") {
  check_against_minimax("schieberamsch", 5, 15);
  check_against_minimax("schieberamsch(skat_owner=most_points)", 3, 20);
}

TEST_CASE("the solver agrees with plain minimax on Kalter Schlag endgames") {
  check_against_minimax("kalter-schlag", 4, 30);
}

TEST_CASE("the solver agrees with plain minimax on Ramsen endgames") {
  check_against_minimax("ramsen", 3, 40);
  check_against_minimax("ramsen(players=5)", 3, 30);
  check_against_minimax("ramsen(players=3,head_trick=when_trumping)", 4, 30);
}

TEST_CASE("the solver agrees with plain minimax on American Schafkopf endgames") {
  check_against_minimax("schafkopf-us", 4, 40);
  check_against_minimax("schafkopf-us(mode=fixed)", 3, 30);
  check_against_minimax("schafkopf-us(farbsolo=on,hochzeit=always)", 3, 40);
}

namespace {

int value_of(const CardValues& v, const char* code) {
  for (int i = 0; i < v.count; ++i)
    if (v.items[i].card == parse_card(code)) return v.items[i].value;
  return -1;
}

}  // namespace

TEST_CASE("known positions: the solver's values worked out by hand", "[solver]") {
  Solver solver(12);
  CardValues v;

  // Schieberamsch, the skat (HA HT, 21) with the last trick. Leading CA
  // takes CA CT CK (25), then C7 takes the last trick (D7, H7) and the skat:
  // 46. Leading C7, the others must follow with CT and CK: seat 1 takes the
  // trick and the last one (D7 against CA, H7): nothing for seat 0.
  State sr = last_two_tricks("schieberamsch", ContractId::Jacks, {"CA C7", "CT D7", "CK H7"}, 0);
  sr.skat = cards("HA HT");
  solver.card_values(sr, natural_objective(sr, 0), v);
  REQUIRE(value_of(v, "CA") == 46);
  REQUIRE(value_of(v, "C7") == 0);
  REQUIRE(solver.value(sr, natural_objective(sr, 0)) == 0);

  // Kalter Schlag: SA takes SA ST SK S8 (25) and then loses S7 to the
  // club jack; S7 loses to ST (seat 1 must follow) and SA goes to CJ later.
  State ks = last_two_tricks("kalter-schlag", ContractId::Jacks, {"SA S7", "ST HK", "SK H7", "CJ S8"}, 0);
  solver.card_values(ks, natural_objective(ks, 0), v);
  REQUIRE(value_of(v, "SA") == 25);
  REQUIRE(value_of(v, "S7") == 0);

  // Ramsen, hearts trump, counting seat 2's tricks (seat 0 against him):
  // HA first wins and SA takes the spade trick: none for seat 2. S7 first
  // lets seat 2 trump with H7 (he must: Trumpfzwang): one trick.
  State rm = last_two_tricks("ramsen", ramsen_contract(kHearts), {"HA S7", "HK SA", "H7 C8", "D9 S8"}, 0);
  Objective seat2 = paranoid(2, 4, Count::Tricks, true);
  solver.card_values(rm, seat2, v);
  REQUIRE(value_of(v, "HA") == 0);
  REQUIRE(value_of(v, "S7") == 1);
  REQUIRE(solver.value(rm, seat2) == 0);
  REQUIRE(solver.value(rm, natural_objective(rm, 0)) == 1);  // seat 0 takes one trick either way

  // American Schafkopf, fixed partners 0+2: CA takes CA CT C9 CK (25), then
  // the partner's DQ takes C7 S9 HA (14 + 3): 39. C7 gives CT's trick (14)
  // away, and the partner's DQ later takes CA HA (25): 25.
  State as = last_two_tricks("schafkopf-us(mode=fixed)", schafkopf_contract(kDiamonds),
                             {"CA C7", "CT S9", "C9 DQ", "CK HA"}, 0);
  solver.card_values(as, natural_objective(as, 0), v);
  REQUIRE(value_of(v, "CA") == 39);
  REQUIRE(value_of(v, "C7") == 25);
  REQUIRE(solver.reaches(as, natural_objective(as, 0), 39));
  REQUIRE_FALSE(solver.reaches(as, natural_objective(as, 0), 40));
}
