#include "embed.h"

#include <algorithm>

#include "core/bots/bot.h"
#include "core/engine.h"
#include "core/observation.h"
#include "core/rng.h"
#include "i18n.h"
#include "record_link.h"

namespace stichfest {

namespace {

// at=T or T.C, with T from 1 to 20 and C from 0 to 5.
bool parse_at(std::string_view text, int& trick, int& card) {
  size_t dot = text.find('.');
  uint32_t t = 0, c = 0;
  if (!parse_number(text.substr(0, dot), 20, t) || t < 1) return false;
  if (dot != std::string_view::npos && !parse_number(text.substr(dot + 1), kMaxPlayers, c)) return false;
  trick = int(t);
  card = int(c);
  return true;
}

}  // namespace

bool parse_embed(std::string_view fragment, EmbedOptions& out, std::string& error) {
  EmbedOptions o;
  if (!parse_share_link(fragment, o.link, error)) return false;
  // parse_share_link has read the fragment: its fields are sound.
  std::vector<LinkField> fields;
  if (!link_fields(fragment, fields, error)) return false;
  for (const LinkField& field : fields) {
    const std::string& key = field.key;
    const std::string& value = field.value;
    bool ok = true;
    if (key == "mode") {
      ok = value == "play" || value == "show";
      o.mode = value == "show" ? EmbedMode::Show : EmbedMode::Play;
    } else if (key == "at") {
      ok = o.has_at = parse_at(value, o.trick, o.card);
    } else if (key == "seat") {
      uint32_t seat = 0;
      ok = parse_number(value, uint32_t(o.link.rules.players() - 1), seat);
      o.seat = int(seat);
    } else if (key == "hands") {
      ok = value == "open" || value == "own";
      o.open_hands = value != "own";
    } else if (key == "lang") {
      ok = value == "en" || value == "de";
      o.lang = value == "de" ? Lang::German : Lang::English;
    } else if (key == "deck") {
      ok = value == "german" || value == "french";
      o.deck = value == "french" ? DeckStyle::French : DeckStyle::German;
    } else if (key == "save") {
      ok = value == "0" || value == "1";
      o.save = value == "1";
    }
    if (!ok) {
      error =
          tr("The embedded table's option is invalid: ", "Die Einstellung des eingebetteten Tischs ist ungültig: ") +
          key + ".";
      return false;
    }
  }
  out = o;
  return true;
}

std::string format_embed(const EmbedOptions& o) {
  std::string out = format_share_link(o.link);
  if (o.mode == EmbedMode::Show) out += "&mode=show";
  if (o.has_at) out += "&at=" + std::to_string(o.trick) + "." + std::to_string(o.card);
  if (o.seat != 0) out += "&seat=" + std::to_string(o.seat);
  if (!o.open_hands) out += "&hands=own";
  if (o.lang) out += *o.lang == Lang::German ? "&lang=de" : "&lang=en";
  if (o.deck) out += *o.deck == DeckStyle::French ? "&deck=french" : "&deck=german";
  if (o.save) out += "&save=1";
  return out;
}

bool embed_record(const ShareLink& link, Record& out, std::string& error) {
  if (link.is_record) return record_from_link(link, out, error);
  Record record;
  State s;
  if (!deal_alone(link, record, s, error)) return false;
  // The rule-based bots' own randomness comes from the deal's seed, so the
  // same link always sets out the same hand.
  Rng rng(link.seed ^ (uint64_t(link.hand) << 48) ^ 0x51CE5EEDull);
  while (in_hand(s)) {
    Action a = baseline_action(observe(s, s.to_move), rng);
    record.hands[0].actions.push_back(a);
    apply(s, a);
  }
  out = record;
  return true;
}

void turn_record(Record& record, int seat) {
  const int n = record.rules.players();
  auto turn = [&](int32_t* by_seat) {
    int32_t before[kMaxPlayers];
    std::copy(by_seat, by_seat + kMaxPlayers, before);
    for (int p = 0; p < n; ++p) by_seat[(p - seat + n) % n] = before[p];
  };
  record.first_dealer = (record.first_dealer - seat + n) % n;
  turn(record.start_totals);
  turn(record.start_entries);
  turn(record.start_need);
  for (RecordHand& hand : record.hands) {
    turn(hand.score);
    turn(hand.totals);
  }
}

bool step_at(const std::vector<State>& states, int trick, int card, size_t& step) {
  auto names = [&](const State& s) {
    if (s.phase != Phase::Play && in_hand(s)) return false;  // still declaring
    // A full trick is the moment it is taken: the next trick, no card down
    // (after the last trick that is the hand's end, where no trick begins).
    int t = s.trick_number + 1, c = s.trick_size;
    if (card > 0 && card >= s.cards_per_trick) return t == trick + 1 && c == 0;
    return in_hand(s) && t == trick && c == card;
  };
  for (size_t i = 0; i < states.size(); ++i) {
    if (!names(states[i])) continue;
    // The last of equal moments: after any announcement made there.
    while (i + 1 < states.size() && names(states[i + 1])) ++i;
    step = i;
    return true;
  }
  return false;
}

}  // namespace stichfest
