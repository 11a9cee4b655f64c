// The page's bot worker: a second WASM module, without the table, that
// searches off the page's main thread (a Web Worker runs it; see
// shell/bot-worker.js). It takes a question and the table's record and
// answers in text (search/advice.h: the bots' next action, the player's
// hint, the review of a decision), so the page never blocks while a bot
// thinks and needs neither shared memory nor threads.
#include <emscripten.h>

#include <string>

#include "core/search/advice.h"

namespace {
std::string g_reply;
}

extern "C" {

// "ok ..." or "error MESSAGE".
EMSCRIPTEN_KEEPALIVE const char* sfw_answer(const char* question, const char* record_text) {
  if (!question || !record_text)
    g_reply = "error no question or no record was given";
  else
    g_reply = stichfest::search::answer_question(question, record_text);
  return g_reply.c_str();
}

}  // extern "C"

int main() { return 0; }
