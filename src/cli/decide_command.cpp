// `stichfest decide FILE`: the next action of a record's last hand, as the
// record's bots choose it (search/table_bot.h): the same answer the page's
// bot worker gives, which the test script checks.
#include <cstdio>
#include <fstream>
#include <sstream>

#include "cli.h"
#include "core/search/table_bot.h"

namespace stichfest::cli {

int decide_command(const Args& args) {
  Args pos = positional(args);
  if (pos.size() != 1) return fail("decide needs one record file");
  std::ifstream in(pos[0], std::ios::binary);
  if (!in) return fail("cannot read '" + pos[0] + "'");
  std::stringstream buffer;
  buffer << in.rdbuf();
  std::string token, error;
  if (!search::decide_next_token(buffer.str(), token, error)) return fail(pos[0] + ": " + error);
  std::printf("%s\n", token.c_str());
  return 0;
}

}  // namespace stichfest::cli
