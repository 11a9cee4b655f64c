// The example rules page (docs/example-rules.html) sets out RULES.md's
// worked examples in embedded tables: each of its links must open, name a
// moment its hand reaches, and play out to the score RULES.md gives.
#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <sstream>

#include "../src/web/embed.h"
#include "core/engine.h"

using namespace stichfest;

namespace {

// The data-stichfest attributes of the page, by the data-title beside them.
std::map<std::string, std::string> page_tables() {
  std::ifstream in(STICHFEST_TESTS_DIR "/../docs/example-rules.html");
  REQUIRE(in);
  std::stringstream buffer;
  buffer << in.rdbuf();
  std::string page = buffer.str();
  std::map<std::string, std::string> out;
  const std::string attr = "data-stichfest=\"", title = "data-title=\"";
  for (size_t at = page.find(attr); at != std::string::npos; at = page.find(attr, at + 1)) {
    size_t start = at + attr.size(), end = page.find('"', start);
    size_t t = page.find(title, end), t_end = page.find('"', t + title.size());
    out[page.substr(t + title.size(), t_end - t - title.size())] = page.substr(start, end - start);
  }
  return out;
}

// The example's hand played to its end from the page's link.
State played_out(const std::string& spec, EmbedOptions& o, Record& record) {
  std::string error;
  INFO(spec << ": " << error);
  REQUIRE(parse_embed(spec, o, error));
  REQUIRE(embed_record(o.link, record, error));
  State s;
  std::vector<State> states;
  REQUIRE(replay_record(record, s, error,
                        [&](const State&, const Action*, const State& after) { states.push_back(after); }));
  size_t step = 0;
  if (o.has_at) CHECK(step_at(states, o.trick, o.card, step));
  return s;
}

}  // namespace

TEST_CASE("the example rules page shows RULES.md's worked examples", "[embed][docs]") {
  std::map<std::string, std::string> tables = page_tables();
  REQUIRE(tables.size() == 4);
  EmbedOptions o;
  Record record;

  // SR-1: A Jungfrau, C 113 points with the skat: C writes 90.
  State sr = played_out(tables.at("Schieberamsch example SR-1"), o, record);
  CHECK(o.mode == EmbedMode::Show);
  CHECK(sr.result.tricks[0] == 0);
  CHECK(sr.result.score[0] == 0);
  CHECK(sr.result.score[1] == 0);
  CHECK(sr.result.score[2] == 90);

  // RM-4: need = [7, 10, 8, 15] after the hand.
  State rm = played_out(tables.at("Ramsen example RM-4"), o, record);
  CHECK(rm.need[0] == 7);
  CHECK(rm.need[1] == 10);
  CHECK(rm.need[2] == 8);
  CHECK(rm.need[3] == 15);

  // AS-1: Re (N + S) takes 95 with Kontra and Re: V = 80.
  State as = played_out(tables.at("American Schafkopf example AS-1"), o, record);
  CHECK_FALSE(o.open_hands);
  CHECK(as.result.score[0] == 80);
  CHECK(as.result.score[1] == -80);
  CHECK(as.result.score[2] == 80);
  CHECK(as.result.score[3] == -80);

  // "Try it yourself": a playable deal from a seed.
  std::string error;
  REQUIRE(parse_embed(tables.at("Play Schieberamsch"), o, error));
  CHECK(o.mode == EmbedMode::Play);
  CHECK(o.link.seed == 42);
}
