#include "share_link.h"

#include "core/move_code.h"
#include "core/record.h"
#include "i18n.h"

namespace stichfest {

namespace {

bool is_unreserved(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '-' || ch == '_' ||
         ch == '.' || ch == '~' || ch == '(' || ch == ')' || ch == ',' || ch == '+';
}

int hex_value(char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
  if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
  return -1;
}

}  // namespace

bool parse_number(std::string_view text, uint32_t max, uint32_t& out) {
  if (text.empty() || text.size() > 10) return false;
  uint64_t v = 0;
  for (char ch : text) {
    if (ch < '0' || ch > '9') return false;
    v = v * 10 + uint64_t(ch - '0');
  }
  if (v > max) return false;
  out = uint32_t(v);
  return true;
}

std::string percent_encode(std::string_view text) {
  static const char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (char ch : text) {
    if (is_unreserved(ch) && ch != '+') {
      out += ch;
    } else {
      unsigned char u = static_cast<unsigned char>(ch);
      out += '%';
      out += kHex[u >> 4];
      out += kHex[u & 15];
    }
  }
  return out;
}

bool percent_decode(std::string_view text, std::string& out) {
  out.clear();
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    if (i + 2 >= text.size()) return false;  // '%' needs two hex digits
    int hi = hex_value(text[i + 1]), lo = hex_value(text[i + 2]);
    if (hi < 0 || lo < 0) return false;
    out += char(hi * 16 + lo);
    i += 2;
  }
  return true;
}

bool link_fields(std::string_view text, std::vector<LinkField>& out, std::string& error) {
  size_t hash = text.find('#');
  if (hash != std::string_view::npos) text = text.substr(hash + 1);
  out.clear();
  while (!text.empty()) {
    size_t amp = text.find('&');
    std::string_view item = text.substr(0, amp);
    text = amp == std::string_view::npos ? std::string_view() : text.substr(amp + 1);
    if (item.empty()) continue;
    size_t eq = item.find('=');
    if (eq == std::string_view::npos) {
      error = tr("The link is malformed (a part without '=').", "Der Link ist fehlerhaft (ein Teil ohne '=').");
      return false;
    }
    LinkField field{std::string(item.substr(0, eq)), ""};
    if (!percent_decode(item.substr(eq + 1), field.value)) {
      error = tr("The link is malformed (bad %-encoding).", "Der Link ist fehlerhaft (falsche %-Kodierung).");
      return false;
    }
    out.push_back(std::move(field));
  }
  return true;
}

bool link_names_game(std::string_view text, Game& game) {
  std::vector<LinkField> fields;
  std::string error;
  if (text.size() > kMaxLinkBytes || !link_fields(text, fields, error)) return false;
  for (const LinkField& field : fields)
    if (field.key == "g" || field.key == "game")
      if (const GameSpec* spec = find_game(field.value)) {
        game = spec->game;
        return true;
      }
  return false;
}

bool parse_share_link(std::string_view text, ShareLink& out, std::string& error) {
  if (text.size() > kMaxLinkBytes) {
    error = tr("The link is too long.", "Der Link ist zu lang.");
    return false;
  }
  size_t hash = text.find('#');
  if (hash != std::string_view::npos) text = text.substr(hash + 1);
  if (text.empty()) {
    error = tr("The link holds no game.", "Der Link enthält kein Spiel.");
    return false;
  }
  std::string game, rules_text, seed_text, hand_text, dealer_text, bots_text, challenge_text, record_version, moves,
      deck_text;
  bool has_moves = false;
  std::vector<LinkField> fields;
  if (!link_fields(text, fields, error)) return false;
  for (const LinkField& field : fields) {
    const std::string& key = field.key;
    const std::string& value = field.value;
    if (key == "g" || key == "game")
      game = value;
    else if (key == "r" || key == "rules")
      rules_text = value;
    else if (key == "s" || key == "seed")
      seed_text = value;
    else if (key == "h" || key == "hand")
      hand_text = value;
    else if (key == "d" || key == "dealer")
      dealer_text = value;
    else if (key == "b" || key == "bots")
      bots_text = value;
    else if (key == "c" || key == "challenge")
      challenge_text = value;
    else if (key == "rec" || key == "record")
      record_version = value;
    else if (key == "m" || key == "moves")
      moves = value, has_moves = true;
    else if (key == "k" || key == "cards")
      deck_text = value;
    // Each key may also be written out (game=, seed=, ...), as a rules
    // page's author might. Unknown keys are ignored so newer links still open.
  }
  const GameSpec* spec = find_game(game);
  if (!spec) {
    error = game.empty() ? tr("The link does not name a game.", "Der Link nennt kein Spiel.")
                         : tr("The link names an unknown game.", "Der Link nennt ein unbekanntes Spiel.");
    return false;
  }
  ShareLink link;
  link.rules = default_rules(spec->game);
  if (!rules_text.empty()) {
    std::string why;
    if (!parse_rules(rules_text, link.rules, why)) {
      error = tr("The link's rules are invalid: ", "Die Regeln im Link sind ungültig: ") + why + ".";
      return false;
    }
    if (link.rules.game != spec->game) {
      error = tr("The link's rules are for a different game.", "Die Regeln im Link gehören zu einem anderen Spiel.");
      return false;
    }
  }
  std::string why;
  if (!deck_text.empty()) {
    if (!decode_deck(deck_text, link.deck, why)) {
      error = tr("The link's cards are damaged: ", "Die Karten im Link sind beschädigt: ") + why + ".";
      return false;
    }
    link.has_deck = true;
  }
  if (link.has_deck && seed_text.empty()) {
    // A hand given whole needs no seed (later hands come from seed 0).
  } else if (seed_text.empty() || !parse_seed(seed_text, link.seed, why)) {
    error = seed_text.empty() ? tr("The link has no deal number (seed).", "Dem Link fehlt die Mischnummer (Seed).")
                              : tr("The link's deal number is invalid.", "Die Mischnummer im Link ist ungültig.");
    return false;
  }
  // The hand numbers a record's first-hand takes: what a saved game at
  // hand 5000 shares must open.
  uint32_t hand = 1;
  if (!hand_text.empty() && (!parse_number(hand_text, kMaxHandNumber, hand) || hand < 1)) {
    error = tr("The link's hand number is invalid.", "Die Spielnummer im Link ist ungültig.");
    return false;
  }
  link.hand = hand;
  if (!dealer_text.empty()) {
    uint32_t dealer = 0;
    if (!parse_number(dealer_text, uint32_t(link.rules.players() - 1), dealer)) {
      error = tr("The link's dealer is not a seat of this game.", "Der Geber im Link sitzt nicht an diesem Tisch.");
      return false;
    }
    link.dealer = int(dealer);
  }
  if (!bots_text.empty() && (!parse_bot_level(bots_text, link.bots) || link.bots == BotLevel::Random)) {
    error = tr("The link names unknown bots.", "Der Link nennt unbekannte Gegner.");
    return false;
  }
  if (!challenge_text.empty() &&
      (!parse_challenge(challenge_text, link.challenge) || !challenge_fits(link.challenge, link.rules))) {
    error = tr("The link's score to beat is invalid.", "Die zu schlagende Wertung im Link ist ungültig.");
    return false;
  }
  if (!record_version.empty()) {
    if (record_version != "1" || !has_moves) {
      error = record_version != "1"
                  ? tr("The record link is from a newer version.", "Der Partie-Link stammt aus einer neueren Version.")
                  : tr("The record link has no moves.", "Dem Partie-Link fehlen die Züge.");
      return false;
    }
    link.is_record = true;
    link.moves = moves;
  }
  out = link;
  return true;
}

std::string format_share_link(const ShareLink& link) {
  std::string out = std::string(link.is_record ? "#rec=1&g=" : "#g=") + game_spec(link.rules.game).key;
  std::string rules = format_rules(link.rules);
  if (rules != game_spec(link.rules.game).key) out += "&r=" + percent_encode(rules);
  if (link.has_deck) out += "&k=" + encode_deck(link.deck);
  if (!link.has_deck || link.seed != 0) out += "&s=" + format_seed(link.seed);
  if (link.hand != 1) out += "&h=" + std::to_string(link.hand);
  if (link.dealer >= 0) out += "&d=" + std::to_string(link.dealer);
  if (link.bots != BotLevel::Beginner) out += std::string("&b=") + bot_level_name(link.bots);
  if (link.challenge.active) out += "&c=" + percent_encode(format_challenge(link.challenge));
  if (link.is_record) out += "&m=" + percent_encode(link.moves);  // a move code needs no escapes
  return out;
}

}  // namespace stichfest
