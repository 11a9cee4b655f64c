#include "observation.h"

#include <cstring>

namespace stichfest {

namespace {

void copy_public_play(const State& s, Observation& o) {
  for (int p = 0; p < s.players; ++p) {
    o.won[p] = s.won[p];
    o.tricks_won[p] = s.tricks_won[p];
    o.hand_size[p] = uint8_t(s.hands[p].size());
  }
  o.trick_number = s.trick_number;
  o.trick_size = s.trick_size;
  o.leader = s.leader;
  o.cards_per_trick = s.cards_per_trick;
  o.tricks_per_hand = s.tricks_per_hand;
  o.active = s.active;
  o.announced = s.announced;
  std::memcpy(o.history, s.history, sizeof o.history);
  std::memcpy(o.history_leader, s.history_leader, sizeof o.history_leader);
  std::memcpy(o.history_winner, s.history_winner, sizeof o.history_winner);
  std::memcpy(o.trick, s.trick, sizeof o.trick);
  std::memcpy(o.trick_seat, s.trick_seat, sizeof o.trick_seat);
  for (int p = 0; p < s.players; ++p) {
    o.played_by[p] = s.played_by[p];
    o.played |= s.played_by[p];
    o.shown_void[p] = s.shown_void[p];
  }
}

void observe_schieberamsch(const State& s, int seat, Observation& o) {
  o.pushes = s.pushes;
  o.kontras = s.kontras;
  o.soloist = s.soloist;
  o.gh_kontra = s.gh_kontra;
  o.gh_rekontra = s.gh_rekontra;
  o.skat_takers = s.skat_seen;
  // Own discards are still in the skat unless a later player took it.
  int f = forehand(s);
  int my_turn = (seat - f + 3) % 3;
  bool taken_later = false;
  for (int i = my_turn + 1; i < 3; ++i) taken_later |= (s.skat_seen >> ((f + i) % 3) & 1) != 0;
  if (!taken_later) o.skat_known = s.laid_down[seat] & s.skat;
}

void observe_ramsen(const State& s, Observation& o) {
  o.upcard = s.robbed ? kNoCard : s.upcard;
  o.rob_card = s.robbed ? s.upcard : kNoCard;
  o.turned = s.turned;
  o.talon_left = uint8_t(s.talon_size - s.talon_next);
  o.quota = s.quota;
  o.exchanged = s.exchanged;
  o.passed = s.passed;
  o.robbed = s.robbed;
  for (int p = 0; p < s.players; ++p) o.exchange_count[p] = s.exchange_count[p];
}

// Which side each seat is on, as far as `seat` can tell (§5.5, §7.12).
void observe_schafkopf(const State& s, int seat, Observation& o) {
  o.level = s.level;
  o.doubling_round = s.doubling_round;
  o.last_doubler = s.last_doubler;
  o.bidders = s.bidders;
  o.called_suit_led = s.called_suit_led;
  for (int r = 0; r < 4; ++r) o.doublers[r] = s.double_parties[r];
  int8_t* side = o.side;
  auto all_but = [&](int re_seat) {
    for (int p = 0; p < 4; ++p) side[p] = int8_t(p == re_seat ? 1 : 0);
  };
  auto everyone = [&]() {
    for (int p = 0; p < 4; ++p) side[p] = int8_t(s.re_mask >> p & 1);
  };
  switch (s.as_game) {
    case AsGame::None:
      return;  // still declaring
    case AsGame::Fixed:
    case AsGame::Farbsolo:
      o.as_game = s.as_game;
      o.declarer = s.declarer;
      o.solo_suit = s.solo_suit;
      everyone();
      break;
    case AsGame::CallGame:
      o.as_game = s.as_game;
      o.declarer = s.declarer;
      o.called_suit = s.called_suit;
      if (s.phase != Phase::PartnerDecl && (s.called_ace_played || seat == s.partner)) {
        o.partner = s.partner;
        everyone();
      } else {
        // Until the partner declarations end, s.partner and s.re_mask are not
        // set yet: the holder of the called ace knows his side from his hand.
        bool holds_ace = s.dealt[seat].contains(make_card(s.called_suit, kAce));
        side[s.declarer] = 1;
        if (seat != s.declarer) side[seat] = int8_t(holds_ace ? 1 : 0);
      }
      break;
    case AsGame::Hochzeit:
      o.as_game = s.as_game;
      o.declarer = s.declarer;
      if (s.partner >= 0 || s.trick_number >= 3) {
        o.partner = s.partner;
        everyone();
      } else {
        side[s.declarer] = 1;
      }
      break;
    case AsGame::Normal:
    case AsGame::SilentSolo: {
      // Both look alike ("no call") until the partnership cards show.
      int pair = s.rules->get(as::PartnerCards);
      Card cards[2] = {Card(pair & 0xFF), Card(pair >> 8)};
      int shown_by[2] = {-1, -1};
      for (int i = 0; i < 2; ++i)
        for (int p = 0; p < 4; ++p)
          if (o.played_by[p].contains(cards[i])) shown_by[i] = p;
      bool holds[2] = {s.dealt[seat].contains(cards[0]), s.dealt[seat].contains(cards[1])};
      // While the partner declarations go on, a split pair is still
      // AsGame::None (nothing shown, see above); a silent solo must look
      // the same to the other three seats (§7.12).
      if (s.phase == Phase::PartnerDecl && !(holds[0] && holds[1])) return;
      if (holds[0] && holds[1]) {  // the silent soloist knows his game
        o.as_game = AsGame::SilentSolo;
        o.declarer = int8_t(seat);
        all_but(seat);
      } else if (shown_by[0] >= 0 && shown_by[0] == shown_by[1]) {
        o.as_game = AsGame::SilentSolo;
        o.declarer = int8_t(shown_by[0]);
        all_but(shown_by[0]);
      } else {
        side[seat] = int8_t(holds[0] || holds[1] ? 1 : 0);
        if (holds[0] || holds[1]) o.as_game = AsGame::Normal;
        for (int i = 0; i < 2; ++i)
          if (shown_by[i] >= 0) side[shown_by[i]] = 1;
        if (shown_by[0] >= 0 && shown_by[1] >= 0) {
          o.as_game = AsGame::Normal;
          everyone();
        }
      }
      break;
    }
  }
  // Doublings are public and name the doubler's side: Kontra, Re, Sup, Resupra.
  if (s.as_game != AsGame::Fixed)
    for (int r = 0; r < 4; ++r)
      for (int p = 0; p < 4; ++p)
        if (s.double_parties[r] >> p & 1) side[p] = int8_t(r % 2 == 0 ? 0 : 1);
  // Two known Re players or three known Kontra players settle the rest.
  int re = 0, kontra = 0;
  for (int p = 0; p < 4; ++p) {
    re += side[p] == 1;
    kontra += side[p] == 0;
  }
  for (int p = 0; p < 4; ++p)
    if (side[p] == kSideUnknown) side[p] = int8_t(re == 2 ? 0 : kontra == 3 ? 1 : kSideUnknown);
}

}  // namespace

Observation observe(const State& s, int seat) {
  Observation o;
  o.rules = s.rules;
  o.seat = uint8_t(seat);
  o.players = s.players;
  o.phase = s.phase;
  o.to_move = s.to_move;
  o.dealer = s.dealer;
  o.hand_number = s.hand_number;
  o.contract = s.contract;
  o.hand = s.hands[seat];
  o.dealt = s.dealt[seat];
  o.laid_down = s.laid_down[seat];
  o.level = s.level;
  for (int p = 0; p < s.players; ++p) {
    o.total[p] = s.total[p];
    o.entries[p] = s.entries[p];
    o.need[p] = s.need[p];
    o.penalties[p] = s.penalties[p];
  }
  o.match_winner = s.match_winner;
  o.match_loser = s.match_loser;
  o.result = s.result;
  if (in_hand(s)) {
    copy_public_play(s, o);
    switch (s.rules->game) {
      case Game::Schieberamsch:
        observe_schieberamsch(s, seat, o);
        break;
      case Game::Ramsen:
        observe_ramsen(s, o);
        break;
      case Game::SchafkopfUS:
        observe_schafkopf(s, seat, o);
        break;
      case Game::KalterSchlag:
        break;
    }
    if (s.to_move == seat) legal_actions(s, o.legal);
  }
  return o;
}

std::string observation_diff(const Observation& a, const Observation& b) {
#define SF_SAME(f)                \
  do {                            \
    if (!(a.f == b.f)) return #f; \
  } while (0)
#define SF_SAME_ALL(f, n)                                                               \
  do {                                                                                  \
    for (int i_ = 0; i_ < (n); ++i_)                                                    \
      if (!(a.f[i_] == b.f[i_])) return std::string(#f "[") + std::to_string(i_) + "]"; \
  } while (0)
  if (a.rules != b.rules && (!a.rules || !b.rules || !(*a.rules == *b.rules))) return "rules";
  SF_SAME(seat);
  SF_SAME(players);
  SF_SAME(phase);
  SF_SAME(to_move);
  SF_SAME(dealer);
  SF_SAME(hand_number);
  SF_SAME(contract);
  SF_SAME(hand);
  SF_SAME(dealt);
  SF_SAME(laid_down);
  SF_SAME_ALL(hand_size, kMaxPlayers);
  SF_SAME(played);
  SF_SAME_ALL(played_by, kMaxPlayers);
  SF_SAME_ALL(shown_void, kMaxPlayers);
  SF_SAME_ALL(won, kMaxPlayers);
  SF_SAME_ALL(tricks_won, kMaxPlayers);
  SF_SAME(trick_number);
  SF_SAME(trick_size);
  SF_SAME(leader);
  SF_SAME_ALL(trick, kMaxPlayers);
  SF_SAME_ALL(trick_seat, kMaxPlayers);
  for (int t = 0; t < kMaxTricks; ++t) SF_SAME_ALL(history[t], kMaxPlayers);
  SF_SAME_ALL(history_leader, kMaxTricks);
  SF_SAME_ALL(history_winner, kMaxTricks);
  SF_SAME(cards_per_trick);
  SF_SAME(tricks_per_hand);
  SF_SAME(active);
  SF_SAME(announced);
  SF_SAME(pushes);
  SF_SAME(kontras);
  SF_SAME(soloist);
  SF_SAME(gh_kontra);
  SF_SAME(gh_rekontra);
  SF_SAME(skat_takers);
  SF_SAME(skat_known);
  SF_SAME(level);
  SF_SAME(upcard);
  SF_SAME(rob_card);
  SF_SAME(turned);
  SF_SAME(talon_left);
  SF_SAME(quota);
  SF_SAME_ALL(exchange_count, kMaxPlayers);
  SF_SAME(exchanged);
  SF_SAME(passed);
  SF_SAME(robbed);
  SF_SAME(as_game);
  SF_SAME(declarer);
  SF_SAME(partner);
  SF_SAME(called_suit);
  SF_SAME(solo_suit);
  SF_SAME(bidders);
  SF_SAME(doubling_round);
  SF_SAME(last_doubler);
  SF_SAME_ALL(doublers, 4);
  SF_SAME_ALL(side, kMaxPlayers);
  SF_SAME(called_suit_led);
  SF_SAME_ALL(total, kMaxPlayers);
  SF_SAME_ALL(entries, kMaxPlayers);
  SF_SAME_ALL(need, kMaxPlayers);
  SF_SAME_ALL(penalties, kMaxPlayers);
  SF_SAME(match_winner);
  SF_SAME(match_loser);
  SF_SAME(result.scored);
  SF_SAME_ALL(result.score, kMaxPlayers);
  SF_SAME(legal.count);
  SF_SAME_ALL(legal.items, a.legal.count);
#undef SF_SAME
#undef SF_SAME_ALL
  return "";
}

}  // namespace stichfest
