// Ramsen, the Bavarian Rams game (RULES.md chapter 4).
//
// Three to five players, five cards each. The up-card names the trump suit;
// D9, D7, CQ and CJ are always trumps. In turn each player may swap cards
// with the talon (five cards in all per hand), the dealer may also rob the
// up-card; then each player who did not swap says play or pass. The players
// who play must follow suit, trump when they cannot, and head the trick
// whenever they can. Every trick won is a stroke; the first to complete two
// crosses (10 strokes) wins at once; playing without a trick costs a cross.
#include <cassert>

#include "games.h"

namespace stichfest::detail {

namespace {

constexpr CardSet kPermanents = CardSet::of(make_card(kDiamonds, kNine)) | CardSet::of(make_card(kDiamonds, kSeven)) |
                                CardSet::of(make_card(kClubs, kQueen)) | CardSet::of(make_card(kClubs, kJack));

bool may_rob(const State& s) {
  const Rules& r = *s.rules;
  return r.on(rm::RobUpcard) && !s.robbed && s.upcard != kNoCard && (!r.on(rm::RobCountsToLimit) || s.quota >= 1);
}

int next_seat(const State& s, int p) { return seat_after(s, p); }

// Records a won trick as a stroke; true if that completed the game.
bool stroke(State& s, int p) {
  if (--s.need[p] > 0) return false;
  s.phase = Phase::MatchOver;
  s.match_winner = int8_t(p);
  s.to_move = kNoSeat;
  return true;
}

// Closes the hand whose result is in s.result (see fresh_result).
void close_hand(State& s) {
  s.result.scored = true;
  if (s.phase == Phase::MatchOver) {
    s.result.ended_match = true;
    return;
  }
  s.dealer = uint8_t(next_seat(s, s.dealer));
  s.phase = Phase::Deal;
  s.to_move = kNoSeat;
}

void resolve_declarations(State& s) {
  int n = __builtin_popcount(s.active);
  if (n >= 2) {
    int lead = forehand(s);
    while (!(s.active >> lead & 1)) lead = next_seat(s, lead);
    start_play(s, lead);
    return;
  }
  HandResult& r = fresh_result(s);
  if (n == 1 && s.rules->get(rm::LonePlayer) == rm::kCreditAll) {
    int p = __builtin_ctz(s.active);
    r.lone_credit = true;
    for (int t = 0; t < 5; ++t) {
      ++r.tricks[p];
      --r.score[p];
      if (stroke(s, p)) break;
    }
  } else {
    r.voided = true;  // nobody plays: redeal by the next dealer (GAP-RM7)
  }
  close_hand(s);
}

void next_declaration(State& s, int from) {
  // Players who exchanged are not asked: they play (§7.11).
  for (int p = from;; p = next_seat(s, p)) {
    if (!(s.exchanged >> p & 1)) {
      s.phase = Phase::Declare;
      s.to_move = uint8_t(p);
      return;
    }
    if (p == s.dealer) break;
  }
  resolve_declarations(s);
}

void end_exchange_round(State& s) {
  s.active = s.exchanged;
  next_declaration(s, forehand(s));
}

}  // namespace

void rm_deal(State& s, const Deck& deck) {
  s.tricks_per_hand = kTricksPerHand[int(Game::Ramsen)];
  int pos = deal_packets<3, 2>(s, deck, 0);
  s.upcard = deck[size_t(pos++)];
  if (s.rules->get(rm::UpcardRule) == rm::kTurnNext) {
    // §7.10: permanents turned before the final up-card are out of play.
    while (kPermanents.contains(s.upcard) && pos < kDeckSize) {
      s.turned |= CardSet::of(s.upcard);
      s.upcard = deck[size_t(pos++)];
    }
  }
  s.talon_size = 0;
  while (pos < kDeckSize) s.talon[s.talon_size++] = deck[size_t(pos++)];
  s.contract = ramsen_contract(suit_of(s.upcard));
  s.quota = uint8_t(s.rules->get(rm::ExchangeLimit));
  s.active = 0;  // decided by the declarations
  s.phase = Phase::Exchange;
  s.to_move = uint8_t(forehand(s));
}

ExchangeChoices rm_exchange_choices(const State& s) {
  const CardSet hand = s.hands[s.to_move];
  assert(hand.size() == 5 && "every Ramsen hand holds five cards in the exchange");
  int left = s.talon_size - s.talon_next;
  int most = s.quota < left ? s.quota : left;
  most = most < 5 ? most : 5;
  return {hand.bits(), 1 + kSubsets.up_to_size[most]};
}

void rm_legal(const State& s, ActionList& out) {
  const CardSet hand = s.hands[s.to_move];
  switch (s.phase) {
    case Phase::Exchange: {
      ExchangeChoices choices = rm_exchange_choices(s);
      for (int i = 0; i < choices.count; ++i) out.push(Action::with_cards(Act::Exchange, choices.at(i)));
      break;
    }
    case Phase::Rob:
      out.push(Action::of(Act::Pass));
      for (Card c : hand | CardSet::of(s.upcard)) out.push(Action::of(Act::Rob, c));
      break;
    case Phase::Declare: {
      out.push(Action::of(Act::Stay));
      Card trump_ace = make_card(suit_of(s.upcard), kAce);
      if (!(s.rules->on(rm::TrumpAceMustPlay) && hand.contains(trump_ace))) out.push(Action::of(Act::Pass));
      break;
    }
    default:
      break;
  }
}

void rm_apply(State& s, Action a) {
  int p = s.to_move;
  switch (s.phase) {
    case Phase::Exchange: {
      int k = a.cards.size();
      s.hands[p] -= a.cards;
      s.dead |= a.cards;
      s.laid_down[p] |= a.cards;
      for (int i = 0; i < k; ++i) s.hands[p] |= CardSet::of(s.talon[s.talon_next++]);
      s.quota = uint8_t(s.quota - k);
      s.exchange_count[p] = uint8_t(k);
      if (k > 0) s.exchanged |= uint8_t(1u << p);
      if (p != s.dealer) {
        s.to_move = uint8_t(next_seat(s, p));
      } else if (may_rob(s)) {
        s.phase = Phase::Rob;  // §7.8: robbing comes after the dealer's own exchange
      } else {
        end_exchange_round(s);
      }
      break;
    }
    case Phase::Rob:
      if (a.kind == Act::Rob) {
        s.hands[p] = (s.hands[p] | CardSet::of(s.upcard)) - CardSet::of(a.arg);
        s.dead |= CardSet::of(a.arg);
        s.laid_down[p] |= CardSet::of(a.arg);
        s.robbed = true;
        if (s.rules->on(rm::RobForcesPlay)) s.exchanged |= uint8_t(1u << p);
        if (s.rules->on(rm::RobCountsToLimit)) --s.quota;
      }
      end_exchange_round(s);
      break;
    case Phase::Declare:
      if (a.kind == Act::Stay)
        s.active |= uint8_t(1u << p);
      else
        s.passed |= uint8_t(1u << p);
      if (p == s.dealer)
        resolve_declarations(s);
      else
        next_declaration(s, next_seat(s, p));
      break;
    default:
      break;
  }
}

// Farbzwang, Trumpfzwang and Stechzwang (§4.6, §7.9).
CardSet rm_legal_cards(const State& s) {
  CardSet hand = s.hands[s.to_move];
  if (s.trick_size == 0) return hand;
  const Contract& k = contract(s.contract);
  return ramsen_duty(k, hand, s.trick[0], trick_winning_card(s), s.rules->get(rm::HeadTrick) == rm::kHeadAlways);
}

void rm_trick_won(State& s, int winner) {
  if (!stroke(s, winner)) return;
  // The game ends at once: this hand is not scored further (GAP-RM6).
  HandResult& r = fresh_result(s);
  for (int p = 0; p < s.players; ++p) {
    r.tricks[p] = s.tricks_won[p];
    r.score[p] = -s.tricks_won[p];
  }
  close_hand(s);
}

void rm_score(State& s) {
  HandResult& r = fresh_result(s);
  int penalty = s.rules->get(rm::Penalty);
  for (int p = 0; p < s.players; ++p) {
    r.tricks[p] = s.tricks_won[p];
    r.score[p] = -s.tricks_won[p];
    if ((s.active >> p & 1) && s.tricks_won[p] == 0) {
      r.penalties |= uint8_t(1u << p);
      r.score[p] += penalty;
      s.need[p] += penalty;
      ++s.penalties[p];
    }
  }
  close_hand(s);
}

}  // namespace stichfest::detail
