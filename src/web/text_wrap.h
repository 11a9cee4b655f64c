// Word wrap that breaks lines only at spaces. ImGui's own wrap may break
// after a '.' or ',' inside a number ("Leaves 7 48." / "6"), which shows
// the player a number that is not there.
#pragma once
#include <functional>
#include <string>
#include <string_view>

namespace stichfest {

// `text` with each space where a line must end turned into '\n', so that
// no line is wider than `width` by `measure` unless it is one word alone.
// Newlines already in the text are kept.
std::string wrap_at_spaces(std::string_view text, float width, const std::function<float(std::string_view)>& measure);

}  // namespace stichfest
