// `stichfest verify`: checks a sealed deal (core/commitment.h) from the
// values the table revealed, or from a record with its nonce line, and
// prints the cards the seed deals, so the check needs nothing but this tool.
#include <cstdio>

#include "cli.h"
#include "core/commitment.h"
#include "core/quote.h"
#include "core/record.h"

namespace stichfest::cli {

int verify_command(const Args& args) {
  ParsedArgs parsed;
  std::string error;
  if (!parse_args(args, {{"--rules", true}, {"--seed", true}, {"--nonce", true}, {"--dealer", true}}, parsed, error))
    return fail(error);
  const Args& pos = parsed.positional;
  bool from_values = parsed.has("--rules") || parsed.has("--seed") || parsed.has("--nonce") || parsed.has("--dealer");
  if (pos.empty() || pos.size() > 2 || (pos.size() == 2) == from_values)
    return fail(
        "verify needs the commitment and either a record file or --rules R --seed S --nonce N [--dealer D], "
        "e.g. stichfest verify 3f2a9c0d1e4b5a67 --rules schieberamsch --seed 0x2a --nonce 0123...");
  const std::string& claimed = pos[0];
  Rules rules;
  uint64_t seed = 0;
  int dealer = 0;
  std::string nonce;
  if (pos.size() == 2) {
    std::string text;
    Record record;
    if (!read_record_file(pos[1], text, error)) return fail(error);
    if (!parse_record(text, record, error)) return fail(quote(pos[1]) + ": " + error);
    if (!record.has_seed || record.nonce.empty() || record.first_hand != 1)
      return fail(quote(pos[1]) + " is not a sealed deal: it needs a seed and a nonce line and starts at hand 1");
    rules = record.rules, seed = record.seed, dealer = record.first_dealer, nonce = record.nonce;
  } else {
    if (!parsed.has("--rules") || !parsed.has("--seed") || !parsed.has("--nonce"))
      return fail("verify needs --rules, --seed and --nonce (and --dealer if the seed did not choose it)");
    if (!parse_rules(parsed.get("--rules"), rules, error)) return fail(error);
    if (!parse_seed(parsed.get("--seed"), seed, error)) return fail(error);
    nonce = parsed.get("--nonce");
    if (!valid_nonce(nonce)) return fail("the nonce is 32 hex digits, not " + quote(nonce));
    dealer = first_dealer(seed, rules.players());
    uint64_t seat = 0;
    if (parsed.has("--dealer")) {
      if (!parse_whole_number(parsed.get("--dealer"), 0, uint64_t(rules.players() - 1), "--dealer (a seat)", seat,
                              error))
        return fail(error);
      dealer = int(seat);
    }
  }
  std::string text = commitment_text(rules, seed, dealer, nonce);
  std::string hash = commitment_hash(rules, seed, dealer, nonce);
  bool ok = commitment_matches(claimed, hash);
  std::printf("sealed text:\n%s", text.c_str());
  std::printf("sha-256     %s\n", hash.c_str());
  if (ok)
    std::printf("commitment  %s matches: these cards were fixed before the first was played\n\n", claimed.c_str());
  else
    std::printf("commitment  %s DOES NOT MATCH (%s)\n\n", quote(claimed).c_str(),
                claimed.size() < kShortCommitmentDigits ? "give at least 16 hex digits" : "different values");
  print_deal(rules, seed, dealer);
  return ok ? 0 : 1;
}

}  // namespace stichfest::cli
