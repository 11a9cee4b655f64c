// The engine's reason why an action is not legal (core/illegal.h), in the
// table's words. No rule is worked out here: the reason says which duty
// applies and names its suit or card.
#include "core/contract.h"
#include "i18n.h"

namespace stichfest {

namespace {

// "a higher Hearts card" / "eine höhere Herz-Karte", "a higher trump" / "einen höheren Trumpf".
std::string a_higher_card_of(int suit, bool german_deck) {
  if (suit == kTrump) return tr("a higher trump", "einen höheren Trumpf");
  return std::string(tr("a higher ", "eine höhere ")) + suit_word(suit, german_deck) + tr(" card", "-Karte");
}

}  // namespace

std::string illegal_text(const IllegalReason& r, bool german_deck) {
  switch (r.why) {
    case Illegal::None:
      return "";
    case Illegal::NoHand:
      return tr("No hand is being played.", "Gerade läuft kein Spiel.");
    case Illegal::NotYourTurn:
      return tr("Wait for your turn.", "Warte, bis du dran bist.");
    case Illegal::NotNow:
      return tr("That is not allowed now.", "Das ist jetzt nicht erlaubt.");
    case Illegal::NotInHand:
      return tr("That card is not in your hand.", "Diese Karte hast du nicht auf der Hand.");
    case Illegal::FollowSuit:
      if (r.suit == kTrump) return tr("You must follow suit with a trump.", "Du musst Trumpf bedienen.");
      return std::string(tr("You must follow suit: ", "Du musst bedienen: ")) + suit_word(r.suit, german_deck) + ".";
    case Illegal::MustHead:
      return std::string(tr("You must beat the trick: play ", "Du musst den Stich übernehmen: ")) +
             a_higher_card_of(r.suit, german_deck) + tr(" than ", " als ") + card_name(r.card, german_deck) +
             tr(".", " spielen.");
    case Illegal::MustTrump:
      return tr("You cannot follow suit, so you must play a trump.",
                "Du kannst nicht bedienen, also musst du Trumpf spielen.");
    case Illegal::MustOvertrump:
      return std::string(tr("You must beat the trick with a trump higher than ",
                            "Du musst den Stich mit einem höheren Trumpf stechen als ")) +
             card_name(r.card, german_deck) + ".";
    case Illegal::CalledSuitLead:
      return std::string(tr("You may lead the called suit only with its ace: ",
                            "Die gerufene Farbe darfst du nur so anspielen: ")) +
             card_name(r.card, german_deck) + ".";
    case Illegal::CalledAceSearch:
      return std::string(tr("The called suit is led: you must play ", "Die gerufene Farbe ist angespielt, du musst ")) +
             called_ace(r.suit, language(), german_deck) + tr(".", " zugeben.");
    case Illegal::CalledAceKeep:
      return std::string(tr("You may not throw off ", "Du darfst ")) + called_ace(r.suit, language(), german_deck) +
             tr(" before the called suit has been led.", " nicht abwerfen, bevor die gerufene Farbe angespielt wurde.");
    case Illegal::CallerKeepsSuit:
      return std::string(tr("As the caller you keep your last card of the called suit, ",
                            "Als Rufer behältst du deine letzte Karte der gerufenen Farbe, ")) +
             card_name(r.card, german_deck) + tr(", until ", ", bis ") + called_ace(r.suit, language(), german_deck) +
             tr(" has been played.", " gespielt ist.");
  }
  return "";
}

std::string illegal_reason(const State& s, int seat, Card c, bool german_deck) {
  return illegal_text(why_illegal(s, seat, Action::play(c)), german_deck);
}

}  // namespace stichfest
