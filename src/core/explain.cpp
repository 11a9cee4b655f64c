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
  const char* t(const char* en, const char* de) const { return lang == Lang::German ? de : en; }
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

void explain_schieberamsch(const State& s, const Text& x, std::vector<std::string>& out) {
  const HandResult& r = s.result;
  const Rules& rules = *s.rules;
  if (r.declarer >= 0) {
    out.push_back(x.does(r.declarer, "played", "played", "spielte", "spieltest") +
                  " Grand Hand: " + std::to_string(r.party_points[0]) +
                  x.t(" card points (skat included), opponents ", " Augen (mit Skat), Gegner ") +
                  std::to_string(r.party_points[1]) + " → " +
                  x.t(r.won ? "won" : "lost", r.won ? "gewonnen" : "verloren"));
    std::string level = std::string(r.spitzen > 0 ? x.t("with ", "mit ") : x.t("without ", "ohne ")) +
                        std::to_string(r.spitzen > 0 ? r.spitzen : -r.spitzen) + ": " +
                        x.t("game 2 + Spitzen ", "Spiel 2 + Spitzen ") +
                        std::to_string(r.spitzen > 0 ? r.spitzen : -r.spitzen);
    if (r.schneider) level += x.t(" + Schneider 1", " + Schneider 1");
    if (r.schwarz) level += x.t(" + Schwarz 1", " + Schwarz 1");
    out.push_back(level + " = " + std::to_string(r.multiplier));
    std::string formula = "24 × " + std::to_string(r.multiplier);
    if (r.doublings == 1) formula += x.t(" × 2 (Kontra)", " × 2 (Kontra)");
    if (r.doublings == 2) formula += x.t(" × 4 (Rekontra)", " × 4 (Rekontra)");
    formula += " = " + number_text(r.raw) + " → floor10 = " + number_text(r.value);
    out.push_back(formula);
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
  std::string why = std::to_string(s.pushes) + x.t(s.pushes == 1 ? " push" : " pushes", "× geschoben");
  if (s.kontras) why += " + " + std::to_string(s.kontras) + " Kontra";
  bool divide = rules.on(sr::DivideBy10);
  if (r.durchmarsch >= 0) {
    std::string v = "120 × 2^" + std::to_string(k) + " (" + why + ") = " + number_text(r.raw);
    if (divide) v += " → floor10 = " + number_text(r.value);
    out.push_back(x.t("Durchmarsch by ", "Durchmarsch von ") + x.seat(r.durchmarsch) + ": " + v);
    if (rules.get(sr::DurchmarschMode) == sr::kCreditWinner)
      out.push_back(written(x, x.seat(r.durchmarsch), -r.value));
    else
      out.push_back(written(x, x.t("each other player", "jeder andere"), r.value));
    return;
  }
  int j = r.jungfrau > 0 && rules.on(sr::JungfrauDoubles) ? 1 : 0;
  std::string formula = std::to_string(r.max_points) + " × 2^(" + std::to_string(k);
  if (j) formula += "+1";
  formula += ") [" + why;
  if (j) formula += x.t(", Jungfrau", ", Jungfrau");
  formula += "] = " + number_text(r.raw);
  if (divide) formula += " → floor10 = " + number_text(r.value);
  out.push_back(formula);
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
    points +=
        (p ? ", " : "") + x.seat(p) + " " + std::to_string(r.points[p]) + " (" + std::to_string(r.tricks[p]) + ")";
  out.push_back(points);
  int64_t f = int64_t(1) << r.doublings;
  std::string level = r.doublings ? std::string(" × ") + std::to_string(f) + " (" + kLevel[r.doublings] + ")" : "";
  if (r.durchmarsch >= 0) {
    out.push_back(x.t("Durchmarsch by ", "Durchmarsch von ") + x.seat(r.durchmarsch) +
                  x.t(": each other player writes 120", ": jeder andere schreibt 120") + level + " = " +
                  number_text(r.value));
    return;
  }
  std::string jf = r.jungfrau ? " × " + std::to_string(1 << r.jungfrau) + " (" + std::to_string(r.jungfrau) +
                                    (r.jungfrau == 1 ? " Jungfer)" : " Jungfern)")
                              : "";
  if (s.rules->get(ks::Rounding) == ks::kRound10AtEnd && level.empty() && jf.empty())
    out.push_back("round10(" + std::to_string(r.max_points) + ") = " + number_text(r.value));
  else if (s.rules->get(ks::Rounding) == ks::kRound10AtEnd)
    out.push_back(std::to_string(r.max_points) + level + jf + " = " + number_text(r.raw) +
                  " → round10 = " + number_text(r.value));
  else
    out.push_back("round5(" + std::to_string(r.max_points) + ") = " + number_text(r.raw) + level + jf + " = " +
                  number_text(r.value));
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
                    x.t(" strokes (an extra cross)", " Striche (ein Kreuz mehr)"));
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
      game = x.does(r.declarer, "called", "called", "rief", "riefst") + x.t(" the ace of ", " das Ass von ") +
             suit_name(s.called_suit) + x.t(", partner ", ", Partner ") + x.seat(r.partner);
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
      game = x.seat(r.declarer) + x.t(": Farbsolo in ", ": Farbsolo in ") + suit_name(s.solo_suit);
      break;
    case AsGame::Fixed:
      game = x.t("Fixed partners", "Feste Partner");
      break;
    case AsGame::None:
      break;
  }
  out.push_back(game);
  // Sides by their players: "Anna + Bernd 64 : You + Clara 56".
  bool fixed = s.as_game == AsGame::Fixed;
  auto side_names = [&](uint8_t mask) {
    std::string names;
    for (int p = 0; p < 4; ++p)
      if (mask >> p & 1) names += (names.empty() ? "" : " + ") + x.seat(p);
    return names;
  };
  std::string re_name = side_names(r.re_mask);
  std::string kontra_name = side_names(uint8_t(~r.re_mask & 0xF));
  std::string points = re_name + " " + std::to_string(r.party_points[0]) + " : " + kontra_name + " " +
                       std::to_string(r.party_points[1]) + " → ";
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
    std::string v = "V = (" + std::to_string(r.tariff);
    if (r.schneider) v += " + " + std::to_string(X) + " Schneider";
    if (r.schwarz) v += " + " + std::to_string(X) + " Schwarz";
    if (r.laufende) v += " + " + std::to_string(r.laufende) + "×" + std::to_string(X) + x.t(" Laufende", " Laufende");
    v += ")";
    if (r.doublings) v += " × 2^" + std::to_string(r.doublings);
    v += " = " + number_text(r.value);
    if (__builtin_popcount(r.re_mask) == 1) v += x.t(" (one against three: 3V / V)", " (einer gegen drei: 3V / V)");
    out.push_back(v);
  }
  if (r.fox_captured)
    out.push_back(std::string(x.t("Fox caught by ", "Fuchs gefangen von ")) +
                  (r.fox_captured > 0 ? re_name : kontra_name) + ": " + std::to_string(rules.get(as::TariffExtra)) +
                  x.t(" per player", " je Spieler"));
}

}  // namespace

std::vector<std::string> explain_hand(const State& s, Lang lang, const std::vector<std::string>& seat_names, int you) {
  std::vector<std::string> out;
  if (!s.result.scored) return out;
  Text x{lang, seat_names, you};
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
