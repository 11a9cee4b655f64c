#include "explain.h"

#include <algorithm>

#include "names.h"

namespace stichfest {

std::string number_text(int64_t v) { return v < 0 ? "−" + std::to_string(-v) : std::to_string(v); }
std::string signed_number_text(int64_t v) { return v > 0 ? "+" + std::to_string(v) : number_text(v); }

namespace {

struct Text {
  Lang lang;
  const std::vector<std::string>& names;
  int you = -1;  // the seat addressed as "you", whose verbs take the second person
  bool german_deck = false;
  const char* t(const char* en, const char* de) const { return pick(lang, en, de); }
  std::string seat(int p) const {
    if (p >= 0 && size_t(p) < names.size()) return names[size_t(p)];
    return std::string(t("seat ", "Platz ")) + std::to_string(p);
  }
  // The seat's name and a verb agreeing with it: "Anna wins", "You win".
  std::string does(int p, const char* en, const char* en_you, const char* de, const char* de_du) const {
    return seat(p) + " " + (p == you ? t(en_you, de_du) : t(en, de));
  }
};

std::string seats_in(const Text& x, uint8_t mask, int players) {
  std::string out;
  for (int p = 0; p < players; ++p)
    if (mask >> p & 1) out += (out.empty() ? "" : x.t(" and ", " und ")) + x.seat(p);
  return out;
}

// "Written: seat 2 +90" (names may be "You", so no verb agreement needed).
std::string written(const Text& x, const std::string& who, int64_t value) {
  return x.t("Written: ", "Geschrieben: ") + who + " " + signed_number_text(value);
}

std::string score_line(const Text& x, const State& s) {
  std::string out = x.t("Score: ", "Wertung: ");
  for (int p = 0; p < s.players; ++p) out += (p ? ", " : "") + x.seat(p) + " " + signed_number_text(s.result.score[p]);
  return out;
}

// "doubled twice (1 push, Jungfrau)", "not doubled": a player's words for
// a factor of 2^times.
std::string doubled(const Text& x, int times, const std::string& why) {
  std::string out;
  if (times == 0)
    out = x.t("not doubled", "nicht verdoppelt");
  else if (times == 1)
    out = x.t("doubled once", "einmal verdoppelt");
  else if (times == 2)
    out = x.t("doubled twice", "zweimal verdoppelt");
  else
    out = x.lang == Lang::German ? std::to_string(times) + "-mal verdoppelt"
                                 : "doubled " + std::to_string(times) + " times";
  return why.empty() ? out : out + " (" + why + ")";
}

// Reasons joined by commas: "1 push, 1 Kontra, Jungfrau".
void add_reason(std::string& why, const std::string& reason) { why += (why.empty() ? "" : ", ") + reason; }

// "; a tenth, rounded down: 23" (the Ramsch family's division, RULES.md §1.6).
std::string tenth(const Text& x, int64_t value) {
  return x.t("; a tenth, rounded down: ", "; ein Zehntel, abgerundet: ") + number_text(value);
}

void explain_schieberamsch(const State& s, const Text& x, std::vector<std::string>& out) {
  const HandResult& r = s.result;
  const Rules& rules = *s.rules;
  if (r.declarer >= 0) {
    out.push_back(x.does(r.declarer, "played", "played", "spielte", "spieltest") +
                  " Grand Hand: " + std::to_string(r.party_points[0]) +
                  x.t(" card points (skat included), opponents ", " Augen (mit Skat), Gegner ") +
                  std::to_string(r.party_points[1]) + ": " +
                  x.t(r.won ? "won" : "lost", r.won ? "gewonnen" : "verloren"));
    // Counted as Skat players count: "with 2, game 3, Hand 4, Schneider 5".
    int n = r.spitzen > 0 ? r.spitzen : -r.spitzen;
    std::string count = std::string(r.spitzen > 0 ? x.t("With ", "Mit ") : x.t("Without ", "Ohne ")) +
                        std::to_string(n) + x.t(", game ", ", Spiel ") + std::to_string(n + 1) + ", Hand " +
                        std::to_string(n + 2);
    int m = n + 2;
    if (r.schneider) count += ", Schneider " + std::to_string(++m);
    if (r.schwarz) count += ", Schwarz " + std::to_string(++m);
    std::string value = count + ": " + std::to_string(r.multiplier) + " × 24 = " + number_text(24 * r.multiplier);
    if (r.doublings)
      value +=
          ", " + doubled(x, r.doublings, r.doublings == 1 ? "Kontra" : "Kontra, Rekontra") + ": " + number_text(r.raw);
    out.push_back(value + tenth(x, r.value));
    out.push_back(
        written(x, x.seat(r.declarer), r.score[r.declarer]) +
        (r.won ? "" : x.t(" (a lost Grand Hand is not doubled)", " (verlorener Grand Hand wird nicht verdoppelt)")));
    return;
  }
  std::string points = x.t("Card points (skat to ", "Augen (Skat an ");
  points += rules.get(sr::SkatOwner) == sr::kSkatLastTrick ? x.t("the last trick): ", "den letzten Stich): ")
                                                           : x.t("the most points): ", "die meisten Augen): ");
  for (int p = 0; p < 3; ++p)
    points += (p ? ", " : "") + x.seat(p) + " " + std::to_string(r.points[p]) + " (" + std::to_string(r.tricks[p]) +
              x.t(r.tricks[p] == 1 ? " trick)" : " tricks)", r.tricks[p] == 1 ? " Stich)" : " Stiche)");
  out.push_back(points);
  int k = r.doublings;
  std::string why;
  if (s.pushes) add_reason(why, std::to_string(s.pushes) + x.t(s.pushes == 1 ? " push" : " pushes", "× geschoben"));
  if (s.kontras) add_reason(why, std::to_string(s.kontras) + " Kontra");
  bool divide = rules.on(sr::DivideBy10);
  if (r.durchmarsch >= 0) {
    std::string v = "120, " + doubled(x, k, why) + ": " + number_text(r.raw);
    if (divide) v += tenth(x, r.value);
    out.push_back(x.t("Durchmarsch by ", "Durchmarsch von ") + x.seat(r.durchmarsch) + ": " + v);
    if (rules.get(sr::DurchmarschMode) == sr::kCreditWinner)
      out.push_back(written(x, x.seat(r.durchmarsch), -r.value));
    else
      out.push_back(written(x, x.t("each other player", "jeder andere"), r.value));
    return;
  }
  int j = r.jungfrau > 0 && rules.on(sr::JungfrauDoubles) ? 1 : 0;
  if (j) add_reason(why, "Jungfrau");
  std::string value = x.t("Most card points: ", "Die meisten Augen: ") + std::to_string(r.max_points) + ", " +
                      doubled(x, k + j, why) + ": " + number_text(r.raw);
  if (divide) value += tenth(x, r.value);
  out.push_back(value);
  if (r.losers == 0)
    out.push_back(x.t("Three-way tie: nobody writes.", "Dreifacher Gleichstand: niemand schreibt."));
  else
    out.push_back(written(x, seats_in(x, r.losers, 3), r.value));
}

void explain_kalter_schlag(const State& s, const Text& x, std::vector<std::string>& out) {
  const HandResult& r = s.result;
  static const char* const kLevel[] = {"", "Kontra", "Re", "Bock", "Hirsch"};
  std::string points = x.t("Card points: ", "Augen: ");
  for (int p = 0; p < 4; ++p)
    points += (p ? ", " : "") + x.seat(p) + " " + std::to_string(r.points[p]) + " (" + std::to_string(r.tricks[p]) +
              x.t(r.tricks[p] == 1 ? " trick)" : " tricks)", r.tricks[p] == 1 ? " Stich)" : " Stiche)");
  out.push_back(points);
  // The doubling level k doubles k times (Kontra once, Re twice, ...).
  std::string why = r.doublings ? kLevel[r.doublings] : "";
  if (r.durchmarsch >= 0) {
    out.push_back(x.t("Durchmarsch by ", "Durchmarsch von ") + x.seat(r.durchmarsch) +
                  x.t(": each other player writes 120", ": jeder andere schreibt 120") +
                  (r.doublings ? ", " + doubled(x, r.doublings, why) : std::string()) + ": " + number_text(r.value));
    return;
  }
  if (r.jungfrau) add_reason(why, std::to_string(r.jungfrau) + (r.jungfrau == 1 ? " Jungfer" : " Jungfern"));
  int times = r.doublings + r.jungfrau;
  std::string value = x.t("Most card points: ", "Die meisten Augen: ") + std::to_string(r.max_points);
  if (s.rules->get(ks::Rounding) == ks::kRound10AtEnd) {
    if (times) value += ", " + doubled(x, times, why) + ": " + number_text(r.raw);
    value += x.t(", rounded to tens: ", ", auf Zehner gerundet: ") + number_text(r.value);
  } else {
    value += x.t(", rounded to fives: ", ", auf Fünfer gerundet: ") + number_text(r.raw);
    if (times) value += ", " + doubled(x, times, why) + ": " + number_text(r.value);
  }
  out.push_back(value);
  out.push_back(written(x, seats_in(x, r.losers, 4), r.value));
}

void explain_ramsen(const State& s, const Text& x, std::vector<std::string>& out) {
  const HandResult& r = s.result;
  if (r.voided) {
    out.push_back(x.t("Nobody played: the hand is void and the next dealer deals.",
                      "Niemand spielte: das Spiel ist ungültig, der Nächste gibt."));
    return;
  }
  if (r.lone_credit) {
    int p = __builtin_ctz(s.active);
    out.push_back(x.does(p, "alone played and is credited five tricks.", "alone played and are credited five tricks.",
                         "spielte als Einziger und bekommt fünf Stiche gutgeschrieben.",
                         "spieltest als Einziger und bekommst fünf Stiche gutgeschrieben."));
  } else {
    std::string line = x.t("Tricks: ", "Stiche: ");
    for (int p = 0; p < s.players; ++p) {
      line += (p ? ", " : "") + x.seat(p) + " ";
      line += (s.passed >> p & 1) ? x.t("passed", "gepasst") : std::to_string(r.tricks[p]);
    }
    out.push_back(line);
  }
  for (int p = 0; p < s.players; ++p)
    if (r.penalties >> p & 1)
      out.push_back(x.does(p, "played", "played", "spielte", "spieltest") +
                    x.t(" without a trick: +", " ohne Stich: +") + std::to_string(s.rules->get(rm::Penalty)) +
                    x.t(" strokes to go (an extra cross)", " Striche mehr zu machen (ein Kreuz dazu)"));
  if (r.ended_match && s.match_winner >= 0)
    out.push_back(x.does(s.match_winner, "completes both crosses and wins at once.",
                         "complete both crosses and win at once.", "macht beide Kreuze voll und gewinnt sofort.",
                         "machst beide Kreuze voll und gewinnst sofort."));
}

void explain_schafkopf(const State& s, const Text& x, std::vector<std::string>& out) {
  const HandResult& r = s.result;
  const Rules& rules = *s.rules;
  std::string game;
  switch (s.as_game) {
    case AsGame::Normal:
      game = x.t("Normal game: ", "Normales Spiel: ") + seats_in(x, r.re_mask, 4);
      break;
    case AsGame::CallGame:
      game = x.does(r.declarer, "called", "called", "rief", "riefst") + " " +
             called_ace(s.called_suit, x.lang, x.german_deck) + x.t(", partner ", ", Partner ") + x.seat(r.partner);
      break;
    case AsGame::Hochzeit:
      game =
          x.seat(r.declarer) + (r.partner >= 0 ? x.t(": Hochzeit, partner ", ": Hochzeit, Partner ") + x.seat(r.partner)
                                               : std::string(x.t(": Hochzeit without partner, played as a solo",
                                                                 ": Hochzeit ohne Partner, als Solo gespielt")));
      break;
    case AsGame::SilentSolo:
      game = x.seat(r.declarer) + x.t(": silent solo", ": stilles Solo");
      break;
    case AsGame::Farbsolo:
      game =
          x.seat(r.declarer) + x.t(": Farbsolo in ", ": Farbsolo in ") + suit_word(s.solo_suit, x.lang, x.german_deck);
      break;
    case AsGame::Fixed:
      game = x.t("Fixed partners", "Feste Partner");
      break;
    case AsGame::None:
      break;
  }
  out.push_back(game);
  // Sides by their players: "Anna + Bernd 64 against You + Clara 56".
  bool fixed = s.as_game == AsGame::Fixed;
  auto side_names = [&](uint8_t mask) {
    std::string names;
    for (int p = 0; p < 4; ++p)
      if (mask >> p & 1) names += (names.empty() ? "" : " + ") + x.seat(p);
    return names;
  };
  std::string re_name = side_names(r.re_mask);
  std::string kontra_name = side_names(uint8_t(~r.re_mask & 0xF));
  std::string points = re_name + " " + std::to_string(r.party_points[0]) + x.t(" against ", " gegen ") + kontra_name +
                       " " + std::to_string(r.party_points[1]) + ": ";
  if (r.tie) {
    out.push_back(points + x.t("60:60, nobody wins and nothing is scored", "60:60, niemand gewinnt, keine Wertung"));
  } else {
    points += x.t("won by ", "gewonnen von ") + (r.won ? re_name : kontra_name);
    if (!fixed) points += r.won ? " (Re)" : " (Kontra)";
    if (r.schwarz)
      points += x.t(", Schwarz", ", Schwarz");
    else if (r.schneider)
      points += x.t(", Schneider", ", Schneider");
    out.push_back(points);
    int X = rules.get(as::TariffExtra);
    int base = r.tariff + (r.schneider ? X : 0) + (r.schwarz ? X : 0) + X * r.laufende;
    std::string v =
        x.t("Game value: ", "Spielwert: ") + std::to_string(r.tariff) + x.t(" for the game", " für das Spiel");
    if (r.schneider) v += " + " + std::to_string(X) + " Schneider";
    if (r.schwarz) v += " + " + std::to_string(X) + " Schwarz";
    if (r.laufende)
      v += " + " + std::to_string(X * r.laufende) + x.t(" for ", " für ") + std::to_string(r.laufende) + " Laufende";
    if (base != r.tariff) v += " = " + std::to_string(base);
    if (r.doublings) {
      static const char* const kRounds[] = {"Kontra", "Re", "Sup", "Resupra"};
      std::string why;
      for (int d = 0; d < r.doublings && d < 4; ++d) add_reason(why, kRounds[d]);
      v += ", " + doubled(x, r.doublings, why) + ": " + number_text(r.value);
    }
    out.push_back(v);
    if (__builtin_popcount(r.re_mask) == 1) {
      std::string each = number_text(r.value), three = number_text(3 * int64_t(r.value));
      out.push_back(x.t("One against three: the lone player wins or pays ",
                        "Einer gegen drei: der Einzelne bekommt oder zahlt ") +
                    three + x.t(", each of the others ", ", jeder der anderen ") + each + ".");
    }
  }
  if (r.fox_captured)
    out.push_back(std::string(x.t("Fox caught by ", "Fuchs gefangen von ")) +
                  (r.fox_captured > 0 ? re_name : kontra_name) + ": " + std::to_string(rules.get(as::TariffExtra)) +
                  x.t(" per player", " je Spieler"));
}

}  // namespace

std::vector<std::string> explain_hand(const State& s, Lang lang, const std::vector<std::string>& seat_names, int you,
                                      bool german_deck) {
  std::vector<std::string> out;
  if (!s.result.scored) return out;
  Text x{lang, seat_names, you, german_deck};
  switch (s.rules->game) {
    case Game::Schieberamsch:
      explain_schieberamsch(s, x, out);
      break;
    case Game::KalterSchlag:
      explain_kalter_schlag(s, x, out);
      break;
    case Game::Ramsen:
      explain_ramsen(s, x, out);
      break;
    case Game::SchafkopfUS:
      explain_schafkopf(s, x, out);
      break;
  }
  if (s.rules->game != Game::Ramsen) out.push_back(score_line(x, s));
  return out;
}

namespace {

// The seats with the best match total: the most paid in Schafkopf, the fewest
// points written in the Ramsch games, the fewest strokes to go in Ramsen.
uint8_t best_seats(const State& s) {
  auto standing = [&](int p) -> int64_t {
    switch (s.rules->game) {
      case Game::SchafkopfUS:
        return -s.total[p];
      case Game::Ramsen:
        return s.need[p];
      default:
        return s.total[p];
    }
  };
  int64_t best = standing(0);
  for (int p = 1; p < s.players; ++p) best = std::min(best, standing(p));
  uint8_t mask = 0;
  for (int p = 0; p < s.players; ++p)
    if (standing(p) == best) mask |= uint8_t(1u << p);
  return mask;
}

}  // namespace

std::string explain_match_end(const State& s, Lang lang, const std::vector<std::string>& seat_names, int you) {
  if (s.phase != Phase::MatchOver) return "";
  Text x{lang, seat_names, you};
  // "Match over, won by ..." reads right for "You" as for a name.
  if (s.match_winner >= 0)
    return x.t("Match over, won by ", "Partie aus, gewonnen von ") + x.seat(s.match_winner) + ".";
  if (s.match_loser >= 0) return x.t("Match over, lost by ", "Partie aus, verloren von ") + x.seat(s.match_loser) + ".";
  return x.t("Match over, first place shared by ", "Partie aus, geteilter erster Platz: ") +
         seats_in(x, best_seats(s), s.players) + ".";
}

}  // namespace stichfest
