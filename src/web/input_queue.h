// Feeds SDL events to Dear ImGui at most one button or key change per frame.
//
// Dear ImGui 1.86 samples the pointer and the keys once per frame, as a
// state. A press and release inside one frame, or two clicks on a busy
// machine, would otherwise be merged, lost or land where the pointer ended
// up. Later events wait for the next frames, each frame seeing the pointer
// where its own event happened.
#pragma once

#include <SDL.h>

namespace stichfest {

// Polls SDL and hands this frame's share of events to the ImGui backend.
// `on_event` also sees each of them (quit, window close).
void feed_input(void (*on_event)(const SDL_Event&, void*), void* context);

// True when the last pointer event came from a finger: SDL turns touches
// into mouse events, whose position then stays where the finger left.
bool pointer_is_finger();

// The browser took a press over (it scrolls the host page instead: an
// embedded frame's swipe): the press ends without a click or a card played.
void cancel_press();

// After the backend's NewFrame: restores the pointer this frame's events
// describe (the backend reads SDL's latest state, which may be ahead).
void apply_held_pointer();

}  // namespace stichfest
