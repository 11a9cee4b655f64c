// observe(s, seat) never leaks (RULES.md §1.7, §5.5, §7.12): during random
// playouts of every game and rule variant, every seat's observation is
// checked at every state:
//   * its hand, dealt hand and discards are its own; no other CardSet field
//     holds a card of another seat's hand, of the undrawn talon or of the
//     dead pile (played cards, won piles and the history are public);
//   * the Schieberamsch skat is visible only to a seat that laid it down;
//     Ramsen's robbed card stays hidden;
//   * American Schafkopf: a silent solo reads AsGame::None to the other three
//     seats until one player has played both partnership cards; a called-ace
//     partner is kSideUnknown (and `partner` -1) to everyone else until the ace
//     is played, a normal game's partners are unknown to the Kontra players
//     until they play a partnership card — a doubling names its maker's side
//     publicly and is the one allowed exception; any side that is known is true;
//   * o.legal equals legal_actions(s) for the mover and is empty otherwise.
#include "core/observation.h"

#include <catch2/catch.hpp>
#include <sstream>

#include "core/names.h"
#include "core/search/levels.h"
#include "test_support.h"

using namespace stichfest;
using namespace stichfest::search;
using namespace stichfest::test;

namespace {

#ifdef __EMSCRIPTEN__
constexpr int kHandsPerVariant = 200;
#else
constexpr int kHandsPerVariant = 300;
#endif

bool same_actions(const ActionList& a, const ActionList& b) {
  if (a.count != b.count) return false;
  for (int i = 0; i < a.count; ++i)
    if (a.items[i] != b.items[i]) return false;
  return true;
}

bool doubled(const State& s, int p) {
  for (int r = 0; r < 4; ++r)
    if (s.double_parties[r] >> p & 1) return true;
  return false;
}

// Checks of one seat's observation; "" if it hides what it must.
std::string check_observation(const State& s, int seat, Card robbed_card) {
  Observation o = observe(s, seat);
  const Game g = s.rules->game;
  if (o.seat != seat || o.players != s.players || o.phase != s.phase || o.to_move != s.to_move)
    return "the public header differs from the state";
  if (o.hand != s.hands[seat]) return "hand is not the seat's hand";
  if (o.dealt != s.dealt[seat]) return "dealt is not the seat's dealt hand";
  if (o.laid_down != s.laid_down[seat]) return "laid_down is not the seat's own discards";

  ActionList legal;
  if (in_hand(s) && s.to_move == seat) {
    legal_actions(s, legal);
    if (!same_actions(o.legal, legal)) return "o.legal differs from legal_actions() for the mover";
  } else if (o.legal.count != 0) {
    return "o.legal is filled for a seat that is not to move";
  }
  if (!in_hand(s)) return "";

  // Cards this seat may not see: other hands, the undrawn talon, the dead pile
  // (except its own discards), the skat (unless this seat laid it down).
  CardSet others;
  for (int p = 0; p < s.players; ++p)
    if (p != seat) others |= s.hands[p];
  CardSet hidden = others;
  if (g == Game::Ramsen) {
    for (int i = s.talon_next; i < s.talon_size; ++i) hidden |= CardSet::of(s.talon[i]);
    hidden |= s.dead - s.laid_down[seat];
  }
  if (g == Game::Schieberamsch) {
    // In the Discard phase the skat is in the mover's hand (and known to him).
    if (!(s.phase == Phase::Discard && s.to_move == seat)) hidden |= s.skat - s.laid_down[seat];
  }
  hidden -= s.hands[seat];
  // Every CardSet field that is not public play or the seat's own history.
  CardSet visible = o.hand | o.skat_known | o.turned;
  if (o.upcard != kNoCard) visible |= CardSet::of(o.upcard);
  if (!(visible & hidden).empty()) return "the observation shows hidden cards " + set_codes(visible & hidden);

  // Public play is exactly the played cards.
  CardSet played;
  for (int p = 0; p < s.players; ++p) {
    if (o.won[p] != s.won[p]) return "won piles differ";
    if (o.hand_size[p] != s.hands[p].size()) return "hand sizes differ";
    played |= s.won[p];
  }
  for (int i = 0; i < s.trick_size; ++i) played |= CardSet::of(s.trick[i]);
  if (o.played != played) return "played differs from the won piles and the trick";
  CardSet by;
  for (int p = 0; p < s.players; ++p) {
    if (!(o.played_by[p] & by).empty()) return "a card is played by two seats";
    by |= o.played_by[p];
    if (!(o.played_by[p] & (s.hands[p] | others)).empty()) return "played_by holds a card still in a hand";
  }
  if (by != played) return "played_by does not add up to played";

  if (g == Game::Schieberamsch) {
    if (!(o.skat_known - (s.laid_down[seat] & s.skat)).empty()) return "skat_known beyond own discards";
    if (!(s.skat_seen >> seat & 1)) {
      // Never held the skat: no skat card anywhere in the observation.
      if (!((o.hand | o.dealt | o.laid_down | o.skat_known) & s.skat).empty())
        return "a seat that never held the skat sees it";
    }
  }
  if (g == Game::Ramsen) {
    if (s.robbed && o.upcard != kNoCard) return "the robbed up-card is still shown";
    if (!s.robbed && o.upcard != s.upcard) return "the up-card is not shown";
    if (robbed_card != kNoCard && seat != s.dealer) {
      if ((visible | o.dealt | o.laid_down).contains(robbed_card)) return "the card laid down in the rob is visible";
    }
  }
  if (g == Game::SchafkopfUS) {
    int pair = s.rules->get(as::PartnerCards);
    Card pc[2] = {Card(pair & 0xFF), Card(pair >> 8)};
    // The true declaring side; during the partner declarations (before the
    // engine settles re_mask) it follows from the announcement made so far.
    int truth = s.re_mask;
    bool declaring = s.phase == Phase::PartnerDecl || s.phase == Phase::SoloBid || s.phase == Phase::SoloName;
    if (declaring) {
      truth = -1;  // nothing may be known yet
      if (s.as_game == AsGame::CallGame) {
        for (int p = 0; p < 4; ++p)
          if (s.dealt[p].contains(make_card(s.called_suit, kAce))) truth = 1 << s.declarer | 1 << p;
      } else if (s.as_game == AsGame::Hochzeit || s.as_game == AsGame::SilentSolo) {
        truth = 1 << s.declarer;
      }
    }
    // Any side that is known is the true side.
    for (int p = 0; p < 4; ++p) {
      if (o.side[p] == kSideUnknown) continue;
      if (truth < 0) return "a side is known before the game is decided";
      if (o.side[p] != (truth >> p & 1)) return "a known side is wrong for seat " + std::to_string(p);
    }
    // While the partnership cards are being declared, a seat without both of
    // them sees the same whether the holder of both kept silent or the cards
    // are split (§7.12: the prompts never reveal a silent solo).
    bool holds_both = s.dealt[seat].contains(pc[0]) && s.dealt[seat].contains(pc[1]);
    if (s.phase == Phase::PartnerDecl && !holds_both &&
        (s.as_game == AsGame::None || s.as_game == AsGame::SilentSolo)) {
      if (o.as_game != AsGame::None) return "the game type shows during the partner declarations";
      for (int p = 0; p < 4; ++p)
        if (o.side[p] != kSideUnknown)
          return "seat " + std::to_string(p) + "'s side shows during the partner declarations (" +
                 game_type_name(s.as_game) + ")";
    }
    if (s.as_game == AsGame::SilentSolo && seat != s.declarer) {
      bool shown = o.played_by[s.declarer].contains(pc[0]) && o.played_by[s.declarer].contains(pc[1]);
      if (!shown && o.as_game != AsGame::None) return "the silent solo shows before both cards are played";
      if (!shown && o.declarer != -1) return "the silent soloist is named before both cards are played";
      if (shown && o.as_game != AsGame::SilentSolo) return "a revealed silent solo is not shown";
    }
    if (s.as_game == AsGame::SilentSolo && seat == s.declarer && o.as_game != AsGame::SilentSolo)
      return "the silent soloist does not see his game";
    if (s.as_game == AsGame::Normal) {
      bool mine = s.dealt[seat].contains(pc[0]) || s.dealt[seat].contains(pc[1]);
      bool both_shown = o.played.contains(pc[0]) && o.played.contains(pc[1]);
      if (!mine && !both_shown && o.as_game != AsGame::None) return "a normal game is named to a Kontra player";
      if (mine && o.as_game != AsGame::Normal) return "a partnership-card holder does not see the normal game";
      for (int p = 0; p < 4; ++p) {
        if (p == seat || !(s.re_mask >> p & 1)) continue;
        bool showed = o.played_by[p].contains(pc[0]) || o.played_by[p].contains(pc[1]);
        if (!showed && !doubled(s, p) && o.side[p] != kSideUnknown)
          return "a normal-game partner is known before he played a partnership card";
      }
    }
    // The holder of the called ace (s.partner is set only once the partner
    // declarations are over).
    int ace_holder = -1;
    if (s.as_game == AsGame::CallGame)
      for (int p = 0; p < 4; ++p)
        if (s.dealt[p].contains(make_card(s.called_suit, kAce))) ace_holder = p;
    if (s.as_game == AsGame::CallGame && seat != ace_holder) {
      if (!s.called_ace_played) {
        if (o.side[ace_holder] != kSideUnknown && !doubled(s, ace_holder))
          return "the called-ace partner is known before the ace is played";
        if (o.partner != -1) return "the called-ace partner is named before the ace is played";
      }
      if (o.called_suit != s.called_suit || o.as_game != AsGame::CallGame) return "the called ace is not public";
    }
    if (s.as_game == AsGame::Hochzeit && s.partner < 0 && s.trick_number < 3)
      for (int p = 0; p < 4; ++p)
        if (p != s.declarer && o.side[p] != kSideUnknown) return "a Hochzeit side is known before it is decided";
  }
  return "";
}

struct Counts {
  long observations = 0, silent_solo = 0, call_game = 0, normal = 0, robbed = 0, skat_taken = 0, hands = 0;
};

void run_variant(const std::string& text, uint64_t seed, Counts& counts) {
  Rules rules;
  std::string error;
  INFO("rules " << text);
  REQUIRE(parse_rules(text, rules, error));
  Rng rng(seed);
  State s = new_match(rules, int(rng.below(uint32_t(rules.players()))));
  Card robbed_card = kNoCard;
  std::string failure;
  for (int hand = 0; hand < kHandsPerVariant && failure.empty(); ++hand) {
    if (s.phase == Phase::MatchOver) s = new_match(rules, int(rng.below(uint32_t(rules.players()))));
    deal(s, shuffled_deck(rng));
    robbed_card = kNoCard;
    ++counts.hands;
    while (failure.empty()) {
      for (int seat = 0; seat < s.players && failure.empty(); ++seat) {
        ++counts.observations;
        std::string why = check_observation(s, seat, robbed_card);
        if (!why.empty()) {
          std::ostringstream msg;
          msg << "seat " << seat << ": " << why << "\nhand " << s.hand_number << ", "
              << (in_hand(s) ? describe_turn(s) : std::string("between hands"));
          failure = msg.str();
        }
      }
      if (!in_hand(s)) break;
      ActionList legal;
      legal_actions(s, legal);
      Action a = legal.items[rng.below(uint32_t(legal.count))];
      if (a.kind == Act::Rob) {
        robbed_card = a.arg;
        ++counts.robbed;
      }
      if (a.kind == Act::PickUp || (a.kind == Act::Exchange && rules.game == Game::Schieberamsch)) ++counts.skat_taken;
      apply(s, a);
      if (s.phase == Phase::Play && s.trick_number == 0 && s.trick_size == 0 && rules.game == Game::SchafkopfUS) {
        counts.silent_solo += s.as_game == AsGame::SilentSolo;
        counts.call_game += s.as_game == AsGame::CallGame;
        counts.normal += s.as_game == AsGame::Normal;
      }
    }
  }
  if (!failure.empty()) FAIL(failure);
}

}  // namespace

TEST_CASE("observations never leak hidden cards or hidden partners", "[observation]") {
  Counts counts;
  std::vector<std::string> variants = all_variants();
  for (size_t i = 0; i < variants.size(); ++i) run_variant(variants[i], 0xabc0 + i, counts);
  INFO(counts.observations << " observations in " << counts.hands
                           << " hands; schafkopf games seen: " << counts.silent_solo << " silent solos, "
                           << counts.call_game << " called aces, " << counts.normal << " normal; " << counts.robbed
                           << " robs, " << counts.skat_taken << " skat pick-ups");
  // The interesting cases really occurred.
  CHECK(counts.silent_solo > 10);
  CHECK(counts.call_game > 10);
  CHECK(counts.normal > 10);
  CHECK(counts.robbed > 10);
  CHECK(counts.skat_taken > 10);
}

TEST_CASE("observations of the baseline bots' games never leak either", "[observation]") {
  // Bots play more purposeful games than random moves (real calls, doublings,
  // Grand Hands); walk a few hundred hands of their play per game.
  Counts counts;
  for (const char* text : {"schieberamsch", "schieberamsch(preset=pfaelzer,jacks_in_skat=forbidden)", "kalter-schlag",
                           "ramsen", "ramsen(players=3,upcard_rule=turn_next)", "schafkopf-us",
                           "schafkopf-us(farbsolo=on,doubling=kontra_re_sup_resup,hochzeit=always)"}) {
    Rules rules;
    std::string error;
    INFO("rules " << text);
    REQUIRE(parse_rules(text, rules, error));
    Rng deck_rng(7), bot_rng(8);
    State s = new_match(rules, 0);
    std::string failure;
    for (int hand = 0; hand < kHandsPerVariant && failure.empty(); ++hand) {
      if (s.phase == Phase::MatchOver) s = new_match(rules, hand % rules.players());
      deal(s, shuffled_deck(deck_rng));
      Card robbed_card = kNoCard;
      while (in_hand(s) && failure.empty()) {
        for (int seat = 0; seat < s.players && failure.empty(); ++seat) {
          ++counts.observations;
          std::string why = check_observation(s, seat, robbed_card);
          if (!why.empty()) failure = "seat " + std::to_string(seat) + ": " + why + " (" + describe_turn(s) + ")";
        }
        Action a = choose_action(BotKind::Beginner, observe(s, s.to_move), bot_rng);
        if (a.kind == Act::Rob) robbed_card = a.arg;
        apply(s, a);
      }
    }
    if (!failure.empty()) FAIL(failure);
  }
  CHECK(counts.observations > 1000);
}
