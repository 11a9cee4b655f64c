#include "playout.h"

#include "games.h"

namespace stichfest {

using namespace detail;

namespace {

// Where the legal cards come from: plain Farbzwang, Ramsen's duties, or the
// game's own hook (the called-ace rules of American Schafkopf).
enum class Duty { FollowSuit, Ramsen, Hook };

template <Duty kDuty>
void play_out(State& s, Rng& shared_rng) {
  Rng rng = shared_rng;  // a local copy stays in a register: stores into s cannot touch it
  struct WriteBack {
    Rng& to;
    const Rng& from;
    ~WriteBack() { to = from; }
  } write_back{shared_rng, rng};
  const Contract& k = contract(s.contract);
  const GameHooks& game = hooks(s);
  uint8_t next[kMaxPlayers];
  for (int p = 0; p < s.players; ++p) next[p] = uint8_t(next_active(s, p));
  const bool head_always = kDuty == Duty::Ramsen && s.rules->get(rm::HeadTrick) == rm::kHeadAlways;
  const int n = s.cards_per_trick;
  while (s.phase == Phase::Play) {
    int i = s.trick_size;
    int p = s.to_move;
    int best = 0;  // index of the card winning the trick so far
    for (int j = 1; j < i; ++j)
      if (k.beats(s.trick[j], s.trick[best])) best = j;
    for (; i < n; ++i) {
      if (s.trick_number == 0 && announcement_open(s)) return;
      CardSet hand = s.hands[p];
      CardSet legal = hand;
      if (kDuty == Duty::Hook) {
        legal = game.legal_cards(s);
      } else if (i > 0) {
        if (kDuty == Duty::Ramsen) {
          legal = ramsen_duty(k, hand, s.trick[0], s.trick[best], head_always);
        } else {
          CardSet follow = hand & k.group[k.suit[s.trick[0]]];
          legal = follow.empty() ? hand : follow;
        }
      }
      Card c = legal.nth(int(rng.below(uint32_t(legal.size()))));
      s.hands[p] = hand - CardSet::of(c);
      s.played_by[p] |= CardSet::of(c);
      if (i > 0) {
        int led = k.suit[s.trick[0]];
        s.shown_void[p] |= uint8_t((k.suit[c] != led) << led);
        best = k.beaters[s.trick[best]].contains(c) ? i : best;
      }
      s.trick[i] = c;
      s.trick_seat[i] = uint8_t(p);
      s.trick_size = uint8_t(i + 1);
      if (kDuty == Duty::Hook && game.card_played) game.card_played(s, p, c);
      p = next[p];
      s.to_move = uint8_t(p);
    }
    end_trick(s, best);
  }
}

}  // namespace

void play_randomly(State& s, Rng& rng) {
  switch (s.rules->game) {
    case Game::Ramsen:
      return play_out<Duty::Ramsen>(s, rng);
    case Game::SchafkopfUS:
      if (s.as_game == AsGame::CallGame) return play_out<Duty::Hook>(s, rng);
      return play_out<Duty::FollowSuit>(s, rng);
    default:
      return play_out<Duty::FollowSuit>(s, rng);
  }
}

}  // namespace stichfest
