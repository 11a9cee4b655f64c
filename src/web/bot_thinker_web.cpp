// The browser's bot thinker: the page's Web Worker (shell.js starts it,
// shell/bot-worker.js runs the bots' module). Answers come back through
// sf_bot_answer, which the page calls.
#include <emscripten.h>

#include <deque>

#include "bot_thinker.h"

namespace stichfest {

namespace {

struct Answer {
  uint32_t id;
  std::string reply;
  double ms;
};
std::deque<Answer> g_answers;

// clang-format off (JavaScript)
EM_JS(int, js_bots_available, (), { return window.stichfestBots && window.stichfestBots.available() ? 1 : 0; });
EM_JS(void, js_bots_ask, (double id, const char* question, const char* record),
      { window.stichfestBots.ask(id, UTF8ToString(question), UTF8ToString(record)); });
// clang-format on

}  // namespace

struct BotThinker::Impl {};

BotThinker::BotThinker() : impl_(nullptr) {}
BotThinker::~BotThinker() = default;

bool BotThinker::available() const { return js_bots_available() != 0; }

void BotThinker::ask(uint32_t id, const std::string& question, const std::string& record_text) {
  js_bots_ask(double(id), question.c_str(), record_text.c_str());
}

bool BotThinker::answer(uint32_t& id, std::string& reply, double& think_ms) {
  if (g_answers.empty()) return false;
  Answer a = std::move(g_answers.front());
  g_answers.pop_front();
  id = a.id;
  reply = std::move(a.reply);
  think_ms = a.ms;
  return true;
}

}  // namespace stichfest

extern "C" EMSCRIPTEN_KEEPALIVE void sf_bot_answer(double id, const char* reply, double ms) {
  if (!reply) return;
  if (stichfest::g_answers.size() > 16) stichfest::g_answers.pop_front();  // nobody is collecting: keep the newest
  stichfest::g_answers.push_back({uint32_t(id), reply, ms});
}
