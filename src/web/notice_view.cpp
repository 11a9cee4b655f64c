// The notice of the moment ("Wait for your turn.", a hint whose words found
// no room in the decision panel): a dark box over the table for a few
// seconds, where it hides nothing the player needs.
#include <algorithm>
#include <vector>

#include "app.h"

namespace stichfest {

namespace {

// A notice's box: 14 px wider and 8 px taller than its words on each side.
ImVec2 box_min(ImVec2 at) { return ImVec2(at.x - 14, at.y - 8); }
ImVec2 box_max(ImVec2 at, ImVec2 ts) { return ImVec2(at.x + ts.x + 14, at.y + ts.y + 8); }

// A notice at `at` lies on the screen and on nothing drawn last frame.
bool covers_nothing(const App& app, ImVec2 at, ImVec2 ts) {
  const ImVec2 min = box_min(at), max = box_max(at, ts);
  if (min.x < 0 || min.y < 0 || max.x > app.layout.size.x || max.y > app.layout.size.y) return false;
  if (meets_drawn(app, min, max, {})) return false;
  for (const HitTarget& t : app.hits)  // the human's cards
    if (t.id.rfind("card:", 0) == 0 && boxes_meet(min, max, t.min, t.max)) return false;
  return true;
}

// Where a notice `ts` big goes. First on top, under the bar; where that
// covers the info panel (the trumps, the game), just above the decision
// panel, by the hand it speaks of, or below the info panel. Where each of
// those covers something the player reads or presses (568×320, the Ramsen
// exchange: the hint's words lay on the decision panel's buttons), the
// highest place that covers nothing; where none does, the place that
// spares the info panel.
ImVec2 notice_place(const App& app, ImVec2 ts) {
  const Layout& L = app.layout;
  const HitTarget* info = drawn_last_frame(app, "panel:info");
  const HitTarget* prompt = drawn_last_frame(app, "panel:prompt");
  auto covers_info = [&](ImVec2 at) { return info && boxes_meet(box_min(at), box_max(at, ts), info->min, info->max); };
  auto clear = [&](ImVec2 at) { return covers_nothing(app, at, ts); };
  const float centred = L.size.x * 0.5f - ts.x * 0.5f;
  std::vector<ImVec2> places = {ImVec2(centred, L.top_bar + 10)};
  if (prompt) {
    const float y = prompt->min.y - ts.y - 18;
    places.push_back(ImVec2(centred, y));
    // Over the panel's middle (five players' panel at the right at 480×320).
    places.push_back(ImVec2(
        std::clamp((prompt->min.x + prompt->max.x - ts.x) * 0.5f, 14.0f, std::max(14.0f, L.size.x - ts.x - 14)), y));
  }
  if (info) places.push_back(ImVec2(centred, info->max.y + 16));
  for (ImVec2 at : places)
    if (clear(at)) return at;
  for (float y = L.top_bar + 10; y + ts.y + 8 <= L.size.y; y += 6)
    for (float x : {centred, 14.0f, L.size.x - ts.x - 14})
      if (clear(ImVec2(x, y))) return ImVec2(x, y);
  for (ImVec2 at : places)
    if (!covers_info(at)) return at;
  return places.back();
}

}  // namespace

void draw_notice(App& app) {
  // A hint's words go with the decision they speak of.
  if (app.notice_position != 0 && app.notice_position != app.session.position()) app.notice.clear();
  if (app.notice.empty() || app.now >= app.notice_until) return;
  const Layout& L = app.layout;
  ImFont* f = app.font_body;
  float fs = f->FontSize * ImGui::GetIO().FontGlobalScale;
  ImVec2 ts = f->CalcTextSizeA(fs, L.size.x * 0.9f, L.size.x * 0.9f, app.notice.c_str());
  // Placed anew where the table's size changed or something came under it
  // (the next decision's panel, the trick's cards).
  if (app.notice_for_size.x != L.size.x || app.notice_for_size.y != L.size.y ||
      !covers_nothing(app, app.notice_at, ts)) {
    app.notice_at = notice_place(app, ts);
    app.notice_for_size = L.size;
  }
  const ImVec2 pos = app.notice_at;
  // Above every window: on a phone the info panel spans the notice's place.
  ImDrawList* top = ImGui::GetForegroundDrawList();
  top->AddRectFilled(ImVec2(pos.x - 14, pos.y - 8), ImVec2(pos.x + ts.x + 14, pos.y + ts.y + 8),
                     app.notice_is_error ? IM_COL32(120, 30, 30, 245) : IM_COL32(20, 20, 20, 240), 10);
  top->AddText(f, fs, pos, IM_COL32(255, 255, 255, 255), app.notice.c_str(), nullptr, L.size.x * 0.9f);
  register_hit(app, app.notice_is_error ? "notice:error" : "notice", app.notice, pos,
               ImVec2(pos.x + ts.x, pos.y + ts.y), false);
}

}  // namespace stichfest
