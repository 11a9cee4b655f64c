// Bot decisions, hints and reviews off the table's thread, so that the
// table never freezes while a bot thinks: in the browser a Web Worker runs
// the bots' own WASM module (shell/bot-worker.js; no shared memory, so any
// page may embed the table), on the desktop a thread does. The table sends
// a question (core/search/advice.h: "decide", "hint", "review H M") and its
// record, which names the bots' level, under a number of its own, and
// collects the answer by that number; an answer for a game that has moved
// on is dropped. Questions are answered in the order asked.
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
  // Asks a question about the record's game ("decide": its last hand's
  // next action).
  void ask(uint32_t id, const std::string& question, const std::string& record_text);
  // An answer, if one has come: "ok ..." or "error MESSAGE", and how many
  // milliseconds it took.
  bool answer(uint32_t& id, std::string& reply, double& think_ms);

  struct Impl;

 private:
  [[maybe_unused]] Impl* impl_;  // the desktop's thread; the browser needs none
};

}  // namespace stichfest
