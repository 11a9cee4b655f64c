#include "names.h"

namespace stichfest {

const char* doubling_key(const State& s) {
  switch (s.rules->game) {
    case Game::Schieberamsch:
      return s.phase == Phase::GrandHandRekontra ? "rekontra" : "kontra";
    case Game::KalterSchlag: {
      static const char* const kLevels[] = {"kontra", "re", "bock", "hirsch"};
      return kLevels[s.level < 4 ? s.level : 3];
    }
    case Game::SchafkopfUS: {
      static const char* const kRounds[] = {"kontra", "re", "sup", "resup"};
      return kRounds[s.doubling_round < 4 ? s.doubling_round : 3];
    }
    default:
      return "double";
  }
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
      return "undecided";
    case AsGame::Normal:
      return "normal game";
    case AsGame::CallGame:
      return "called ace";
    case AsGame::Hochzeit:
      return "Hochzeit";
    case AsGame::SilentSolo:
      return "silent solo";
    case AsGame::Farbsolo:
      return "Farbsolo";
    case AsGame::Fixed:
      return "fixed partners";
  }
  return "?";
}

const char* suit_name(int suit) {
  static const char* const kNames[] = {"Clubs", "Spades", "Hearts", "Diamonds"};
  return kNames[suit & 3];
}

}  // namespace stichfest
