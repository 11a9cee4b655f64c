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
      return std::string(tr("You may lead the called suit, ", "Die gerufene Farbe, ")) +
             suit_word(r.suit, german_deck) +
             tr(", only with the called ace.", ", darfst du nur mit der gerufenen Sau anspielen.");
    case Illegal::CalledAceSearch:
      return std::string(tr("The called suit is led: you must play the called ace, ",
                            "Die gerufene Farbe ist angespielt: du musst die gerufene Sau spielen, ")) +
             card_name(r.card, german_deck) + ".";
    case Illegal::CalledAceKeep:
      return tr("The called ace may not be thrown off before its suit has been led.",
                "Die gerufene Sau darf nicht abgeworfen werden, bevor ihre Farbe angespielt wurde.");
    case Illegal::CallerKeepsSuit:
      return std::string(tr("As the caller you keep your last card of the called suit, ",
                            "Als Rufer behältst du deine letzte Karte der gerufenen Farbe, ")) +
             card_name(r.card, german_deck) +
             tr(", until the called ace has been played.", ", bis die gerufene Sau gespielt ist.");
  }
  return "";
}

std::string illegal_reason(const State& s, int seat, Card c, bool german_deck) {
  return illegal_text(why_illegal(s, seat, Action::play(c)), german_deck);
}

}  // namespace stichfest
