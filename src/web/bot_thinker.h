// Bot decisions off the table's thread, so that the table never freezes
// while a bot thinks: in the browser a Web Worker runs the bots' own WASM
// module (shell/bot-worker.js; no shared memory, so any page may embed the
// table), on the desktop a thread does. The table sends its record, which
// names the bots' level, under a number of its own, and collects the
// answer by that number; an answer for a game that has moved on is dropped.
#pragma once

#include <cstdint>
#include <string>

namespace stichfest {

class BotThinker {
 public:
  BotThinker();
  ~BotThinker();
  BotThinker(const BotThinker&) = delete;
  BotThinker& operator=(const BotThinker&) = delete;

  // False when no worker can run (then the table decides itself).
  bool available() const;
  // Asks for the next action of the record's last hand. A newer question
  // replaces one not yet taken up.
  void ask(uint32_t id, const std::string& record_text);
  // An answer, if one has come: "ok TOKEN" or "error MESSAGE", and how many
  // milliseconds the bot thought.
  bool answer(uint32_t& id, std::string& reply, double& think_ms);

  struct Impl;

 private:
  [[maybe_unused]] Impl* impl_;  // the desktop's thread; the browser needs none
};

}  // namespace stichfest
