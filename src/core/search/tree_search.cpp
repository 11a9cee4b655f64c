#include "tree_search.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "core/bots/bot.h"
#include "core/engine.h"
#include "core/observation.h"
#include "utility.h"

namespace stichfest::search {

namespace {

// How widely the search tries cards that have fared worse so far, as a
// share of the spread of the rewards seen.
constexpr double kExploration = 0.7;

struct Node {
  Card card = kNoCard;
  int seat = -1;  // who played it: the same in every world, as the cards before it are
  int first_child = -1, next_sibling = -1;
  int visits = 0;
  int available = 0;   // iterations in which this card was legal at its parent
  int64_t reward = 0;  // summed, for the seat that played the card
};

// What a finished hand is worth to `seat`: the hand's utility and, where
// each counts his own card points, a little for every point fewer.
int64_t reward_of(const State& s, int seat) {
  int64_t u = hand_utility(s, seat);
  if ((s.rules->game == Game::Schieberamsch && s.soloist < 0) || s.rules->game == Game::KalterSchlag)
    return 2 * u - s.won[seat].points();
  return u;
}

class Tree {
 public:
  explicit Tree(int iterations) {
    nodes_.reserve(size_t(iterations) + 16);
    nodes_.emplace_back();
  }

  void iterate(State s, Rng& rng) {
    path_.clear();
    path_.push_back(0);
    int node = 0;
    bool expanded = false;
    while (s.phase == Phase::Play && !expanded) {
      const CardSet legal = legal_cards(s);
      CardSet untried = legal;
      for (int c = nodes_[size_t(node)].first_child; c >= 0; c = nodes_[size_t(c)].next_sibling) {
        Node& child = nodes_[size_t(c)];
        if (!legal.contains(child.card)) continue;
        untried -= CardSet::of(child.card);
        ++child.available;
      }
      int next;
      if (!untried.empty()) {
        next = add_child(node, untried.nth(int(rng.below(uint32_t(untried.size())))), s.to_move);
        expanded = true;
      } else {
        next = select(node, legal);
      }
      apply(s, Action::play(nodes_[size_t(next)].card));
      path_.push_back(next);
      node = next;
    }
    while (in_hand(s)) apply(s, baseline_action(observe(s, s.to_move), rng));
    for (size_t i = 1; i < path_.size(); ++i) {
      Node& n = nodes_[size_t(path_[i])];
      int64_t r = reward_of(s, n.seat);
      low_ = std::min(low_, r);
      high_ = std::max(high_, r);
      ++n.visits;
      n.reward += r;
    }
  }

  Card most_visited() const {
    int best = -1;
    for (int c = nodes_[0].first_child; c >= 0; c = nodes_[size_t(c)].next_sibling)
      if (best < 0 || nodes_[size_t(c)].visits > nodes_[size_t(best)].visits) best = c;
    return nodes_[size_t(best)].card;
  }

 private:
  int add_child(int parent, Card card, int seat) {
    Node n;
    n.card = card;
    n.seat = seat;
    n.available = 1;
    n.next_sibling = nodes_[size_t(parent)].first_child;
    nodes_.push_back(n);
    nodes_[size_t(parent)].first_child = int(nodes_.size() - 1);
    return int(nodes_.size() - 1);
  }

  int select(int node, CardSet legal) const {
    const double spread = double(std::max<int64_t>(1, high_ - low_)) * kExploration;
    int best = -1;
    double best_score = 0;
    for (int c = nodes_[size_t(node)].first_child; c >= 0; c = nodes_[size_t(c)].next_sibling) {
      const Node& n = nodes_[size_t(c)];
      if (!legal.contains(n.card)) continue;
      double score =
          double(n.reward) / double(n.visits) + spread * std::sqrt(double(n.available)) / double(1 + n.visits);
      if (best < 0 || score > best_score) {
        best = c;
        best_score = score;
      }
    }
    return best;
  }

  std::vector<Node> nodes_;
  std::vector<int> path_;
  int64_t low_ = 0, high_ = 0;
};

}  // namespace

Card tree_search(const State* worlds, const int* weights, int count, int iterations, Rng& rng) {
  int64_t total = 0;
  for (int w = 0; w < count; ++w) total += weights[w];
  Tree tree(iterations);
  for (int i = 0; i < iterations; ++i) {
    // A world in proportion to its weight.
    int64_t pick = int64_t(rng.next() % uint64_t(total));
    int w = 0;
    while (pick >= weights[w]) pick -= weights[w++];
    tree.iterate(worlds[w], rng);
  }
  return tree.most_visited();
}

}  // namespace stichfest::search
