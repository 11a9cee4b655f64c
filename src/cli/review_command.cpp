// `stichfest review FILE [--hand N] [--seat S] [--raw]`: "could I have done
// better?" for one seat's decisions in a hand of a record (search/advice.h),
// the analysis the table shows after a hand. --raw prints the answers as
// the page's bot worker gives them, for comparing the two builds.
#include <cstdio>

#include "cli.h"
#include "core/quote.h"
#include "core/search/advice.h"

namespace stichfest::cli {

namespace {

void print_list(const char* title, const std::vector<search::Choice>& choices) {
  std::printf("  %-6s", title);
  for (const search::Choice& c : choices) {
    std::printf(" %s %.2f", c.token.c_str(), c.expected);
    if (c.spread > 0) std::printf(" (±%.2f)", c.spread);
  }
  std::printf("\n");
}

void print_review(const search::Review& r) {
  const char* unit = r.known.unit == search::Unit::CardPoints ? "card points"
                     : r.known.unit == search::Unit::Strokes  ? "strokes"
                     : r.known.unit == search::Unit::Penalty  ? "penalty points"
                                                              : "score";
  if (r.trick >= 0)
    std::printf("move %zu, trick %d: played %s (%s, %s is better)\n", r.move + 1, r.trick + 1, r.chosen.c_str(), unit,
                r.known.lower_is_better ? "lower" : "higher");
  else
    std::printf("move %zu: chose %s (%s, %s is better)\n", r.move + 1, r.chosen.c_str(), unit,
                r.known.lower_is_better ? "lower" : "higher");
  std::string better;
  print_list("known", r.known.choices);
  double cost = search::cost_of(r.known.choices, r.chosen, r.known.lower_is_better, &better);
  if (cost > 0)
    std::printf("         cost %.2f against %s%s\n", cost, better.c_str(),
                search::clear_cost_of(r.known.choices, r.chosen, r.known.lower_is_better) > 0
                    ? ""
                    : " (within twice its spread: chance could explain it)");
  if (r.trick < 0) return;
  if (!r.solved) {
    std::printf("  exact  (too deep to solve within the node budget)\n");
    return;
  }
  print_list("exact", r.exact);
  better.clear();
  cost = search::cost_of(r.exact, r.chosen, r.known.lower_is_better, &better);
  if (cost > 0) std::printf("         cost %.0f against %s\n", cost, better.c_str());
}

}  // namespace

int review_command(const Args& args) {
  ParsedArgs parsed;
  std::string error;
  if (!parse_args(args, {{"--hand", true}, {"--seat", true}, {"--raw", false}}, parsed, error)) return fail(error);
  if (parsed.positional.size() != 1) return fail("review needs one record file");
  const std::string& path = parsed.positional[0];
  std::string text;
  if (!read_record_file(path, text, error)) return fail(error);
  Record record;
  if (!parse_record(text, record, error)) return fail(quote(path) + ": " + error);
  if (record.hands.empty()) return fail(quote(path) + ": the record has no hand");
  uint64_t hand = record.hands.size(), seat = 0;
  if (parsed.has("--hand") && !parse_whole_number(parsed.get("--hand"), 1, record.hands.size(), "--hand", hand, error))
    return fail(error);
  if (parsed.has("--seat") &&
      !parse_whole_number(parsed.get("--seat"), 0, uint64_t(record.rules.players() - 1), "--seat", seat, error))
    return fail(error);
  std::vector<size_t> moves = search::decisions_of(record, size_t(hand - 1), int(seat));
  std::printf("hand %llu, seat %llu: %zu decisions\n", (unsigned long long)hand, (unsigned long long)seat,
              moves.size());
  for (size_t move : moves) {
    std::string question = "review " + std::to_string(hand - 1) + " " + std::to_string(move);
    std::string answer = search::answer_question(question, text);
    if (parsed.has("--raw")) {
      std::printf("%s", answer.c_str());
      continue;
    }
    search::Review review;
    if (!search::parse_review(answer, review)) return fail(quote(path) + ": " + answer);
    print_review(review);
  }
  return 0;
}

}  // namespace stichfest::cli
