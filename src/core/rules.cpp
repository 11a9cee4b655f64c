#include "rules.h"

#include <cctype>

#include "cards.h"
#include "quote.h"

namespace stichfest {

namespace {

constexpr const char* kOffOn[] = {"off", "on"};

#define CHOICE(key, spec, list, def) \
  { key, spec, OptionKind::Choice, list, int(sizeof(list) / sizeof(list[0])), 0, 0, def }
#define INTEGER(key, spec, lo, hi, def) \
  { key, spec, OptionKind::Integer, nullptr, 0, lo, hi, def }

constexpr const char* kExchangeOrder[] = {"pickup_then_discard", "discard_then_pickup"};
constexpr const char* kJacksInSkat[] = {"allowed", "forbidden"};
constexpr const char* kSkatOwner[] = {"last_trick", "most_points"};
constexpr const char* kDurchmarsch[] = {"credit_winner", "charge_others"};
constexpr const char* kTieRule[] = {"all_tied_lose", "last_trick_breaks_tie", "three_way_zero"};
constexpr const char* kMatchEnd[] = {"fixed_hands", "loss_limit"};

constexpr OptionSpec kSchieberamschOptions[] = {
    CHOICE("grand_hand", "SR_GRAND_HAND", kOffOn, 1),
    CHOICE("grand_hand_kontra", "SR_GH_KONTRA", kOffOn, 1),
    CHOICE("exchange_order", "SR_EXCHANGE_ORDER", kExchangeOrder, sr::kPickupThenDiscard),
    CHOICE("jacks_in_skat", "SR_JACKS_IN_SKAT", kJacksInSkat, sr::kJacksAllowed),
    CHOICE("skat_owner", "SR_SKAT_OWNER", kSkatOwner, sr::kSkatLastTrick),
    CHOICE("ramsch_kontra", "SR_RAMSCH_KONTRA", kOffOn, 0),
    CHOICE("jungfrau_doubles", "SR_JUNGFRAU_DOUBLES", kOffOn, 1),
    CHOICE("divide_by_10", "SR_DIVIDE_BY_10", kOffOn, 1),
    CHOICE("durchmarsch", "SR_DURCHMARSCH_MODE", kDurchmarsch, sr::kCreditWinner),
    CHOICE("tie_rule", "SR_TIE_RULE", kTieRule, sr::kAllTiedLose),
    CHOICE("match_end", "SR_MATCH_END", kMatchEnd, sr::kFixedHands),
    INTEGER("match_hands", "SR_MATCH_HANDS", 1, 999, 36),
    INTEGER("loss_limit", "SR_LOSS_LIMIT", 1, 99999, 500),
    INTEGER("stake", "SR_STAKE", 1, 1000, 1),
};
static_assert(sizeof(kSchieberamschOptions) / sizeof(OptionSpec) == sr::kCount);

constexpr Preset kSchieberamschPresets[] = {
    {"standard", ""},
    {"pfaelzer",
     "grand_hand=off,grand_hand_kontra=off,exchange_order=discard_then_pickup,"
     "jacks_in_skat=allowed,skat_owner=last_trick,ramsch_kontra=off,jungfrau_doubles=off,"
     "divide_by_10=off,durchmarsch=charge_others,match_end=loss_limit,loss_limit=500"},
};

constexpr const char* kRounding[] = {"round10_at_end", "round5_first"};
constexpr OptionSpec kKalterSchlagOptions[] = {
    CHOICE("rounding", "KS_ROUNDING", kRounding, ks::kRound10AtEnd),
    INTEGER("loss_limit", "KS_LOSS_LIMIT", 1, 99999, 2000),
    INTEGER("win_entries", "KS_WIN_ENTRIES", 1, 99, 5),
    INTEGER("max_level", "KS_MAX_LEVEL", 0, 4, 4),
    INTEGER("stake", "KS_STAKE", 1, 1000, 1),
};
static_assert(sizeof(kKalterSchlagOptions) / sizeof(OptionSpec) == ks::kCount);

constexpr const char* kHeadTrick[] = {"always", "when_trumping"};
constexpr const char* kUpcardRule[] = {"printed_suit", "turn_next"};
constexpr const char* kAllPass[] = {"redeal"};
constexpr const char* kLonePlayer[] = {"credit_all", "void"};
constexpr OptionSpec kRamsenOptions[] = {
    INTEGER("players", "RM_PLAYERS", 3, 5, 4),
    INTEGER("exchange_limit", "RM_EXCHANGE_LIMIT", 0, 16, 5),
    CHOICE("rob_upcard", "RM_ROB_UPCARD", kOffOn, 1),
    CHOICE("rob_counts_to_limit", "RM_ROB_COUNTS_TO_LIMIT", kOffOn, 0),
    CHOICE("rob_forces_play", "RM_ROB_FORCES_PLAY", kOffOn, 1),
    CHOICE("head_trick", "RM_HEAD_TRICK", kHeadTrick, rm::kHeadAlways),
    CHOICE("upcard_rule", "RM_UPCARD_RULE", kUpcardRule, rm::kPrintedSuit),
    CHOICE("all_pass", "RM_ALL_PASS", kAllPass, 0),
    CHOICE("lone_player", "RM_LONE_PLAYER", kLonePlayer, rm::kCreditAll),
    INTEGER("start_need", "RM_START_NEED", 1, 99, 10),
    INTEGER("penalty", "RM_PENALTY", 0, 99, 5),
    CHOICE("trump_ace_must_play", "RM_TRUMP_ACE_MUST_PLAY", kOffOn, 0),
};
static_assert(sizeof(kRamsenOptions) / sizeof(OptionSpec) == rm::kCount);

constexpr const char* kMode[] = {"two_card", "fixed"};
constexpr const char* kSuits[] = {"c", "s", "h", "d"};
constexpr const char* kHochzeit[] = {"only_if_no_call", "always", "never"};
constexpr const char* kDoubling[] = {"none", "kontra_re", "kontra_re_sup_resup"};
constexpr const char* kFox[] = {"fixed_only", "always", "never"};
constexpr const char* kSilentTariff[] = {"solo", "partner"};
constexpr const char* kDealPattern[] = {"4-4", "3-2-3"};
constexpr int kQueenPair = make_card(kClubs, kQueen) | make_card(kSpades, kQueen) << 8;
constexpr OptionSpec kSchafkopfOptions[] = {
    CHOICE("mode", "AS_MODE", kMode, as::kTwoCard),
    CHOICE("trump_suit", "AS_TRUMP_SUIT", kSuits, kDiamonds),
    {"partner_cards", "AS_PARTNER_CARDS", OptionKind::CardPair, nullptr, 0, 0, 0, kQueenPair},
    CHOICE("hochzeit", "AS_HOCHZEIT", kHochzeit, as::kHochzeitIfNoCall),
    CHOICE("farbsolo", "AS_FARBSOLO", kOffOn, 0),
    CHOICE("doubling", "AS_DOUBLING", kDoubling, as::kKontraRe),
    CHOICE("fixed_doubling", "AS_FIXED_DOUBLING", kOffOn, 0),
    INTEGER("tariff_partner", "AS_TARIFF_PARTNER", 0, 10000, 10),
    INTEGER("tariff_solo", "AS_TARIFF_SOLO", 0, 10000, 50),
    INTEGER("tariff_extra", "AS_TARIFF_EXTRA", 0, 10000, 10),
    INTEGER("laufende_min", "AS_LAUFENDE_MIN", 0, 14, 3),
    CHOICE("fox", "AS_FOX", kFox, as::kFoxFixedOnly),
    CHOICE("fox_on_tie", "AS_FOX_ON_TIE", kOffOn, 0),
    CHOICE("silent_solo_tariff", "AS_SILENT_SOLO_TARIFF", kSilentTariff, as::kSilentAsSolo),
    INTEGER("deals_per_match", "AS_DEALS_PER_MATCH", 1, 999, 16),
    CHOICE("deal_pattern", "AS_DEAL_PATTERN", kDealPattern, as::kDeal44),
};
static_assert(sizeof(kSchafkopfOptions) / sizeof(OptionSpec) == as::kCount);

constexpr Preset kSchafkopfPresets[] = {
    {"standard", ""},
    {"fixed", "mode=fixed"},
};

#define COUNT(a) int(sizeof(a) / sizeof(a[0]))
const GameSpec kGames[kGameCount] = {
    {Game::Schieberamsch, "schieberamsch", "Schieberamsch", kSchieberamschOptions, COUNT(kSchieberamschOptions),
     kSchieberamschPresets, COUNT(kSchieberamschPresets)},
    {Game::KalterSchlag, "kalter-schlag", "Kalter Schlag", kKalterSchlagOptions, COUNT(kKalterSchlagOptions), nullptr,
     0},
    {Game::Ramsen, "ramsen", "Ramsen", kRamsenOptions, COUNT(kRamsenOptions), nullptr, 0},
    {Game::SchafkopfUS, "schafkopf-us", "American Schafkopf", kSchafkopfOptions, COUNT(kSchafkopfOptions),
     kSchafkopfPresets, COUNT(kSchafkopfPresets)},
};

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& ch : out) ch = char(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// RULES.md's name of an option without its game prefix, in lower case
// ("SR_GH_KONTRA" -> "gh_kontra"), which rules strings accept as well.
std::string spec_alias(const OptionSpec& o) {
  std::string_view spec = o.spec_name;
  size_t underscore = spec.find('_');
  return lower(underscore == std::string_view::npos ? spec : spec.substr(underscore + 1));
}

const OptionSpec* find_option(const GameSpec& g, std::string_view key, int& index) {
  for (int i = 0; i < g.option_count; ++i) {
    if (key == g.options[i].key || key == spec_alias(g.options[i])) {
      index = i;
      return &g.options[i];
    }
  }
  return nullptr;
}

bool parse_int(std::string_view s, int& out) {
  if (s.empty() || s.size() > 9) return false;
  int v = 0;
  for (char ch : s) {
    if (ch < '0' || ch > '9') return false;
    v = v * 10 + (ch - '0');
  }
  out = v;
  return true;
}

bool parse_value(const OptionSpec& spec, std::string_view text, int& out, std::string& error) {
  std::string v = lower(trim(text));
  switch (spec.kind) {
    case OptionKind::Choice: {
      for (int i = 0; i < spec.choice_count; ++i) {
        if (v == spec.choices[i]) {
          out = i;
          return true;
        }
      }
      if (spec.choices == kOffOn) {  // accept the words RULES.md uses for booleans
        if (v == "true" || v == "yes") {
          out = 1;
          return true;
        }
        if (v == "false" || v == "no") {
          out = 0;
          return true;
        }
      }
      if (spec.choices == kMode && v == "fixed_partners") {
        out = as::kFixedPartners;
        return true;
      }
      std::string list;
      for (int i = 0; i < spec.choice_count; ++i) list += std::string(i ? ", " : "") + spec.choices[i];
      error = "bad value " + quote(text) + " for option '" + spec.key + "' (expected one of: " + list + ")";
      return false;
    }
    case OptionKind::Integer: {
      int n = 0;
      if (!parse_int(v, n) || n < spec.min || n > spec.max) {
        error = "bad value " + quote(text) + " for option '" + spec.key + "' (expected a number from " +
                std::to_string(spec.min) + " to " + std::to_string(spec.max) + ")";
        return false;
      }
      out = n;
      return true;
    }
    case OptionKind::CardPair: {
      size_t plus = v.find('+');
      Card a = plus == std::string::npos ? kNoCard : parse_card(std::string_view(v).substr(0, plus));
      Card b = plus == std::string::npos ? kNoCard : parse_card(std::string_view(v).substr(plus + 1));
      if (a == kNoCard || b == kNoCard || a == b) {
        error =
            "bad value " + quote(text) + " for option '" + spec.key + "' (expected two different cards such as CQ+SQ)";
        return false;
      }
      if (a > b) std::swap(a, b);
      out = a | b << 8;
      return true;
    }
  }
  return false;
}

// Cross-option checks that a single value cannot express.
bool validate(const Rules& r, std::string& error) {
  if (r.game == Game::SchafkopfUS) {
    int pair = r.get(as::PartnerCards);
    int trump = r.get(as::TrumpSuit);
    for (Card c : {Card(pair & 0xFF), Card(pair >> 8)}) {
      bool is_trump = rank_of(c) == kQueen || rank_of(c) == kJack || suit_of(c) == trump;
      if (!is_trump) {
        error = "option 'partner_cards': " + card_code(c) + " is not a trump";
        return false;
      }
    }
  }
  return true;
}

bool apply_option_list(const GameSpec& g, std::string_view list, Rules& r, std::string& error) {
  std::array<bool, kMaxOptions> seen{};  // an option named twice is a mistake, not "last one wins"
  while (!list.empty()) {
    size_t comma = list.find(',');
    std::string_view item = trim(list.substr(0, comma));
    list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
    if (item.empty()) {
      error = "empty option in '" + std::string(g.key) + "(...)'";
      return false;
    }
    size_t eq = item.find('=');
    if (eq == std::string_view::npos) {
      error = "option " + quote(item) + " needs a value (key=value)";
      return false;
    }
    std::string key = lower(trim(item.substr(0, eq)));
    int index = 0;
    const OptionSpec* spec = find_option(g, key, index);
    if (!spec) {
      error = "unknown option " + quote(key) + " for " + g.key;
      return false;
    }
    if (seen[size_t(index)]) {
      error = "option " + quote(key) + " is given twice";
      return false;
    }
    seen[size_t(index)] = true;
    if (!parse_value(*spec, item.substr(eq + 1), r.values[size_t(index)], error)) return false;
  }
  return true;
}

}  // namespace

const GameSpec& game_spec(Game g) { return kGames[int(g)]; }

const GameSpec* find_game(std::string_view key) {
  std::string k = lower(trim(key));
  for (const GameSpec& g : kGames)
    if (k == g.key) return &g;
  return nullptr;
}

int Rules::players() const {
  switch (game) {
    case Game::Schieberamsch:
      return 3;
    case Game::Ramsen:
      return get(rm::Players);
    default:
      return 4;
  }
}

Rules default_rules(Game g) {
  Rules r;
  r.game = g;
  const GameSpec& spec = game_spec(g);
  for (int i = 0; i < spec.option_count; ++i) r.values[size_t(i)] = spec.options[i].def;
  return r;
}

bool set_option(Rules& r, std::string_view key, std::string_view value, std::string& error) {
  const GameSpec& g = game_spec(r.game);
  int index = 0;
  const OptionSpec* spec = find_option(g, lower(trim(key)), index);
  if (!spec) {
    error = "unknown option " + quote(key) + " for " + g.key;
    return false;
  }
  Rules copy = r;
  if (!parse_value(*spec, value, copy.values[size_t(index)], error)) return false;
  if (!validate(copy, error)) return false;
  r = copy;
  return true;
}

bool parse_rules(std::string_view text, Rules& out, std::string& error) {
  text = trim(text);
  size_t open = text.find('(');
  std::string_view name = trim(text.substr(0, open));
  const GameSpec* g = find_game(name);
  if (!g) {
    error = "unknown game " + quote(name) + " (expected schieberamsch, kalter-schlag, ramsen or schafkopf-us)";
    return false;
  }
  Rules r = default_rules(g->game);
  if (open != std::string_view::npos) {
    if (text.back() != ')') {
      error = "missing ')' at the end of " + quote(text);
      return false;
    }
    std::string_view body = text.substr(open + 1, text.size() - open - 2);
    if (body.find('(') != std::string_view::npos || body.find(')') != std::string_view::npos) {
      error = "unexpected parenthesis in " + quote(text);
      return false;
    }
    // A preset is applied first, whatever its position; explicit options win.
    std::string others;
    bool preset_seen = false;
    std::string_view rest = trim(body).empty() ? std::string_view() : body;  // "game()" is the defaults
    while (!rest.empty()) {
      size_t comma = rest.find(',');
      std::string_view item = trim(rest.substr(0, comma));
      rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
      // An empty item anywhere (leading, trailing or doubled comma) is an error;
      // rebuilding `others` below would otherwise drop it silently.
      if (item.empty() || (comma != std::string_view::npos && trim(rest).empty())) {
        error = "empty option in " + quote(text);
        return false;
      }
      size_t eq = item.find('=');
      if (eq != std::string_view::npos && lower(trim(item.substr(0, eq))) == "preset") {
        std::string want = lower(trim(item.substr(eq + 1)));
        if (preset_seen) {
          error = "more than one preset in " + quote(text);
          return false;
        }
        preset_seen = true;
        const Preset* found = nullptr;
        for (int i = 0; i < g->preset_count; ++i)
          if (want == g->presets[i].name) found = &g->presets[i];
        if (!found) {
          error = "unknown preset " + quote(want) + " for " + g->key;
          return false;
        }
        if (!apply_option_list(*g, found->options, r, error)) return false;
      } else {
        if (!others.empty()) others += ',';
        others += std::string(item);
      }
    }
    if (body.find_first_not_of(" \t") != std::string_view::npos && !apply_option_list(*g, others, r, error))
      return false;
  }
  if (!validate(r, error)) return false;
  out = r;
  return true;
}

std::string format_option_value(const OptionSpec& spec, int value) {
  switch (spec.kind) {
    case OptionKind::Choice:
      return value >= 0 && value < spec.choice_count ? spec.choices[value] : "?";
    case OptionKind::Integer:
      return std::to_string(value);
    case OptionKind::CardPair:
      return card_code(Card(value & 0xFF)) + "+" + card_code(Card(value >> 8));
  }
  return "?";
}

std::string format_rules(const Rules& r) {
  const GameSpec& g = game_spec(r.game);
  // Describe the rules relative to whichever base (defaults or a preset)
  // needs the fewest extra options.
  std::string best;
  int best_count = 1 << 20;
  for (int p = -1; p < g.preset_count; ++p) {
    Rules base = default_rules(r.game);
    std::string items;
    int count = 0;
    if (p >= 0) {
      if (!*g.presets[p].options) continue;  // "standard" is the defaults
      std::string ignored;
      apply_option_list(g, g.presets[p].options, base, ignored);
      items = std::string("preset=") + g.presets[p].name;
      count = 1;
    }
    for (int i = 0; i < g.option_count; ++i) {
      if (r.values[size_t(i)] == base.values[size_t(i)]) continue;
      if (!items.empty()) items += ',';
      items += std::string(g.options[i].key) + "=" + format_option_value(g.options[i], r.get(i));
      ++count;
    }
    if (count < best_count) {
      best_count = count;
      best = items;
    }
  }
  return best.empty() ? std::string(g.key) : std::string(g.key) + "(" + best + ")";
}

}  // namespace stichfest
