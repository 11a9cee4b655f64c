#include "worlds.h"

#include <cstring>

#include "core/contract.h"

namespace stichfest::search {

namespace {

// Where an unseen card can be: a seat's hand, or a hidden pile.
enum Place : uint8_t { kSkat = kMaxPlayers, kTalon, kDead, kPlaces };

struct Problem {
  CardSet unseen;
  int room[kPlaces] = {};           // how many unseen cards each place takes
  uint8_t allowed[kDeckSize] = {};  // per unseen card, a mask of places
};

constexpr uint8_t bit(int place) { return uint8_t(1u << place); }

Card partner_card(const Rules& r, int which) {
  int pair = r.get(as::PartnerCards);
  return Card(which == 0 ? pair & 0xFF : pair >> 8);
}

// Everything public, and the seat's own cards, as a State; the hidden
// cards and what the engine derives from them come later.
State public_state(const Observation& o) {
  State s;
  s.rules = o.rules;
  s.players = o.players;
  s.dealer = o.dealer;
  s.hand_number = o.hand_number;
  for (int p = 0; p < kMaxPlayers; ++p) {
    s.total[p] = o.total[p];
    s.entries[p] = o.entries[p];
    s.need[p] = o.need[p];
    s.penalties[p] = o.penalties[p];
    s.won[p] = o.won[p];
    s.tricks_won[p] = o.tricks_won[p];
    s.played_by[p] = o.played_by[p];
    s.shown_void[p] = o.shown_void[p];
    s.exchange_count[p] = o.exchange_count[p];
  }
  s.match_winner = o.match_winner;
  s.match_loser = o.match_loser;
  s.result = o.result;
  s.phase = o.phase;
  s.to_move = o.to_move;
  s.contract = o.contract;
  s.hands[o.seat] = o.hand;
  s.dealt[o.seat] = o.dealt;
  s.laid_down[o.seat] = o.laid_down;
  s.active = o.active;
  s.announced = o.announced;
  s.trick_number = o.trick_number;
  s.trick_size = o.trick_size;
  s.leader = o.leader;
  std::memcpy(s.trick, o.trick, sizeof s.trick);
  std::memcpy(s.trick_seat, o.trick_seat, sizeof s.trick_seat);
  std::memcpy(s.history, o.history, sizeof s.history);
  std::memcpy(s.history_leader, o.history_leader, sizeof s.history_leader);
  std::memcpy(s.history_winner, o.history_winner, sizeof s.history_winner);
  s.cards_per_trick = o.cards_per_trick;
  s.tricks_per_hand = o.tricks_per_hand;
  // Schieberamsch
  s.pushes = o.pushes;
  s.kontras = o.kontras;
  s.soloist = o.soloist;
  s.gh_kontra = o.gh_kontra;
  s.gh_rekontra = o.gh_rekontra;
  s.skat_seen = o.skat_takers;
  // Kalter Schlag and American Schafkopf
  s.level = o.level;
  // Ramsen
  s.upcard = o.robbed ? o.rob_card : o.upcard;
  s.turned = o.turned;
  s.quota = o.quota;
  s.exchanged = o.exchanged;
  s.robbed = o.robbed;
  s.passed = o.passed;
  // American Schafkopf (the game and the sides are completed later)
  s.as_game = o.as_game;
  s.declarer = o.declarer;
  s.partner = o.partner;
  s.called_suit = o.called_suit;
  s.solo_suit = o.solo_suit;
  s.bidders = o.bidders;
  s.doubling_round = o.doubling_round;
  s.last_doubler = o.last_doubler;
  s.called_suit_led = o.called_suit_led;
  std::memcpy(s.double_parties, o.doublers, sizeof s.double_parties);
  return s;
}

// The unseen cards and where each may be (RULES.md §1.7: hands, skat,
// talon and discards are private; a seat that did not follow a suit holds
// none of it).
void pose(const Observation& o, Problem& pr) {
  const Contract& k = contract(o.contract);
  CardSet known = o.hand | o.played | o.laid_down;
  for (int p = 0; p < o.players; ++p) {
    if (p == o.seat) continue;
    pr.room[p] = o.hand_size[p];
  }
  uint8_t seats = 0;
  for (int p = 0; p < o.players; ++p)
    if (p != o.seat) seats |= bit(p);
  CardSet restricted;  // cards with a place of their own, set below
  uint8_t restricted_to[kDeckSize] = {};

  switch (o.rules->game) {
    case Game::Schieberamsch: {
      if (o.phase == Phase::Discard) {
        // The skat lies in the hand of the seat discarding (with the seat's
        // own hand when it is this seat, which saw it).
      } else if (!o.skat_known.empty()) {
        known |= o.skat_known;  // the seat's own discards, still lying there
      } else {
        pr.room[kSkat] = 2;
        // Discards someone took up later are in that seat's hand or the skat.
        CardSet lost = o.laid_down - o.played;
        if (!lost.empty()) {
          int f = (o.dealer + 1) % 3;
          int mine = (o.seat - f + 3) % 3;
          uint8_t places = bit(kSkat);
          for (int i = mine + 1; i < 3; ++i) {
            int q = (f + i) % 3;
            if (o.skat_takers >> q & 1) places |= bit(q);
          }
          for (Card c : lost) {
            known -= CardSet::of(c);
            restricted |= CardSet::of(c);
            restricted_to[c] = places;
          }
        }
      }
      break;
    }
    case Game::Ramsen: {
      known |= o.turned;
      if (o.upcard != kNoCard) known |= CardSet::of(o.upcard);
      pr.room[kTalon] = o.talon_left;
      int dead = 0;
      for (int p = 0; p < o.players; ++p)
        if (p != o.seat) dead += o.exchange_count[p];
      if (o.robbed && o.dealer != o.seat) {
        ++dead;  // the dealer's card laid down for the up-card
        if (!o.played.contains(o.rob_card)) {
          restricted |= CardSet::of(o.rob_card);
          restricted_to[o.rob_card] = uint8_t(bit(o.dealer) | bit(kDead));
        }
      }
      pr.room[kDead] = dead;
      break;
    }
    case Game::SchafkopfUS: {
      // Whoever called an ace or a Hochzeit, or is seen playing a silent
      // solo, holds both partnership cards; a caller holds no called ace.
      bool both_with_declarer = o.as_game == AsGame::CallGame || o.as_game == AsGame::Hochzeit ||
                                (o.as_game == AsGame::SilentSolo && o.declarer != o.seat);
      if (both_with_declarer && o.declarer != o.seat)
        for (int i = 0; i < 2; ++i) {
          Card c = partner_card(*o.rules, i);
          if (known.contains(c)) continue;
          restricted |= CardSet::of(c);
          restricted_to[c] = bit(o.declarer);
        }
      if (o.as_game == AsGame::CallGame && o.declarer != o.seat) {
        Card ace = make_card(o.called_suit, kAce);
        if (!known.contains(ace)) {
          restricted |= CardSet::of(ace);
          restricted_to[ace] = uint8_t(seats & ~bit(o.declarer));
        }
      }
      break;
    }
    default:
      break;
  }

  pr.unseen = CardSet::all() - known;
  for (Card c : pr.unseen) {
    uint8_t places = uint8_t(seats | bit(kSkat) | bit(kTalon) | bit(kDead));
    if (restricted.contains(c)) places = restricted_to[c];
    // Shown voids (the effective suit in this hand's contract).
    for (int p = 0; p < o.players; ++p)
      if (o.shown_void[p] >> k.suit[c] & 1) places &= uint8_t(~bit(p));
    pr.allowed[c] = places;
  }
}

// Deals the unseen cards to their places: the most constrained first, each
// to one of its places with room, chosen in proportion to the room left.
bool deal_unseen(const Problem& pr, Rng& rng, CardSet at[kPlaces]) {
  Card cards[kDeckSize];
  int n = 0;
  for (Card c : pr.unseen) cards[n++] = c;
  for (int i = n - 1; i > 0; --i) {
    int j = int(rng.below(uint32_t(i + 1)));
    Card t = cards[i];
    cards[i] = cards[j];
    cards[j] = t;
  }
  // Stable by the number of places: random order among equals.
  Card sorted[kDeckSize];
  int m = 0;
  for (int places = 1; places <= kPlaces; ++places)
    for (int i = 0; i < n; ++i)
      if (__builtin_popcount(pr.allowed[cards[i]]) == places) sorted[m++] = cards[i];
  if (m != n) return false;  // a card with nowhere to go
  int room[kPlaces];
  int total = 0;
  for (int p = 0; p < kPlaces; ++p) {
    room[p] = pr.room[p];
    total += room[p];
    at[p] = CardSet();
  }
  if (total != n) return false;
  for (int i = 0; i < m; ++i) {
    Card c = sorted[i];
    int weight = 0;
    for (int p = 0; p < kPlaces; ++p)
      if (pr.allowed[c] >> p & 1) weight += room[p];
    if (weight == 0) return false;
    int r = int(rng.below(uint32_t(weight)));
    int p = 0;
    for (;; ++p) {
      if (!(pr.allowed[c] >> p & 1)) continue;
      if (r < room[p]) break;
      r -= room[p];
    }
    at[p] |= CardSet::of(c);
    --room[p];
  }
  return true;
}

int holder(const State& s, Card c) {
  for (int p = 0; p < s.players; ++p)
    if (s.dealt[p].contains(c)) return p;
  return -1;
}

// Seats asked so far in this round of prompts, which starts at `first`.
uint8_t asked_since(const State& s, int first) { return uint8_t((s.to_move - first + s.players) % s.players); }

// American Schafkopf: the game, the sides and the called ace's duties as
// the engine would have derived them from these cards (schafkopf_us.cpp).
void complete_schafkopf(State& s) {
  const int f = (s.dealer + 1) % 4;
  const Card a = partner_card(*s.rules, 0), b = partner_card(*s.rules, 1);
  const int ha = holder(s, a), hb = holder(s, b);
  const bool decided = s.phase != Phase::SoloBid && s.phase != Phase::SoloName && s.phase != Phase::PartnerDecl;
  switch (s.phase) {
    case Phase::SoloBid:
    case Phase::PartnerDecl:
      s.prompted = asked_since(s, f);
      break;
    case Phase::Doubling:
      s.prompted = asked_since(s, s.doubling_round == 0 ? f : (s.last_doubler + 1) % 4);
      break;
    default:
      break;
  }
  switch (s.as_game) {
    case AsGame::Fixed:
      s.re_mask = 0b0101;
      break;
    case AsGame::Farbsolo:
      s.re_mask = uint8_t(1u << s.declarer);
      break;
    case AsGame::CallGame:
      if (decided) {
        s.partner = int8_t(holder(s, make_card(s.called_suit, kAce)));
        s.re_mask = uint8_t(1u << s.declarer | 1u << s.partner);
      }
      break;
    case AsGame::Hochzeit:
      s.re_mask = uint8_t(1u << s.declarer | (s.partner >= 0 ? 1u << s.partner : 0u));
      break;
    default:  // no call seen: a normal game, or a silent solo
      if (ha == hb) {
        // The double holder said nothing: once he was asked, it is his
        // silent solo.
        bool asked = decided || (s.phase == Phase::PartnerDecl && (ha - f + 4) % 4 < s.prompted);
        if (asked) {
          s.as_game = AsGame::SilentSolo;
          s.declarer = int8_t(ha);
          if (decided) s.re_mask = uint8_t(1u << ha);
        } else {
          s.as_game = AsGame::None;
          s.declarer = -1;
        }
      } else {
        s.as_game = decided ? AsGame::Normal : AsGame::None;
        s.declarer = -1;
        if (decided) s.re_mask = uint8_t(1u << ha | 1u << hb);
      }
      s.partner = -1;
      break;
  }
  if (s.as_game == AsGame::CallGame && decided) {
    // The duties remember the first lead of the called suit and the ace.
    const Contract& k = contract(s.contract);
    const Card ace = make_card(s.called_suit, kAce);
    s.called_ace_played = false;
    s.called_suit_led = false;
    s.ace_ran_away = false;
    s.called_led_trick = 0xFF;
    for (int t = 0; t <= s.trick_number && t < s.tricks_per_hand; ++t) {
      int cards = t < s.trick_number ? s.cards_per_trick : s.trick_size;
      const Card* trick = t < s.trick_number ? s.history[t] : s.trick;
      int leader = t < s.trick_number ? s.history_leader[t] : s.leader;
      for (int i = 0; i < cards; ++i) {
        if (trick[i] == ace) s.called_ace_played = true;
        if (i == 0 && k.suit[trick[0]] == s.called_suit && !s.called_suit_led) {
          s.called_suit_led = true;
          s.called_led_trick = uint8_t(t);
          if (leader == s.partner && trick[0] != ace) s.ace_ran_away = true;
        }
      }
    }
  }
}

// Puts the dealt cards in place and derives what follows from them.
void complete(const Observation& o, const CardSet at[kPlaces], Rng& rng, State& s) {
  for (int p = 0; p < o.players; ++p) {
    if (p == o.seat) continue;
    s.hands[p] = at[p];
    s.dealt[p] = at[p] | o.played_by[p];  // exchanges aside: what scoring reads
  }
  switch (o.rules->game) {
    case Game::Schieberamsch:
      if (s.phase == Phase::Discard) {
        // The picked-up skat is in the discarding seat's hand: this seat
        // knows which two cards came in; for another seat any two do.
        CardSet hand = s.hands[s.to_move];
        s.skat = s.to_move == o.seat
                     ? hand - o.dealt
                     : CardSet::of(hand.lowest()) | CardSet::of((hand - CardSet::of(hand.lowest())).lowest());
      } else {
        s.skat = o.skat_known.empty() ? at[kSkat] : o.skat_known;
      }
      s.dealt_skat = s.skat;
      if (s.phase == Phase::GrandHandKontra) {
        int first = (o.dealer + 1) % 3;
        if (first == s.soloist) first = (first + 1) % 3;
        s.prompted = s.to_move == first ? 0 : 1;
      }
      break;
    case Game::Ramsen: {
      s.dead = o.laid_down | at[kDead];
      s.talon_size = uint8_t(kDeckSize - 5 * o.players - 1 - o.turned.size());
      s.talon_next = uint8_t(s.talon_size - o.talon_left);
      Card rest[kDeckSize];
      int n = 0;
      for (Card c : at[kTalon]) rest[n++] = c;
      for (int i = n - 1; i > 0; --i) {
        int j = int(rng.below(uint32_t(i + 1)));
        Card t = rest[i];
        rest[i] = rest[j];
        rest[j] = t;
      }
      for (int i = 0; i < n; ++i) s.talon[s.talon_next + i] = rest[i];
      break;
    }
    case Game::SchafkopfUS:
      complete_schafkopf(s);
      break;
    case Game::KalterSchlag:
      break;
  }
}

// Declarations the engine would not have accepted from these cards, and
// doublings by seats not entitled to them (American Schafkopf, §5.5).
bool plausible(const State& s) {
  if (s.rules->game != Game::SchafkopfUS) return true;
  const Contract& k = contract(schafkopf_contract(s.rules->get(as::TrumpSuit)));
  if (s.as_game == AsGame::CallGame) {
    CardSet d = s.dealt[s.declarer];
    if ((d & k.group[s.called_suit]).empty()) return false;  // he held a card of the suit
  }
  if (s.as_game == AsGame::Hochzeit && s.rules->get(as::Hochzeit) == as::kHochzeitIfNoCall) {
    CardSet d = s.dealt[s.declarer];
    for (int suit = 0; suit < 4; ++suit)
      if (suit != s.rules->get(as::TrumpSuit) && !d.contains(make_card(suit, kAce)) && !(d & k.group[suit]).empty())
        return false;  // he could have called an ace
  }
  if (s.re_mask == 0) return true;  // the sides are not settled yet
  int before = -1;
  for (int r = 0; r < 4 && s.double_parties[r]; ++r) {
    int p = __builtin_ctz(s.double_parties[r]);
    int side = s.re_mask >> p & 1;
    if (r == 0 ? (s.as_game != AsGame::Fixed && side != 0) : side == (s.re_mask >> before & 1)) return false;
    before = p;
  }
  return true;
}

}  // namespace

bool sample_world(const Observation& o, Rng& rng, State& out, int tries) {
  Problem pr;
  pose(o, pr);
  const State base = public_state(o);
  for (int attempt = 0; attempt < tries; ++attempt) {
    CardSet at[kPlaces];
    if (!deal_unseen(pr, rng, at)) continue;
    out = base;
    complete(o, at, rng, out);
    if (!plausible(out) || !observation_diff(observe(out, o.seat), o).empty()) continue;
    if (replay_play(out, o.seat, [](const State&, Card, bool) {})) return true;
  }
  return false;
}

State rewind_to_play_start(const State& world) {
  State r = world;
  for (int p = 0; p < r.players; ++p) {
    // Ramsen strikes each trick off its winner's need as it is won: the
    // replay strikes them again.
    if (r.rules->game == Game::Ramsen) r.need[p] += r.tricks_won[p];
    r.hands[p] |= r.played_by[p];
    r.played_by[p] = CardSet();
    r.won[p] = CardSet();
    r.tricks_won[p] = 0;
    r.shown_void[p] = 0;
  }
  r.leader = r.to_move = r.trick_number > 0 ? r.history_leader[0] : r.leader;
  // The trick-1 announcements are made again as the cards are replayed.
  const int announcements = __builtin_popcount(r.announced);
  if (r.rules->game == Game::KalterSchlag) r.level = uint8_t(r.level - announcements);
  if (r.rules->game == Game::Schieberamsch) r.kontras = uint8_t(r.kontras - announcements);
  r.announced = 0;
  r.trick_number = 0;
  r.trick_size = 0;
  std::memset(r.history, 0, sizeof r.history);
  r.called_suit_led = false;
  r.ace_ran_away = false;
  r.called_ace_played = false;
  r.called_led_trick = 0xFF;
  if (r.as_game == AsGame::Hochzeit) {
    r.partner = -1;
    r.re_mask = uint8_t(1u << r.declarer);
  }
  return r;
}

}  // namespace stichfest::search
