// Helpers shared by the property-style tests (playout invariants, records,
// observations, signatures): the rule variants every test walks, a field by
// field State comparison, random legal playouts and record building.
// Header-only so each test file stays self-contained.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/engine.h"
#include "core/record.h"
#include "core/rules.h"

namespace stichfest::test {

// Hand 1 of the match seeded `seed`, dealt and ready for its first decision
// (as duels and selfplay start their matches).
inline State first_hand(const Rules& rules, uint64_t seed) {
  State s = new_match(rules, first_dealer(seed, rules.players()));
  deal(s, deck_for_hand(seed, 1));
  return s;
}

// Every value of every option of `g`, one option at a time, plus the
// presets: each choice value, for integers the default, min, max and a
// sensible value or two, for partner_cards a few valid pairs. Each entry is
// a rules string (parse_rules must accept it).
inline std::vector<std::string> option_variants(Game g) {
  const GameSpec& spec = game_spec(g);
  std::vector<std::string> out;
  out.push_back(spec.key);
  for (int i = 0; i < spec.option_count; ++i) {
    const OptionSpec& o = spec.options[i];
    std::vector<std::string> values;
    switch (o.kind) {
      case OptionKind::Choice:
        for (int v = 0; v < o.choice_count; ++v)
          if (v != o.def) values.push_back(o.choices[v]);
        break;
      case OptionKind::Integer: {
        std::vector<int> ints = {o.min, o.max};
        // A value near the default, so the option is seen doing something
        // ordinary as well as at its extremes.
        int near = o.def > o.min ? o.def - 1 : o.def + 1;
        if (near <= o.max) ints.push_back(near);
        for (int v : ints) {
          if (v == o.def) continue;
          bool dup = false;
          for (const std::string& x : values) dup |= x == std::to_string(v);
          if (!dup) values.push_back(std::to_string(v));
        }
        break;
      }
      case OptionKind::CardPair:
        // Default trump suit is diamonds: queens, jacks and diamonds are trumps.
        values = {"CQ+DQ", "CJ+SJ", "HQ+DA", "DQ+DJ", "SQ+HJ"};
        break;
    }
    for (const std::string& v : values) out.push_back(std::string(spec.key) + "(" + o.key + "=" + v + ")");
  }
  for (int p = 0; p < spec.preset_count; ++p)
    out.push_back(std::string(spec.key) + "(preset=" + spec.presets[p].name + ")");
  return out;
}

// Option mixes worth playing together (interactions the one-at-a-time list misses).
inline std::vector<std::string> option_mixes() {
  return {
      "schieberamsch(ramsch_kontra=on,jacks_in_skat=forbidden)",
      "schieberamsch(exchange_order=discard_then_pickup,jacks_in_skat=forbidden,grand_hand=off)",
      "schieberamsch(skat_owner=most_points,tie_rule=three_way_zero,divide_by_10=off)",
      "schieberamsch(preset=pfaelzer,ramsch_kontra=on,tie_rule=last_trick_breaks_tie)",
      "schieberamsch(grand_hand_kontra=off,durchmarsch=charge_others,match_hands=12)",
      "kalter-schlag(rounding=round5_first,max_level=2,win_entries=3,loss_limit=800,stake=5)",
      "ramsen(players=3,upcard_rule=turn_next,rob_counts_to_limit=on,rob_forces_play=off)",
      "ramsen(players=5,head_trick=when_trumping,lone_player=void,trump_ace_must_play=on)",
      "ramsen(players=5,upcard_rule=turn_next,exchange_limit=0,start_need=5,penalty=3)",
      "ramsen(players=3,exchange_limit=16,rob_upcard=off)",
      "schafkopf-us(farbsolo=on,doubling=kontra_re_sup_resup,hochzeit=always)",
      "schafkopf-us(mode=fixed,fixed_doubling=on,doubling=kontra_re_sup_resup,fox=always,fox_on_tie=on)",
      "schafkopf-us(trump_suit=h,partner_cards=CQ+HQ,farbsolo=on,fox=always)",
      "schafkopf-us(trump_suit=c,partner_cards=CA+DJ,hochzeit=never,silent_solo_tariff=partner)",
      "schafkopf-us(partner_cards=CQ+DQ,deal_pattern=3-2-3,laufende_min=0,deals_per_match=8)",
  };
}

// All variants of all games (one-at-a-time options, presets, mixes).
inline std::vector<std::string> all_variants() {
  std::vector<std::string> out;
  for (int g = 0; g < kGameCount; ++g)
    for (const std::string& v : option_variants(Game(g))) out.push_back(v);
  for (const std::string& v : option_mixes()) out.push_back(v);
  return out;
}

inline Rules rules_of(const std::string& text) {
  Rules r;
  std::string error;
  if (!parse_rules(text, r, error)) r.game = Game(0xFF);  // caller checks valid_rules()
  return r;
}

// The name of the first field where two states differ, or "" if equal.
// Rules are compared by value (the pointers differ between a live state and
// one replayed from a record).
inline std::string state_diff(const State& a, const State& b) {
#define SF_CMP(f)                 \
  do {                            \
    if (!(a.f == b.f)) return #f; \
  } while (0)
#define SF_ARR(f, n)                                                                    \
  do {                                                                                  \
    for (int i_ = 0; i_ < (n); ++i_)                                                    \
      if (!(a.f[i_] == b.f[i_])) return std::string(#f "[") + std::to_string(i_) + "]"; \
  } while (0)
  if ((a.rules == nullptr) != (b.rules == nullptr)) return "rules";
  if (a.rules && !(*a.rules == *b.rules)) return "rules";
  SF_CMP(players);
  SF_CMP(phase);
  SF_CMP(to_move);
  SF_CMP(dealer);
  SF_CMP(hand_number);
  SF_CMP(contract);
  SF_ARR(hands, kMaxPlayers);
  SF_ARR(dealt, kMaxPlayers);
  SF_ARR(won, kMaxPlayers);
  SF_ARR(tricks_won, kMaxPlayers);
  SF_ARR(played_by, kMaxPlayers);
  SF_ARR(shown_void, kMaxPlayers);
  SF_CMP(active);
  SF_CMP(announced);
  SF_CMP(trick_number);
  SF_CMP(trick_size);
  SF_CMP(leader);
  SF_ARR(trick, kMaxPlayers);
  SF_ARR(trick_seat, kMaxPlayers);
  for (int t = 0; t < kMaxTricks; ++t) SF_ARR(history[t], kMaxPlayers);
  SF_ARR(history_leader, kMaxTricks);
  SF_ARR(history_winner, kMaxTricks);
  SF_CMP(cards_per_trick);
  SF_CMP(tricks_per_hand);
  SF_CMP(skat);
  SF_CMP(dealt_skat);
  SF_CMP(pushes);
  SF_CMP(kontras);
  SF_CMP(soloist);
  SF_CMP(gh_kontra);
  SF_CMP(gh_rekontra);
  SF_CMP(skat_seen);
  SF_ARR(laid_down, kMaxPlayers);
  SF_CMP(level);
  SF_CMP(upcard);
  SF_ARR(talon, kDeckSize);
  SF_CMP(talon_size);
  SF_CMP(talon_next);
  SF_CMP(dead);
  SF_CMP(turned);
  SF_CMP(quota);
  SF_CMP(exchanged);
  SF_ARR(exchange_count, kMaxPlayers);
  SF_CMP(robbed);
  SF_CMP(passed);
  SF_CMP(as_game);
  SF_CMP(declarer);
  SF_CMP(partner);
  SF_CMP(called_suit);
  SF_CMP(solo_suit);
  SF_CMP(bidders);
  SF_CMP(prompted);
  SF_CMP(last_doubler);
  SF_CMP(doubling_round);
  SF_CMP(ace_ran_away);
  SF_CMP(called_suit_led);
  SF_CMP(called_ace_played);
  SF_CMP(called_led_trick);
  SF_CMP(re_mask);
  SF_ARR(double_parties, 4);
  SF_ARR(total, kMaxPlayers);
  SF_ARR(entries, kMaxPlayers);
  SF_ARR(need, kMaxPlayers);
  SF_ARR(penalties, kMaxPlayers);
  SF_CMP(match_winner);
  SF_CMP(match_loser);
  SF_CMP(result.scored);
  SF_CMP(result.voided);
  SF_ARR(result.score, kMaxPlayers);
  SF_ARR(result.tricks, kMaxPlayers);
  SF_ARR(result.points, kMaxPlayers);
  SF_CMP(result.skat);
  SF_CMP(result.losers);
  SF_CMP(result.durchmarsch);
  SF_CMP(result.jungfrau);
  SF_CMP(result.doublings);
  SF_CMP(result.max_points);
  SF_CMP(result.raw);
  SF_CMP(result.value);
  SF_CMP(result.declarer);
  SF_CMP(result.partner);
  SF_CMP(result.won);
  SF_CMP(result.tie);
  SF_ARR(result.party_points, 2);
  SF_CMP(result.spitzen);
  SF_CMP(result.multiplier);
  SF_CMP(result.schneider);
  SF_CMP(result.schwarz);
  SF_CMP(result.laufende);
  SF_CMP(result.tariff);
  SF_CMP(result.re_mask);
  SF_CMP(result.fox_captured);
  SF_CMP(result.penalties);
  SF_CMP(result.lone_credit);
  SF_CMP(result.ended_match);
#undef SF_CMP
#undef SF_ARR
  return "";
}

// A random action, legal or not, for the illegal-input checks: any kind,
// card arguments including ids past the deck, random card sets.
inline Action random_action(Rng& rng) {
  Action a;
  a.kind = Act(rng.below(14));
  a.arg = uint8_t(rng.below(40));
  uint32_t bits = 0;
  int n = int(rng.below(4));
  for (int i = 0; i < n; ++i) bits |= 1u << rng.below(32);
  a.cards = CardSet(bits);
  return a;
}

// A random action guaranteed not to be in `legal` (nullopt-free: returns
// false if none found in a few tries, which cannot happen in practice).
inline bool random_illegal_action(Rng& rng, const ActionList& legal, Action& out) {
  for (int tries = 0; tries < 100; ++tries) {
    Action a = random_action(rng);
    if (!legal.contains(a)) {
      out = a;
      return true;
    }
  }
  return false;
}

}  // namespace stichfest::test
