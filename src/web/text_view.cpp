// Wrapped text that keeps numbers whole (text_wrap.h).
#include <cfloat>

#include "app.h"
#include "text_wrap.h"

namespace stichfest {

void text_wrapped(const std::string& text, float width) {
  if (width <= 0) width = ImGui::GetContentRegionAvail().x;
  ImFont* font = ImGui::GetFont();
  const float size = ImGui::GetFontSize();
  std::string lines = wrap_at_spaces(text, width, [&](std::string_view s) {
    return font->CalcTextSizeA(size, FLT_MAX, 0, s.data(), s.data() + s.size()).x;
  });
  ImGui::TextUnformatted(lines.c_str());
}

}  // namespace stichfest
