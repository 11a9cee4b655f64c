#include "hand_table.h"

#include <sstream>

namespace stichfest::test {

namespace {

std::vector<std::string> split(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string t; in >> t;) out.push_back(t);
  return out;
}

Card card_or_fail(const std::string& code, std::string& error) {
  Card c = parse_card(code);
  if (c == kNoCard && error.empty()) error = "not a card: " + code;
  return c;
}

}  // namespace

CardSet cards(const std::string& codes) {
  CardSet out;
  std::string error;
  for (const std::string& t : split(codes)) {
    Card c = card_or_fail(t, error);
    if (c != kNoCard) out |= CardSet::of(c);
  }
  return out;
}

namespace {

PlayedHand play_table_from(const State* start, const HandTable& table) {
  PlayedHand out;
  std::string& error = out.error;
  if (!parse_rules(table.rules, out.rules, error)) return out;
  const Rules& rules = out.rules;
  int n = rules.players();

  // What each seat plays, and which announcements come with which card.
  CardSet played[kMaxPlayers];
  for (const auto& row : table.tricks) {
    if (int(row.size()) != n) {
      error = "every trick row needs one cell per seat";
      return out;
    }
    for (int p = 0; p < n; ++p) {
      std::vector<std::string> cell = split(row[size_t(p)]);
      if (cell.empty() || cell.back() == "-") continue;
      Card c = card_or_fail(cell.back(), error);
      if (c != kNoCard) played[p] |= CardSet::of(c);
    }
  }
  CardSet dealt[kMaxPlayers];
  for (int p = 0; p < n; ++p) {
    dealt[p] = played[p];
    if (size_t(p) < table.unplayed.size()) dealt[p] |= cards(table.unplayed[size_t(p)]);
  }

  // Undo the exchanges, walking the declarations forward (each player's
  // hand changes only on his own turn).
  State probe = new_match(rules, table.dealer);
  Deck identity;
  for (int i = 0; i < kDeckSize; ++i) identity[size_t(i)] = Card(i);
  deal(probe, identity);
  CardSet skat = cards(table.skat);
  std::vector<Card> talon;
  for (const std::string& t : split(table.talon)) talon.push_back(card_or_fail(t, error));
  size_t talon_next = 0;
  Card upcard = table.upcard.empty() ? kNoCard : card_or_fail(table.upcard, error);
  int seat = (table.dealer + 1) % n;
  for (const std::string& t : split(table.declarations)) {
    Action a;
    std::string why;
    if (!parse_action_token(probe, t, a, why)) {
      error = "declaration '" + t + "': " + why;
      return out;
    }
    if (rules.game == Game::Schieberamsch) {
      // A pick-up is followed by the discard, so `seat` is still the taker.
      if (a.kind == Act::Discard || a.kind == Act::Exchange) {
        dealt[seat] = (dealt[seat] | a.cards) - skat;
        skat = a.cards;
      }
      if (a.kind == Act::Push || a.kind == Act::Discard || a.kind == Act::Exchange) seat = (seat + 1) % n;
    } else if (rules.game == Game::Ramsen && a.kind == Act::Exchange) {
      dealt[seat] |= a.cards;
      for (int k = 0; k < a.cards.size(); ++k) {
        if (talon_next >= talon.size()) {
          error = "the talon in the table is too short for the exchanges";
          return out;
        }
        dealt[seat] -= CardSet::of(talon[talon_next++]);
      }
      seat = (seat + 1) % n;
    } else if (rules.game == Game::Ramsen && a.kind == Act::Rob) {
      dealt[table.dealer] = (dealt[table.dealer] | CardSet::of(a.arg)) - CardSet::of(upcard);
    }
  }
  if (rules.game == Game::Schieberamsch && table.skat.empty()) {
    error = "a Schieberamsch table needs the dealt skat";
    return out;
  }
  // skat now holds the skat as dealt only if nobody exchanged; use the given one.
  CardSet dealt_skat = cards(table.skat);

  // Place the cards where the engine deals them.
  Deck deck;
  uint32_t placed = 0;
  auto put = [&](int position, Card c) {
    if (c == kNoCard) return;
    if (placed >> c & 1) {
      if (error.empty()) error = "card " + card_code(c) + " appears twice";
      return;
    }
    placed |= 1u << c;
    deck[size_t(position)] = c;
  };
  uint32_t used_positions = 0;
  for (int p = 0; p < n; ++p) {
    int want = probe.dealt[p].size();
    if (dealt[p].size() != want) {
      error = "seat " + std::to_string(p) + " would be dealt " + std::to_string(dealt[p].size()) + " cards (" +
              set_codes(dealt[p]) + "), not " + std::to_string(want);
      return out;
    }
    CardSet positions = probe.dealt[p];
    for (Card c : dealt[p]) {
      Card pos = positions.pop_lowest();
      put(pos, c);
      used_positions |= 1u << pos;
    }
  }
  if (rules.game == Game::Schieberamsch) {
    CardSet positions = probe.skat;
    for (Card c : dealt_skat) {
      Card pos = positions.pop_lowest();
      put(pos, c);
      used_positions |= 1u << pos;
    }
  }
  if (rules.game == Game::Ramsen) {
    put(probe.upcard, upcard);
    used_positions |= 1u << probe.upcard;
    for (size_t i = 0; i < talon.size(); ++i) {
      put(probe.talon[i], talon[i]);
      used_positions |= 1u << probe.talon[i];
    }
  }
  // Whatever is left fills the remaining positions in id order.
  for (int pos = 0, c = 0; pos < kDeckSize; ++pos) {
    if (used_positions >> pos & 1) continue;
    while (c < kDeckSize && (placed >> c & 1)) ++c;
    if (c >= kDeckSize) break;
    put(pos, Card(c));
  }
  if (!error.empty()) return out;
  if (placed != 0xFFFFFFFFu) {
    error = "the table does not place all 32 cards";
    return out;
  }

  // Replay through the engine and keep the record.
  Record& rec = out.record;
  rec.rules = rules;
  rec.first_dealer = table.dealer;
  rec.hands.emplace_back();
  rec.hands[0].has_deck = true;
  rec.hands[0].deck = deck;
  State& s = out.state;
  if (start) {
    if (start->phase != Phase::Deal || start->dealer != table.dealer || *start->rules != rules) {
      error = "the start state must be between hands, with the table's rules and dealer";
      return out;
    }
    s = *start;
  } else {
    s = new_match(out.rules, table.dealer);
  }
  s.rules = &out.rules;
  deal(s, deck);
  auto act = [&](const Action& a, const std::string& token) {
    std::string why;
    if (!try_apply(s, a, why)) {
      if (error.empty()) error = "'" + token + "': " + why + " (" + std::to_string(s.to_move) + " to move)";
      return false;
    }
    rec.hands[0].actions.push_back(a);
    return true;
  };
  for (const std::string& t : split(table.declarations)) {
    Action a;
    std::string why;
    parse_action_token(s, t, a, why);
    if (!act(a, t)) return out;
  }
  for (const auto& row : table.tricks) {
    int cards_in_trick = 0;
    for (const auto& cell : row) cards_in_trick += split(cell).back() != "-";
    for (int k = 0; k < cards_in_trick && in_hand(s); ++k) {
      int p = s.to_move;
      std::vector<std::string> cell = split(row[size_t(p)]);
      for (size_t i = 0; i + 1 < cell.size(); ++i) {
        Action a;
        std::string why;
        if (!parse_action_token(s, cell[i], a, why)) {
          error = "cell '" + row[size_t(p)] + "': " + why;
          return out;
        }
        if (!act(a, cell[i])) return out;
      }
      if (!act(Action::play(parse_card(cell.back())), cell.back())) return out;
    }
  }
  return out;
}

}  // namespace

PlayedHand play_table(const HandTable& table) { return play_table_from(nullptr, table); }

PlayedHand play_table_on(const State& start, const HandTable& table) { return play_table_from(&start, table); }

State replay_until(const PlayedHand& hand, const std::function<bool(const State&)>& stop) {
  State s = new_match(hand.rules, hand.record.first_dealer);
  if (hand.record.hands.empty()) return s;
  deal(s, hand.record.hands[0].deck);
  for (const Action& a : hand.record.hands[0].actions) {
    if (stop(s)) return s;
    apply(s, a);
  }
  return s;
}

}  // namespace stichfest::test
