// Each game's rules page (rules_help.h). Every number or card that an
// option can change is read here from the Rules value or the engine's data;
// the prose around it is fixed per game.
#include "rules_help.h"

#include <cstring>
#include <initializer_list>

#include "contract.h"
#include "engine.h"
#include "names.h"

namespace stichfest {

namespace {

const OptionText* find_text(Game g, const char* key) {
  int count = 0;
  const OptionText* table = option_texts(g, count);
  for (int i = 0; i < count; ++i)
    if (std::strcmp(table[i].key, key) == 0) return &table[i];
  return nullptr;
}

// Replaces %1 … %9 with args, then the deck's words ({jacks}, {card:D9}, ...).
std::string say(Lang lang, bool deck, const char* en, const char* de, std::initializer_list<std::string> args = {}) {
  std::string text = pick(lang, en, de), out;
  for (size_t i = 0; i < text.size(); ++i) {
    int n = i + 1 < text.size() && text[i] == '%' ? text[i + 1] - '1' : -1;
    if (n >= 0 && n < int(args.size())) {
      out += *(args.begin() + n);
      ++i;
    } else {
      out += text[i];
    }
  }
  return with_deck_words(out, lang, deck);
}

std::string num(int v) { return std::to_string(v); }

std::string card_list(const Card* cards, int n, Lang lang, bool deck) {
  std::string out;
  for (int i = 0; i < n; ++i) out += (i ? ", " : "") + card_name(cards[i], lang, deck);
  return out;
}

std::string rank_list(const int* ranks, int n, Lang lang, bool deck) {
  std::string out;
  for (int i = 0; i < n; ++i) out += (i ? " " : "") + std::string(rank_name(ranks[i], lang, deck));
  return out;
}

// The ranks of the contract's longest plain suit, strongest first: the
// order every suit that is not trump follows.
std::string plain_order(const Contract& k, Lang lang, bool deck) {
  int best_suit = 0;
  for (int s = 1; s < 4; ++s)
    if (k.group[s].size() > k.group[best_suit].size()) best_suit = s;
  int ranks[8], n = 0;
  for (int power = 8; power >= 1; --power)
    for (Card c : k.group[best_suit])
      if (k.power[c] == power) ranks[n++] = rank_of(c);
  return rank_list(ranks, n, lang, deck);
}

// Card points by rank, e.g. "A 11, 10 10, K 4, Q 3, J 2".
std::string point_list(Lang lang, bool deck) {
  std::string out;
  for (int points = 11; points > 0; --points)  // the richest first
    for (int r = 0; r < 8; ++r)
      if (card_points(make_card(0, r)) == points)
        out += (out.empty() ? "" : ", ") + std::string(rank_name(r, lang, deck)) + " " + num(points);
  return out;
}

std::string value_of(const Rules& r, int option, Lang lang, bool deck) {
  return option_value_label(r.game, option, r.get(option), lang, deck);
}

struct Page {
  Lang lang;
  bool deck;
  RulesHelp help;
  void section(const char* en, const char* de) { help.sections.push_back({pick(lang, en, de), {}}); }
  void add(const std::string& paragraph) { help.sections.back().paragraphs.push_back(paragraph); }
  void add(const char* en, const char* de, std::initializer_list<std::string> args = {}) {
    add(say(lang, deck, en, de, args));
  }
};

// The cards of each game as the engine deals them: players, hand size and
// what is left (skat, talon).
void the_game(Page& p, const Rules& r) {
  int n = r.players(), hand = kTricksPerHand[int(r.game)], rest = kDeckSize - n * hand;
  p.section("The game", "Das Spiel");
  switch (r.game) {
    case Game::Schieberamsch:
      p.add("%1 players, each for himself, with 32 cards: %2 each, %3 in the skat.",
            "%1 Spieler, jeder für sich, mit 32 Karten: je %2, %3 im Skat.", {num(n), num(hand), num(rest)});
      break;
    case Game::KalterSchlag:
      p.add("%1 players, each for himself, with 32 cards: %2 each, no skat.",
            "%1 Spieler, jeder für sich, mit 32 Karten: je %2, kein Skat.", {num(n), num(hand)});
      break;
    case Game::Ramsen:
      p.add("%1 players, each for himself, with 32 cards: %2 each; one card is turned up, the other %3 are the talon.",
            "%1 Spieler, jeder für sich, mit 32 Karten: je %2; eine Karte wird aufgedeckt, die übrigen %3 sind der "
            "Stapel.",
            {num(n), num(hand), num(rest - 1)});
      break;
    case Game::SchafkopfUS:
      p.add("%1 players in two parties of two, with 32 cards: %2 each, dealt %3.",
            "%1 Spieler in zwei Parteien zu zweit, mit 32 Karten: je %2, gegeben %3.",
            {num(n), num(hand), value_of(r, as::DealPattern, p.lang, p.deck)});
      break;
  }
}

void trumps_of(Page& p, const Contract& k) {
  Card order[kDeckSize];
  int n = trump_order(k, order);
  p.add("Trumps, strongest first: %1.", "Trümpfe, der höchste zuerst: %1.", {card_list(order, n, p.lang, p.deck)});
  p.add("Every other suit, strongest first: %1.", "Jede andere Farbe, die höchste zuerst: %1.",
        {plain_order(k, p.lang, p.deck)});
}

void trumps(Page& p, const Rules& r) {
  p.section("Trumps and card order", "Trümpfe und Reihenfolge");
  switch (r.game) {
    case Game::Schieberamsch:
    case Game::KalterSchlag:
      trumps_of(p, contract(ContractId::Jacks));
      p.add("You must follow suit (a trump lead with a trump); if you cannot, play any card.",
            "Farbe muss bedient werden (Trumpf mit Trumpf); wer nicht bedienen kann, spielt eine beliebige Karte.");
      break;
    case Game::Ramsen: {
      // The permanent trumps are those of every trump suit's order.
      CardSet permanent = CardSet::all();
      for (int s = 0; s < 4; ++s) permanent = permanent & contract(ramsen_contract(s)).trumps();
      const Contract& hearts = contract(ramsen_contract(kHearts));
      // Written by runs: a permanent trump by its name, the trump suit's own
      // cards by their ranks ("the trump suit's A", "then ... K Q J 10 9 8 7").
      std::string order, run;
      bool later = false;
      auto close_run = [&] {
        if (run.empty()) return;
        order += (order.empty() ? "" : ", ") + say(p.lang, p.deck,
                                                   later ? "then the trump suit's %1" : "the trump suit's %1",
                                                   later ? "dann %1 der Trumpffarbe" : "%1 der Trumpffarbe", {run});
        run.clear();
        later = true;
      };
      for (int i = 0; i < hearts.trump_count; ++i) {
        Card c = hearts.trump_order[i];
        if (permanent.contains(c)) {
          close_run();
          order += ", " + card_name(c, p.lang, p.deck);
        } else {
          run += (run.empty() ? "" : " ") + std::string(rank_name(rank_of(c), p.lang, p.deck));
        }
      }
      close_run();
      Card perms[kDeckSize];
      int n = 0;
      for (int i = 0; i < hearts.trump_count; ++i)  // in their order as trumps
        if (permanent.contains(hearts.trump_order[i])) perms[n++] = hearts.trump_order[i];
      p.add("The up-card's suit is trump (if it is itself a permanent trump: %1).",
            "Die Farbe der aufgedeckten Karte ist Trumpf (ist sie selbst ein Dauertrumpf: %1).",
            {value_of(r, rm::UpcardRule, p.lang, p.deck)});
      p.add("Trumps, strongest first: %1. %2 are always trumps, whatever the suit.",
            "Trümpfe, der höchste zuerst: %1. %2 sind immer Trumpf, welche Farbe auch Trumpf ist.",
            {order, card_list(perms, n, p.lang, p.deck)});
      p.add("Every other suit, strongest first: %1.", "Jede andere Farbe, die höchste zuerst: %1.",
            {plain_order(hearts, p.lang, p.deck)});
      if (r.get(rm::HeadTrick) == rm::kHeadAlways)
        p.add(
            "Who plays must follow suit and beat the trick if he can; if he cannot follow, he must trump, "
            "over the best trump if he can; only then any card.",
            "Wer spielt, muss bedienen und den Stich übernehmen, wenn er kann; kann er nicht bedienen, muss er "
            "stechen, wenn möglich übertrumpfen; erst dann eine beliebige Karte.");
      else
        p.add(
            "Who plays must follow suit; if he cannot, he must trump, over the best trump if he can; only then "
            "any card.",
            "Wer spielt, muss bedienen; kann er nicht, muss er stechen, wenn möglich übertrumpfen; erst dann eine "
            "beliebige Karte.");
      break;
    }
    case Game::SchafkopfUS:
      trumps_of(p, contract(schafkopf_contract(r.get(as::TrumpSuit))));
      p.add("You must follow suit (a trump lead with a trump); if you cannot, play any card.",
            "Farbe muss bedient werden (Trumpf mit Trumpf); wer nicht bedienen kann, spielt eine beliebige Karte.");
      break;
  }
  if (r.game != Game::Ramsen)
    p.add("Card points: %1; 120 in all.", "Augen: %1; zusammen 120.", {point_list(p.lang, p.deck)});
}

void schieberamsch(Page& p, const Rules& r) {
  p.section("How to win", "Ziel");
  p.add(
      "Take as few card points as you can: after the last trick the player with the most card points loses the "
      "hand.",
      "Möglichst wenige Augen nehmen: nach dem letzten Stich verliert, wer die meisten Augen hat.");
  if (r.get(sr::ExchangeOrder) == sr::kPickupThenDiscard)
    p.add(
        "First the skat goes round from forehand: each player pushes it on unseen, or picks it up and lays two "
        "cards away (%1: %2).",
        "Zuerst wandert der Skat ab Vorhand: jeder schiebt ihn ungesehen weiter, oder nimmt ihn auf und drückt zwei "
        "Karten (%1: %2).",
        {option_label(r.game, sr::JacksInSkat, p.lang, p.deck), value_of(r, sr::JacksInSkat, p.lang, p.deck)});
  else
    p.add(
        "First the skat goes round from forehand: each player pushes it on unseen, or lays two cards aside and "
        "takes the skat; his two cards are the new skat.",
        "Zuerst wandert der Skat ab Vorhand: jeder schiebt ihn ungesehen weiter, oder legt zwei Karten ab und nimmt "
        "den Skat; seine zwei Karten sind der neue Skat.");
  if (r.on(sr::GrandHand))
    p.add(
        "Before that, a player with a strong hand may announce Grand Hand: alone against the other two with {jacks} "
        "as trumps, he needs 61 card points%1.",
        "Vorher darf ein Spieler mit starkem Blatt Grand Hand ansagen: allein gegen die beiden anderen, {jacks} "
        "Trumpf, braucht er 61 Augen%1.",
        {r.on(sr::GhKontra) ? pick(p.lang, "; the others may say Kontra", "; die anderen dürfen Kontra geben") : ""});
  p.section("What scores", "Wertung");
  bool divide = r.on(sr::DivideBy10);
  p.add("The loser writes his card points as minus points (the skat's go to: %1)%2, doubled for every push%3%4.",
        "Der Verlierer schreibt seine Augen als Minuspunkte (der Skat zählt für: %1)%2, verdoppelt für jedes "
        "Schieben%3%4.",
        {value_of(r, sr::SkatOwner, p.lang, p.deck),
         divide ? pick(p.lang, ", a tenth of them rounded down", ", davon ein Zehntel abgerundet") : "",
         r.on(sr::RamschKontra) ? pick(p.lang, " and every Kontra", " und jedes Kontra") : "",
         r.on(sr::JungfrauDoubles) ? pick(p.lang, ", and again if a player took no trick (Jungfrau)",
                                          ", und noch einmal, wenn ein Spieler keinen Stich hat (Jungfrau)")
                                   : ""});
  int durchmarsch = divide ? 120 / 10 : 120;  // all 120 card points, as the loser's are (RULES.md §2.8)
  p.add("A tie for the most points: %1.", "Gleich viele Augen: %1.", {value_of(r, sr::TieRule, p.lang, p.deck)});
  if (r.get(sr::DurchmarschMode) == sr::kCreditWinner)
    p.add("A player who takes every trick (Durchmarsch) is credited %1 points, doubled like the rest.",
          "Wer alle Stiche macht (Durchmarsch), bekommt %1 Punkte gutgeschrieben, verdoppelt wie sonst.",
          {num(durchmarsch)});
  else
    p.add("If one player takes every trick (Durchmarsch), each of the other two writes %1, doubled like the rest.",
          "Macht einer alle Stiche (Durchmarsch), schreiben die beiden anderen je %1, verdoppelt wie sonst.",
          {num(durchmarsch)});
  p.section("How a match ends", "Ende der Partie");
  if (r.get(sr::MatchEnd) == sr::kFixedHands)
    p.add(
        "After %1 hands the lowest total wins; every two players settle the difference of their totals at %2 "
        "per point.",
        "Nach %1 Spielen gewinnt der niedrigste Stand; je zwei Spieler rechnen die Differenz ihrer Stände ab, "
        "%2 je Punkt.",
        {num(r.get(sr::MatchHands)), num(r.get(sr::Stake))});
  else
    p.add("When a player's total reaches %1, the highest such total loses the match.",
          "Erreicht ein Stand %1, verliert der höchste solche Stand die Partie.", {num(r.get(sr::LossLimit))});
}

void kalter_schlag(Page& p, const Rules& r) {
  p.section("How to win", "Ziel");
  p.add(
      "Take as few card points as you can: after the last trick the player with the most card points writes "
      "them; tied players all write.",
      "Möglichst wenige Augen nehmen: nach dem letzten Stich schreibt, wer die meisten Augen hat; bei Gleichstand "
      "schreiben alle Gleichen.");
  int top = r.get(ks::MaxLevel);
  if (top > 0) {
    std::string names;
    for (int level = 0; level < top; ++level)
      names +=
          std::string(level ? ", " : "") + doubling_name(r.game, Phase::Play, level, 0).title + " ×" + num(2 << level);
    p.add("In the first trick each player may double once, just before his card: %1.",
          "Im ersten Stich darf jeder einmal verdoppeln, direkt vor seiner Karte: %1.", {names});
  }
  p.section("What scores", "Wertung");
  p.add(
      "The written points are doubled for every player without a trick (Jungfer), rounded %1. If one player "
      "takes every trick, the other three write 120 each, doubled.",
      "Die Augen werden für jeden Spieler ohne Stich (Jungfer) verdoppelt, gerundet %1. Macht einer alle Stiche, "
      "schreiben die anderen drei je 120, verdoppelt.",
      {value_of(r, ks::Rounding, p.lang, p.deck)});
  p.section("How a match ends", "Ende der Partie");
  p.add(
      "A player who has written %1 times and stays under %2 wins the match (the fewest points among such "
      "players). Otherwise the match ends when a total reaches %2: the highest loses.",
      "Wer %1-mal geschrieben hat und unter %2 bleibt, gewinnt die Partie (unter mehreren der mit den wenigsten "
      "Punkten). Sonst endet sie, wenn ein Stand %2 erreicht: der höchste verliert.",
      {num(r.get(ks::WinEntries)), num(r.get(ks::LossLimit))});
  p.add("The winner gets %1 from each player; the loser pays %2 to each, %1 to a player who never wrote.",
        "Der Gewinner bekommt %1 von jedem; der Verlierer zahlt jedem %2, %1 an einen, der nie geschrieben hat.",
        {num(2 * r.get(ks::Stake)), num(r.get(ks::Stake))});
}

void ramsen(Page& p, const Rules& r) {
  p.section("How to win", "Ziel");
  p.add("Every trick you take is a stroke: the first to take %1 strokes wins the match at once.",
        "Jeder Stich ist ein Strich: wer zuerst %1 Striche hat, gewinnt die Partie sofort.",
        {num(r.get(rm::StartNeed))});
  p.add("First each player in turn may swap cards with the talon, %1 for all players together.",
        "Zuerst darf jeder der Reihe nach Karten mit dem Stapel tauschen, zusammen %1.",
        {num(r.get(rm::ExchangeLimit))});
  if (r.on(rm::RobUpcard))
    p.add("The dealer may also rob the up-card, laying down a card for it%1.",
          "Der Geber darf auch die aufgedeckte Karte rauben und dafür eine ablegen%1.",
          {r.on(rm::RobForcesPlay) ? pick(p.lang, "; then he must play", "; dann muss er spielen") : ""});
  p.add(
      "Then each player who did not swap says play or pass%1; whoever swapped must play. Whoever passes sits "
      "the hand out.",
      "Dann sagt jeder, der nicht getauscht hat, spielen oder passen%1; wer getauscht hat, muss spielen. Wer "
      "passt, setzt aus.",
      {r.on(rm::TrumpAceMustPlay)
           ? say(p.lang, p.deck, " (not with the {ace} of trumps)", " (nicht mit Trumpf-{ace} auf der Hand)")
           : ""});
  p.section("What scores", "Wertung");
  p.add("Only tricks count, no card points. A player who played and took no trick gets %1 strokes more to take.",
        "Nur Stiche zählen, keine Augen. Wer gespielt und keinen Stich gemacht hat, muss %1 Striche mehr machen.",
        {num(r.get(rm::Penalty))});
  p.add("If only one player plays, he %1; if nobody plays: %2.", "Spielt nur einer, %1; spielt keiner: %2.",
        {r.get(rm::LonePlayer) == rm::kCreditAll
             ? pick(p.lang, "is credited all five tricks", "bekommt er alle fünf Stiche")
             : pick(p.lang, "the hand is void", "zählt das Spiel nicht"),
         value_of(r, rm::AllPass, p.lang, p.deck)});
  p.section("How a match ends", "Ende der Partie");
  p.add(
      "The moment a player takes his last needed stroke the match is over and he has won; the rest of the hand "
      "is not played.",
      "Sobald ein Spieler seinen letzten Strich macht, ist die Partie aus und er hat gewonnen; der Rest des Spiels "
      "wird nicht gespielt.");
}

void schafkopf(Page& p, const Rules& r) {
  p.section("How to win", "Ziel");
  int pair = r.get(as::PartnerCards);
  Card a = Card(pair & 0xFF), b = Card(pair >> 8);
  if (r.get(as::Mode) == as::kFixedPartners) {
    p.add(
        "Fixed partners: you and the player opposite against the other two. A team needs 61 of the 120 card "
        "points; at 60:60 nobody scores.",
        "Feste Partner: du und dein Gegenüber gegen die beiden anderen. Ein Team braucht 61 der 120 Augen; bei "
        "60:60 zählt niemand.");
  } else {
    p.add("The holders of %1 and %2 play together (Re) against the other two; at first nobody knows who they are.",
          "Die Inhaber von %1 und %2 spielen zusammen (Re) gegen die beiden anderen; wer das ist, weiß anfangs "
          "keiner.",
          {card_name(a, p.lang, p.deck), card_name(b, p.lang, p.deck)});
    p.add(
        "A player holding both calls {an_ace} to find a partner, announces a Hochzeit (%1), or plays alone "
        "without a word.",
        "Wer beide hat, ruft {an_ace} als Partner, sagt eine Hochzeit an (%1) oder spielt still allein.",
        {value_of(r, as::Hochzeit, p.lang, p.deck)});
    if (r.on(as::Farbsolo))
      p.add("Before that, a player may bid a solo and name his own trump suit.",
            "Vorher darf ein Spieler ein Solo ansagen und seine Trumpffarbe nennen.");
    p.add("Re needs 61 of the 120 card points; the others win with 60.",
          "Re braucht 61 der 120 Augen; die anderen gewinnen mit 60.");
  }
  p.section("What scores", "Wertung");
  p.add(
      "A partner game pays %1 to each winner, a solo %2 (three times to or from the soloist). Add %3 each for "
      "Schneider, for Schwarz (no trick) and, from %4 top trumps in a row in one party, for each of them "
      "(Laufende).",
      "Ein Partnerspiel zahlt %1 an jeden Gewinner, ein Solo %2 (dreifach an oder vom Alleinspieler). Dazu je %3 "
      "für Schneider, für Schwarz (kein Stich) und ab %4 höchsten Trümpfen in Folge in einer Partei für jeden "
      "davon (Laufende).",
      {num(r.get(as::TariffPartner)), num(r.get(as::TariffSolo)), num(r.get(as::TariffExtra)),
       num(r.get(as::LaufendeMin))});
  bool fixed = r.get(as::Mode) == as::kFixedPartners;
  int doubling = fixed && !r.on(as::FixedDoubling) ? as::kDoublingNone : r.get(as::Doubling);
  if (doubling != as::kDoublingNone)
    p.add("Before the first card, the game may be doubled: %1, each ×2.",
          "Vor der ersten Karte darf verdoppelt werden: %1, jeweils ×2.",
          {option_value_label(r.game, as::Doubling, doubling, p.lang, p.deck)});
  int fox = r.get(as::Fox);
  if (fox == as::kFoxAlways || (fox == as::kFoxFixedOnly && fixed))
    p.add("The fox (%1): if the other side takes it, they get %2 more.",
          "Der Fuchs (%1): fängt ihn die andere Seite, bekommt sie %2 dazu.",
          {card_name(make_card(r.get(as::TrumpSuit), kAce), p.lang, p.deck), num(r.get(as::TariffExtra))});
  p.section("How a match ends", "Ende der Partie");
  p.add("After %1 hands the highest total wins.", "Nach %1 Spielen gewinnt der höchste Stand.",
        {num(r.get(as::DealsPerMatch))});
}

}  // namespace

std::string option_label(Game g, int index, Lang lang, bool german_deck) {
  const OptionSpec& spec = game_spec(g).options[index];
  const OptionText* t = find_text(g, spec.key);
  return t ? with_deck_words(pick(lang, t->label_en, t->label_de), lang, german_deck) : spec.key;
}

std::string option_help(Game g, int index, Lang lang, bool german_deck) {
  const OptionText* t = find_text(g, game_spec(g).options[index].key);
  return t ? with_deck_words(pick(lang, t->help_en, t->help_de), lang, german_deck) : "";
}

std::string option_value_label(Game g, int index, int value, Lang lang, bool german_deck) {
  const OptionSpec& spec = game_spec(g).options[index];
  if (spec.kind != OptionKind::Choice || value < 0 || value >= spec.choice_count)
    return format_option_value(spec, value);
  int count = 0;
  const ValueText* values = value_texts(count);
  for (int i = 0; i < count; ++i)
    if (std::strcmp(values[i].value, spec.choices[value]) == 0)
      return with_deck_words(pick(lang, values[i].en, values[i].de), lang, german_deck);
  return spec.choices[value];
}

RulesHelp rules_help(const Rules& r, Lang lang, bool german_deck) {
  Page p{lang, german_deck, {}};
  p.help.title = say(lang, german_deck, "Rules of %1", "Regeln: %1",
                     {r.game == Game::SchafkopfUS ? pick(lang, "American Schafkopf", "Amerikanischer Schafkopf")
                                                  : game_spec(r.game).title});
  the_game(p, r);
  trumps(p, r);
  switch (r.game) {
    case Game::Schieberamsch:
      schieberamsch(p, r);
      break;
    case Game::KalterSchlag:
      kalter_schlag(p, r);
      break;
    case Game::Ramsen:
      ramsen(p, r);
      break;
    case Game::SchafkopfUS:
      schafkopf(p, r);
      break;
  }
  const GameSpec& spec = game_spec(r.game);
  Rules defaults = default_rules(r.game);
  for (int i = 0; i < spec.option_count; ++i)
    p.help.options.push_back({spec.options[i].key, option_label(r.game, i, lang, german_deck),
                              option_value_label(r.game, i, r.get(i), lang, german_deck),
                              option_help(r.game, i, lang, german_deck), r.get(i) != defaults.get(i)});
  return p.help;
}

std::string rules_help_text(const Rules& r, Lang lang, bool german_deck) {
  RulesHelp h = rules_help(r, lang, german_deck);
  std::string out = h.title + "\n";
  for (const HelpSection& s : h.sections) {
    out += "\n" + s.heading + "\n";
    for (const std::string& line : s.paragraphs) out += line + "\n";
  }
  out += std::string("\n") + pick(lang, "Rules in play", "Gültige Regeln") + "\n";
  for (const OptionInForce& o : h.options)
    out += o.label + ": " + o.value + (o.changed ? " *" : "") + " — " + o.help + "\n";
  return out;
}

}  // namespace stichfest
