// Keeps each game's statistics (stats.h) under its own storage key: read
// once at start, counted and written when a hand has finished.
#include "app.h"
#include "i18n.h"
#include "platform.h"

namespace stichfest {

namespace {

std::string stats_key(Game game) { return std::string("stichfest.stats.") + game_spec(game).key; }

}  // namespace

void app_load_stats(App& app) {
  for (int g = 0; g < kGameCount; ++g) {
    Game game = Game(g);
    std::string problem;
    app.stats[g] = stats_from_text(storage_get(stats_key(game), kMaxStatsBytes), problem);
    if (problem.empty()) continue;
    // Kept aside whole (nothing is lost), and the key is free for new counts.
    storage_move(stats_key(game), stats_key(game) + ".unreadable");
    app_notice(app,
               std::string(tr("Your statistics of ", "Deine Statistik für ")) + game_title(game) +
                   tr(" could not be read (", " war nicht lesbar (") + problem +
                   tr("); they start afresh.", "); sie beginnt neu."),
               true);
  }
}

void app_count_hand(App& app) {
  const Session& session = app.session;
  uint64_t here = session.position();
  if (here == app.stats_position) return;  // nothing has happened since the last look
  app.stats_position = here;
  const State& s = session.state();
  // A guest frame on another page keeps no statistics; nor does the
  // desktop's test mode, where bots play the human's seat.
  if (app.embedded || app.test_mode || in_hand(s) || !s.result.scored || session.record().hands.empty()) return;
  GameStats& stats = app.stats[int(s.rules->game)];
  if (!count_hand(stats, hand_stat(s, session.record()), hand_key(session.record()))) return;
  note_storage(app, storage_set(stats_key(s.rules->game), stats_to_text(stats)));
}

}  // namespace stichfest
