// Random legal playouts for every game and every value of every option
// (test_support.h: option_variants), the presets and some option mixes.
// Every state of every hand is checked:
//   * legal actions exist while a hand is on; Play actions are cards of the
//     mover and equal legal_cards(); no duplicates; no Play outside trick play;
//   * the 32 cards are conserved (hands, won piles, the trick, the skat, the
//     Ramsen up-card, talon, dead pile and turned permanents), disjointly;
//   * try_apply of a random illegal action fails with a message and leaves the
//     state untouched;
// after every hand: card points (120), Ramsen trick count, zero-sum scores,
// totals equal to the summed hand scores; and at the end of each match the
// record replays to the live state and format/parse/format is identical text.
#include <catch2/catch.hpp>
#include <sstream>

#include "core/names.h"
#include "test_support.h"

using namespace stichfest;
using namespace stichfest::test;

namespace {

#ifdef __EMSCRIPTEN__
constexpr int kMatchesPerVariant = 8;
#else
constexpr int kMatchesPerVariant = 12;
#endif
constexpr int kMaxHandsPerMatch = 5000;  // a match longer than this is a bug
constexpr int kNeedGuard = 20000;        // see run_variant

std::string actions_text(const ActionList& l) {
  std::string out;
  for (const Action& a : l) {
    out +=
        (out.empty() ? "" : " ") + std::to_string(int(a.kind)) + ":" + std::to_string(a.arg) + ":" + set_codes(a.cards);
  }
  return out;
}

// Legal-action invariants of one state; "" if they hold.
std::string check_legal(const State& s) {
  if (s.to_move >= s.players) return "to_move is not a seat";
  ActionList legal;
  legal_actions(s, legal);
  if (legal.count == 0) return "no legal action while in hand";
  for (int i = 0; i < legal.count; ++i)
    for (int j = i + 1; j < legal.count; ++j)
      if (legal.items[i] == legal.items[j]) return "duplicate legal action " + actions_text(legal);
  CardSet hand = s.hands[s.to_move];
  if (s.phase == Phase::Play) {
    if (!(s.active >> s.to_move & 1)) return "an inactive seat is to play";
    CardSet plays;
    for (const Action& a : legal) {
      if (a.kind == Act::Play) {
        if (a.arg >= kDeckSize || !hand.contains(a.arg)) return "a legal card is not in the mover's hand";
        plays |= CardSet::of(a.arg);
      } else if (a.kind == Act::Double) {
        if (!announcement_open(s)) return "Double offered with the announcement closed";
      } else {
        return "a non-card action in the Play phase";
      }
    }
    if (plays != legal_cards(s)) return "Play actions differ from legal_cards()";
    if (plays.empty()) return "no card to play";
  } else {
    for (const Action& a : legal)
      if (a.kind == Act::Play) return "a card play outside the Play phase";
  }
  return "";
}

// Card conservation; "" if every card is in exactly one place.
std::string check_cards(const State& s) {
  CardSet seen;
  std::string dup;
  auto add = [&](CardSet c, const std::string& where) {
    if (dup.empty() && !(seen & c).empty()) dup = set_codes(seen & c) + " twice (at " + where + ")";
    seen |= c;
  };
  const Game g = s.rules->game;
  for (int p = 0; p < kMaxPlayers; ++p) {
    if (p >= s.players) {
      if (!s.hands[p].empty() || !s.won[p].empty()) return "cards at a seat that does not exist";
      continue;
    }
    CardSet hand = s.hands[p];
    // Picking up puts the skat into the hand; until the discard the skat
    // field still names those two cards.
    if (g == Game::Schieberamsch && s.phase == Phase::Discard && p == s.to_move) {
      if ((hand & s.skat) != s.skat) return "the picked-up skat is not in the hand";
      hand -= s.skat;
    }
    add(hand, "hand " + std::to_string(p));
    add(s.won[p], "won " + std::to_string(p));
  }
  for (int i = 0; i < s.trick_size; ++i) add(CardSet::of(s.trick[i]), "trick");
  if (g == Game::Schieberamsch) add(s.skat, "skat");
  if (g == Game::Ramsen) {
    if (!s.robbed) add(CardSet::of(s.upcard), "upcard");
    for (int i = s.talon_next; i < s.talon_size; ++i) add(CardSet::of(s.talon[i]), "talon");
    add(s.dead, "dead");
    add(s.turned, "turned");
  }
  if (!dup.empty()) return dup;
  if (seen != CardSet::all()) return "missing cards: " + set_codes(CardSet::all() - seen);
  return "";
}

// Everything that must hold after a hand ends. `sum` is the running sum of
// the hand scores of this match.
std::string check_hand_end(const State& s, const int64_t* sum) {
  const Rules& r = *s.rules;
  const HandResult& res = s.result;
  if (!res.scored) return "the finished hand has no result";
  int n = s.players;
  int points = 0;
  for (int p = 0; p < n; ++p) points += s.won[p].points();
  switch (r.game) {
    case Game::Schieberamsch: {
      if (points + s.skat.points() != 120) return "tricks + skat != 120 card points";
      int32_t st[kMaxPlayers];
      settlement(s, st);
      int64_t z = 0;
      for (int p = 0; p < n; ++p) z += st[p];
      if (z != 0) return "Schieberamsch settlement is not zero-sum";
      for (int p = 0; p < n; ++p)
        if (s.total[p] != sum[p]) return "total differs from the summed hand scores";
      if (s.soloist < 0 && res.durchmarsch < 0 && res.losers == 0 && r.get(sr::TieRule) != sr::kThreeWayZero)
        return "a Ramsch hand without a loser";
      break;
    }
    case Game::KalterSchlag: {
      if (points != 120) return "tricks != 120 card points";
      for (int p = 0; p < n; ++p)
        if (s.total[p] != sum[p]) return "total differs from the summed hand scores";
      for (int p = 0; p < n; ++p)
        if (res.score[p] < 0) return "a negative Kalter Schlag entry";
      break;
    }
    case Game::SchafkopfUS: {
      if (points != 120) return "tricks != 120 card points";
      int64_t z = 0;
      for (int p = 0; p < n; ++p) z += res.score[p];
      if (z != 0) return "American Schafkopf hand is not zero-sum";
      for (int p = 0; p < n; ++p)
        if (s.total[p] != sum[p]) return "total differs from the summed hand scores";
      break;
    }
    case Game::Ramsen: {
      int tricks = 0;
      for (int p = 0; p < n; ++p) {
        tricks += s.tricks_won[p];
        if (s.tricks_won[p] && !(s.active >> p & 1)) return "a seat that passed won a trick";
        if (s.need[p] != r.get(rm::StartNeed) + sum[p]) return "need differs from start - summed hand scores";
      }
      if (!res.ended_match && !res.voided && !res.lone_credit && tricks != 5) return "Ramsen hand without 5 tricks";
      if (res.ended_match != (s.phase == Phase::MatchOver)) return "ended_match disagrees with the phase";
      if (res.voided) {
        for (int p = 0; p < n; ++p)
          if (res.score[p] != 0) return "a void hand scored";
        if (__builtin_popcount(s.active) > 1) return "a hand with two players was voided";
      }
      if (res.lone_credit && __builtin_popcount(s.active) != 1) return "lone credit without a lone player";
      if (s.phase == Phase::MatchOver) {
        int zeros = 0;
        for (int p = 0; p < n; ++p) zeros += s.need[p] <= 0;
        if (zeros != 1 || s.match_winner < 0 || s.need[s.match_winner] != 0) return "Ramsen end without one winner";
      }
      break;
    }
  }
  if (s.phase == Phase::MatchOver) {
    int32_t st[kMaxPlayers];
    settlement(s, st);
    int64_t z = 0;
    for (int p = 0; p < n; ++p) z += st[p];
    if (z != 0) return "settlement at the end of the match is not zero-sum";
    if (r.game == Game::KalterSchlag && (s.match_winner < 0) == (s.match_loser < 0))
      return "a Kalter Schlag partie must end with exactly one winner or one loser";
  }
  return "";
}

struct Totals {
  long states = 0, hands = 0, matches = 0, illegal_tries = 0, round_trips = 0, unfinished = 0;
};

// Formats a record, parses it back, formats again and replays: the text must
// be identical and the replayed state equal to `live`.
std::string check_record(const Record& rec, const State& live, bool with_checks) {
  std::string text = format_record(rec, with_checks);
  Record back;
  std::string error;
  if (!parse_record(text, back, error)) return "parse_record failed: " + error + "\n" + text;
  std::string again = format_record(back, with_checks);
  if (again != text) return "format(parse(format(record))) differs:\n" + text + "\n----\n" + again;
  if (back.hands.size() != rec.hands.size()) return "hand count differs after parsing";
  for (size_t h = 0; h < rec.hands.size(); ++h) {
    if (back.hands[h].actions != rec.hands[h].actions) return "actions differ after parsing";
    if (back.hands[h].has_deck != rec.hands[h].has_deck) return "deck flag differs after parsing";
    if (rec.hands[h].has_deck && back.hands[h].deck != rec.hands[h].deck) return "deck differs after parsing";
  }
  if (!(back.rules == rec.rules) || back.seed != rec.seed || back.first_dealer != rec.first_dealer ||
      back.first_hand != rec.first_hand)
    return "header differs after parsing";
  State replayed;
  if (!replay_record(back, replayed, error)) return "replay_record failed: " + error;
  std::string diff = state_diff(replayed, live);
  if (!diff.empty()) return "replayed state differs from the live state in " + diff;
  return "";
}

// Plays `matches` complete matches of `text` with random legal actions and
// checks everything above; fails the running test case on the first broken
// invariant, naming the rules, the match seed and the record so far.
void run_variant(const std::string& text, int matches, uint64_t seed, Totals& totals) {
  Rules rules;
  std::string error;
  INFO("rules " << text);
  REQUIRE(parse_rules(text, rules, error));
  Rules again;
  REQUIRE(parse_rules(format_rules(rules), again, error));
  REQUIRE(again == rules);

  for (int m = 0; m < matches; ++m) {
    uint64_t match_seed = hand_seed(seed, uint32_t(m + 1000));
    Rng rng(match_seed ^ 0x5eed);
    Record rec;
    rec.rules = rules;
    rec.has_seed = true;
    rec.seed = match_seed;
    rec.first_dealer = first_dealer(match_seed, rules.players());
    // Some records start from a later hand of the seed (header first-hand).
    if (rng.below(3) == 0) rec.first_hand = 1 + rng.below(50);
    State s = new_match(rules, rec.first_dealer);
    int64_t sum[kMaxPlayers] = {};
    // One random moment of the match at which the record so far (possibly
    // ending in the middle of a hand) must round-trip and replay to the live state.
    long probe_at = long(rng.below(400));
    long step = 0;
    std::string failure;
    auto fail = [&](const std::string& why) {
      std::ostringstream msg;
      msg << why << "\nmatch seed " << format_seed(match_seed) << ", hand " << s.hand_number << ", "
          << (in_hand(s) ? describe_turn(s) : std::string("between hands")) << "\nrecord so far:\n"
          << format_record(rec, false);
      failure = msg.str();
    };

    bool unfinished = false;
    while (failure.empty() && s.phase != Phase::MatchOver) {
      if (s.hand_number >= kMaxHandsPerMatch) {
        fail("the match does not end");
        break;
      }
      // Ramsen with a huge penalty (e.g. penalty=99) need not end under
      // random play: `need` keeps growing. State::need is an int16_t, so
      // stop such a match well before it could wrap.
      if (rules.game == Game::Ramsen && [&] {
            for (int p = 0; p < s.players; ++p)
              if (s.need[p] > kNeedGuard) return true;
            return false;
          }()) {
        unfinished = true;
        ++totals.unfinished;
        break;
      }
      // Between hands nothing but a deal is accepted.
      {
        State copy = s;
        std::string why;
        if (try_apply(copy, Action::play(0), why) || why.empty() || !state_diff(copy, s).empty()) {
          fail("try_apply between hands was accepted or changed the state");
          break;
        }
        Deck bad = deck_for_hand(match_seed, 1);
        bad[5] = bad[6];
        if (try_deal(copy, bad, why) || why.empty() || !state_diff(copy, s).empty()) {
          fail("try_deal with a bad deck was accepted or changed the state");
          break;
        }
      }
      RecordHand hand;
      Deck deck;
      if (rng.below(4) == 0) {  // some hands carry an explicit deck
        hand.has_deck = true;
        hand.deck = shuffled_deck(rng);
        deck = hand.deck;
      } else {
        deck = deck_for_hand(match_seed, rec.first_hand + uint32_t(s.hand_number));
      }
      rec.hands.push_back(hand);
      if (!try_deal(s, deck, error)) {
        fail("try_deal failed: " + error);
        break;
      }
      ++totals.hands;
      if (!in_hand(s)) {
        fail("a deal that does not start a hand");
        break;
      }
      while (in_hand(s)) {
        ++totals.states;
        std::string why = check_legal(s);
        if (why.empty()) why = check_cards(s);
        if (!why.empty()) {
          fail(why);
          break;
        }
        ActionList legal;
        legal_actions(s, legal);
        Action bad;
        if (random_illegal_action(rng, legal, bad)) {
          ++totals.illegal_tries;
          State copy = s;
          std::string msg;
          if (try_apply(copy, bad, msg)) {
            fail("an illegal action was accepted: " + action_token(s, bad));
            break;
          }
          std::string diff = state_diff(copy, s);
          if (msg.empty() || !diff.empty()) {
            fail("a rejected action left no message or changed " + diff);
            break;
          }
        }
        if (step++ == probe_at) {
          ++totals.round_trips;
          why = check_record(rec, s, false);
          if (!why.empty()) {
            fail("mid-match record: " + why);
            break;
          }
        }
        Action a = legal.items[rng.below(uint32_t(legal.count))];
        rec.hands.back().actions.push_back(a);
        State before = s;
        if (!try_apply(s, a, error)) {
          fail("a legal action was rejected: " + error);
          break;
        }
        if (s.hand_number != before.hand_number) {
          fail("hand number changed during a hand");
          break;
        }
      }
      if (!failure.empty()) break;
      for (int p = 0; p < s.players; ++p) sum[p] += s.result.score[p];
      std::string why = check_cards(s);
      if (why.empty()) why = check_hand_end(s, sum);
      if (!why.empty()) fail(why);
    }
    if (failure.empty() && !unfinished) {
      // The match is over: nothing more is accepted.
      State copy = s;
      std::string why;
      if (try_deal(copy, deck_for_hand(match_seed, 1), why) || why.empty() || !state_diff(copy, s).empty())
        fail("try_deal after the end of the match was accepted");
      else if (try_apply(copy, Action::of(Act::Pass), why) || why.empty())
        fail("try_apply after the end of the match was accepted");
    }
    if (failure.empty()) {
      ++totals.round_trips;
      std::string why = check_record(rec, s, true);
      if (why.empty()) why = check_record(rec, s, false);
      if (!why.empty()) fail("end of match: " + why);
    }
    if (!failure.empty()) FAIL(failure);
    ++totals.matches;
  }
}

void run_game(Game g) {
  Totals totals;
  std::vector<std::string> variants = option_variants(g);
  for (size_t i = 0; i < variants.size(); ++i)
    run_variant(variants[i], kMatchesPerVariant, 0x1000 * uint64_t(g) + i, totals);
  INFO(game_spec(g).key << ": " << variants.size() << " variants, " << totals.matches << " matches, " << totals.hands
                        << " hands, " << totals.states << " states, " << totals.illegal_tries << " illegal tries, "
                        << totals.round_trips << " record round trips, " << totals.unfinished
                        << " Ramsen matches stopped by the need guard");
  CHECK(totals.matches == long(variants.size()) * kMatchesPerVariant);
  CHECK(totals.states > 0);
}

}  // namespace

TEST_CASE("random playouts keep every invariant: Schieberamsch, every option value", "[invariants]") {
  run_game(Game::Schieberamsch);
}

TEST_CASE("random playouts keep every invariant: Kalter Schlag, every option value", "[invariants]") {
  run_game(Game::KalterSchlag);
}

TEST_CASE("random playouts keep every invariant: Ramsen, every option value", "[invariants]") {
  run_game(Game::Ramsen);
}

TEST_CASE("random playouts keep every invariant: American Schafkopf, every option value", "[invariants]") {
  run_game(Game::SchafkopfUS);
}

TEST_CASE("random playouts keep every invariant: option mixes", "[invariants]") {
  Totals totals;
  std::vector<std::string> mixes = option_mixes();
  for (size_t i = 0; i < mixes.size(); ++i) run_variant(mixes[i], kMatchesPerVariant, 0x9000 + i, totals);
  CHECK(totals.matches == long(mixes.size()) * kMatchesPerVariant);
}

TEST_CASE("the variant list covers every option value", "[invariants]") {
  // Each option of each game takes each of its values somewhere in the list.
  for (int gi = 0; gi < kGameCount; ++gi) {
    const GameSpec& g = game_spec(Game(gi));
    std::vector<Rules> parsed;
    for (const std::string& v : option_variants(Game(gi))) {
      Rules r;
      std::string error;
      INFO(v << ": " << error);
      REQUIRE(parse_rules(v, r, error));
      parsed.push_back(r);
    }
    for (int i = 0; i < g.option_count; ++i) {
      const OptionSpec& o = g.options[i];
      INFO(g.key << " option " << o.key);
      auto seen = [&](int value) {
        for (const Rules& r : parsed)
          if (r.get(i) == value) return true;
        return false;
      };
      if (o.kind == OptionKind::Choice)
        for (int v = 0; v < o.choice_count; ++v) CHECK(seen(v));
      if (o.kind == OptionKind::Integer) {
        CHECK(seen(o.min));
        CHECK(seen(o.max));
        CHECK(seen(o.def));
      }
      if (o.kind == OptionKind::CardPair) CHECK(seen(o.def));
    }
  }
}
