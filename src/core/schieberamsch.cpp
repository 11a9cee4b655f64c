// Schieberamsch with Grand Hand and the Pfälzer preset (RULES.md chapter 2).
//
// Three players, jacks the only trumps. Each player in turn may announce a
// Grand Hand (played alone against two, skat unused), otherwise the skat goes
// round: push it on unseen (each push doubles) or pick it up and lay two cards
// back (Pfälzer order: lay two aside first, then take it). Then ten tricks;
// the player with the most card points writes them as penalty points,
// doubled per push, Kontra and Jungfrau. Taking every trick is a Durchmarsch.
#include <cassert>

#include "games.h"

namespace stichfest::detail {

namespace {

constexpr CardSet kJacks = CardSet::rank(kJack);

bool jacks_forbidden(const State& s) { return s.rules->get(sr::JacksInSkat) == sr::kJacksForbidden; }

// Every 2-card subset of `pool` as an action of `kind`.
void push_pairs(ActionList& out, Act kind, CardSet pool) {
  for (CardSet a = pool; !a.empty();) {
    Card x = a.pop_lowest();
    for (CardSet b = a; !b.empty();) {
      Card y = b.pop_lowest();
      out.push(Action::with_cards(kind, CardSet::of(x) | CardSet::of(y)));
    }
  }
}

void begin_skat_round(State& s) {
  s.phase = Phase::SkatTurn;
  s.to_move = uint8_t(forehand(s));
}

void next_skat_turn(State& s) {
  if (s.to_move == s.dealer) {
    start_play(s, forehand(s));
  } else {
    s.phase = Phase::SkatTurn;
    s.to_move = uint8_t((s.to_move + 1) % 3);
  }
}

// "with n" (+n) or "without n" (-n) on the jack order CJ SJ HJ DJ (§2.9).
int grand_hand_spitzen(CardSet cards) {
  const Card order[4] = {make_card(kClubs, kJack), make_card(kSpades, kJack), make_card(kHearts, kJack),
                         make_card(kDiamonds, kJack)};
  bool with = cards.contains(order[0]);
  int n = 0;
  while (n < 4 && cards.contains(order[n]) == with) ++n;
  return with ? n : -n;
}

void score_grand_hand(const State& s, HandResult& r) {
  int p = s.soloist;
  CardSet skat = s.skat;
  int trick_points = s.won[p].points();
  int S = trick_points + (s.tricks_won[p] > 0 ? skat.points() : 0);
  int O = 120 - skat.points() - trick_points;
  r.declarer = int8_t(p);
  r.party_points[0] = int16_t(S);
  r.party_points[1] = int16_t(O);
  r.won = S >= 61;
  r.spitzen = int8_t(grand_hand_spitzen(s.dealt[p] | skat));
  int spitzen = r.spitzen < 0 ? -r.spitzen : r.spitzen;
  r.schneider = S <= 30 || O <= 30;
  r.schwarz = s.tricks_won[p] == 0 || s.tricks_won[p] == s.tricks_per_hand;
  r.multiplier = uint8_t(2 + spitzen + (r.schneider ? 1 : 0) + (r.schwarz ? 1 : 0));
  r.doublings = uint8_t(s.gh_rekontra ? 2 : s.gh_kontra ? 1 : 0);
  r.raw = int64_t(24) * r.multiplier << r.doublings;
  r.value = int32_t(floor10(r.raw));        // always divided (§7.2)
  r.score[p] = r.won ? -r.value : r.value;  // a lost Grand Hand is not doubled
}

void score_ramsch(const State& s, HandResult& r) {
  const Rules& rules = *s.rules;
  int last = s.history_winner[s.tricks_per_hand - 1];
  int k = s.pushes + s.kontras;
  r.doublings = uint8_t(k);
  bool divide = rules.on(sr::DivideBy10);
  for (int p = 0; p < 3; ++p)
    if (s.tricks_won[p] == s.tricks_per_hand) r.durchmarsch = int8_t(p);

  int skat_points = s.skat.points();
  if (rules.get(sr::SkatOwner) == sr::kSkatLastTrick) {
    r.points[last] = int16_t(r.points[last] + skat_points);
  } else {  // to every player with the most trick points (GAP-SR3)
    int top = 0;
    for (int p = 0; p < 3; ++p) top = r.points[p] > top ? r.points[p] : top;
    for (int p = 0; p < 3; ++p)
      if (s.won[p].points() == top) r.points[p] = int16_t(r.points[p] + skat_points);
  }

  if (r.durchmarsch >= 0) {
    int64_t v = int64_t(120) << k;
    r.raw = v;
    r.value = int32_t(divide ? floor10(v) : v);  // §7.1
    if (rules.get(sr::DurchmarschMode) == sr::kCreditWinner) {
      r.score[r.durchmarsch] = -r.value;
    } else {
      for (int p = 0; p < 3; ++p)
        if (p != r.durchmarsch) {
          r.score[p] = r.value;
          r.losers |= uint8_t(1u << p);
        }
    }
    return;
  }

  int m = 0;
  for (int p = 0; p < 3; ++p) m = r.points[p] > m ? r.points[p] : m;
  for (int p = 0; p < 3; ++p)
    if (r.points[p] == m) r.losers |= uint8_t(1u << p);
  for (int p = 0; p < 3; ++p)
    if (s.tricks_won[p] == 0) ++r.jungfrau;
  int tie_rule = rules.get(sr::TieRule);
  if (tie_rule == sr::kLastTrickBreaksTie && __builtin_popcount(r.losers) > 1 && (r.losers >> last & 1))
    r.losers = uint8_t(1u << last);
  if (tie_rule == sr::kThreeWayZero && r.losers == 7) r.losers = 0;
  int j = r.jungfrau > 0 && rules.on(sr::JungfrauDoubles) ? 1 : 0;
  r.max_points = m;
  r.raw = int64_t(m) << (k + j);
  r.value = int32_t(divide ? floor10(r.raw) : r.raw);
  for (int p = 0; p < 3; ++p)
    if (r.losers >> p & 1) r.score[p] = r.value;
}

void check_match_end(State& s) {
  const Rules& rules = *s.rules;
  if (rules.get(sr::MatchEnd) == sr::kFixedHands) {
    if (s.hand_number < rules.get(sr::MatchHands)) return;
    s.phase = Phase::MatchOver;
    s.match_winner = int8_t(unique_extreme(s, 7, -1));  // the lowest penalty total, if unique
    return;
  }
  // LOSS_LIMIT: the unique highest total at or over the limit loses (GAP-SR5).
  unsigned over = 0;
  for (int p = 0; p < 3; ++p)
    if (s.total[p] >= rules.get(sr::LossLimit)) over |= 1u << p;
  int loser = unique_extreme(s, over, +1);
  if (loser >= 0) {
    s.phase = Phase::MatchOver;
    s.match_loser = int8_t(loser);
  }
}

}  // namespace

void sr_deal(State& s, const Deck& deck) {
  s.contract = ContractId::Jacks;
  s.tricks_per_hand = kTricksPerHand[int(Game::Schieberamsch)];
  int pos = deal_packets<3>(s, deck, 0);
  s.skat = CardSet::of(deck[size_t(pos)]) | CardSet::of(deck[size_t(pos + 1)]);
  s.dealt_skat = s.skat;
  deal_packets<4, 3>(s, deck, pos + 2);
  if (s.rules->on(sr::GrandHand)) {
    s.phase = Phase::GrandHandOffer;
    s.to_move = uint8_t(forehand(s));
  } else {
    begin_skat_round(s);
  }
}

void sr_legal(const State& s, ActionList& out) {
  const CardSet hand = s.hands[s.to_move];
  switch (s.phase) {
    case Phase::GrandHandOffer:
      out.push(Action::of(Act::GrandHand));
      out.push(Action::of(Act::Pass));
      break;
    case Phase::GrandHandKontra:
    case Phase::GrandHandRekontra:
      out.push(Action::of(Act::Double));
      out.push(Action::of(Act::Pass));
      break;
    case Phase::SkatTurn:
      out.push(Action::of(Act::Push));
      if (s.rules->get(sr::ExchangeOrder) == sr::kPickupThenDiscard)
        out.push(Action::of(Act::PickUp));
      else  // §7.3: the jack rule also covers the cards laid aside
        push_pairs(out, Act::Exchange, jacks_forbidden(s) ? hand - kJacks : hand);
      break;
    case Phase::Discard:
      push_pairs(out, Act::Discard, jacks_forbidden(s) ? hand - kJacks : hand);
      break;
    default:
      break;
  }
}

void sr_apply(State& s, Action a) {
  int p = s.to_move;
  switch (s.phase) {
    case Phase::GrandHandOffer:
      if (a.kind == Act::GrandHand) {
        s.soloist = int8_t(p);
        if (s.rules->on(sr::GhKontra)) {
          s.phase = Phase::GrandHandKontra;
          s.prompted = 0;
          s.to_move = uint8_t(forehand(s) == p ? (p + 1) % 3 : forehand(s));
        } else {
          start_play(s, forehand(s));
        }
      } else if (p == s.dealer) {
        begin_skat_round(s);
      } else {
        s.to_move = uint8_t((p + 1) % 3);
      }
      break;
    case Phase::GrandHandKontra:
      if (a.kind == Act::Double) {
        s.gh_kontra = true;
        s.phase = Phase::GrandHandRekontra;
        s.to_move = uint8_t(s.soloist);
      } else if (++s.prompted == 2) {  // both opponents passed
        start_play(s, forehand(s));
      } else {  // the next opponent clockwise, the soloist skipped
        int next = (p + 1) % 3;
        s.to_move = uint8_t(next == s.soloist ? (next + 1) % 3 : next);
      }
      break;
    case Phase::GrandHandRekontra:
      s.gh_rekontra = a.kind == Act::Double;
      start_play(s, forehand(s));
      break;
    case Phase::SkatTurn:
      if (a.kind == Act::Push) {
        ++s.pushes;
        next_skat_turn(s);
      } else if (a.kind == Act::PickUp) {
        s.hands[p] |= s.skat;
        s.skat_seen |= uint8_t(1u << p);
        s.phase = Phase::Discard;
      } else {
        assert(a.kind == Act::Exchange);
        s.hands[p] = (s.hands[p] - a.cards) | s.skat;
        s.skat = a.cards;
        s.laid_down[p] = a.cards;
        s.skat_seen |= uint8_t(1u << p);
        next_skat_turn(s);
      }
      break;
    case Phase::Discard:
      assert(a.kind == Act::Discard);
      s.hands[p] -= a.cards;
      s.skat = a.cards;
      s.laid_down[p] = a.cards;
      next_skat_turn(s);
      break;
    default:
      break;
  }
}

void sr_score(State& s) {
  HandResult& r = fresh_result(s);
  r.scored = true;
  r.skat = s.skat;
  for (int p = 0; p < 3; ++p) {
    r.tricks[p] = s.tricks_won[p];
    r.points[p] = int16_t(s.won[p].points());
  }
  if (s.soloist >= 0)
    score_grand_hand(s, r);
  else
    score_ramsch(s, r);
  for (int p = 0; p < 3; ++p) s.total[p] += r.score[p];
  // After a Grand Hand the same dealer deals again (§2.9 step 9).
  if (s.soloist < 0) s.dealer = uint8_t((s.dealer + 1) % 3);
  s.phase = Phase::Deal;
  s.to_move = kNoSeat;
  check_match_end(s);
}

}  // namespace stichfest::detail
