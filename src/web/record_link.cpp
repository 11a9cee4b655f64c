#include "record_link.h"

#include "core/move_code.h"
#include "i18n.h"

namespace stichfest {

bool deal_alone(const ShareLink& link, Record& record, State& dealt, std::string& error) {
  record = Record();
  record.rules = link.rules;
  record.has_seed = true;
  record.seed = link.seed;
  record.first_hand = link.hand;
  record.first_dealer = link.dealer >= 0 ? link.dealer : first_dealer(link.seed, link.rules.players());
  record.bots = link.bots;
  record.hands.emplace_back();
  record.hands.back().has_deck = link.has_deck;
  record.hands.back().deck = link.deck;
  Deck deck;
  if (!record_deck(record, 0, deck, error)) return false;
  dealt = new_match(record.rules, record.first_dealer);
  dealt.rules = &record.rules;
  return try_deal(dealt, deck, error);
}

bool record_from_link(const ShareLink& link, Record& out, std::string& error) {
  Record record;
  State dealt;
  std::string why;
  if (!link.is_record || !deal_alone(link, record, dealt, why)) {
    error = tr("The record link does not hold a hand.", "Der Partie-Link enthält kein Spiel.");
    return false;
  }
  if (!decode_moves(dealt, link.moves, record.hands[0].actions, why)) {
    error = tr("The record link's moves are damaged: ", "Die Züge im Partie-Link sind beschädigt: ") + why + ".";
    return false;
  }
  out = record;
  return true;
}

std::string format_record_link(const Record& record, size_t hand) {
  if (hand >= record.hands.size() || (!record.has_seed && !record.hands[hand].has_deck)) return "";
  // The hand's dealer, from the match replayed up to its deal.
  Record upto = record;
  upto.hands.resize(hand + 1);
  upto.hands.back().actions.clear();
  upto.hands.back().has_score = upto.hands.back().has_totals = false;
  State at_deal;
  std::string error;
  if (!replay_record(upto, at_deal, error)) return "";
  ShareLink link;
  link.rules = record.rules;
  link.seed = record.seed;
  link.hand = record.first_hand + uint32_t(hand);
  link.dealer = at_deal.dealer;
  link.bots = record.bots;
  link.has_deck = record.hands[hand].has_deck;  // a hand dealt by hand carries its cards
  link.deck = record.hands[hand].deck;
  link.is_record = true;
  Record alone;
  State dealt;
  if (!deal_alone(link, alone, dealt, error)) return "";
  link.moves = encode_moves(dealt, record.hands[hand].actions);
  // Only a link that replays the same moves is offered.
  Record back;
  if (!record_from_link(link, back, error) || back.hands[0].actions != record.hands[hand].actions) return "";
  return format_share_link(link);
}

}  // namespace stichfest
