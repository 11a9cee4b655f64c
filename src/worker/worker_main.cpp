// The page's bot worker: a second WASM module, without the table, that
// searches off the page's main thread (a Web Worker runs it; see
// shell/bot-worker.js). It takes the table's record and answers with the
// next action's token, so the page never blocks while a bot thinks and
// needs neither shared memory nor threads.
#include <emscripten.h>

#include <string>

#include "core/search/table_bot.h"

namespace {
std::string g_reply;
}

extern "C" {

// "ok TOKEN" or "error MESSAGE".
EMSCRIPTEN_KEEPALIVE const char* sfw_decide(const char* record_text) {
  std::string token, error;
  if (!record_text)
    g_reply = "error no record was given";
  else if (stichfest::search::decide_next_token(record_text, token, error))
    g_reply = "ok " + token;
  else
    g_reply = "error " + error;
  return g_reply.c_str();
}

}  // extern "C"

int main() { return 0; }
