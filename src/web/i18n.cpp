#include "i18n.h"

#include <algorithm>
#include <cstdio>

#include "core/names.h"
#include "core/record.h"

namespace stichfest {

namespace {
Lang g_lang = Lang::English;

// The capitalised name of the doubling the player to move would announce.
const char* doubling_word(const Observation& o) {
  return doubling_name(o.rules->game, o.phase, o.level, o.doubling_round).title;
}

}  // namespace

void set_language(Lang lang) { g_lang = lang; }
Lang language() { return g_lang; }
const char* tr(const char* en, const char* de) { return pick(g_lang, en, de); }

std::string seat_name(int seat, int players) {
  static const char* const kNames[] = {"Anna", "Bernd", "Clara", "Dieter"};
  (void)players;
  if (seat == 0) return tr("You", "Du");
  return kNames[(seat - 1) & 3];
}

std::string seat_does(int seat, int players, const char* en, const char* en_you, const char* de, const char* de_du) {
  return seat_name(seat, players) + " " + (seat == 0 ? tr(en_you, de_du) : tr(en, de));
}

std::vector<std::string> seat_names(int players) {
  std::vector<std::string> out;
  for (int p = 0; p < players; ++p) out.push_back(seat_name(p, players));
  return out;
}

const char* bot_level_title(BotLevel level) {
  switch (level) {
    case BotLevel::Random:
      return tr("random bots", "Zufallsspieler");
    case BotLevel::Beginner:
      return tr("Beginner", "Anfänger");
    case BotLevel::Standard:
      return tr("Standard", "Standard");
    case BotLevel::Strong:
      return tr("Strong", "Stark");
  }
  return "";
}

const char* bot_level_blurb(BotLevel level) {
  switch (level) {
    case BotLevel::Beginner:
      return tr("Plays by rules of thumb, at once.", "Spielt nach Faustregeln, sofort.");
    case BotLevel::Standard:
      return tr("Thinks ahead: deals the cards it cannot see in many ways and plays every choice out.",
                "Denkt voraus: verteilt die Karten, die er nicht sieht, auf viele Arten und spielt jede Wahl durch.");
    case BotLevel::Strong:
      // In Kalter Schlag it reads only the doublings (reading the plays cost
      // it there, docs/bots.md), hence "where it pays".
      return tr("Thinks longer and, where it pays, reads from the others' plays which cards they hold.",
                "Denkt länger und liest, wo es sich lohnt, aus den Zügen der anderen, welche Karten sie halten.");
    default:
      return "";
  }
}

const char* game_title(Game g) {
  switch (g) {
    case Game::Schieberamsch:
      return "Schieberamsch";
    case Game::KalterSchlag:
      return "Kalter Schlag";
    case Game::Ramsen:
      return "Ramsen";
    case Game::SchafkopfUS:
      return tr("American Schafkopf", "Amerikanischer Schafkopf");
  }
  return "";
}

const char* game_short_title(Game g) {
  return g == Game::SchafkopfUS ? tr("Schafkopf (US)", "Schafkopf (US)") : game_title(g);
}

const char* rules_title(const Rules& r, bool short_form) {
  // Rules that read best as the Pfälzer preset (format_rules picks the
  // nearest base) are that variant, whatever was changed beside.
  if (r.game == Game::Schieberamsch && format_rules(r).find("preset=pfaelzer") != std::string::npos)
    return "Pfälzer Ramsch";
  return short_form ? game_short_title(r.game) : game_title(r.game);
}

namespace {

// The picker's paragraphs, with the deck's words as {jacks}, {card:CQ}, ... (core/words.h).
const char* blurb_text(Game g) {
  switch (g) {
    case Game::Schieberamsch:
      return tr(
          "Three players, 32 cards; the four {jacks} are the only trumps. Nobody wants card points: whoever "
          "takes the most writes them as minus points. First the skat goes round: push it on unseen (each "
          "push doubles the hand) or pick it up and lay two cards back. A player without a trick is a "
          "Jungfrau and doubles the score; taking every trick is a Durchmarsch and pays. With a strong hand "
          "you may play Grand Hand alone against the other two.",
          "Drei Spieler, 32 Karten; nur die vier {jacks} sind Trumpf. Niemand will Augen: wer die meisten "
          "Augen in seinen Stichen hat, schreibt sie als Minuspunkte. Zuerst wandert der Skat: schieben "
          "(ungesehen weitergeben, jedes Schieben verdoppelt) oder aufnehmen und zwei Karten drücken. Wer "
          "keinen Stich macht, ist Jungfrau und verdoppelt; wer alle Stiche macht, schafft einen "
          "Durchmarsch. Mit starkem Blatt spielt man Grand Hand allein gegen zwei.");
    case Game::KalterSchlag:
      return tr(
          "Four players, each for himself, 8 cards each; {jacks} are trumps as in Skat. As in Ramsch, the "
          "player with the most card points writes them. When you play your first card you may double: "
          "Kontra, Re, Bock, Hirsch, up to sixteen times; players without a trick double again. Whoever "
          "first reaches 2000 loses the partie; whoever writes five times and stays under 2000 wins it.",
          "Vier Spieler, jeder für sich, je 8 Karten; {jacks} sind Trumpf wie beim Skat. Wie beim Ramsch "
          "schreibt, wer die meisten Augen hat. Mit der ersten Karte darf man verdoppeln: Kontra, Re, "
          "Bock, Hirsch, bis zum Sechzehnfachen; Jungfern verdoppeln noch einmal. Wer zuerst 2000 "
          "erreicht, verliert die Partie; wer fünfmal schreibt und unter 2000 bleibt, gewinnt sie.");
    case Game::Ramsen:
      return tr(
          "A Bavarian trick game for 3 to 5 players with five cards each. The turned-up card names "
          "trumps; the {card:D9}, the {card:D7}, the {card:CQ} and the {card:CJ} are always high trumps. "
          "Swap cards with the talon (five in all), then say play or pass. Whoever plays must follow suit, "
          "trump if he cannot, and beat the trick whenever he can. Each trick is a stroke on your two "
          "crosses; complete both first to win. Playing without a trick costs an extra cross.",
          "Bayerisches Stichspiel für 3 bis 5 Spieler mit je fünf Karten. Die aufgedeckte Karte bestimmt "
          "Trumpf; {card:D9}, {card:D7}, {card:CQ} und {card:CJ} sind immer hohe Trümpfe. "
          "Karten mit dem Stapel tauschen (insgesamt fünf), dann spielen oder passen. Wer spielt, muss "
          "bedienen, sonst stechen, und den Stich wenn möglich übernehmen. Jeder Stich ist ein Strich an "
          "deinen zwei Kreuzen; wer beide zuerst voll hat, gewinnt. Ohne Stich gibt es ein Kreuz dazu.");
    case Game::SchafkopfUS:
      return tr(
          "Four players in two parties, 8 cards each. All {queens} and {jacks} and the {Diamonds} are trumps. "
          "The holders of the {card:CQ} and the {card:SQ} play together, unless one player holds both: then he "
          "calls {an_ace} to find a partner, announces a Hochzeit, or quietly plays alone. Take 61 of the "
          "120 card points to win; Schneider, Schwarz and a run of top trumps (Laufende) pay extra, and "
          "Kontra and Re double the game.",
          "Vier Spieler in zwei Parteien, je 8 Karten. Alle {queens} und {jacks} und die {Diamonds} sind Trumpf. "
          "Wer {card:CQ} und {card:SQ} hat, spielt zusammen; hat einer beide, ruft er {an_ace}, sagt "
          "eine Hochzeit an oder spielt still allein. Mit 61 der 120 Augen gewinnt man; Schneider, Schwarz "
          "und Laufende zählen extra, Kontra und Re verdoppeln.");
  }
  return "";
}

}  // namespace

std::string game_blurb(Game g, bool german_deck) { return with_deck_words(blurb_text(g), g_lang, german_deck); }

// The names come from core/words.h, in the table's language.
const char* suit_word(int suit, bool german_deck) { return stichfest::suit_word(suit, g_lang, german_deck); }
std::string card_name(Card c, bool german_deck) { return stichfest::card_name(c, g_lang, german_deck); }
std::string card_names(CardSet cards, bool german_deck) {
  std::string out;
  for (Card c : cards) out += (out.empty() ? "" : ", ") + card_name(c, german_deck);
  return out;
}

std::string phase_question(const Observation& o, bool german_deck) {
  switch (o.phase) {
    case Phase::GrandHandOffer:
      return tr("Play Grand Hand?", "Grand Hand spielen?");
    case Phase::GrandHandKontra:
      return seat_does(o.soloist, o.players, "plays", "play", "spielt", "spielst") +
             tr(" Grand Hand. Kontra?", " Grand Hand. Kontra?");
    case Phase::GrandHandRekontra:
      return tr("Kontra against you. Rekontra?", "Kontra gegen dich. Rekontra?");
    case Phase::SkatTurn:
      if (o.rules->get(sr::ExchangeOrder) == sr::kDiscardThenPickup)
        return tr("Push the skat, or select two cards to lay aside and take the skat.",
                  "Schieben, oder zwei Karten wählen, ablegen und den Skat nehmen.");
      return tr("Push the skat on, or pick it up?", "Skat schieben oder aufnehmen?");
    case Phase::Discard:
      return tr("Select two cards to lay away.", "Zwei Karten zum Drücken wählen.");
    case Phase::Exchange:
      return tr("Select cards to swap with the talon, or keep your hand.", "Karten zum Tauschen wählen oder behalten.");
    case Phase::Rob:
      return tr("Rob the up-card? Select the card to lay down.", "Trumpfkarte rauben? Abzulegende Karte wählen.");
    case Phase::Declare:
      return tr("Play this hand, or pass?", "Spielen oder passen?");
    case Phase::SoloBid:
      return tr("Do you want to play a solo?", "Willst du ein Solo spielen?");
    case Phase::SoloName:
      return tr("Name your solo, or yield.", "Solo ansagen oder zurücktreten?");
    case Phase::PartnerDecl:
      return o.legal.count > 1 ? with_deck_words(tr("You hold both partner cards: call {an_ace}, or…",
                                                    "Du hast beide Partnerkarten: ruf {an_ace}, oder…"),
                                                 g_lang, german_deck)
                               : tr("Announcements", "Ansagen");
    case Phase::Doubling:
      return std::string(doubling_word(o)) + "?";
    case Phase::Play:
      return o.trick_size == 0 ? tr("Your lead: play a card.", "Du spielst aus.")
                               : tr("Your turn: play a card.", "Du bist dran.");
    default:
      return "";
  }
}

std::string action_label(const Observation& o, const Action& a, bool german_deck) {
  switch (a.kind) {
    case Act::Play:
      return card_name(a.arg, german_deck);
    case Act::Pass:
      switch (o.phase) {
        case Phase::GrandHandOffer:
          return tr("No", "Nein");
        case Phase::GrandHandKontra:
        case Phase::GrandHandRekontra:
        case Phase::Doubling:
          return std::string(tr("No ", "Kein ")) + doubling_word(o);
        case Phase::Rob:
          return tr("Don't rob", "Nicht rauben");
        case Phase::Declare:
          return tr("Pass", "Passen");
        case Phase::SoloBid:
          return tr("Weiter (no)", "Weiter");
        case Phase::SoloName:
          return tr("Gut (yield)", "Gut");
        case Phase::PartnerDecl:
          return o.legal.count > 1 ? tr("Play alone (silent)", "Still allein spielen") : tr("Nothing to say", "Nichts");
        default:
          return tr("Pass", "Passen");
      }
    case Act::GrandHand:
      return tr("Grand Hand!", "Grand Hand!");
    case Act::Double:
      return std::string(doubling_word(o)) + "!";
    case Act::Push:
      return tr("Push", "Schieben");
    case Act::PickUp:
      return tr("Pick up", "Aufnehmen");
    case Act::Discard:
      return std::string(tr("Lay away ", "Drücken: ")) + card_names(a.cards, german_deck);
    case Act::Exchange:
      if (o.rules->game == Game::Schieberamsch)
        return std::string(tr("Lay aside ", "Ablegen: ")) + card_names(a.cards, german_deck) +
               tr(", take the skat", ", Skat nehmen");
      if (a.cards.empty()) return tr("Keep my cards", "Nicht tauschen");
      return std::string(tr("Swap ", "Tauschen: ")) + std::to_string(a.cards.size()) +
             (a.cards.size() == 1 ? tr(" card", " Karte") : tr(" cards", " Karten"));
    case Act::Rob:
      return std::string(tr("Rob, lay down ", "Rauben, ablegen: ")) + card_name(a.arg, german_deck);
    case Act::Stay:
      return tr("Play", "Spielen");
    case Act::BidSolo:
      return tr("Ich spiele (solo)", "Ich spiele");
    case Act::NameSolo:
      return std::string(suit_word(a.arg, german_deck)) + tr(" solo", "-Solo");
    case Act::CallAce:
      return std::string(tr("Call ", "Rufe ")) + called_ace(a.arg, g_lang, german_deck);
    case Act::Hochzeit:
      return "Hochzeit";
  }
  return "?";
}

std::string tricks_text(int tricks) {
  return std::to_string(tricks) + (tricks == 1 ? tr(" trick", " Stich") : tr(" tricks", " Stiche"));
}

std::string decision_when(int card_trick, const State& before) {
  int trick = card_trick >= 0 ? card_trick : before.phase == Phase::Play ? before.trick_number : -1;
  if (trick < 0) return tr("Before the play", "Vor dem Spiel");
  return std::string(tr("Trick ", "Stich ")) + std::to_string(trick + 1);
}

std::string number_text(double v, bool whole) {
  char buf[32];
  std::snprintf(buf, sizeof buf, whole ? "%.0f" : "%.1f", v);
  std::string number = buf;
  // A mean just below zero rounds to "-0.0": zero has no sign.
  if (number[0] == '-' && number.find_first_not_of("0.", 1) == std::string::npos) number.erase(0, 1);
  if (language() == Lang::German) std::replace(number.begin(), number.end(), '.', ',');
  return number;
}

const char* unit_words(search::Unit unit, bool one) {
  switch (unit) {
    case search::Unit::CardPoints:
      return one ? tr("card point", "Auge") : tr("card points", "Augen");
    case search::Unit::Strokes:
      return one ? tr("stroke", "Strich") : tr("strokes", "Striche");
    case search::Unit::Penalty:
      return one ? tr("penalty point", "Minuspunkt") : tr("penalty points", "Minuspunkte");
    default:
      return one ? tr("point", "Punkt") : tr("points", "Punkte");
  }
}

const char* expected_words(search::Unit unit) {
  switch (unit) {
    case search::Unit::CardPoints:
      return tr("expected card points", "erwartete Augen");
    case search::Unit::Strokes:
      // The score sheet counts the strokes still to go; the coach counts
      // those a choice strikes off (a trick one, a hand without one -5).
      return tr("expected strokes struck off", "erwartete abgestrichene Striche");
    case search::Unit::Penalty:
      return tr("expected penalty points", "erwartete Minuspunkte");
    default:
      return tr("expected points", "erwartete Punkte");
  }
}

std::string amount_text(double v, search::Unit unit, bool whole) {
  std::string number = number_text(v, whole);
  bool one = number == "1" || number == "-1";  // "1.0" reads as a measure: plural
  return number + " " + unit_words(unit, one);
}

std::string said_label(const State& before, const Action& a, bool german_deck) {
  Observation o = observe(before, 0);  // the human's view of that moment
  switch (a.kind) {
    case Act::Discard:
      return tr("laid two cards away", "hat gedrückt");
    case Act::Rob:
      return tr("robbed the up-card", "raubt die Trumpfkarte");
    case Act::Exchange:
      if (o.rules->game == Game::Schieberamsch)
        return tr("swapped two cards with the skat", "tauscht zwei Karten mit dem Skat");
      if (a.cards.empty()) return tr("swaps none", "tauscht nicht");
      return std::string(tr("swaps ", "tauscht ")) + std::to_string(a.cards.size());
    case Act::Pass:
      switch (o.phase) {
        case Phase::GrandHandOffer:
          return tr("no Grand Hand", "kein Grand Hand");
        case Phase::Declare:
          return tr("passes", "passt");
        case Phase::SoloBid:
          return "weiter";
        case Phase::SoloName:
          return "gut";
        case Phase::PartnerDecl:
          return tr("no announcement", "keine Ansage");
        case Phase::Rob:
          return tr("does not rob", "raubt nicht");
        default:
          return action_label(o, a, german_deck);
      }
    case Act::Stay:
      return tr("plays", "spielt");
    case Act::BidSolo:
      return tr("Ich spiele!", "Ich spiele!");
    default:
      return action_label(o, a, german_deck);
  }
}

std::string choice_name(const State& before, const std::string& token, bool german_deck) {
  Action a;
  std::string error;
  if (!parse_action_token(before, token, a, error)) return token;
  if (a.kind == Act::Play) return card_name(a.arg, german_deck);
  // A Ramsen swap names its cards: the button's "Swap 2 cards" counts the
  // cards raised in the hand, which a hint has not raised.
  if (a.kind == Act::Exchange && !a.cards.empty() && before.rules->game == Game::Ramsen)
    return tr("Swap ", "Tauschen: ") + card_names(a.cards, german_deck);
  return action_label(observe(before, before.to_move), a, german_deck);
}

std::string full_stop(const std::string& text) {
  const char last = text.empty() ? ' ' : text.back();
  return last == '.' || last == '!' || last == '?' ? text : text + ".";
}

}  // namespace stichfest
