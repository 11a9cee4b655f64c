// The challenge (a score to beat carried by a link) and the sealed deal (a
// fresh match's hash before its first card, its seed and nonce after the
// match): the info panel's lines, the summary's verdict and reveal, and
// the links that offer them.
#include "app.h"
#include "core/challenge.h"
#include "core/commitment.h"
#include "core/record.h"
#include "i18n.h"
#include "platform.h"

namespace stichfest {

namespace {

// "df1e ae65 096e 1cb8": the short hash in groups that the eye can compare.
std::string grouped(const std::string& hex) {
  std::string out;
  for (size_t i = 0; i < kShortCommitmentDigits && i < hex.size(); ++i) {
    if (i && i % 4 == 0) out += ' ';
    out += hex[i];
  }
  return out;
}

// The command that checks the sealed match (its values are all public now).
std::string verify_command(const Session& session) {
  const Record& r = session.record();
  return "stichfest verify " + session.commitment().substr(0, kShortCommitmentDigits) + " --rules '" +
         format_rules(r.rules) + "' --seed " + format_seed(r.seed) + " --nonce " + r.nonce + " --dealer " +
         std::to_string(r.first_dealer);
}

// Whether the table is at the part of the match the challenge is about:
// its first hand, or the whole match.
bool challenge_in_view(const Session& session) {
  const Challenge& c = session.challenge();
  return c.active && (c.whole_match || session.record().hands.size() == 1);
}

// What the challenge's number counts; a Durchmarsch's -120 says why.
std::string challenge_words(Game game, const Challenge& c) {
  std::string words = measure_words(game, c.whole_match, c.part);
  bool ramsch = game == Game::Schieberamsch || game == Game::KalterSchlag;
  if (ramsch && !c.whole_match && c.part == HandPart::Plain && c.score == -120)
    words += tr("; a Durchmarsch counts −120", "; ein Durchmarsch zählt −120");
  return words;
}

std::string score_to_beat(const Session& session) {
  const Challenge& c = session.challenge();
  return std::string(tr("Score to beat: ", "Zu schlagen: ")) + std::to_string(c.score) + " (" +
         challenge_words(session.rules().game, c) + ")";
}

}  // namespace

std::string measure_words(Game game, bool whole_match, HandPart part) {
  // A Grand Hand is won on card points: its two sides want many.
  if (!whole_match && part == HandPart::Soloist)
    return tr("your card points in the Grand Hand, skat included, more is better",
              "deine Augen im Grand Hand, mit Skat, mehr ist besser");
  if (!whole_match && part == HandPart::Defender)
    return tr("your side's card points against the Grand Hand, more is better",
              "Augen deiner Seite gegen den Grand Hand, mehr ist besser");
  if (game == Game::SchafkopfUS)
    return whole_match ? tr("match total, more is better", "Partiestand, mehr ist besser")
                       : tr("score of the hand, more is better", "Wertung des Spiels, mehr ist besser");
  if (whole_match)
    return game == Game::Ramsen
               ? tr("strokes to go at the end, fewer is better", "Striche übrig am Ende, weniger ist besser")
               : tr("points written in the match, fewer is better",
                    "geschriebene Punkte der Partie, weniger ist besser");
  return game == Game::Ramsen
             ? tr("change in strokes to go, fewer is better", "Änderung der Striche, weniger ist besser")
             : tr("card points taken, fewer is better", "Augen genommen, weniger ist besser");
}

std::vector<std::pair<std::string, std::string>> fair_play_lines(App& app) {
  const Session& session = app.session;
  const State& s = session.state();
  // A phone's info panel has room for one short line above the top seat:
  // the score to beat without its explanation (the summary gives it), and
  // the seal only until the first card (the summary shows it after).
  bool compact = app.layout.portrait;
  std::vector<std::pair<std::string, std::string>> out;
  if (challenge_in_view(session))
    out.emplace_back("text:score-to-beat", compact ? std::string(tr("Score to beat: ", "Zu schlagen: ")) +
                                                         std::to_string(session.challenge().score)
                                                   : score_to_beat(session));
  bool before_first_card = session.record().hands.size() == 1 && s.trick_number == 0 && s.trick_size == 0;
  std::string hash = session.commitment();
  if (!hash.empty() && s.phase != Phase::MatchOver && (!compact || before_first_card))
    out.emplace_back("text:sealed-deal", std::string(tr("Sealed deal: ", "Versiegelt: ")) + grouped(hash));
  return out;
}

void app_challenge(App& app, bool whole_match) {
  ShareLink link = app.session.challenge_link(whole_match);
  std::string intro =
      std::string(whole_match ? tr("Whoever opens this link plays this match's deals against the same bots, with "
                                   "your result to beat: ",
                                   "Wer diesen Link öffnet, spielt die Spiele dieser Partie gegen dieselben Gegner "
                                   "und muss dein Ergebnis schlagen: ")
                              : tr("Whoever opens this link plays this hand's cards against the same bots, with your "
                                   "result to beat: ",
                                   "Wer diesen Link öffnet, spielt die Karten dieses Spiels gegen dieselben Gegner und "
                                   "muss dein Ergebnis schlagen: ")) +
      std::to_string(link.challenge.score) + " (" + challenge_words(link.rules.game, link.challenge) + ").";
  offer_page_link(app, page_address() + format_share_link(link), tr("Challenge a friend", "Herausfordern"),
                  intro.c_str());
}

void draw_fair_play_summary(App& app) {
  const Session& session = app.session;
  const State& s = session.state();
  bool over = s.phase == Phase::MatchOver;
  const Challenge& c = session.challenge();
  if (challenge_in_view(session) && (!c.whole_match || over)) {
    int32_t got = 0;
    ChallengeOutcome outcome = judge_challenge(c, s, Session::kHuman, got);
    std::string verdict = outcome == ChallengeOutcome::Beaten     ? tr("beaten!", "geschlagen!")
                          : outcome == ChallengeOutcome::Equalled ? tr("equalled.", "eingestellt.")
                          : outcome == ChallengeOutcome::NotBeaten
                              ? tr("not beaten.", "nicht geschlagen.")
                              : tr("another game than the sender's, so not comparable.",
                                   "ein anderes Spiel als beim Absender, also nicht vergleichbar.");
    std::string yours = std::to_string(got);
    if (outcome == ChallengeOutcome::NotComparable)  // say what the friend's number counts
      yours += " (" + measure_words(s.rules->game, false, hand_part(s, Session::kHuman)) + ")";
    std::string text = score_to_beat(session) + tr(". Yours: ", ". Deins: ") + yours + " — " + verdict;
    ImVec4 colour = outcome == ChallengeOutcome::NotBeaten       ? ImVec4(1.0f, 0.7f, 0.6f, 1)
                    : outcome == ChallengeOutcome::NotComparable ? ImVec4(0.85f, 0.85f, 0.8f, 1)
                                                                 : ImVec4(0.6f, 1.0f, 0.6f, 1);
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
    register_hit(app, "text:challenge-result", text, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), false);
  }
  std::string hash = session.commitment();
  if (hash.empty()) return;
  ImGui::PushFont(app.font_small);
  if (!over) {
    // The seed deals every hand of the match: shown now, it would tell the cards still to come.
    std::string text = std::string(tr("Sealed deal ", "Versiegeltes Mischen ")) + grouped(hash) +
                       tr(": its seed is shown when the match is over.", ": der Seed wird am Ende der Partie gezeigt.");
    ImGui::TextWrapped("%s", text.c_str());
    register_hit(app, "text:sealed", text, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), false);
  } else {
    // One line and a button: the match-end summary is already tall. The
    // nonce and the whole hash are in the command the button offers.
    std::string text = std::string(tr("Sealed deal ", "Versiegeltes Mischen ")) + grouped(hash) +
                       tr(" revealed: seed ", " aufgedeckt: Seed ") + format_seed(session.record().seed) + ".";
    // A line no taller than its text where a mouse points (the match's last
    // summary is the tallest; a finger still gets a full-size button).
    if (!app.layout.touch) ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(8, 1));
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(text.c_str());
    register_hit(app, "text:revealed", text, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), false);
    ImGui::SameLine();
    bool check = hit_button(app, "button:verify", tr("Check it", "Prüfen"));
    if (!app.layout.touch) ImGui::PopStyleVar();
    if (check) {
      std::string intro = std::string(tr("SHA-256 ", "SHA-256 ")) + hash +
                          tr(". Run this with the stichfest tool: it computes the hash again and prints the cards "
                             "the seed deals.",
                             ". Mit dem stichfest-Werkzeug ausführen: es rechnet den Hash nach und zeigt die Karten "
                             "des Seeds.");
      offer_page_link(app, verify_command(session), tr("Check the deal", "Mischen prüfen"), intro.c_str());
    }
  }
  ImGui::PopFont();
}

}  // namespace stichfest
