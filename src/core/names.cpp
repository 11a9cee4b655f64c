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

std::string phase_title(const State& s) {
  switch (s.phase) {
    case Phase::Deal:
      return "deal";
    case Phase::GrandHandOffer:
      return "grand hand offers";
    case Phase::GrandHandKontra:
      return "kontra";
    case Phase::GrandHandRekontra:
      return "rekontra";
    case Phase::SkatTurn:
      return "skat";
    case Phase::Discard:
      return "discard";
    case Phase::Exchange:
      return "exchange";
    case Phase::Rob:
      return "rob the up-card";
    case Phase::Declare:
      return "play or pass";
    case Phase::SoloBid:
      return "solo bidding";
    case Phase::SoloName:
      return "name the solo";
    case Phase::PartnerDecl:
      return "partner declarations";
    case Phase::Doubling:
      return "doubling";
    case Phase::Play:
      return "trick " + std::to_string(s.trick_number + 1);
    case Phase::MatchOver:
      return "match over";
  }
  return "?";
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
