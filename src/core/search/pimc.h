// The searching bots: perfect-information Monte Carlo. A decision deals
// worlds consistent with the bot's Observation (worlds.h) and scores every
// legal action in each of them:
//   * a card by what follows it: the rest of its trick played by the
//     baseline (as the others would play it, seeing only their own cards;
//     solving the current trick with every card in view made partners
//     count on each other too much), then the double-dummy solver's value
//     of the rest of the hand, turned into what the bot plays for
//     (utility.h); when a solve runs out of its node budget (early in a
//     hand), the hand is played out by the baseline instead;
//   * a declaration (push, Grand Hand, Kontra, an exchange, a call, ...) by
//     playing each world out after it with the baseline in every seat and
//     reading the hand's score; the baseline's own choice stands unless
//     another is better by more than its standard error.
// Each world is weighted by how likely the other seats' declarations (and,
// at the strong level, their card plays) were under the baseline, and
// worlds that do not explain them are drawn again (inference.h).
#pragma once

#include <vector>

#include "core/observation.h"
#include "core/rng.h"
#include "solver.h"

namespace stichfest::search {

struct Level {
  int card_worlds = 0;       // worlds per card decision
  uint64_t node_budget = 0;  // per solve
  // Solver nodes per card decision; past them the rest of its worlds are
  // played out, so a decision's time stays bounded however many solves fit.
  uint64_t decision_nodes = 0;
  int declare_worlds = 0;           // worlds per declaration
  bool infer_declarations = false;  // weight worlds by the others' declarations (inference.h)
  bool inference = false;           // ... and by their card plays
  int world_draws = 1;              // draw up to this many times the worlds wanted, keep those that explain best
  // The evidence (z^2: standard errors squared) a card must show to give an
  // ace or a ten to a Schafkopf trick a partner is not known to hold.
  int give_away_z2 = 400;
  // The evidence a Ramsen choice that commits the seat to play the hand
  // (staying in, an exchange, a rob) must show against keeping out.
  int commit_z2 = 9;
  // Where > 0, cards are chosen by a tree search over the worlds with this
  // many iterations (tree_search.h) instead of judging each world apart.
  int tree_iterations = 0;
  // Schieberamsch: taking the skat is the choice to beat, so that a push
  // needs its evidence even where the baseline would push. The play-outs
  // see the others as the baseline, which loses two hands in five: against
  // such players a doubling pays more than against the searching bots.
  bool pick_up_first = false;
};

// What a decision weighed, for a player to read (the table's hint, the
// analysis after a hand): each choice with what it is expected to bring
// the deciding seat, best first.
struct Weighed {
  Action action;
  // Cards: the card points the seat ends the hand with (Ramsch, Kalter
  // Schlag), its side's card points (Grand Hand, American Schafkopf), its
  // strokes (Ramsen). Declarations: the hand's score for the seat.
  double expected = 0;
  // What the bot plays for (utility.h), on average over the worlds, less
  // that of the choice the baseline would make: this orders the choices.
  double advantage = 0;
  // The standard error of `expected` less the first (best) choice's, over
  // the worlds: how far chance alone could move the difference.
  double spread = 0;
};
struct Evaluation {
  bool cards = false;  // the choices are cards (else declarations)
  int worlds = 0;
  std::vector<Weighed> choices;  // best first
};

class Pimc {
 public:
  Pimc() : solver_(17) {}
  // Picks one of o.legal (which must not be empty); with `weighed`, also
  // says how every choice fared.
  Action choose(const Observation& o, const Level& level, Rng& rng, Evaluation* weighed = nullptr);

  // How the last decision went (for the bench and the tests).
  struct Stats {
    int worlds = 0;      // worlds dealt (more than are kept when they explain the others badly)
    int unsolved = 0;    // worlds whose solve ran out of nodes
    uint64_t nodes = 0;  // solver nodes
    int rollouts = 0;    // hands played out for declarations
  };
  const Stats& stats() const { return stats_; }

 private:
  Action play_card(const Observation& o, const Level& level, Rng& rng, const State* worlds, const int* weights,
                   int count);
  Action declare(const Observation& o, const Level& level, Rng& rng, const State* worlds, const int* weights,
                 int count);
  bool trick_model_values(const State& world, const Objective& objective, const Level& level, uint64_t seed,
                          CardValues& out);
  void rollout_values(const State& world, const Objective& objective, uint64_t seed, CardValues& out);
  // The index of the choice that plays out best for `seat` over the worlds
  // (the baseline in every seat afterwards), `preferred` unless another is
  // clearly better.
  int compare_by_rollouts(int seat, const Level& level, const State* worlds, const int* weights, int count,
                          const Action* choices, int n, int preferred, Rng& rng);
  Solver solver_;
  Stats stats_;
  Evaluation* weighed_ = nullptr;  // the caller's, during choose()
};

}  // namespace stichfest::search
