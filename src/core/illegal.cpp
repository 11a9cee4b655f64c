#include "illegal.h"

#include "games.h"

namespace stichfest {

namespace {

IllegalReason reason(Illegal why, int suit = -1, Card card = kNoCard) { return {why, suit, card}; }

// A card of the hand outside legal_cards(): the duty that excludes it. Each
// game's duties are tried in the order the engine applies them (games.h),
// so the first that excludes the card is the one to name.
IllegalReason card_duty(const State& s, Card c) {
  const Contract& k = contract(s.contract);
  const CardSet hand = s.hands[s.to_move];
  const Card led = s.trick_size ? s.trick[0] : kNoCard;
  const CardSet follow = led == kNoCard ? CardSet() : hand & k.group[k.suit[led]];
  if (!follow.empty() && !follow.contains(c)) return reason(Illegal::FollowSuit, k.suit[led]);
  if (s.rules->game == Game::Ramsen && led != kNoCard) {
    Card best = trick_winning_card(s);
    if (!follow.empty()) return reason(Illegal::MustHead, k.suit[led], best);
    if (!k.trumps().contains(c)) return reason(Illegal::MustTrump, kTrump);
    return reason(Illegal::MustOvertrump, kTrump, best);
  }
  if (s.rules->game == Game::SchafkopfUS && s.as_game == AsGame::CallGame) {
    const int suit = s.called_suit;
    const Card ace = detail::called_ace_card(s);
    const int p = s.to_move;
    if (p == s.partner) {  // the ace holder (C1 to C3)
      if (led == kNoCard) return reason(Illegal::CalledSuitLead, suit, ace);
      if (k.suit[led] == suit) return reason(Illegal::CalledAceSearch, suit, ace);
      return reason(Illegal::CalledAceKeep, suit, ace);
    }
    if (p == s.declarer) return reason(Illegal::CallerKeepsSuit, suit, c);  // C4
  }
  return reason(Illegal::NotNow);  // no duty known here: the tests keep this unreachable
}

}  // namespace

IllegalReason why_illegal(const State& s, int seat, const Action& a) {
  if (!in_hand(s)) return reason(Illegal::NoHand);
  if (seat != s.to_move) return reason(Illegal::NotYourTurn);
  ActionList legal;
  legal_actions(s, legal);
  if (legal.contains(a)) return reason(Illegal::None);
  if (a.kind != Act::Play) return reason(Illegal::NotNow);
  if (a.arg >= kDeckSize || !s.hands[seat].contains(a.arg)) return reason(Illegal::NotInHand);
  // A card during a declaration, or a play malformed (with cards attached).
  if (s.phase != Phase::Play || !a.cards.empty() || legal_cards(s).contains(a.arg)) return reason(Illegal::NotNow);
  return card_duty(s, a.arg);
}

}  // namespace stichfest
