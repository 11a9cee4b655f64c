// American Schafkopf (RULES.md chapter 5).
//
// Four players, 8 cards each. Queens, jacks and the trump suit (Diamonds by
// default) are trumps. With fixed partners, opposite seats play together.
// Otherwise the two holders of the partnership cards (CQ and SQ) are partners;
// whoever holds both calls an ace (its holder becomes the partner), announces
// a Hochzeit (the first other player to win one of the first three tricks),
// or says nothing and plays a silent solo. With Farbsolo on, a bidding round
// ("Ich spiele" / "weiter") comes first. Kontra/Re double before the lead.
// The side with 61 card points wins (the Kontra side needs only 60); the
// game pays its tariff plus Schneider, Schwarz and Laufende, doubled per
// Kontra and Re; one-against-three games pay three times.
#include <cassert>

#include "games.h"

namespace stichfest::detail {

namespace {

int holder_of(const State& s, Card c) {
  for (int p = 0; p < 4; ++p)
    if (s.dealt[p].contains(c)) return p;
  return -1;
}

Card partner_card(const Rules& r, int which) {
  int pair = r.get(as::PartnerCards);
  return Card(which == 0 ? pair & 0xFF : pair >> 8);
}

int trump_suit(const State& s) { return s.as_game == AsGame::Farbsolo ? s.solo_suit : s.rules->get(as::TrumpSuit); }

bool doubling_enabled(const State& s) {
  const Rules& r = *s.rules;
  if (r.get(as::Doubling) == as::kDoublingNone) return false;
  if (s.as_game == AsGame::Fixed) return r.on(as::FixedDoubling);
  return s.as_game != AsGame::Hochzeit;  // the partner is unknown (GAP-AS4)
}

int max_doubling_rounds(const State& s) { return s.rules->get(as::Doubling) == as::kKontraReSupResup ? 4 : 2; }

// Seat `p`'s side: 1 for the declaring (Re) side, 0 for Kontra.
int side(const State& s, int p) { return s.re_mask >> p & 1; }

bool may_double(const State& s, int p) {
  if (s.doubling_round == 0) return s.as_game == AsGame::Fixed || side(s, p) == 0;
  return side(s, p) != side(s, s.last_doubler);
}

void begin_doubling_or_play(State& s) {
  if (doubling_enabled(s)) {
    s.phase = Phase::Doubling;
    s.doubling_round = 0;
    s.prompted = 0;
    s.to_move = uint8_t(forehand(s));
  } else {
    start_play(s, forehand(s));
  }
}

void begin_partner_declarations(State& s) {
  s.phase = Phase::PartnerDecl;
  s.prompted = 0;
  s.to_move = uint8_t(forehand(s));
}

// The next "Ich spiele" seat after `p` in declaration order, or -1.
int next_bidder(const State& s, int p) {
  int f = forehand(s);
  for (int i = (p - f + 4) % 4 + 1; i < 4; ++i) {
    int q = (f + i) % 4;
    if (s.bidders >> q & 1) return q;
  }
  return -1;
}

bool may_call(const State& s, CardSet hand, int suit) {
  const Contract& k = contract(s.contract);
  return suit != s.rules->get(as::TrumpSuit) && !hand.contains(make_card(suit, kAce)) &&
         !(hand & k.group[suit]).empty();
}

void settle_partnerships(State& s) {
  Card a = partner_card(*s.rules, 0), b = partner_card(*s.rules, 1);
  int ha = holder_of(s, a), hb = holder_of(s, b);
  switch (s.as_game) {
    case AsGame::None:  // the cards are split: a normal game
      s.as_game = AsGame::Normal;
      s.re_mask = uint8_t(1u << ha | 1u << hb);
      break;
    case AsGame::CallGame:
      s.partner = int8_t(holder_of(s, make_card(s.called_suit, kAce)));
      s.re_mask = uint8_t(1u << s.declarer | 1u << s.partner);
      break;
    default:  // Hochzeit (partner found in play) or silent solo
      s.re_mask = uint8_t(1u << s.declarer);
      break;
  }
}

int fox_card(const State& s) { return make_card(trump_suit(s), kAce); }

bool fox_counts(const State& s) {
  int fox = s.rules->get(as::Fox);
  return fox == as::kFoxAlways || (fox == as::kFoxFixedOnly && s.as_game == AsGame::Fixed);
}

// Length of the unbroken run from the top trump held by one party (§5.8.4).
int laufende(const State& s) {
  const Contract& k = contract(s.contract);
  int top_side = side(s, holder_of(s, k.trump_order[0]));
  int run = 0;
  while (run < k.trump_count && side(s, holder_of(s, k.trump_order[run])) == top_side) ++run;
  return run;
}

}  // namespace

void as_deal(State& s, const Deck& deck) {
  const Rules& r = *s.rules;
  s.tricks_per_hand = kTricksPerHand[int(Game::SchafkopfUS)];
  s.contract = schafkopf_contract(r.get(as::TrumpSuit));
  if (r.get(as::DealPattern) == as::kDeal44)
    deal_packets<4, 4>(s, deck, 0);
  else
    deal_packets<3, 2, 3>(s, deck, 0);
  if (r.get(as::Mode) == as::kFixedPartners) {
    s.as_game = AsGame::Fixed;
    s.re_mask = 0b0101;  // seats 0 and 2 against 1 and 3
    begin_doubling_or_play(s);
  } else if (r.on(as::Farbsolo)) {
    s.phase = Phase::SoloBid;
    s.prompted = 0;
    s.to_move = uint8_t(forehand(s));
  } else {
    begin_partner_declarations(s);
  }
}

void as_legal(const State& s, ActionList& out) {
  int p = s.to_move;
  const CardSet hand = s.hands[p];
  switch (s.phase) {
    case Phase::SoloBid:
      out.push(Action::of(Act::BidSolo));
      out.push(Action::of(Act::Pass));
      break;
    case Phase::SoloName:
      for (int suit = 0; suit < 4; ++suit) out.push(Action::of(Act::NameSolo, uint8_t(suit)));
      out.push(Action::of(Act::Pass));
      break;
    case Phase::PartnerDecl: {
      // Everyone is prompted; only the holder of both cards has choices (§7.12).
      CardSet both = CardSet::of(partner_card(*s.rules, 0)) | CardSet::of(partner_card(*s.rules, 1));
      if ((hand & both) == both) {
        bool any_call = false;
        for (int suit = 0; suit < 4; ++suit)
          if (may_call(s, hand, suit)) {
            out.push(Action::of(Act::CallAce, uint8_t(suit)));
            any_call = true;
          }
        int h = s.rules->get(as::Hochzeit);
        if (h == as::kHochzeitAlways || (h == as::kHochzeitIfNoCall && !any_call)) out.push(Action::of(Act::Hochzeit));
      }
      out.push(Action::of(Act::Pass));
      break;
    }
    case Phase::Doubling:
      if (may_double(s, p)) out.push(Action::of(Act::Double));
      out.push(Action::of(Act::Pass));
      break;
    default:
      break;
  }
}

void as_apply(State& s, Action a) {
  int p = s.to_move;
  switch (s.phase) {
    case Phase::SoloBid:
      if (a.kind == Act::BidSolo) s.bidders |= uint8_t(1u << p);
      if (++s.prompted < 4) {
        s.to_move = uint8_t((p + 1) % 4);
      } else if (s.bidders) {
        s.phase = Phase::SoloName;
        s.to_move = uint8_t(s.bidders >> forehand(s) & 1 ? forehand(s) : next_bidder(s, forehand(s)));
      } else {
        begin_partner_declarations(s);
      }
      break;
    case Phase::SoloName:
      if (a.kind == Act::NameSolo) {
        s.as_game = AsGame::Farbsolo;
        s.declarer = int8_t(p);
        s.solo_suit = a.arg;
        s.contract = schafkopf_contract(a.arg);
        s.re_mask = uint8_t(1u << p);
        begin_doubling_or_play(s);
      } else {
        int next = next_bidder(s, p);
        if (next >= 0)
          s.to_move = uint8_t(next);
        else
          begin_partner_declarations(s);
      }
      break;
    case Phase::PartnerDecl: {
      CardSet both = CardSet::of(partner_card(*s.rules, 0)) | CardSet::of(partner_card(*s.rules, 1));
      if ((s.hands[p] & both) == both) {
        s.declarer = int8_t(p);
        if (a.kind == Act::CallAce) {
          s.as_game = AsGame::CallGame;
          s.called_suit = a.arg;
        } else {
          s.as_game = a.kind == Act::Hochzeit ? AsGame::Hochzeit : AsGame::SilentSolo;
        }
      }
      if (++s.prompted < 4) {
        s.to_move = uint8_t((p + 1) % 4);
      } else {
        settle_partnerships(s);
        begin_doubling_or_play(s);
      }
      break;
    }
    case Phase::Doubling:
      if (a.kind == Act::Double) {
        s.double_parties[s.doubling_round] = uint8_t(1u << p);
        ++s.level;
        s.last_doubler = int8_t(p);
        if (++s.doubling_round >= max_doubling_rounds(s)) {
          start_play(s, forehand(s));
        } else {  // the next round starts at the doubler's left and ends with him
          s.prompted = 0;
          s.to_move = uint8_t((p + 1) % 4);
        }
      } else if (++s.prompted == 4) {
        start_play(s, forehand(s));
      } else {
        s.to_move = uint8_t((p + 1) % 4);
      }
      break;
    default:
      break;
  }
}

CardSet as_legal_cards(const State& s) {
  CardSet hand = s.hands[s.to_move];
  CardSet base = s.trick_size == 0 ? hand : follow_or_any(s, hand);
  if (s.as_game != AsGame::CallGame) return base;
  Card led = s.trick_size == 0 ? kNoCard : s.trick[0];
  return called_ace_duty(s, contract(s.contract), s.to_move, hand, base, led, s.trick_number);
}

void as_card_played(State& s, int seat, Card c) {
  if (s.as_game == AsGame::CallGame) called_ace_card_played(s, contract(s.contract), seat, c, s.trick_size == 1);
}

void as_trick_won(State& s, int winner) {
  // Hochzeit: the first other player to win one of tricks 1-3 is the partner.
  if (s.as_game == AsGame::Hochzeit && s.partner < 0 && s.trick_number <= 3 && winner != s.declarer) {
    s.partner = int8_t(winner);
    s.re_mask |= uint8_t(1u << winner);
  }
}

void as_score(State& s) {
  const Rules& rules = *s.rules;
  HandResult& r = fresh_result(s);
  r.scored = true;
  int X = rules.get(as::TariffExtra);
  int re_points = 0, re_tricks = 0;
  for (int p = 0; p < 4; ++p) {
    r.tricks[p] = s.tricks_won[p];
    r.points[p] = int16_t(s.won[p].points());
    if (side(s, p)) {
      re_points += r.points[p];
      re_tricks += s.tricks_won[p];
    }
  }
  int kontra_points = 120 - re_points;
  int kontra_tricks = 8 - re_tricks;
  r.party_points[0] = int16_t(re_points);
  r.party_points[1] = int16_t(kontra_points);
  r.declarer = s.declarer;
  r.partner = s.partner;
  r.doublings = s.level;

  bool fixed = s.as_game == AsGame::Fixed;
  int re_size = __builtin_popcount(s.re_mask);
  bool lone = re_size == 1;  // one against three: paid like a solo (§7.15)
  r.tie = fixed && re_points == 60;
  r.won = re_points >= 61;  // Kontra wins with 60; fixed partners tie at 60
  int loser_points = r.won ? kontra_points : re_points;
  int loser_tricks = r.won ? kontra_tricks : re_tricks;
  bool loser_is_re = !r.won;
  if (fixed)
    r.schneider = loser_points <= 29;
  else
    r.schneider = loser_is_re ? loser_points <= 30 : loser_points <= 29;
  r.schwarz = loser_tricks == 0;
  int run = laufende(s);
  int min_run = rules.get(as::LaufendeMin);
  r.laufende = uint8_t(min_run > 0 && run >= min_run ? run : 0);

  bool solo_tariff =
      lone && !(s.as_game == AsGame::SilentSolo && rules.get(as::SilentSoloTariff) == as::kSilentAsPartner);
  int base = solo_tariff ? rules.get(as::TariffSolo) : rules.get(as::TariffPartner);
  r.tariff = int16_t(base);
  int64_t V = int64_t(base + (r.schneider ? X : 0) + (r.schwarz ? X : 0) + X * r.laufende) << s.level;
  r.raw = V;
  r.value = int32_t(V);

  auto pay = [&](int winning_side, int64_t amount) {
    for (int p = 0; p < 4; ++p) {
      bool wins = side(s, p) == winning_side;
      int64_t each = lone && side(s, p) == 1 ? 3 * amount : amount;
      r.score[p] += int32_t(wins ? each : -each);
    }
  };
  if (!r.tie) pay(r.won ? 1 : 0, V);

  // The fox: the trump ace caught by the other side (not doubled). Every
  // card is played, by the player who was dealt it.
  if (fox_counts(s) && (!r.tie || rules.on(as::FoxOnTie))) {
    Card fox = Card(fox_card(s));
    int owner = holder_of(s, fox), taker = 0;
    while (!s.won[taker].contains(fox)) ++taker;
    if (side(s, owner) != side(s, taker)) {
      r.fox_captured = int8_t(side(s, taker) ? 1 : -1);
      pay(side(s, taker), X);
    }
  }
  r.re_mask = s.re_mask;
  r.losers = r.tie ? 0 : uint8_t((r.won ? ~s.re_mask : s.re_mask) & 0xF);
  for (int p = 0; p < 4; ++p) s.total[p] += r.score[p];
  s.dealer = uint8_t((s.dealer + 1) % 4);
  s.phase = Phase::Deal;
  s.to_move = kNoSeat;
  if (s.hand_number >= rules.get(as::DealsPerMatch)) {
    s.phase = Phase::MatchOver;
    s.match_winner = int8_t(unique_extreme(s, 0xF, +1));  // the highest total, if unique
  }
}

}  // namespace stichfest::detail
