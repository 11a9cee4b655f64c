#include "names.h"

namespace stichfest {

DoublingName doubling_name(Game game, Phase phase, int level, int round) {
  static const DoublingName kKontra{"kontra", "Kontra"}, kRekontra{"rekontra", "Rekontra"};
  static const DoublingName kLevels[] = {kKontra, {"re", "Re"}, {"bock", "Bock"}, {"hirsch", "Hirsch"}};
  static const DoublingName kRounds[] = {kKontra, {"re", "Re"}, {"sup", "Sup"}, {"resup", "Resupra"}};
  switch (game) {
    case Game::Schieberamsch:
      return phase == Phase::GrandHandRekontra ? kRekontra : kKontra;
    case Game::KalterSchlag:
      return kLevels[level < 4 ? level : 3];
    case Game::SchafkopfUS:
      return kRounds[round < 4 ? round : 3];
    default:
      return {"double", "Double"};
  }
}

const char* doubling_key(const State& s) {
  return doubling_name(s.rules->game, s.phase, s.level, s.doubling_round).key;
}

namespace {

// Per phase, in enum order: the JSON key and the English title.
constexpr const char* kPhaseNames[][2] = {
    {"between-hands", "deal"},
    {"grand-hand-offer", "grand hand offers"},
    {"grand-hand-kontra", "kontra"},
    {"grand-hand-rekontra", "rekontra"},
    {"skat", "skat"},
    {"discard", "discard"},
    {"exchange", "exchange"},
    {"rob", "rob the up-card"},
    {"play-or-pass", "play or pass"},
    {"solo-bid", "solo bidding"},
    {"solo-name", "name the solo"},
    {"partner-declaration", "partner declarations"},
    {"doubling", "doubling"},
    {"play", "play"},
    {"match-over", "match over"},
};
static_assert(sizeof(kPhaseNames) / sizeof(kPhaseNames[0]) == size_t(Phase::MatchOver) + 1);

}  // namespace

const char* phase_key(Phase p) { return kPhaseNames[size_t(p)][0]; }

std::string phase_title(const State& s) {
  if (s.phase == Phase::Play) return "trick " + std::to_string(s.trick_number + 1);
  return kPhaseNames[size_t(s.phase)][1];
}

std::string describe_turn(const State& s) {
  if (s.phase == Phase::Deal) return "between hands";
  if (s.phase == Phase::MatchOver) return "the match is over";
  std::string who = "seat " + std::to_string(s.to_move);
  if (s.phase == Phase::Play) return who + " to play to trick " + std::to_string(s.trick_number + 1);
  return who + " to decide: " + phase_title(s);
}

const char* game_type_name(AsGame g) {
  switch (g) {
    case AsGame::None:
      return "no-call";
    case AsGame::Normal:
      return "normal";
    case AsGame::CallGame:
      return "call";
    case AsGame::Hochzeit:
      return "hochzeit";
    case AsGame::SilentSolo:
      return "silent-solo";
    case AsGame::Farbsolo:
      return "farbsolo";
    case AsGame::Fixed:
      return "fixed";
  }
  return "?";
}

const char* suit_name(int suit) {
  static const char* const kNames[] = {"Clubs", "Spades", "Hearts", "Diamonds"};
  return kNames[suit & 3];
}

}  // namespace stichfest
