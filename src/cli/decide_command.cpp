// `stichfest decide FILE`: the next action of a record's last hand, as the
// record's bots choose it (search/table_bot.h): the same answer the page's
// bot worker gives, which scripts/check-worker.sh checks. With --ask
// QUESTION it answers another of the worker's questions ("hint",
// "review H M"; search/advice.h) in the worker's own words.
#include <cstdio>

#include "cli.h"
#include "core/quote.h"
#include "core/search/advice.h"
#include "core/search/table_bot.h"

namespace stichfest::cli {

int decide_command(const Args& args) {
  ParsedArgs parsed;
  std::string error;
  if (!parse_args(args, {{"--ask", true}}, parsed, error)) return fail(error);
  if (parsed.positional.size() != 1) return fail("decide needs one record file");
  const std::string& path = parsed.positional[0];
  std::string text, token;
  if (!read_record_file(path, text, error)) return fail(error);
  if (parsed.has("--ask")) {
    std::printf("%s\n", search::answer_question(parsed.get("--ask"), text).c_str());
    return 0;
  }
  if (!search::decide_next_token(text, token, error)) return fail(quote(path) + ": " + error);
  std::printf("%s\n", token.c_str());
  return 0;
}

}  // namespace stichfest::cli
