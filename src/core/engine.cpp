#include "engine.h"

#include <cassert>
#include <cstring>

#include "games.h"

namespace stichfest {

using namespace detail;

State new_match(const Rules& rules, int first_dealer) {
  State s;
  s.rules = &rules;
  s.players = uint8_t(rules.players());
  s.dealer = uint8_t(first_dealer % s.players);
  s.phase = Phase::Deal;
  if (rules.game == Game::Ramsen)
    for (int p = 0; p < s.players; ++p) s.need[p] = rules.get(rm::StartNeed);
  return s;
}

int forehand(const State& s) { return seat_after(s, s.dealer); }

int next_active(const State& s, int seat) {
  if (s.active == (1u << s.players) - 1) return seat_after(s, seat);  // everyone plays
  int p = seat;
  for (int i = 0; i < s.players; ++i) {
    p = seat_after(s, p);
    if (s.active >> p & 1) return p;
  }
  return seat;
}

void deal(State& s, const Deck& deck) {
  assert(s.phase == Phase::Deal && "deal() needs a state between hands");
  // Keep the match (totals, dealer, last result); reset everything of the
  // hand with one block copy of a fresh one, padding included so that no
  // byte-wise tail is left (see state.h).
  static const HandState kFreshHand;
  std::memcpy(static_cast<HandState*>(&s), &kFreshHand, sizeof(HandState));
  s.hand_number = uint16_t(s.hand_number + 1);
  s.active = uint8_t((1u << s.players) - 1);
  s.cards_per_trick = s.players;
  hooks(s).deal(s, deck);
  std::memcpy(s.dealt, s.hands, sizeof s.hands);  // empty seats stay empty
}

bool try_deal(State& s, const Deck& deck, std::string& error) {
  if (s.phase != Phase::Deal) {
    error = s.phase == Phase::MatchOver ? "the match is over" : "a hand is still being played";
    return false;
  }
  if (!is_permutation(deck)) {
    error = "the deck must hold each of the 32 cards exactly once";
    return false;
  }
  deal(s, deck);
  return true;
}

namespace detail {

const GameHooks kHooks[kGameCount] = {
    {sr_deal, sr_legal, sr_apply, sr_score, nullptr, nullptr, nullptr},
    {ks_deal, nullptr, nullptr, ks_score, nullptr, nullptr, nullptr},
    {rm_deal, rm_legal, rm_apply, rm_score, rm_legal_cards, nullptr, rm_trick_won},
    {as_deal, as_legal, as_apply, as_score, as_legal_cards, as_card_played, as_trick_won},
};

int unique_extreme(const State& s, unsigned candidates, int sign) {
  int best = -1;
  bool unique = false;
  for (int p = 0; p < s.players; ++p) {
    if (!(candidates >> p & 1)) continue;
    if (best < 0 || s.total[p] * sign > s.total[best] * sign) {
      best = p;
      unique = true;
    } else if (s.total[p] == s.total[best]) {
      unique = false;
    }
  }
  return unique ? best : -1;
}

void start_play(State& s, int leader) {
  s.phase = Phase::Play;
  s.leader = uint8_t(leader);
  s.to_move = uint8_t(leader);
  s.trick_size = 0;
  s.cards_per_trick = uint8_t(__builtin_popcount(s.active));
}

CardSet follow_or_any(const State& s, CardSet hand) {
  const Contract& k = contract(s.contract);
  CardSet follow = hand & k.group[k.suit[s.trick[0]]];
  return follow.empty() ? hand : follow;
}

}  // namespace detail

Card trick_winning_card(const State& s) {
  if (s.trick_size == 0) return kNoCard;
  return s.trick[contract(s.contract).winning_index(s.trick, s.trick_size)];
}

CardSet legal_cards(const State& s) {
  assert(s.phase == Phase::Play);
  if (hooks(s).legal_cards) return hooks(s).legal_cards(s);
  CardSet hand = s.hands[s.to_move];
  return s.trick_size == 0 ? hand : follow_or_any(s, hand);
}

// The trick-1 announcement offered with the card plays (RULES.md §7.7):
// Ramsch-Kontra in Schieberamsch, the next doubling level in Kalter Schlag.
bool announcements_offered(const State& s) {
  if (s.trick_number != 0) return false;
  switch (s.rules->game) {
    case Game::Schieberamsch:
      return s.rules->on(sr::RamschKontra) && s.soloist < 0;
    case Game::KalterSchlag:
      return s.level < s.rules->get(ks::MaxLevel);
    default:
      return false;
  }
}

bool announcement_open(const State& s) { return !(s.announced >> s.to_move & 1) && announcements_offered(s); }

namespace {

// Closes the full trick in s.trick, won by the card at index `best`: files
// it, gives it to its winner, who leads next, and scores the hand after the
// last trick.
void end_trick(State& s, int best) {
  CardSet cards;
  for (int i = 0; i < s.trick_size; ++i) cards |= CardSet::of(s.trick[i]);
  int w = s.trick_seat[best];
  file_trick(s, s.trick_number, s.trick, cards, s.leader, w);
  s.trick_size = 0;
  s.leader = uint8_t(w);
  s.to_move = uint8_t(w);
  after_trick(s, w);
}

void play_card(State& s, Card c) {
  int p = s.to_move;
  s.hands[p] -= CardSet::of(c);
  s.played_by[p] |= CardSet::of(c);
  if (s.trick_size > 0) {
    const Contract& k = contract(s.contract);
    int led = k.suit[s.trick[0]];
    if (k.suit[c] != led) s.shown_void[p] |= uint8_t(1u << led);
  }
  s.trick[s.trick_size] = c;
  s.trick_seat[s.trick_size] = uint8_t(p);
  ++s.trick_size;
  const GameHooks& game = hooks(s);
  if (game.card_played) game.card_played(s, p, c);
  if (s.trick_size < s.cards_per_trick) {
    s.to_move = uint8_t(next_active(s, p));
    return;
  }
  end_trick(s, contract(s.contract).winning_index(s.trick, s.trick_size));
}

}  // namespace

void legal_actions(const State& s, ActionList& out) {
  out.count = 0;
  if (s.phase == Phase::Play) {
    if (announcement_open(s)) out.push(Action::of(Act::Double));
    for (Card c : legal_cards(s)) out.push(Action::play(c));
    return;
  }
  if (!in_hand(s)) return;  // nobody moves between hands (to_move is no seat)
  if (hooks(s).legal) hooks(s).legal(s, out);
}

void apply(State& s, Action a) {
  assert(in_hand(s) && "apply() needs a hand in progress");
  if (s.phase == Phase::Play) {
    if (a.kind == Act::Play) {
      assert(legal_cards(s).contains(a.arg) && "illegal card");
      play_card(s, a.arg);
      return;
    }
    if (a.kind == Act::Double) {
      s.announced |= uint8_t(1u << s.to_move);
      if (s.rules->game == Game::Schieberamsch)
        ++s.kontras;
      else
        ++s.level;
      return;
    }
    assert(false && "only cards and trick-1 announcements are played in the Play phase");
    return;
  }
  if (hooks(s).apply) hooks(s).apply(s, a);
}

bool try_apply(State& s, Action a, std::string& error) {
  if (!in_hand(s)) {
    error = s.phase == Phase::MatchOver ? "the match is over" : "no hand is being played: deal first";
    return false;
  }
  ActionList legal;
  legal_actions(s, legal);
  if (!legal.contains(a)) {
    if (a.kind == Act::Play && a.arg < kDeckSize && !s.hands[s.to_move].contains(a.arg))
      error = "that card is not in the hand of the player to move";
    else if (a.kind == Act::Play && s.phase == Phase::Play)
      error = "that card may not be played now";
    else
      error = "that action is not allowed now";
    return false;
  }
  apply(s, a);
  return true;
}

void settlement(const State& s, int32_t out[kMaxPlayers]) {
  for (int p = 0; p < kMaxPlayers; ++p) out[p] = 0;
  const Rules& r = *s.rules;
  if (r.game == Game::KalterSchlag) {
    int stake = r.get(ks::Stake);
    if (s.match_winner >= 0) {
      for (int p = 0; p < s.players; ++p)
        if (p != s.match_winner) {
          out[p] -= 2 * stake;
          out[s.match_winner] += 2 * stake;
        }
    } else if (s.match_loser >= 0) {
      for (int p = 0; p < s.players; ++p)
        if (p != s.match_loser) {
          int pay = (s.total[p] > 0 ? 1 : 2) * stake;
          out[p] += pay;
          out[s.match_loser] -= pay;
        }
    }
    return;
  }
  if (r.game == Game::SchafkopfUS) {  // totals are already payments
    for (int p = 0; p < s.players; ++p) out[p] = s.total[p];
    return;
  }
  if (r.game != Game::Schieberamsch) return;  // Ramsen is played for the crosses alone
  int stake = r.get(sr::Stake);
  for (int i = 0; i < s.players; ++i)
    for (int j = 0; j < s.players; ++j) out[i] += (s.total[j] - s.total[i]) * stake;
}

}  // namespace stichfest
