#include "words.h"

namespace stichfest {

const char* suit_word(int suit, Lang lang, bool german_deck) {
  static const char* const kFrenchEn[] = {"Clubs", "Spades", "Hearts", "Diamonds"};
  static const char* const kFrenchDe[] = {"Kreuz", "Pik", "Herz", "Karo"};
  static const char* const kGermanEn[] = {"Acorns", "Leaves", "Hearts", "Bells"};
  static const char* const kGermanDe[] = {"Eichel", "Grün", "Herz", "Schellen"};
  suit &= 3;
  if (german_deck) return pick(lang, kGermanEn[suit], kGermanDe[suit]);
  return pick(lang, kFrenchEn[suit], kFrenchDe[suit]);
}

const char* rank_plural(int rank, Lang lang, bool german_deck) {
  static const char* const kFrenchEn[] = {"aces", "kings", "queens", "jacks", "tens", "nines", "eights", "sevens"};
  static const char* const kFrenchDe[] = {"Asse", "Könige", "Damen", "Buben", "Zehnen", "Neunen", "Achten", "Siebenen"};
  static const char* const kGermanEn[] = {"Aces", "Kings", "Ober", "Unter", "tens", "nines", "eights", "sevens"};
  static const char* const kGermanDe[] = {"Säue", "Könige", "Ober", "Unter", "Zehnen", "Neunen", "Achten", "Siebenen"};
  rank &= 7;
  if (german_deck) return pick(lang, kGermanEn[rank], kGermanDe[rank]);
  return pick(lang, kFrenchEn[rank], kFrenchDe[rank]);
}

const char* rank_name(int rank, Lang lang, bool german_deck) {
  static const char* const kFrenchEn[] = {"A", "K", "Q", "J", "10", "9", "8", "7"};
  static const char* const kFrenchDe[] = {"A", "K", "D", "B", "10", "9", "8", "7"};
  static const char* const kGermanEn[] = {"Ace", "King", "Ober", "Unter", "10", "9", "8", "7"};
  static const char* const kGermanDe[] = {"Sau", "König", "Ober", "Unter", "10", "9", "8", "7"};
  rank &= 7;
  if (german_deck) return pick(lang, kGermanEn[rank], kGermanDe[rank]);
  return pick(lang, kFrenchEn[rank], kFrenchDe[rank]);
}

std::string card_name(Card c, Lang lang, bool german_deck) {
  static const char* const kSymbols[] = {"♣", "♠", "♥", "♦"};
  const char* rank = rank_name(rank_of(c), lang, german_deck);
  if (german_deck)  // "Eichel-Ober", "Leaves Unter"
    return std::string(suit_word(suit_of(c), lang, true)) + pick(lang, " ", "-") + rank;
  return std::string(rank) + kSymbols[suit_of(c)];  // "J♣"
}

std::string called_ace(int suit, Lang lang, bool german_deck) {
  if (german_deck) return pick(lang, "the ", "die ") + card_name(make_card(suit, kAce), lang, true);
  return lang == Lang::German ? std::string("das ") + suit_word(suit, lang, false) + "-Ass"
                              : std::string("the ace of ") + suit_word(suit, lang, false);
}

std::string with_deck_words(const std::string& text, Lang lang, bool german_deck) {
  std::string out;
  for (size_t i = 0; i < text.size();) {
    size_t end = text[i] == '{' ? text.find('}', i) : std::string::npos;
    if (end == std::string::npos) {
      out += text[i++];
      continue;
    }
    std::string key = text.substr(i + 1, end - i - 1);
    std::string word = "{" + key + "}";  // unknown keys stay visible
    if (key == "jacks") word = rank_plural(kJack, lang, german_deck);
    if (key == "queens") word = rank_plural(kQueen, lang, german_deck);
    if (key == "ace") word = lang == Lang::English ? (german_deck ? "Ace" : "ace") : german_deck ? "Sau" : "Ass";
    if (key == "an_ace") word = lang == Lang::English ? "an ace" : german_deck ? "eine Sau" : "ein Ass";
    for (int s = 0; s < 4; ++s)
      if (key == suit_word(s, Lang::English, false)) word = suit_word(s, lang, german_deck);
    if (key.rfind("card:", 0) == 0 && parse_card(key.substr(5)) != kNoCard)
      word = card_name(parse_card(key.substr(5)), lang, german_deck);
    out += word;
    i = end + 1;
  }
  return out;
}

}  // namespace stichfest
