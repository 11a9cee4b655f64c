// The table's commands in one place. A click, a key, the JavaScript API
// (window.stichfest) and the host page's postMessage (shell/embed.js) all
// call app_command, so a command does the same whoever gives it, and the
// events a host page listens to come from here and from the bots' moves.
#pragma once

#include <string>

#include "core/state.h"

namespace stichfest {

struct App;

enum class CommandKind {
  Act,           // the human's card or declaration: `action`
  NextHand,      // deal the next hand (the hand's summary is closed)
  NewMatch,      // a new match of the settings' game with a fresh seed
  Undo,          // take back the human's last move
  OpenLink,      // open a share or record link: `text`
  ShowPosition,  // an embedded frame sets out a position: `text` as in embed.h
};

struct Command {
  CommandKind kind = CommandKind::NextHand;
  Action action;
  std::string text;
};

// Runs the command; false with a message for the caller (the table also
// shows it where the player needs to see it).
bool app_command(App& app, const Command& command, std::string& error);

// The same for the table's own buttons and keys, whose messages the table
// shows itself.
void run_command(App& app, CommandKind kind, const Action& action = {});

// Tells the host page what changed since the last call: "state" whenever
// the position moves, "handEnd" when a hand has been scored. Called after
// every command and every frame (the bots move between commands).
void emit_changes(App& app);

}  // namespace stichfest
