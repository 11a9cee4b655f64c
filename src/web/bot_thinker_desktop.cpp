// The desktop's bot thinker: one thread that answers the questions in the
// order asked.
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

#include "bot_thinker.h"
#include "core/search/advice.h"

namespace stichfest {

struct BotThinker::Impl {
  struct Message {
    uint32_t id;
    std::string question, text;  // the record, then the reply
    double ms;
  };
  std::mutex mutex;
  std::condition_variable wake;
  bool stop = false;
  std::deque<Message> questions, answers;
  std::thread thread;

  void run() {
    std::unique_lock<std::mutex> lock(mutex);
    for (;;) {
      wake.wait(lock, [&] { return stop || !questions.empty(); });
      if (stop) return;
      Message m = std::move(questions.front());
      questions.pop_front();
      lock.unlock();
      auto start = std::chrono::steady_clock::now();
      m.text = search::answer_question(m.question, m.text);
      m.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
      lock.lock();
      answers.push_back(std::move(m));
    }
  }
};

BotThinker::BotThinker() : impl_(new Impl) {
  impl_->thread = std::thread([this] { impl_->run(); });
}

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

void BotThinker::ask(uint32_t id, const std::string& question, const std::string& record_text) {
  {
    std::lock_guard<std::mutex> lock(impl_->mutex);
    impl_->questions.push_back({id, question, record_text, 0});
  }
  impl_->wake.notify_one();
}

bool BotThinker::answer(uint32_t& id, std::string& reply, double& think_ms) {
  std::lock_guard<std::mutex> lock(impl_->mutex);
  if (impl_->answers.empty()) return false;
  Impl::Message m = std::move(impl_->answers.front());
  impl_->answers.pop_front();
  id = m.id;
  reply = std::move(m.text);
  think_ms = m.ms;
  return true;
}

}  // namespace stichfest
