// The names of suits, ranks and cards, in one place per language and deck
// (RULES.md §1.1): the table, the hand explanations and the game picker all
// take them from here, so the same card has the same name everywhere. Also
// the one way texts are translated: pick(lang, "English", "Deutsch").
#pragma once

#include <cstdint>
#include <string>

#include "cards.h"

namespace stichfest {

enum class Lang : uint8_t { English, German };

inline const char* pick(Lang lang, const char* en, const char* de) { return lang == Lang::German ? de : en; }

// "Leaves", "Grün" (German deck); "Spades", "Pik" (French deck).
const char* suit_word(int suit, Lang lang, bool german_deck);
// A rank in the plural as prose uses it: "Unter", "jacks", "Buben", "Ober",
// "queens", "Damen".
const char* rank_plural(int rank, Lang lang, bool german_deck);
// A rank as a card's name shows it: "Q", "D" (French deck), "Ober", "Sau"
// (German deck, in German).
const char* rank_name(int rank, Lang lang, bool german_deck);
// A card as the hand and the texts name it: "Leaves Unter", "Grün-Unter"
// (German deck), "J♠", "B♠" (French deck). The German deck's ace is the Sau
// in German.
std::string card_name(Card c, Lang lang, bool german_deck);
// A called ace with its article: "the Leaves Ace", "die Grün-Sau", "the ace
// of Spades", "das Pik-Ass".
std::string called_ace(int suit, Lang lang, bool german_deck);
// Replaces {jacks}, {queens}, {an_ace}, {ace} (the rank's word), {Diamonds} (any suit word) and
// {card:D9} in a text with the words of the language and deck.
std::string with_deck_words(const std::string& text, Lang lang, bool german_deck);

}  // namespace stichfest
