// Screenshots for people to look at (build/screenshots), each taken of a
// table that is checked first: the language and deck asked for, the phase,
// and on a phone everything clickable on the screen.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, api, sleep, click, waitFrames, playHandByClicks, playUntilPlayPhase, GAMES, displayedScores, shot,
        assertOnScreen, playByApi } = require("./helpers");

const FRENCH_SUITS = /♣|♠|♥|♦/;

// The table speaks `lang` and shows the `deck` asked for.
async function assertLanguageAndDeck(page, lang, deck, phone) {
  const layout = await api(page, "layout");
  const labels = layout.map((t) => t.label);
  // The top bar's commands, or the menu that holds them where the row does not fit.
  const words = lang === "de" ? (phone ? ["Menü"] : ["Neue Partie", "Menü"]) : (phone ? ["Menu"] : ["New match", "Menu"]);
  assert.ok(words.some((w) => labels.includes(w)),
            `the table speaks ${lang} (${words.join(" or ")} among ${JSON.stringify(labels.slice(0, 8))})`);
  const cards = layout.filter((t) => t.id.startsWith("card:")).map((t) => t.label);
  assert.ok(cards.length > 0, "cards are drawn");
  assert.equal(cards.some((l) => FRENCH_SUITS.test(l)), deck === "french", `the cards are ${deck} (${cards[0]})`);
}

test("screenshots: both decks, both languages, a phone", async () => {
  const variants = [
    { name: "german-deck-de", lang: "de", deck: "german" },
    { name: "french-deck-en", lang: "en", deck: "french" },
    { name: "phone-schieberamsch", lang: "en", deck: "german", phone: true },
  ];
  for (const v of variants) {
    const page = await openPage({ hash: "#g=schieberamsch&s=0xabc", settings: `deck=${v.deck}\nlang=${v.lang}\nwelcomed=1\n`,
                                  ...(v.phone ? { width: 390, height: 844, mobile: true } : {}) });
    const s = await playUntilPlayPhase(page);
    assert.equal(s.phase, "play", `${v.name}: the cards are being played`);
    await assertLanguageAndDeck(page, v.lang, v.deck, v.phone);
    if (v.phone) assertOnScreen((await api(page, "layout")).filter((t) => t.enabled), 390, 844, v.name);
    await shot(page, v.name);
    await page.context().close();
  }
});

test("screenshots: every game in German, and on a phone", async () => {
  for (const g of GAMES) {
    for (const phone of [false, true]) {
      const [width, height] = phone ? [390, 844] : [1280, 800];
      const deck = phone ? "french" : "german";
      const page = await openPage({ hash: g.hash, width, height, mobile: phone,
                                    settings: `deck=${deck}\nlang=de\nwelcomed=1\n` });
      const name = `${phone ? "phone" : "de"}-${g.name}`;
      let midhand = false;
      await playHandByClicks(page, g.choose, async (s) => {
        if (s.phase === "play" && s.tricks.length >= 1 && !midhand) {
          midhand = true;
          await assertLanguageAndDeck(page, "de", deck, phone);
          await shot(page, `${name}-midhand`);
        }
      }, () => midhand);
      assert.ok(midhand, `${name}: the human played a card after the first trick`);
      await playByApi(page, (s) => s.hand_over);  // the rest of the hand quickly (other tests play it by clicks)
      await sleep(300);
      assert.equal((await displayedScores(page, g.players)).length, g.players, `${name}: the summary scores every seat`);
      if (phone) {
        const summary = (await api(page, "layout")).filter((t) => t.id.startsWith("summary:") || t.id.startsWith("button:"));
        assertOnScreen(summary, width, height, `${name} summary`);
      }
      await shot(page, `${name}-summary`);
      await page.context().close();
    }
  }
});

test("screenshots: settings, the game picker and the score sheets", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x21", settings: "deck=german\nlang=en\nwelcomed=1\n" });
  const ids = async () => { await waitFrames(page, 2); return (await api(page, "layout")).map((t) => t.id); };
  await click(page, "menu:settings");
  assert.ok((await ids()).includes("setting:deck:french"), "the settings are open");
  await shot(page, "settings");
  await page.keyboard.press("Escape");
  await click(page, "menu:games");
  const picker = (await ids()).filter((id) => id.startsWith("play:"));
  assert.deepEqual(picker.sort(), ["play:kalter-schlag", "play:ramsen", "play:schafkopf-us", "play:schieberamsch"],
                   "the picker offers every game");
  await shot(page, "picker");
  await page.keyboard.press("Escape");
  await page.context().close();
  // Score sheets after a finished hand: Kalter Schlag (the 2000 line) and Ramsen (the crosses).
  for (const g of GAMES.filter((x) => x.name === "kalter-schlag" || x.name === "ramsen")) {
    const p = await openPage({ hash: g.hash, settings: "deck=german\nlang=en\nwelcomed=1\n" });
    await playHandByClicks(p, g.choose);
    await sleep(300);
    await click(p, "button:sheet");
    await waitFrames(p, 2);
    const sheet = (await api(p, "layout")).find((t) => t.id === "panel:sheet");
    assert.ok(sheet && sheet.h > 0, `${g.name}: the score sheet is open`);
    assertOnScreen([sheet], 1280, 800, `${g.name} score sheet`);
    await shot(p, `${g.name}-sheet`);
    await p.context().close();
  }
});
