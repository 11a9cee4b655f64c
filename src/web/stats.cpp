#include "stats.h"

#include <cinttypes>
#include <cstdio>

#include "core/challenge.h"
#include "core/hash.h"
#include "core/split.h"

namespace stichfest {

namespace {

// The largest count kept: a billion hands is more than anyone plays.
constexpr int64_t kMaxCount = 1000000000;
constexpr int64_t kMaxSum = kMaxCount * int64_t(kMaxChallengeScore);

bool read_int(std::string_view t, int64_t min, int64_t max, int64_t& out) {
  bool negative = !t.empty() && t[0] == '-';
  if (negative) t.remove_prefix(1);
  if (t.empty() || t.size() > 18) return false;
  int64_t v = 0;
  for (char ch : t) {
    if (ch < '0' || ch > '9') return false;
    v = v * 10 + (ch - '0');
  }
  v = negative ? -v : v;
  if (v < min || v > max) return false;
  out = v;
  return true;
}

}  // namespace

HandStat hand_stat(const State& s, const Record& record) {
  HandStat h;
  const HandResult& r = s.result;
  const int me = 0;
  h.value = hand_measure(s, me);
  // A Grand Hand's card points count the other way (either side wants
  // many), so they stay out of the card-point average.
  h.in_average = hand_part(s, me) == HandPart::Plain;
  h.with_undo = !record.hands.empty() && record.hands.back().undos > 0;
  h.first_of_match = record.hands.size() == 1;
  h.match_over = s.phase == Phase::MatchOver;
  h.match_won = h.match_over && s.match_winner == me;
  Game g = s.rules->game;
  if (g == Game::Schieberamsch) {
    if (s.soloist == me) {
      h.solo = true, h.solo_won = r.won;
    } else if (s.soloist < 0) {
      h.durchmarsch = r.durchmarsch == me;
      h.jungfrau = r.tricks[me] == 0 && r.durchmarsch < 0;
    }
  }
  if (g == Game::SchafkopfUS && r.declarer == me && (s.as_game == AsGame::SilentSolo || s.as_game == AsGame::Farbsolo))
    h.solo = true, h.solo_won = r.won && !r.tie;
  return h;
}

std::string hand_key(const Record& record) {
  uint64_t h = fnv1a(fnv1a(kFnvOffset, record.seed), record.first_hand + record.hands.size());
  h = fnv1a(h, uint64_t(record.first_dealer));
  if (!record.hands.empty()) {
    const RecordHand& hand = record.hands.back();
    h = fnv1a(h, hand.undos);
    for (const Action& a : hand.actions) h = fnv1a(h, uint64_t(a.kind) << 40 | uint64_t(a.arg) << 32 | a.cards.bits());
  }
  char text[17];
  std::snprintf(text, sizeof text, "%016" PRIx64, h);
  return text;
}

bool count_hand(GameStats& st, const HandStat& hand, const std::string& key) {
  if (key == st.last_key) return false;
  st.last_key = key;
  ++st.hands;
  if (hand.first_of_match) ++st.matches;
  if (hand.match_over) ++st.finished;
  if (hand.match_won) ++st.won;
  st.chart.push_back({hand.value, hand.with_undo});
  if (st.chart.size() > kStatsChartHands) st.chart.erase(st.chart.begin());
  if (hand.with_undo) {
    ++st.undo_hands;
    return true;
  }
  if (hand.in_average) ++st.averaged, st.sum += hand.value;
  st.jungfrau += hand.jungfrau;
  st.durchmarsch += hand.durchmarsch;
  st.solos += hand.solo;
  st.solos_won += hand.solo_won;
  return true;
}

std::string stats_to_text(const GameStats& st) {
  std::string out = "stichfest-stats 1\n";
  auto line = [&](const char* key, int64_t v) { out += std::string(key) + " " + std::to_string(v) + "\n"; };
  line("hands", st.hands);
  line("undo-hands", st.undo_hands);
  line("matches", st.matches);
  line("finished", st.finished);
  line("won", st.won);
  line("averaged", st.averaged);
  line("sum", st.sum);
  line("jungfrau", st.jungfrau);
  line("durchmarsch", st.durchmarsch);
  line("solos", st.solos);
  line("solos-won", st.solos_won);
  if (!st.last_key.empty()) out += "last-key " + st.last_key + "\n";
  out += "chart";
  for (const ChartPoint& p : st.chart) out += " " + std::to_string(p.value) + (p.with_undo ? "u" : "");
  return out + "\n";
}

GameStats stats_from_text(std::string_view text, std::string& problem) {
  problem.clear();
  GameStats st;
  if (text.empty()) return st;
  auto bad = [&](const std::string& why) {
    problem = why;
    return GameStats();
  };
  if (text.size() > kMaxStatsBytes) return bad("too long");
  bool header = false;
  while (!text.empty()) {
    size_t end = text.find('\n');
    std::vector<std::string_view> w = split_words(text.substr(0, end));
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    if (w.empty()) continue;
    if (!header) {
      if (w.size() != 2 || w[0] != "stichfest-stats" || w[1] != "1") return bad("not statistics of this version");
      header = true;
      continue;
    }
    std::string key(w[0]);
    for (char ch : key)  // a newer version's keys are words too: anything else is damage
      if ((ch < 'a' || ch > 'z') && ch != '-') return bad("a damaged line");
    if (key == "chart") {
      if (w.size() - 1 > kStatsChartHands) return bad("a chart of more than 50 hands");
      st.chart.clear();
      for (size_t i = 1; i < w.size(); ++i) {
        std::string_view t = w[i];
        bool undo = t.size() > 1 && t.back() == 'u';
        if (undo) t.remove_suffix(1);
        int64_t v = 0;
        if (!read_int(t, -kMaxChallengeScore, kMaxChallengeScore, v)) return bad("a bad chart value");
        st.chart.push_back({int32_t(v), undo});
      }
      continue;
    }
    if (key == "last-key") {
      if (w.size() != 2 || w[1].size() > 32) return bad("a bad last-key line");
      st.last_key = std::string(w[1]);
      continue;
    }
    uint32_t* field = key == "hands"         ? &st.hands
                      : key == "undo-hands"  ? &st.undo_hands
                      : key == "matches"     ? &st.matches
                      : key == "finished"    ? &st.finished
                      : key == "won"         ? &st.won
                      : key == "averaged"    ? &st.averaged
                      : key == "jungfrau"    ? &st.jungfrau
                      : key == "durchmarsch" ? &st.durchmarsch
                      : key == "solos"       ? &st.solos
                      : key == "solos-won"   ? &st.solos_won
                                             : nullptr;
    int64_t v = 0;
    if (key == "sum") {
      if (w.size() != 2 || !read_int(w[1], -kMaxSum, kMaxSum, v)) return bad("a bad sum");
      st.sum = v;
    } else if (field) {
      if (w.size() != 2 || !read_int(w[1], 0, kMaxCount, v)) return bad("a bad count for " + key);
      *field = uint32_t(v);
    }
    // Unknown keys are skipped: a newer version's statistics still read.
  }
  if (!header) return bad("not statistics");
  // Counts that contradict each other are not ours either.
  if (st.undo_hands > st.hands || st.averaged > st.hands || st.won > st.finished || st.solos_won > st.solos ||
      st.chart.size() > st.hands)
    return bad("counts that do not add up");
  return st;
}

}  // namespace stichfest
