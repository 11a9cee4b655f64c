// The coach's words at the table (coach.h): the hint under the prompt and
// "Could you have done better?" in the hand summary.
#include <algorithm>
#include <cctype>
#include <cstdio>

#include "app.h"
#include "commands.h"
#include "core/search/solver.h"
#include "i18n.h"

namespace stichfest {

namespace {

// A choice's name as the player sees it in the position it was made in.
std::string choice_name(const App& app, const State& before, const std::string& token) {
  return choice_name(before, token, german_deck(app));
}

std::string amount(double v, bool whole = false) { return number_text(v, whole); }

// "♥7 23.4, ♥A 31.0, ..." with the pick first.
std::string choice_list(const App& app, const State& before, const search::Advice& a, size_t most) {
  std::vector<search::Choice> order;
  for (const search::Choice& c : a.choices)
    if (c.token == a.pick) order.push_back(c);
  for (const search::Choice& c : a.choices)
    if (c.token != a.pick) order.push_back(c);
  std::string text;
  for (size_t i = 0; i < order.size() && i < most; ++i)
    text += (i ? ", " : "") + choice_name(app, before, order[i].token) + " " + amount(order[i].expected);
  if (order.size() > most) text += ", …";
  return text;
}

// "Expected card points" at the start of a sentence.
std::string capitalised(const char* words) {
  std::string text = words;
  if (!text.empty()) text[0] = char(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

std::string where(const search::Review& r, const State& before) { return decision_when(r.trick, before); }

// How the exact solve read the hand: in the games where each counts for
// himself it plays all the others against the player (a worst case, not
// what happened at the table), so the text says so.
std::string every_card_known(const search::Review& r) {
  if (r.known.unit == search::Unit::Strokes || r.known.lower_is_better)
    return tr("With every card known and all the others playing against you, ",
              "Mit allen Karten offen und allen anderen gegen dich ");
  return tr("With every card known and best play on both sides, ",
            "Mit allen Karten offen und bestem Spiel beider Seiten ");
}

// What the hand allowed with every card known, from the review's decision
// on: "could not be saved" when no play would have won it.
std::string best_possible(const search::Review& r, const State& before) {
  int best = int(r.exact.front().expected);
  std::string from = r.trick == 0 ? tr("from your first card", "ab deiner ersten Karte")
                                  : std::string(tr("from trick ", "ab Stich ")) + std::to_string(r.trick + 1);
  std::string known = every_card_known(r);
  const bool german = language() == Lang::German;  // where the words of "from" stand differs
  if (r.known.unit == search::Unit::Strokes) {
    if (best <= 0) return known + tr("no play ", "war ") + from + tr(" was sure of a trick.", " kein Stich sicher.");
    if (german)
      return known + "hättest du " + from + " " + std::to_string(best) + (best == 1 ? " Stich" : " Stiche") +
             " sicher gehabt.";
    return known + "you could have made sure of " + std::to_string(best) + (best == 1 ? " trick " : " tricks ") + from +
           ".";
  }
  if (r.known.lower_is_better)
    return known + tr("your best play ", "hätte dich dein bestes Spiel ") + from +
           tr(" would still have left you ", " noch ") + std::to_string(best) + tr(" card points.", " Augen gekostet.");
  // Two sides: the declaring side needs 61, the other 60.
  bool declaring = search::natural_objective(before, r.seat).counted >> r.seat & 1;
  int need = declaring ? 61 : 60;
  if (best < need)
    return known + tr("no play ", "brachte kein Spiel ") + from + tr(" brought your side ", " deiner Seite ") +
           std::to_string(need) +
           tr(" card points: this hand could not be won.", " Augen: das Spiel war nicht zu gewinnen.");
  if (german) return known + "hätte deine Seite " + from + " " + std::to_string(best) + " Augen machen können.";
  return known + "your side could have made " + std::to_string(best) + " card points " + from + ".";
}

// Where does the hint's line go in a low window's decision panel?
// Decided once per position, from the panel as drawn without it. After
// the buttons the line widens the panel (to either side: it may be
// centred); in a row of its own, wrapped `wrap` wide, it grows the panel
// upwards. Either must leave the seats and the info panel in view (568×320
// Ramsen exchange, 480×320 Farbsolo doubling; 740×360 play, right of the
// trick, beside and under the right seat). Where neither does, the words
// show as a notice for a moment.
Coach::HintWords hint_words_place(App& app, const std::string& line, bool fits_in_row, float wrap) {
  using Place = Coach::HintWords;
  Coach& c = app.coach;
  if (c.hint_words_for == c.hint_for) return c.hint_words;
  const HitTarget* panel = drawn_last_frame(app, "panel:prompt");
  if (!panel) return Place::Nowhere;  // not drawn yet: decided on a later frame
  const ImGuiStyle& style = ImGui::GetStyle();
  const float buttons_end = ImGui::GetItemRectMax().x;
  auto clear = [&](ImVec2 min, ImVec2 max) {
    return min.x >= max.x || min.y >= max.y || !meets_drawn(app, min, max, {"panel:prompt"});
  };
  // The panel `right` wide (as far on each side) and `grow` higher meets nothing new.
  auto room = [&](float right, float grow) {
    const float wider = std::max(0.0f, right - panel->max.x);
    return clear(ImVec2(panel->min.x - wider, panel->min.y - grow), ImVec2(panel->max.x + wider, panel->min.y - 1)) &&
           clear(ImVec2(panel->min.x - wider, panel->min.y), ImVec2(panel->min.x - 1, panel->max.y)) &&
           clear(ImVec2(panel->max.x + 1, panel->min.y), ImVec2(panel->max.x + wider, panel->max.y));
  };
  const float one_line = ImGui::CalcTextSize(line.c_str()).x;
  const ImVec2 wrapped = ImGui::CalcTextSize(line.c_str(), nullptr, false, wrap);
  c.hint_words_for = c.hint_for;
  if (fits_in_row && room(buttons_end + style.ItemSpacing.x + one_line + style.WindowPadding.x, 0))
    c.hint_words = Place::AfterButtons;
  else if (room(panel->min.x + wrapped.x + 2 * style.WindowPadding.x, wrapped.y + style.ItemSpacing.y))
    c.hint_words = Place::OwnRow;
  else
    c.hint_words = Place::Nowhere;
  if (c.hint_words == Place::Nowhere) {  // the words for a moment, the marks for the decision
    app_notice(app, line);
    app.notice_position = c.hint_for;  // (gone once it is taken)
  }
  return c.hint_words;
}

}  // namespace

void draw_hint(App& app, float line_end, bool after_buttons, bool keep_row) {
  Coach& c = app.coach;
  c.undo_off_panel = c.hint_off_panel = false;
  if (!app.session.human_to_move()) return;
  // Undo and Hint join the decision buttons' row, in their size (a finger's
  // on a phone). Where a row of decisions leaves no room, they stay off
  // the panel rather than make it cover the table: U and H still work, and
  // a phone's menu offers them (panels_view.cpp).
  // A touch screen has no keys: there they take a row of their own (a
  // phone's Ramsen exchange offered no hint), and their labels no key.
  const bool keys = !app.layout.touch;
  // A panel of buttons alone beside the human's plate (a short phone, a low
  // landscape window's play, layout.h) keeps its one row, below the trick:
  // the hint is the choice alone, after the buttons.
  const bool one_row = prompt_buttons_only(app.layout, app.session.state().phase == Phase::Play);
  const ImGuiStyle& style = ImGui::GetStyle();
  auto fits = [&](const char* label) {
    float width = ImGui::CalcTextSize(label).x + 2 * style.FramePadding.x;
    return !after_buttons || ImGui::GetItemRectMax().x + style.ItemSpacing.x + width <= line_end;
  };
  auto place = [&](const char* label) {
    if (!fits(label)) {
      // (A short phone's panel keeps to its one row beside the plate.)
      if (keys || one_row) return false;
      after_buttons = false;  // a row of its own
    }
    if (after_buttons) ImGui::SameLine();
    after_buttons = true;
    return true;
  };
  const char* undo_label = keys ? tr("Undo (U)", "Zurück (U)") : tr("Undo", "Zurück");
  const char* hint_label = keys ? tr("Hint (H)", "Tipp (H)") : tr("Hint", "Tipp");
  if (coach_can_undo(app)) {
    c.undo_off_panel = !place(undo_label);
    if (!c.undo_off_panel && hit_button(app, "button:undo", undo_label)) {
      run_command(app, CommandKind::Undo);
      return;
    }
  }
  if (!coach_hint_current(app)) {
    c.hint_off_panel = !place(hint_label);
    if (!c.hint_off_panel && hit_button(app, "button:hint", hint_label)) coach_ask_hint(app);
    return;
  }
  ImGui::PushFont(app.font_small);
  const bool short_words = one_row || keep_row;
  auto in_row = [&](const std::string& text) { return short_words && after_buttons && fits(text.c_str()); };
  auto after_them = [&](const std::string& text) {
    if (in_row(text)) ImGui::SameLine(), ImGui::AlignTextToFramePadding();
  };
  if (!c.hint_ready) {
    const std::string thinking =
        short_words ? tr("Thinking…", "Überlege…") : tr("Thinking about a hint…", "Ein Tipp wird überlegt…");
    after_them(thinking);
    if (!keep_row || in_row(thinking)) ImGui::TextDisabled("%s", thinking.c_str());
  } else if (!c.hint_error.empty()) {
    text_wrapped(tr("No hint: ", "Kein Tipp: ") + c.hint_error);
  } else {
    const State& s = app.session.state();
    std::string line = coach_hint_line(app);
    // A kept row's line wraps within the panel's own width.
    const float own_width = line_end - (ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMin().x);
    bool same_row = in_row(line);
    if (keep_row) {
      const Coach::HintWords where = hint_words_place(app, line, same_row, own_width);
      if (where == Coach::HintWords::Nowhere) {
        ImGui::PopFont();
        return;
      }
      same_row = where == Coach::HintWords::AfterButtons;
    }
    if (c.hint.worlds > 0 && !short_words) {
      line += " " + capitalised(expected_words(c.hint.unit)) + ": " + choice_list(app, s, c.hint, 4) + " (" +
              (c.hint.lower_is_better ? tr("fewer is better", "weniger ist besser")
                                      : tr("more is better", "mehr ist besser")) +
              "; " + std::to_string(c.hint.worlds) + tr(" deals weighed).", " Verteilungen gewogen).");
      // The bot keeps the rule-based choice unless another is clearly better,
      // so a choice may show a better mean that chance could explain.
      double mine = search::expected_of(c.hint.choices, c.hint.pick);
      bool close = false;
      for (const search::Choice& other : c.hint.choices)
        close |= c.hint.lower_is_better ? other.expected < mine - 0.05 : other.expected > mine + 0.05;
      if (close)
        line += tr(" Too close to call: no other choice is clearly better over these deals.",
                   " Zu knapp: keine andere Wahl ist über diese Verteilungen klar besser.");
    }
    if (same_row) ImGui::SameLine(), ImGui::AlignTextToFramePadding();
    ImGui::PushStyleColor(ImGuiCol_Text, kHintBlue);
    text_wrapped(line, keep_row ? line_end - ImGui::GetCursorScreenPos().x
                                : std::min(app.layout.size.x * 0.9f, 620.0f * app.layout.scale));
    ImGui::PopStyleColor();
    ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
    register_hit(app, "text:hint:" + c.hint.pick, line, lo, hi, false);
  }
  ImGui::PopFont();
}

void draw_review(App& app) {
  const Coach& c = app.coach;
  if (c.review_record.empty()) return;
  ImGui::Separator();
  ImGui::PushFont(app.font_small);
  ImGui::TextColored(ImVec4(0.98f, 0.85f, 0.45f, 1), "%s",
                     tr("Could you have done better?", "Hättest du besser spielen können?"));
  // A fixed height, so the summary's buttons stay put while the lines
  // come in (a click as the review finished missed its moving button):
  // room for the usual few lines, no empty block under them (a phone's
  // narrow lines wrap: more of them); the list of every decision scrolls
  // inside.
  const float height = ImGui::GetTextLineHeightWithSpacing() * (app.layout.portrait ? 8.5f : 5.5f);
  ImGui::BeginChild("##review", ImVec2(0, height));
  ImVec2 lo = ImGui::GetWindowPos(), hi(lo.x + ImGui::GetWindowSize().x, lo.y + ImGui::GetWindowSize().y);
  std::string shown;  // every line, for the tests
  auto say = [&](const std::string& text) {
    text_wrapped(text);
    shown += (shown.empty() ? "" : "\n") + text;
  };
  if (c.review_moves.empty())
    say(tr("You had no choice to make in this hand.", "Du hattest in diesem Spiel keine Wahl."));
  // The costliest decision, from what the player could know and with every card known.
  double worst_known = 0, worst_exact = 0;
  int at_known = -1, at_exact = -1;
  std::string better_known, better_exact;
  for (size_t i = 0; i < c.reviews.size(); ++i) {
    const search::Review& r = c.reviews[i];
    std::string better;
    // From what he could know: only a cost the worlds' chance cannot explain.
    double cost = search::clear_cost_of(r.known.choices, r.chosen, r.known.lower_is_better, &better);
    if (cost > worst_known) worst_known = cost, at_known = int(i), better_known = better;
    if (!r.solved) continue;
    better.clear();
    cost = search::cost_of(r.exact, r.chosen, r.known.lower_is_better, &better);
    if (cost > worst_exact) worst_exact = cost, at_exact = int(i), better_exact = better;
  }
  if (at_known >= 0 && worst_known >= 0.5) {
    const search::Review& r = c.reviews[size_t(at_known)];
    const State& before = c.review_before[size_t(at_known)];
    say(where(r, before) + ": " + choice_name(app, before, r.chosen) + tr(" cost you about ", " kostete dich etwa ") +
        amount_text(worst_known, r.known.unit, false) + "; " + choice_name(app, before, better_known) +
        tr(" was better (", " war besser (") + expected_words(r.known.unit) + ": " +
        amount(search::expected_of(r.known.choices, better_known)) + ").");
  } else if (c.review_done() && !c.review_moves.empty()) {
    say(tr("From what you could know, every decision was sound.",
           "Nach dem, was du wissen konntest, war jede Entscheidung gut."));
  }
  if (at_exact >= 0) {
    const search::Review& r = c.reviews[size_t(at_exact)];
    const State& before = c.review_before[size_t(at_exact)];
    bool lower = r.known.lower_is_better;
    // "..., Hearts King instead of Hearts Ace (Trick 5) would have saved
    // you 24 card points"; German puts the verb first: "... hätte dir ...".
    const std::string swap = choice_name(app, before, better_exact) + tr(" instead of ", " statt ") +
                             choice_name(app, before, r.chosen) + " (" + where(r, before) + ")";
    const std::string amount_words = amount_text(worst_exact, r.known.unit, true);
    if (language() == Lang::German)
      say(every_card_known(r) + "hätte dir " + swap + " " + amount_words + (lower ? " erspart." : " mehr gebracht."));
    else
      say(every_card_known(r) + swap + (lower ? " would have saved you " : " would have brought you ") + amount_words +
          (lower ? "." : " more."));
  }
  // What the hand allowed at best, from the first card solved exactly.
  for (size_t i = 0; i < c.reviews.size(); ++i) {
    if (c.reviews[i].solved && !c.reviews[i].exact.empty()) {
      say(best_possible(c.reviews[i], c.review_before[i]));
      break;
    }
  }
  if (!c.review_error.empty()) {
    say(c.review_error);
  } else if (!c.review_done()) {
    ImGui::TextDisabled("%s",
                        (std::string(tr("Weighing your decisions… ", "Deine Entscheidungen werden gewogen… ")) +
                         std::to_string(c.reviews.size()) + tr(" of ", " von ") + std::to_string(c.review_moves.size()))
                            .c_str());
  }
  if (!c.reviews.empty() && ImGui::TreeNode(tr("Every decision###decisions", "Jede Entscheidung###decisions"))) {
    for (size_t i = 0; i < c.reviews.size(); ++i) {
      const search::Review& r = c.reviews[i];
      const State& before = c.review_before[i];
      std::string line = full_stop(where(r, before) + ": " + choice_name(app, before, r.chosen)) + " " +
                         capitalised(expected_words(r.known.unit)) + ": " + choice_list(app, before, r.known, 3);
      if (r.solved) {
        line += std::string(tr(". All cards known: ", ". Alle Karten offen: "));
        for (size_t k = 0; k < r.exact.size() && k < 3; ++k)
          line +=
              (k ? ", " : "") + choice_name(app, before, r.exact[k].token) + " " + amount(r.exact[k].expected, true);
      }
      ImGui::BulletText("%s", line.c_str());
    }
    ImGui::TreePop();
  }
  ImGui::EndChild();
  ImGui::PopFont();
  register_hit(app, std::string("text:review:") + (c.review_done() ? "done" : "pending"), shown, lo, hi, false);
}

}  // namespace stichfest
