// `stichfest check-bots FILE`: replays a record from the table and checks
// that every decision of the bots (every seat but seat 0, the player's) is
// the one its level makes natively (search/table_bot.h). A record the page
// wrote, its bots thinking in the browser's worker, must pass.
#include <cstdio>

#include "cli.h"
#include "core/quote.h"
#include "core/search/table_bot.h"

namespace stichfest::cli {

int check_bots_command(const Args& args) {
  ParsedArgs parsed;
  std::string error;
  if (!parse_args(args, {}, parsed, error)) return fail(error);
  if (parsed.positional.size() != 1) return fail("check-bots needs one record file");
  const std::string& path = parsed.positional[0];
  std::string text;
  Record record;
  if (!read_record_file(path, text, error)) return fail(error);
  if (!parse_record(text, record, error)) return fail(quote(path) + ": " + error);
  // Grow a copy of the record one action at a time, asking the bots before
  // each of theirs.
  Record growing = record;
  growing.hands.clear();
  State s = record_start(record);  // with its start lines, so a partie ends where the record says
  int checked = 0;
  for (size_t h = 0; h < record.hands.size(); ++h) {
    growing.hands.push_back(record.hands[h]);
    growing.hands.back().actions.clear();
    Deck deck;
    if (!record_deck(record, h, deck, error) || !enter_party(record, h, s, error) || !try_deal(s, deck, error))
      return fail(error);
    for (const Action& a : record.hands[h].actions) {
      if (s.to_move != 0) {
        Action mine;
        if (!search::decide_next(growing, mine, error)) return fail(error);
        if (mine != a) {
          std::printf("hand %zu, move %zu: the record has %s, the %s bots play %s\n", h + 1,
                      growing.hands.back().actions.size() + 1, action_token(s, a).c_str(), bot_level_name(record.bots),
                      action_token(s, mine).c_str());
          return 1;
        }
        ++checked;
      }
      if (!try_apply(s, a, error)) return fail(error);
      growing.hands.back().actions.push_back(a);
    }
  }
  std::printf("%d decisions of the %s bots, each as they play natively\n", checked, bot_level_name(record.bots));
  return 0;
}

}  // namespace stichfest::cli
