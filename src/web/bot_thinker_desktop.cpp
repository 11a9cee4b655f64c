// The desktop's bot thinker: one thread that decides the latest question.
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "bot_thinker.h"
#include "core/search/table_bot.h"

namespace stichfest {

struct BotThinker::Impl {
  std::mutex mutex;
  std::condition_variable wake;
  bool stop = false;
  bool asked = false, answered = false;
  uint32_t ask_id = 0, answer_id = 0;
  std::string record, reply;
  double think_ms = 0;
  std::thread thread;

  void run() {
    std::unique_lock<std::mutex> lock(mutex);
    for (;;) {
      wake.wait(lock, [&] { return stop || asked; });
      if (stop) return;
      uint32_t id = ask_id;
      std::string text = std::move(record);
      asked = false;
      lock.unlock();
      auto start = std::chrono::steady_clock::now();
      std::string token, error;
      std::string out = search::decide_next_token(text, token, error) ? "ok " + token : "error " + error;
      double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
      lock.lock();
      answer_id = id;
      reply = out;
      think_ms = ms;
      answered = true;
    }
  }
};

BotThinker::BotThinker() : impl_(new Impl) { impl_->thread = std::thread([this] { impl_->run(); }); }

BotThinker::~BotThinker() {
  {
    std::lock_guard<std::mutex> lock(impl_->mutex);
    impl_->stop = true;
  }
  impl_->wake.notify_one();
  impl_->thread.join();
  delete impl_;
}

bool BotThinker::available() const { return true; }

void BotThinker::ask(uint32_t id, const std::string& record_text) {
  {
    std::lock_guard<std::mutex> lock(impl_->mutex);
    impl_->ask_id = id;
    impl_->record = record_text;
    impl_->asked = true;
  }
  impl_->wake.notify_one();
}

bool BotThinker::answer(uint32_t& id, std::string& reply, double& think_ms) {
  std::lock_guard<std::mutex> lock(impl_->mutex);
  if (!impl_->answered) return false;
  impl_->answered = false;
  id = impl_->answer_id;
  reply = impl_->reply;
  think_ms = impl_->think_ms;
  return true;
}

}  // namespace stichfest
