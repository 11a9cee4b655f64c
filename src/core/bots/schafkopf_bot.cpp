// Baseline American Schafkopf bot: plays for 61. It bids a Farbsolo or
// plays a silent solo only with many trumps, otherwise calls the ace of its
// shortest callable suit, doubles with a strong hand, searches the called
// ace, and in play gives its partner points and takes the opponents'.
#include "bot.h"
#include "bot_util.h"

namespace stichfest {

namespace {

using namespace bot;

// Trump count and strength of a hand under a contract.
struct TrumpCount {
  int trumps = 0, queens = 0, top = 0;  // top: of the four highest trumps
};

TrumpCount count_trumps(const Contract& k, CardSet hand) {
  TrumpCount t;
  for (Card c : hand& k.trumps()) {
    ++t.trumps;
    if (rank_of(c) == kQueen) ++t.queens;
    if (k.power[c] > 64 + 16 - 4) ++t.top;
  }
  return t;
}

int fail_aces(const Contract& k, CardSet hand) {
  int n = 0;
  for (Card c : hand - k.trumps())
    if (rank_of(c) == kAce) ++n;
  return n;
}

bool solo_strength(const TrumpCount& t) { return t.trumps >= 6 && t.queens >= 2; }

Action bid(const Observation& o) {
  for (int s = 0; s < 4; ++s)
    if (solo_strength(count_trumps(contract(schafkopf_contract(s)), o.hand))) return Action::of(Act::BidSolo);
  return Action::of(Act::Pass);
}

Action name_solo(const Observation& o) {
  int best = -1, best_trumps = 0;
  for (int s = 0; s < 4; ++s) {
    TrumpCount t = count_trumps(contract(schafkopf_contract(s)), o.hand);
    if (solo_strength(t) && t.trumps > best_trumps) {
      best_trumps = t.trumps;
      best = s;
    }
  }
  return best >= 0 ? Action::of(Act::NameSolo, uint8_t(best)) : Action::of(Act::Pass);
}

Action declare_partner(const Observation& o) {
  const Contract& k = contract_of(o);
  if (o.legal.count == 1) return o.legal.items[0];
  TrumpCount t = count_trumps(k, o.hand);
  if (t.trumps >= 6 || (t.trumps >= 5 && fail_aces(k, o.hand) >= 2)) return Action::of(Act::Pass);  // silent solo
  // Call the ace of the suit we hold fewest cards of: the partner's ace
  // then wins a trick of that suit early.
  Action best = o.legal.items[0];
  int fewest = 99;
  for (const Action& a : o.legal)
    if (a.kind == Act::CallAce) {
      int n = (o.hand & k.group[a.arg]).size();
      if (n < fewest) {
        fewest = n;
        best = a;
      }
    }
  if (best.kind == Act::CallAce) return best;
  return offers(o, Act::Hochzeit) ? Action::of(Act::Hochzeit) : Action::of(Act::Pass);
}

Action double_or_pass(const Observation& o) {
  if (!offers(o, Act::Double)) return Action::of(Act::Pass);
  const Contract& k = contract_of(o);
  TrumpCount t = count_trumps(k, o.hand);
  bool strong = (t.trumps >= 5 && t.queens >= 2) || (t.trumps >= 4 && fail_aces(k, o.hand) >= 2 && t.top >= 1);
  return Action::of(strong ? Act::Double : Act::Pass);
}

Card play(const Observation& o) {
  const Contract& k = contract_of(o);
  int me = o.seat;
  bool friends[kMaxPlayers] = {};
  for (int p = 0; p < 4; ++p) friends[p] = p != me && o.side[me] != kSideUnknown && o.side[p] == o.side[me];
  bool declaring = o.side[me] == 1;
  CardSet legal = legal_plays(o);
  // Search the called ace: lead the called suit while it has not been led.
  if (o.trick_size == 0 && o.as_game == AsGame::CallGame && !o.called_suit_led) {
    CardSet suit = legal & k.group[o.called_suit];
    if (!suit.empty() && !o.hand.contains(make_card(o.called_suit, kAce))) return weakest(k, suit);
  }
  return play_for_points(o, friends, declaring);
}

}  // namespace

Action baseline_schafkopf(const Observation& o, Rng& rng) {
  (void)rng;
  switch (o.phase) {
    case Phase::SoloBid:
      return bid(o);
    case Phase::SoloName:
      return name_solo(o);
    case Phase::PartnerDecl:
      return declare_partner(o);
    case Phase::Doubling:
      return double_or_pass(o);
    case Phase::Play:
      return Action::play(play(o));
    default:
      return o.legal.items[0];
  }
}

}  // namespace stichfest
