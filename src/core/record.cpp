#include "record.h"

#include <cctype>
#include <cstdint>

#include "commitment.h"
#include "names.h"
#include "quote.h"
#include "standing.h"

namespace stichfest {

namespace {

constexpr char kSuitLetters[] = "CSHD";

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& ch : out) ch = char(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

std::string join_cards(CardSet cards) {
  std::string out;
  for (Card c : cards) {
    if (!out.empty()) out += '+';
    out += card_code(c);
  }
  return out;
}

bool parse_cards(std::string_view text, CardSet& out, std::string& error) {
  out = CardSet();
  if (text == "-") return true;
  while (!text.empty()) {
    size_t plus = text.find('+');
    std::string_view code = text.substr(0, plus);
    Card c = parse_card(code);
    if (c == kNoCard) {
      error = quote(code) + " is not a card";
      return false;
    }
    if (out.contains(c)) {
      error = "card " + card_code(c) + " is named twice";
      return false;
    }
    out |= CardSet::of(c);
    text = plus == std::string_view::npos ? std::string_view() : text.substr(plus + 1);
  }
  return true;
}

bool parse_suit(std::string_view text, uint8_t& out) {
  if (text.size() != 1) return false;
  for (int s = 0; s < 4; ++s)
    if (std::toupper(static_cast<unsigned char>(text[0])) == kSuitLetters[s]) {
      out = uint8_t(s);
      return true;
    }
  return false;
}

bool is_doubling_word(const std::string& w) {
  for (const char* x : {"double", "kontra", "re", "rekontra", "bock", "hirsch", "sup", "resup", "resupra"})
    if (w == x) return true;
  return false;
}

// Splits text into lines, dropping comments; keeps 1-based line numbers.
struct Line {
  int number;
  std::vector<std::string_view> tokens;
};

std::vector<Line> tokenize(std::string_view text) {
  std::vector<Line> lines;
  int number = 0;
  while (!text.empty() || number == 0) {
    ++number;
    // A line ends in LF, CR LF or a lone CR (old Mac files).
    size_t end = text.find_first_of("\r\n");
    std::string_view line = text.substr(0, end);
    size_t next = end == std::string_view::npos ? text.size() : end + 1;
    if (end != std::string_view::npos && text[end] == '\r' && next < text.size() && text[next] == '\n') ++next;
    text = text.substr(next);
    size_t hash = line.find('#');
    if (hash != std::string_view::npos) line = line.substr(0, hash);
    Line l{number, {}};
    size_t i = 0;
    while (i < line.size()) {
      while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
      size_t start = i;
      while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i]))) ++i;
      if (i > start) l.tokens.push_back(line.substr(start, i - start));
    }
    if (!l.tokens.empty()) lines.push_back(l);
    if (text.empty()) break;
  }
  return lines;
}

// A decimal number from min to max: digits after an optional sign.
// Overflow is an error, never a wrap-around.
bool parse_bounded(std::string_view t, int64_t min, int64_t max, int64_t& out) {
  bool negative = !t.empty() && t[0] == '-';
  if (!t.empty() && (t[0] == '-' || t[0] == '+')) t.remove_prefix(1);
  if (t.empty() || t.size() > 18) return false;  // 18 digits cannot overflow int64_t
  int64_t v = 0;
  for (char ch : t) {
    if (ch < '0' || ch > '9') return false;
    v = v * 10 + (ch - '0');
  }
  if (negative) v = -v;
  if (v < min || v > max) return false;
  out = v;
  return true;
}

bool parse_int_list(const Line& line, int players, int32_t* out, std::string& error) {
  if (int(line.tokens.size()) != players + 1) {
    error = "line " + std::to_string(line.number) + ": " + quote(line.tokens[0]) + " needs " + std::to_string(players) +
            " numbers";
    return false;
  }
  for (int p = 0; p < players; ++p) {
    std::string_view t = line.tokens[size_t(p + 1)];
    int64_t v = 0;
    if (!parse_bounded(t, INT32_MIN, INT32_MAX, v)) {
      error = "line " + std::to_string(line.number) + ", token " + quote(t) + ": not a number from " +
              std::to_string(INT32_MIN) + " to " + std::to_string(INT32_MAX);
      return false;
    }
    out[p] = int32_t(v);
  }
  return true;
}

std::string list_numbers(const int32_t* v, int n) {
  std::string out;
  for (int p = 0; p < n; ++p) out += (p ? " " : "") + std::to_string(v[p]);
  return out;
}

// The numbers a hand's "totals" line shows: totals, or Ramsen's need.
void totals_of(const State& s, int32_t* out) {
  for (int p = 0; p < s.players; ++p) out[p] = match_total(s, p);
}

// "party N", and optionally "dealer D" right after it: the next Kalter
// Schlag partie (RULES.md §3.9), with totals and entries from 0 again. The
// winner of the partie before deals first; after a loss, whom the loser
// chooses (GAP-KS3: the loser himself without a dealer line). `i` ends on
// the last line read; `s` becomes the new partie's start.
bool read_party(const std::vector<Line>& lines, size_t& i, State& s, Record& rec, std::string& error) {
  auto fail = [&](const Line& at, std::string_view token, const std::string& why) {
    error = "line " + std::to_string(at.number) + ", token " + quote(token) + ": " + why;
    return false;
  };
  const Line& l = lines[i];
  std::string number = std::to_string(rec.parties.size() + 1);  // of the partie being ended
  std::string want = std::to_string(rec.parties.size() + 2);
  if (rec.rules.game != Game::KalterSchlag)
    return fail(l, l.tokens[0], "only a Kalter Schlag record holds several parties");
  if (l.tokens.size() != 2 || l.tokens[1] != want)
    return fail(l, l.tokens.size() > 1 ? l.tokens[1] : l.tokens[0], "expected 'party " + want + "'");
  // The table reveals a sealed seed when the partie is over: a later one
  // dealt from it would be known in advance.
  if (!rec.nonce.empty()) return fail(l, l.tokens[0], "a sealed deal (nonce) holds one partie");
  if (rec.challenge.active) return fail(l, l.tokens[0], "a challenge is about one partie");
  if (!rec.parties.empty() && rec.parties.back().first_hand == rec.hands.size())
    return fail(l, l.tokens[0], "partie " + number + " has no hand");
  if (in_hand(s)) return fail(l, l.tokens[0], "the hand is not finished");
  if (s.phase != Phase::MatchOver)
    return fail(l, l.tokens[0], "partie " + number + " is not over: nobody has won or lost it yet");
  int dealer = next_match_dealer(s);
  if (i + 1 < lines.size() && lower(lines[i + 1].tokens[0]) == "dealer") {
    const Line& d = lines[++i];
    std::string_view t = d.tokens.size() == 2 ? d.tokens[1] : std::string_view();
    if (t.size() != 1 || t[0] < '0' || t[0] >= '0' + s.players)
      return fail(d, d.tokens.size() > 1 ? d.tokens[1] : d.tokens[0],
                  "the dealer is a seat number from 0 to " + std::to_string(s.players - 1));
    int chosen = t[0] - '0';
    if (s.match_winner >= 0 && chosen != s.match_winner)
      return fail(d, t, "seat " + std::to_string(s.match_winner) + " won partie " + number + " and deals first");
    dealer = chosen;
  }
  rec.parties.push_back({rec.hands.size(), dealer});
  s = new_match(rec.rules, dealer);
  return true;
}

}  // namespace

bool parse_seed(std::string_view text, uint64_t& out, std::string& error) {
  std::string t = lower(text);
  uint64_t v = 0;
  bool hex = t.size() > 2 && t[0] == '0' && t[1] == 'x';
  size_t i = hex ? 2 : 0;
  if (i >= t.size()) {
    error = "bad seed " + quote(text);
    return false;
  }
  for (; i < t.size(); ++i) {
    char ch = t[i];
    int digit = ch >= '0' && ch <= '9' ? ch - '0' : hex && ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : -1;
    uint64_t base = hex ? 16 : 10;
    if (digit < 0 || v > (UINT64_MAX - uint64_t(digit)) / base) {
      error = "bad seed " + quote(text) + " (expected a decimal or 0x-hex 64-bit number)";
      return false;
    }
    v = v * base + uint64_t(digit);
  }
  out = v;
  return true;
}

std::string format_seed(uint64_t seed) {
  static const char kHex[] = "0123456789abcdef";
  std::string digits;
  do {
    digits.insert(digits.begin(), kHex[seed & 15]);
    seed >>= 4;
  } while (seed);
  return "0x" + digits;
}

std::string action_token(const State& s, const Action& a) {
  switch (a.kind) {
    case Act::Play:
      return card_code(a.arg);
    case Act::Pass:
      return "pass";
    case Act::GrandHand:
      return "grand";
    case Act::Double:
      return doubling_key(s);
    case Act::Push:
      return "push";
    case Act::PickUp:
      return "pickup";
    case Act::Discard:
      return "discard:" + join_cards(a.cards);
    case Act::Exchange:
      return a.cards.empty() ? "keep" : "exchange:" + join_cards(a.cards);
    case Act::Rob:
      return "rob:" + card_code(a.arg);
    case Act::Stay:
      return "play";
    case Act::BidSolo:
      return "bid";
    case Act::NameSolo:
      return std::string("solo:") + kSuitLetters[a.arg & 3];
    case Act::CallAce:
      return std::string("call:") + kSuitLetters[a.arg & 3];
    case Act::Hochzeit:
      return "hochzeit";
  }
  return "?";
}

bool parse_action_token(const State& s, std::string_view token, Action& out, std::string& error) {
  std::string t = lower(token);
  Card c = parse_card(t);
  if (c != kNoCard) {
    out = Action::play(c);
    return true;
  }
  size_t colon = t.find(':');
  std::string word = t.substr(0, colon);
  std::string arg = colon == std::string::npos ? "" : t.substr(colon + 1);
  bool has_arg = colon != std::string::npos;
  auto plain = [&](Act kind) {
    if (has_arg) {
      error = quote(word) + " takes no argument";
      return false;
    }
    out = Action::of(kind);
    return true;
  };
  if (word == "pass" || word == "weiter" || word == "gut") return plain(Act::Pass);
  if (word == "grand") return plain(Act::GrandHand);
  if (is_doubling_word(word)) {
    if (!plain(Act::Double)) return false;
    // A named level must be the one that comes next; "double" always fits.
    std::string next = doubling_key(s);
    bool fits = word == "double" || word == next || (word == "resupra" && next == "resup");
    if (!fits && in_hand(s)) {
      ActionList legal;
      legal_actions(s, legal);
      if (legal.contains(out)) {
        error = "the next doubling here is '" + next + "', not " + quote(word);
        return false;
      }
    }
    return true;
  }
  if (word == "push") return plain(Act::Push);
  if (word == "pickup") return plain(Act::PickUp);
  if (word == "play") return plain(Act::Stay);
  if (word == "bid") return plain(Act::BidSolo);
  if (word == "hochzeit") return plain(Act::Hochzeit);
  if (word == "keep") {
    out = Action::with_cards(Act::Exchange, CardSet());
    return !has_arg || (error = "'keep' takes no argument", false);
  }
  if (word == "discard" || word == "exchange") {
    CardSet cards;
    if (!has_arg || !parse_cards(arg, cards, error)) {
      if (!has_arg) error = quote(word) + " needs cards, e.g. " + word + ":CA+DT";
      return false;
    }
    out = Action::with_cards(word == "discard" ? Act::Discard : Act::Exchange, cards);
    return true;
  }
  if (word == "rob") {
    Card r = parse_card(arg);
    if (r == kNoCard) {
      error = "'rob' needs the card laid down, e.g. rob:C7";
      return false;
    }
    out = Action::of(Act::Rob, r);
    return true;
  }
  if (word == "solo" || word == "call") {
    uint8_t suit = 0;
    if (!parse_suit(arg, suit)) {
      error = quote(word) + " needs a suit letter C, S, H or D, e.g. " + word + ":H";
      return false;
    }
    out = Action::of(word == "solo" ? Act::NameSolo : Act::CallAce, suit);
    return true;
  }
  error = "not a card or a known word";
  return false;
}

bool record_deck(const Record& record, size_t hand_index, Deck& deck, std::string& error) {
  const RecordHand& h = record.hands[hand_index];
  if (h.has_deck) {
    deck = h.deck;
    return true;
  }
  if (!record.has_seed) {
    error = "hand " + std::to_string(hand_index + 1) + " has no deck line and the record has no seed";
    return false;
  }
  deck = deck_for_hand(record.seed, record.first_hand + uint32_t(hand_index));
  return true;
}

State record_start(const Record& record) {
  State s = new_match(record.rules, record.first_dealer);
  for (int p = 0; p < s.players; ++p) {
    if (record.has_start_totals) s.total[p] = record.start_totals[p];
    if (record.has_start_entries) s.entries[p] = uint8_t(record.start_entries[p]);
    if (record.has_start_need) s.need[p] = record.start_need[p];
  }
  return s;
}

bool enter_party(const Record& record, size_t hand_index, State& s, std::string& error) {
  for (const RecordParty& party : record.parties) {
    if (party.first_hand != hand_index) continue;
    if (s.phase != Phase::MatchOver) {
      error = "hand " + std::to_string(hand_index + 1) + " starts a new partie, but the one before is not over";
      return false;
    }
    const Rules* rules = s.rules;  // the caller's copy of the rules stays in use
    s = new_match(*rules, party.dealer);
  }
  return true;
}

bool replay_record(const Record& record, State& state, std::string& error, const ReplayStep& on_step) {
  state = record_start(record);
  for (size_t i = 0; i < record.hands.size(); ++i) {
    Deck deck;
    if (!record_deck(record, i, deck, error) || !enter_party(record, i, state, error)) return false;
    State before = state;
    if (!try_deal(state, deck, error)) {
      error = "hand " + std::to_string(i + 1) + ": " + error;
      return false;
    }
    if (on_step) on_step(before, nullptr, state);
    for (const Action& a : record.hands[i].actions) {
      before = state;
      if (!try_apply(state, a, error)) {
        error = "hand " + std::to_string(i + 1) + ", '" + action_token(before, a) + "': " + error;
        return false;
      }
      if (on_step) on_step(before, &a, state);
    }
  }
  return true;
}

bool parse_record(std::string_view text, Record& out, std::string& error) {
  if (text.size() > kMaxRecordBytes) {
    error = "the record is too long (" + std::to_string(text.size()) + " bytes; a record has at most " +
            std::to_string(kMaxRecordBytes) + ")";
    return false;
  }
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 byte order mark (Windows editors)
  std::vector<Line> lines = tokenize(text);
  auto fail = [&](const Line& l, std::string_view token, const std::string& why) {
    error = "line " + std::to_string(l.number) + ", token " + quote(token) + ": " + why;
    return false;
  };
  if (lines.empty()) {
    error = "the record is empty: it starts with 'stichfest-record 1'";
    return false;
  }
  if (lower(lines[0].tokens[0]) != "stichfest-record")
    return fail(lines[0], lines[0].tokens[0], "a record starts with 'stichfest-record 1'");
  if (lines[0].tokens.size() != 2 || lines[0].tokens[1] != "1")
    return fail(lines[0], lines[0].tokens.size() > 1 ? lines[0].tokens[1] : lines[0].tokens[0],
                "unsupported record version (expected 1)");

  Record rec;
  bool has_rules = false, has_dealer = false;
  const Line* dealer_line = nullptr;
  const Line* challenge_line = nullptr;
  std::vector<const Line*> start_lines;  // read once the rules (the players) are known
  size_t i = 1;
  for (; i < lines.size(); ++i) {
    const Line& l = lines[i];
    std::string key = lower(l.tokens[0]);
    if (key == "hand") break;
    if (key == "party") return fail(l, l.tokens[0], "a new partie comes after the hands of the one before");
    if (l.tokens.size() < 2) return fail(l, l.tokens[0], "needs a value");
    if (key == "rules") {
      std::string text_rules;  // rules strings have no spaces, but be lenient
      for (size_t t = 1; t < l.tokens.size(); ++t) text_rules += l.tokens[t];
      std::string why;
      if (!parse_rules(text_rules, rec.rules, why)) return fail(l, text_rules, why);
      has_rules = true;
    } else if (key == "seed") {
      std::string why;
      if (l.tokens.size() != 2) return fail(l, l.tokens[1], "a seed line has one value");
      if (!parse_seed(l.tokens[1], rec.seed, why)) return fail(l, l.tokens[1], why);
      rec.has_seed = true;
    } else if (key == "first-hand") {
      std::string_view t = l.tokens[1];
      int64_t n = 0;
      if (l.tokens.size() != 2 || t[0] < '1' || t[0] > '9' || !parse_bounded(t, 1, kMaxHandNumber, n))
        return fail(l, t, "first-hand is a hand number from 1 to " + std::to_string(kMaxHandNumber));
      rec.first_hand = uint32_t(n);
    } else if (key == "dealer") {
      std::string t(l.tokens[1]);
      if (l.tokens.size() != 2 || t.size() != 1 || t[0] < '0' || t[0] > '9')
        return fail(l, l.tokens[1], "the dealer is a seat number");
      rec.first_dealer = t[0] - '0';
      has_dealer = true;
      dealer_line = &l;
    } else if (key == "bots") {
      if (l.tokens.size() != 2 || !parse_bot_level(lower(l.tokens[1]), rec.bots))
        return fail(l, l.tokens[1], "the bots' level is random, beginner, standard or strong");
    } else if (key == "start-totals" || key == "start-entries" || key == "start-need") {
      start_lines.push_back(&l);
    } else if (key == "nonce") {
      if (l.tokens.size() != 2 || !valid_nonce(l.tokens[1]))
        return fail(l, l.tokens.size() > 1 ? l.tokens[1] : l.tokens[0], "a nonce is 32 hex digits");
      rec.nonce = lower(l.tokens[1]);
    } else if (key == "challenge") {
      // "challenge hand 23", "challenge match -40", "challenge soloist 75"
      // (a Grand Hand's): the link's c= in words.
      std::string over = l.tokens.size() == 3 ? lower(l.tokens[1]) : "";
      const char* code = over == "hand" ? "h" : over == "match" ? "m" : over == "soloist" ? "s" : "d";
      bool known = over == "hand" || over == "match" || over == "soloist" || over == "defender";
      if (!known || !parse_challenge(code + std::string(l.tokens[2]), rec.challenge))
        return fail(l, l.tokens.size() > 1 ? l.tokens[1] : l.tokens[0],
                    "a challenge is 'hand', 'match', 'soloist' or 'defender' and a whole number");
      challenge_line = &l;
    } else {
      return fail(l, l.tokens[0],
                  "unknown header (expected rules, seed, first-hand, dealer, bots, start-totals, start-entries, "
                  "start-need, nonce, challenge or hand)");
    }
  }
  if (!has_rules) {
    error = "the record has no 'rules' line";
    return false;
  }
  if (challenge_line && !challenge_fits(rec.challenge, rec.rules))
    return fail(*challenge_line, challenge_line->tokens[1], "these rules have no Grand Hand");
  int players = rec.rules.players();
  if (!has_dealer) {
    if (!rec.has_seed) {
      error = "the record needs a 'dealer' line (or a seed to draw the dealer from)";
      return false;
    }
    rec.first_dealer = first_dealer(rec.seed, players);
  }
  if (rec.first_dealer >= players) {
    std::string why = "dealer " + std::to_string(rec.first_dealer) + " is not a seat of a " + std::to_string(players) +
                      "-player game";
    if (dealer_line) return fail(*dealer_line, dealer_line->tokens[1], why);
    error = why;
    return false;
  }

  // A match already under way: each start line fits the game.
  for (const Line* l : start_lines) {
    std::string key = lower(l->tokens[0]);
    Game g = rec.rules.game;
    bool fits = key == "start-totals"    ? g != Game::Ramsen
                : key == "start-entries" ? g == Game::KalterSchlag
                                         : g == Game::Ramsen;
    if (!fits) return fail(*l, l->tokens[0], "this game has no " + key.substr(6) + " to start from");
    int32_t* into = key == "start-totals"    ? rec.start_totals
                    : key == "start-entries" ? rec.start_entries
                                             : rec.start_need;
    if (!parse_int_list(*l, players, into, error)) return false;
    for (int p = 0; p < players; ++p) {
      int32_t v = into[p];
      if (key == "start-entries" && (v < 0 || v > 99))
        return fail(*l, l->tokens[size_t(p + 1)], "entries are counted from 0 to 99");
      if (key == "start-need" && (v < 1 || v > 999))
        return fail(*l, l->tokens[size_t(p + 1)], "strokes still needed are from 1 to 999");
    }
    (key == "start-totals"    ? rec.has_start_totals
     : key == "start-entries" ? rec.has_start_entries
                              : rec.has_start_need) = true;
  }

  // The hands, replayed as they are read so each token is checked in context.
  State s = record_start(rec);
  s.rules = &rec.rules;
  for (; i < lines.size(); ++i) {
    const Line& l = lines[i];
    std::string key = lower(l.tokens[0]);
    if (key == "party") {
      if (!read_party(lines, i, s, rec, error)) return false;
      continue;
    }
    if (key == "hand") {
      std::string want = std::to_string(rec.hands.size() + 1);
      if (l.tokens.size() != 2 || l.tokens[1] != want)
        return fail(l, l.tokens.size() > 1 ? l.tokens[1] : l.tokens[0], "expected 'hand " + want + "'");
      if (s.phase == Phase::MatchOver && rec.rules.game == Game::KalterSchlag)
        return fail(l, l.tokens[0],
                    "the partie is over; start the next with 'party " + std::to_string(rec.parties.size() + 2) + "'");
      if (s.phase == Phase::MatchOver) return fail(l, l.tokens[0], "the match is already over");
      if (rec.first_hand + rec.hands.size() > kMaxHandNumber)
        return fail(l, l.tokens[1], "past the last hand number of a match, " + std::to_string(kMaxHandNumber));
      if (in_hand(s)) return fail(l, l.tokens[0], "the previous hand is not finished");
      rec.hands.emplace_back();
      // An explicit deck may follow; otherwise the seed deals.
      if (i + 1 < lines.size() && lower(lines[i + 1].tokens[0]) == "deck") {
        const Line& d = lines[++i];
        if (d.tokens.size() != 33) return fail(d, d.tokens[0], "a deck lists all 32 cards, top card first");
        Deck deck;
        for (int k = 0; k < 32; ++k) {
          Card c = parse_card(d.tokens[size_t(k + 1)]);
          if (c == kNoCard) return fail(d, d.tokens[size_t(k + 1)], "not a card");
          deck[size_t(k)] = c;
        }
        if (!is_permutation(deck)) return fail(d, d.tokens[0], "the deck must hold each card exactly once");
        rec.hands.back().has_deck = true;
        rec.hands.back().deck = deck;
      }
      Deck deck;
      std::string why;
      if (!record_deck(rec, rec.hands.size() - 1, deck, why)) return fail(l, l.tokens[0], why);
      deal(s, deck);
      continue;
    }
    if (rec.hands.empty()) return fail(l, l.tokens[0], "moves must follow a 'hand' line");
    if (!rec.parties.empty() && rec.parties.back().first_hand == rec.hands.size())
      return fail(l, l.tokens[0], "a new partie starts with 'hand " + std::to_string(rec.hands.size() + 1) + "'");
    if (key == "dealer") return fail(l, l.tokens[0], "a dealer line belongs in the header or right after 'party N'");
    RecordHand& hand = rec.hands.back();
    if (key == "hints" || key == "undos") {
      uint64_t n = 0;
      bool ok = l.tokens.size() == 2 && !l.tokens[1].empty() && l.tokens[1].size() <= 6;
      for (char c : ok ? l.tokens[1] : std::string_view()) {
        ok = ok && c >= '0' && c <= '9';
        n = n * 10 + uint64_t(c - '0');
      }
      if (!ok)
        return fail(l, l.tokens.size() > 1 ? l.tokens[1] : l.tokens[0], "'" + key + "' takes a count, 0 to 999999");
      (key == "hints" ? hand.hints : hand.undos) = uint32_t(n);
      continue;
    }
    if (key == "score" || key == "totals") {
      if (in_hand(s)) return fail(l, l.tokens[0], "the hand is not finished yet");
      int32_t want[kMaxPlayers] = {};
      if (!parse_int_list(l, players, want, error)) return false;
      int32_t got[kMaxPlayers] = {};
      if (key == "score")
        for (int p = 0; p < players; ++p) got[p] = s.result.score[p];
      else
        totals_of(s, got);
      for (int p = 0; p < players; ++p)
        if (got[p] != want[p])
          return fail(
              l, l.tokens[0],
              "the record says " + list_numbers(want, players) + " but the hand gives " + list_numbers(got, players));
      std::copy(want, want + players, key == "score" ? hand.score : hand.totals);
      (key == "score" ? hand.has_score : hand.has_totals) = true;
      continue;
    }
    for (std::string_view token : l.tokens) {
      if (!in_hand(s)) return fail(l, token, "the hand is over; start the next with 'hand N'");
      Action a;
      std::string why;
      if (!parse_action_token(s, token, a, why)) return fail(l, token, why);
      if (!try_apply(s, a, why)) return fail(l, token, why + " (" + describe_turn(s) + ")");
      hand.actions.push_back(a);
    }
  }
  if (!rec.parties.empty() && rec.parties.back().first_hand == rec.hands.size()) {
    error = "partie " + std::to_string(rec.parties.size() + 1) + " has no hand";
    return false;
  }
  out = rec;
  return true;
}

std::string format_record(const Record& record, bool with_checks) {
  std::string text = "stichfest-record 1\nrules " + format_rules(record.rules) + "\n";
  if (record.has_seed) text += "seed " + format_seed(record.seed) + "\n";
  if (record.first_hand != 1) text += "first-hand " + std::to_string(record.first_hand) + "\n";
  text += "dealer " + std::to_string(record.first_dealer) + "\n";
  if (record.bots != BotLevel::Beginner) text += std::string("bots ") + bot_level_name(record.bots) + "\n";
  int players = record.rules.players();
  if (record.has_start_totals) text += "start-totals " + list_numbers(record.start_totals, players) + "\n";
  if (record.has_start_entries) text += "start-entries " + list_numbers(record.start_entries, players) + "\n";
  if (record.has_start_need) text += "start-need " + list_numbers(record.start_need, players) + "\n";
  if (!record.nonce.empty()) text += "nonce " + record.nonce + "\n";
  if (record.challenge.active) {
    const Challenge& c = record.challenge;
    const char* over = c.whole_match                  ? "match "
                       : c.part == HandPart::Soloist  ? "soloist "
                       : c.part == HandPart::Defender ? "defender "
                                                      : "hand ";
    text += std::string("challenge ") + over + std::to_string(c.score) + "\n";
  }

  std::string line;
  std::string comment;
  bool line_is_trick = false;
  auto flush = [&]() {
    if (line.empty()) return;
    text += line;
    if (!comment.empty()) text += std::string(line.size() < 40 ? 40 - line.size() : 1, ' ') + "# " + comment;
    text += "\n";
    line.clear();
    comment.clear();
  };
  std::string error;
  State state;
  size_t dealt = 0;
  int won_by = -1, lost_by = -1;  // how the partie before ended, said next to the new one's dealer
  replay_record(record, state, error, [&](const State& before, const Action* a, const State& after) {
    if (!a) {  // a deal
      flush();
      size_t index = dealt++;  // hand numbers count on through the parties
      for (size_t k = 0; k < record.parties.size(); ++k) {
        if (record.parties[k].first_hand != index) continue;
        int dealer = record.parties[k].dealer;
        line = "dealer " + std::to_string(dealer);
        comment = "seat " + std::to_string(won_by >= 0 ? won_by : lost_by) + (won_by >= 0 ? " won" : " lost") +
                  " partie " + std::to_string(k + 1) +
                  (won_by >= 0 || dealer == lost_by ? " and deals" : " and chose the dealer");
        text += "\nparty " + std::to_string(k + 2) + "\n";
        flush();
      }
      text += "\nhand " + std::to_string(index + 1) + "\n";
      if (record.hands[index].has_deck) {
        text += "deck";
        for (Card c : record.hands[index].deck) text += " " + card_code(c);
        text += "\n";
      }
      if (record.hands[index].hints) text += "hints " + std::to_string(record.hands[index].hints) + "\n";
      if (record.hands[index].undos) text += "undos " + std::to_string(record.hands[index].undos) + "\n";
      return;
    }
    // One line per trick, and one per declaration phase (a pick-up and its
    // discard share the skat line).
    bool trick_card = before.phase == Phase::Play;
    std::string group = before.phase == Phase::Discard ? "skat" : phase_title(before);
    if (!line.empty() && (trick_card != line_is_trick || (!trick_card && comment != group))) flush();
    line_is_trick = trick_card;
    if (!line.empty()) line += ' ';
    line += action_token(before, *a);
    if (!trick_card) {
      comment = group;
    } else if (after.trick_number != before.trick_number || after.phase == Phase::MatchOver || !in_hand(after)) {
      int t = before.trick_number;
      if (after.trick_number > before.trick_number)
        comment = "trick " + std::to_string(t + 1) + ": seat " + std::to_string(after.history_leader[t]) +
                  " leads, seat " + std::to_string(after.history_winner[t]) + " wins";
      flush();
    }
    if (after.phase == Phase::MatchOver) won_by = after.match_winner, lost_by = after.match_loser;
    if (!in_hand(after) && with_checks && after.result.scored) {
      flush();
      int32_t totals[kMaxPlayers] = {};
      totals_of(after, totals);
      text += "score " + list_numbers(after.result.score, after.players) + "\n";
      text += "totals " + list_numbers(totals, after.players) + "\n";
    }
  });
  flush();
  return text;
}

}  // namespace stichfest
