// Rules: a game plus the values of its named options (RULES.md §2.12, §3.10,
// §4.9, §5.10), written as a short string that round-trips:
//
//   schieberamsch                       every option at its default
//   schieberamsch(jacks_in_skat=forbidden,ramsch_kontra=on)
//   schieberamsch(preset=pfaelzer)      Pfälzer Ramsch (RULES.md §2.12)
//   kalter-schlag(rounding=round5_first)
//   ramsen(players=5)
//   schafkopf-us(mode=fixed,partner_cards=CQ+DQ)
//
// Options are data (OptionSpec tables), so the parser, the formatter, the
// settings screen and the tests all walk the same list. A Rules value is
// immutable once parsed and is shared by pointer from every game state.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace stichfest {

enum class Game : uint8_t { Schieberamsch, KalterSchlag, Ramsen, SchafkopfUS };
constexpr int kGameCount = 4;

enum class OptionKind : uint8_t { Choice, Integer, CardPair };

struct OptionSpec {
  const char* key;        // name in the rules string
  const char* spec_name;  // name in RULES.md
  OptionKind kind;
  const char* const* choices;  // Choice: value names, index = stored value
  int choice_count;
  int min, max;  // Integer range
  int def;       // default (CardPair: card_a | card_b << 8)
};

struct Preset {
  const char* name;
  const char* options;  // "key=value,..." applied over the defaults
};

struct GameSpec {
  Game game;
  const char* key;  // "schieberamsch"
  const char* title;
  const OptionSpec* options;
  int option_count;
  const Preset* presets;
  int preset_count;
};

const GameSpec& game_spec(Game g);
// Finds a game by its key ("kalter-schlag"); nullptr if unknown.
const GameSpec* find_game(std::string_view key);

constexpr int kMaxOptions = 20;

// Option indices per game, in table order.
namespace sr {
enum Option {
  GrandHand,
  GhKontra,
  ExchangeOrder,
  JacksInSkat,
  SkatOwner,
  RamschKontra,
  JungfrauDoubles,
  DivideBy10,
  DurchmarschMode,
  TieRule,
  MatchEnd,
  MatchHands,
  LossLimit,
  Stake,
  kCount
};
enum { kPickupThenDiscard = 0, kDiscardThenPickup = 1 };
enum { kJacksAllowed = 0, kJacksForbidden = 1 };
enum { kSkatLastTrick = 0, kSkatMostPoints = 1 };
enum { kCreditWinner = 0, kChargeOthers = 1 };
enum { kAllTiedLose = 0, kLastTrickBreaksTie = 1, kThreeWayZero = 2 };
enum { kFixedHands = 0, kLossLimit = 1 };
}  // namespace sr

namespace ks {
enum Option { Rounding, LossLimit, WinEntries, MaxLevel, Stake, kCount };
enum { kRound10AtEnd = 0, kRound5First = 1 };
}  // namespace ks

namespace rm {
enum Option {
  Players,
  ExchangeLimit,
  RobUpcard,
  RobCountsToLimit,
  RobForcesPlay,
  HeadTrick,
  UpcardRule,
  AllPass,
  LonePlayer,
  StartNeed,
  Penalty,
  TrumpAceMustPlay,
  kCount
};
enum { kHeadAlways = 0, kHeadWhenTrumping = 1 };
enum { kPrintedSuit = 0, kTurnNext = 1 };
enum { kCreditAll = 0, kLoneVoid = 1 };
}  // namespace rm

namespace as {
enum Option {
  Mode,
  TrumpSuit,
  PartnerCards,
  Hochzeit,
  Farbsolo,
  Doubling,
  FixedDoubling,
  TariffPartner,
  TariffSolo,
  TariffExtra,
  LaufendeMin,
  Fox,
  FoxOnTie,
  SilentSoloTariff,
  DealsPerMatch,
  DealPattern,
  kCount
};
enum { kTwoCard = 0, kFixedPartners = 1 };
enum { kHochzeitIfNoCall = 0, kHochzeitAlways = 1, kHochzeitNever = 2 };
enum { kDoublingNone = 0, kKontraRe = 1, kKontraReSupResup = 2 };
enum { kFoxFixedOnly = 0, kFoxAlways = 1, kFoxNever = 2 };
enum { kSilentAsSolo = 0, kSilentAsPartner = 1 };
enum { kDeal44 = 0, kDeal323 = 1 };
}  // namespace as

struct Rules {
  Game game = Game::Schieberamsch;
  std::array<int32_t, kMaxOptions> values{};

  int get(int option) const { return values[size_t(option)]; }
  bool on(int option) const { return values[size_t(option)] != 0; }
  int players() const;
  bool operator==(const Rules& o) const { return game == o.game && values == o.values; }
  bool operator!=(const Rules& o) const { return !(*this == o); }
};

Rules default_rules(Game g);

// Parses a rules string. On failure returns false and sets `error` to a
// sentence naming the offending game, option or value; `out` is untouched.
bool parse_rules(std::string_view text, Rules& out, std::string& error);
// The canonical short string; parse_rules(format_rules(r)) == r.
std::string format_rules(const Rules& r);
// The value of one option as it is written in the rules string.
std::string format_option_value(const OptionSpec& spec, int value);
// Sets one option from its text value; false with a message if invalid.
bool set_option(Rules& r, std::string_view key, std::string_view value, std::string& error);

}  // namespace stichfest
