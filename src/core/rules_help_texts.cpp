// The options' words (rules_help.h): one row per option of each game, keyed
// by the option's name in the rules string, and one row per choice value.
// Numbers that an option sets are never written here: a help line says
// what the option does, the rules page says what it is now.
#include "rules_help.h"

namespace stichfest {

namespace {

#define COUNT(a) int(sizeof(a) / sizeof(a[0]))

constexpr OptionText kSchieberamsch[] = {
    {"grand_hand", "Grand Hand offer", "Grand Hand erlaubt",
     "Before the skat goes round, each player in turn may announce Grand Hand: alone against the other two, "
     "with the skat unseen, needing 61 card points.",
     "Bevor der Skat wandert, darf jeder der Reihe nach Grand Hand ansagen: allein gegen die beiden anderen, "
     "ohne den Skat anzusehen, mit 61 Augen zum Gewinn."},
    {"grand_hand_kontra", "Kontra against Grand Hand", "Kontra gegen Grand Hand",
     "The two opponents may double a Grand Hand with Kontra, and the soloist may answer Rekontra.",
     "Die Gegner dürfen einen Grand Hand mit Kontra verdoppeln, der Alleinspieler mit Rekontra antworten."},
    {"exchange_order", "Skat exchange", "Skat-Tausch",
     "Pick the skat up and then lay two cards away, or (Pfalz) lay two cards aside first and then take the skat.",
     "Den Skat aufnehmen und dann zwei Karten drücken, oder (Pfalz) erst zwei Karten ablegen und dann den Skat "
     "nehmen."},
    {"jacks_in_skat", "Lay {jacks} in the skat", "{jacks} drücken",
     "Whether {jacks} may be among the two cards laid away into the skat.",
     "Ob {jacks} unter den zwei gedrückten Karten sein dürfen."},
    {"skat_owner", "Skat goes to", "Skat zählt für",
     "Who gets the skat's card points at the end: whoever takes the last trick, or everyone with the most points.",
     "Wer am Ende die Augen des Skats bekommt: wer den letzten Stich macht, oder jeder mit den meisten Augen."},
    {"ramsch_kontra", "Kontra in Ramsch", "Kontra im Ramsch",
     "In the first trick each player may say Kontra once before his card; each Kontra doubles the hand.",
     "Im ersten Stich darf jeder vor seiner Karte einmal Kontra sagen; jedes Kontra verdoppelt das Spiel."},
    {"jungfrau_doubles", "Jungfrau doubles", "Jungfrau verdoppelt",
     "A player without a trick (Jungfrau) doubles what the loser writes.",
     "Bleibt ein Spieler ohne Stich (Jungfrau), verdoppelt sich, was der Verlierer schreibt."},
    {"divide_by_10", "Divide by 10", "Durch 10 teilen",
     "The loser writes a tenth of the doubled card points, rounded down, instead of all of them.",
     "Der Verlierer schreibt ein Zehntel der verdoppelten Augen, abgerundet, statt aller Augen."},
    {"durchmarsch", "Durchmarsch", "Durchmarsch",
     "Who pays when one player takes every trick: he is credited, or the other two are charged.",
     "Wer zahlt, wenn einer alle Stiche macht: er bekommt eine Gutschrift, oder die beiden anderen zahlen."},
    {"tie_rule", "Tie", "Gleichstand",
     "When players tie for the most points: all of them lose, the one with the last trick loses, or a three-way "
     "tie scores nothing.",
     "Bei gleich vielen Augen: alle Gleichen verlieren, wer den letzten Stich hat, verliert, oder ein dreifacher "
     "Gleichstand zählt nichts."},
    {"match_end", "Match end", "Ende der Partie",
     "The match ends after a fixed number of hands, or when a player reaches the loss limit.",
     "Die Partie endet nach einer festen Zahl Spiele oder wenn ein Spieler die Verlustgrenze erreicht."},
    {"match_hands", "Hands per match", "Spiele pro Partie",
     "How many hands a match has, when it ends after a fixed number of hands.",
     "Wie viele Spiele eine Partie hat, wenn sie nach einer festen Zahl endet."},
    {"loss_limit", "Loss limit", "Verlustgrenze",
     "The total that ends the match, when it ends at a loss limit: the highest total there loses.",
     "Der Stand, der die Partie beendet, wenn sie an einer Verlustgrenze endet: der höchste Stand verliert."},
    {"stake", "Stake", "Einsatz",
     "What a point is worth at the end: each pair of players settles the difference of their totals.",
     "Was ein Punkt am Ende wert ist: je zwei Spieler rechnen die Differenz ihrer Stände ab."},
};

constexpr OptionText kKalterSchlag[] = {
    {"rounding", "Rounding", "Runden",
     "How a written score is rounded: to tens at the end, or the card points to fives before doubling.",
     "Wie ein Eintrag gerundet wird: am Ende auf Zehner, oder die Augen vor dem Verdoppeln auf Fünfer."},
    {"loss_limit", "Loss limit", "Verlustgrenze",
     "The total at which the match ends: the highest total at or over it loses.",
     "Der Stand, an dem die Partie endet: der höchste Stand darüber verliert."},
    {"win_entries", "Entries to win", "Einträge zum Sieg",
     "A player who has written this many times and stays under the loss limit wins the match.",
     "Wer so oft geschrieben hat und unter der Verlustgrenze bleibt, gewinnt die Partie."},
    {"max_level", "Highest doubling", "Höchste Verdopplung",
     "How many doublings the first trick allows: Kontra, Re, Bock, Hirsch (0: none).",
     "Wie viele Verdopplungen der erste Stich erlaubt: Kontra, Re, Bock, Hirsch (0: keine)."},
    {"stake", "Stake", "Einsatz",
     "What the match's result is worth: the winner gets two stakes from each, the loser pays one or two.",
     "Was das Ende der Partie wert ist: der Gewinner bekommt zwei Einsätze von jedem, der Verlierer zahlt einen "
     "oder zwei."},
};

constexpr OptionText kRamsen[] = {
    {"players", "Players", "Spieler", "How many play: three, four or five.",
     "Wie viele spielen: drei, vier oder fünf."},
    {"exchange_limit", "Cards to exchange per hand", "Tauschkarten pro Spiel",
     "How many cards all players together may swap with the talon in one hand.",
     "Wie viele Karten alle zusammen in einem Spiel mit dem Stapel tauschen dürfen."},
    {"rob_upcard", "Dealer may rob the up-card", "Geber darf rauben",
     "The dealer may take the up-card into his hand and lay down any card for it.",
     "Der Geber darf die aufgedeckte Karte nehmen und dafür eine beliebige Karte ablegen."},
    {"rob_counts_to_limit", "Robbing counts as an exchange", "Rauben zählt als Tausch",
     "Robbing the up-card uses up one of the hand's exchanges.", "Das Rauben verbraucht einen der Tausche des Spiels."},
    {"rob_forces_play", "Robbing forces play", "Rauben zwingt zum Spielen",
     "A dealer who robs must play the hand, as everyone who swapped must.",
     "Wer raubt, muss spielen, wie jeder, der getauscht hat."},
    {"head_trick", "Duty to beat the trick", "Stechzwang",
     "Whether you must beat the trick whenever you can, or only when you trump.",
     "Ob man den Stich immer übernehmen muss, wenn man kann, oder nur beim Stechen."},
    {"upcard_rule", "Up-card is a permanent trump", "Aufgedeckter Dauertrumpf",
     "If the up-card is a permanent trump: its own suit is trump, or the next card is turned to name it.",
     "Ist die aufgedeckte Karte ein Dauertrumpf: ihre Farbe ist Trumpf, oder die nächste Karte wird aufgedeckt."},
    {"all_pass", "Everyone passes", "Alle passen", "What happens when nobody plays the hand.",
     "Was geschieht, wenn keiner spielt."},
    {"lone_player", "Only one player plays", "Nur einer spielt",
     "A lone player is credited all five tricks, or the hand is void.",
     "Ein einzelner Spieler bekommt alle fünf Stiche gutgeschrieben, oder das Spiel zählt nicht."},
    {"start_need", "Strokes to win", "Striche zum Sieg",
     "How many strokes (tricks) win the match; ten are the two crosses of five strokes.",
     "Wie viele Striche (Stiche) die Partie gewinnen; zehn sind die zwei Kreuze zu fünf Strichen."},
    {"penalty", "Strokes for no trick", "Striche ohne Stich",
     "Strokes added to a player who played and took no trick; five are one more cross.",
     "Striche, die ein Spieler dazubekommt, der gespielt und keinen Stich gemacht hat; fünf sind ein Kreuz."},
    {"trump_ace_must_play", "Trump {ace} must play", "Trumpf-{ace} muss spielen",
     "Whoever holds the {ace} of the trump suit may not pass.",
     "Wer Trumpf-{ace} auf der Hand hat, darf nicht passen."},
};

constexpr OptionText kSchafkopf[] = {
    {"mode", "Partners", "Partner",
     "Who plays together: the holders of the two partner cards, or fixed partners sitting opposite.",
     "Wer zusammenspielt: die Inhaber der beiden Partnerkarten, oder feste Partner, die sich gegenübersitzen."},
    {"trump_suit", "Trump suit", "Trumpffarbe", "The suit whose cards are trumps below the {queens} and {jacks}.",
     "Die Farbe, deren Karten unter den {queens} und {jacks} Trumpf sind."},
    {"partner_cards", "Partner cards", "Partnerkarten", "The two trumps whose holders play together.",
     "Die zwei Trümpfe, deren Inhaber zusammenspielen."},
    {"hochzeit", "Hochzeit", "Hochzeit",
     "When the holder of both partner cards may announce a Hochzeit: only if he can call no ace, always, or never.",
     "Wann der Inhaber beider Partnerkarten eine Hochzeit ansagen darf: nur ohne rufbare Sau, immer, oder nie."},
    {"farbsolo", "Farbsolo bidding", "Farbsolo",
     "Before the partner game, a player may bid to play alone with a trump suit of his choice.",
     "Vor dem Partnerspiel darf ein Spieler ansagen, allein mit einer Trumpffarbe seiner Wahl zu spielen."},
    {"doubling", "Doubling", "Verdoppeln",
     "The doubling before the first card: none, Kontra and Re, or also Sup and Resupra; each doubles the game.",
     "Das Verdoppeln vor der ersten Karte: keines, Kontra und Re, oder auch Sup und Resupra; jedes verdoppelt."},
    {"fixed_doubling", "Doubling with fixed partners", "Verdoppeln bei festen Partnern",
     "With fixed partners, Kontra and Re are allowed too.", "Auch bei festen Partnern gibt es Kontra und Re."},
    {"tariff_partner", "Partner game pays", "Partnerspiel zahlt", "What a partner game is worth to each player.",
     "Was ein Partnerspiel jedem Spieler wert ist."},
    {"tariff_solo", "Solo pays", "Solo zahlt", "What a solo is worth; the soloist wins or pays it three times.",
     "Was ein Solo wert ist; der Alleinspieler bekommt oder zahlt es dreifach."},
    {"tariff_extra", "Extra unit", "Zusatzeinheit",
     "Added for Schneider, for Schwarz, for each Laufender and for a captured fox.",
     "Kommt dazu für Schneider, für Schwarz, für jeden Laufenden und für einen gefangenen Fuchs."},
    {"laufende_min", "Laufende from", "Laufende ab",
     "From how many top trumps in a row in one party's hands they count as Laufende (0: never).",
     "Ab wie vielen höchsten Trümpfen in Folge in einer Partei sie als Laufende zählen (0: nie)."},
    {"fox", "Fox", "Fuchs", "The {ace} of the trump suit: if the other side takes it, they get an extra unit.",
     "Der Fuchs ist Trumpf-{ace}: fängt ihn die andere Seite, bekommt sie eine Zusatzeinheit."},
    {"fox_on_tie", "Fox counts at 60:60", "Fuchs zählt bei 60:60",
     "With fixed partners at 60:60 a captured fox still counts.",
     "Bei festen Partnern und 60:60 zählt ein gefangener Fuchs trotzdem."},
    {"silent_solo_tariff", "Silent solo pays as", "Stilles Solo zahlt wie",
     "A player with both partner cards who plays alone without a word is paid as a solo or as a partner game.",
     "Wer beide Partnerkarten hat und still allein spielt, wird wie ein Solo oder wie ein Partnerspiel bezahlt."},
    {"deals_per_match", "Deals per match", "Spiele pro Partie", "How many hands a match has.",
     "Wie viele Spiele eine Partie hat."},
    {"deal_pattern", "Deal pattern", "Geben", "How the eight cards are dealt.", "Wie die acht Karten gegeben werden."},
};

constexpr ValueText kValues[] = {
    {"off", "off", "aus"},
    {"on", "on", "an"},
    {"pickup_then_discard", "pick up, then lay away", "aufnehmen, dann drücken"},
    {"discard_then_pickup", "lay aside, then take (Pfalz)", "ablegen, dann nehmen (Pfalz)"},
    {"allowed", "allowed", "erlaubt"},
    {"forbidden", "forbidden", "verboten"},
    {"last_trick", "last trick", "letzter Stich"},
    {"most_points", "most points", "meiste Augen"},
    {"credit_winner", "credit for the winner", "Gutschrift"},
    {"charge_others", "charge the others", "Andere zahlen"},
    {"all_tied_lose", "all tied lose", "alle Gleichen verlieren"},
    {"last_trick_breaks_tie", "last trick decides", "letzter Stich entscheidet"},
    {"three_way_zero", "three-way tie scores 0", "dreifach gleich = 0"},
    {"fixed_hands", "fixed number of hands", "feste Zahl Spiele"},
    {"loss_limit", "loss limit", "Verlustgrenze"},
    {"round10_at_end", "to tens at the end", "auf Zehner am Ende"},
    {"round5_first", "to fives first", "erst auf Fünfer"},
    {"always", "always", "immer"},
    {"when_trumping", "only when trumping", "nur beim Stechen"},
    {"printed_suit", "its suit is trump", "ihre Farbe ist Trumpf"},
    {"turn_next", "turn the next card", "nächste Karte aufdecken"},
    {"redeal", "redeal", "neu geben"},
    {"credit_all", "gets five tricks", "bekommt fünf Stiche"},
    {"void", "hand void", "Spiel ungültig"},
    {"two_card", "two {queens}", "zwei {queens}"},
    {"fixed", "fixed, opposite", "fest, gegenüber"},
    {"c", "{Clubs}", "{Clubs}"},
    {"s", "{Spades}", "{Spades}"},
    {"h", "{Hearts}", "{Hearts}"},
    {"d", "{Diamonds}", "{Diamonds}"},
    {"only_if_no_call", "only if no ace to call", "nur ohne Rufsau"},
    {"never", "never", "nie"},
    {"none", "none", "keine"},
    {"kontra_re", "Kontra, Re", "Kontra, Re"},
    {"kontra_re_sup_resup", "Kontra, Re, Sup, Resupra", "Kontra, Re, Sup, Resupra"},
    {"fixed_only", "fixed partners only", "nur feste Partner"},
    {"solo", "solo", "Solo"},
    {"partner", "partner game", "Partnerspiel"},
    {"4-4", "4 + 4", "4 + 4"},
    {"3-2-3", "3 + 2 + 3", "3 + 2 + 3"},
};

}  // namespace

const OptionText* option_texts(Game g, int& count) {
  switch (g) {
    case Game::Schieberamsch:
      count = COUNT(kSchieberamsch);
      return kSchieberamsch;
    case Game::KalterSchlag:
      count = COUNT(kKalterSchlag);
      return kKalterSchlag;
    case Game::Ramsen:
      count = COUNT(kRamsen);
      return kRamsen;
    case Game::SchafkopfUS:
      count = COUNT(kSchafkopf);
      return kSchafkopf;
  }
  count = 0;
  return nullptr;
}

const ValueText* value_texts(int& count) {
  count = COUNT(kValues);
  return kValues;
}

}  // namespace stichfest
