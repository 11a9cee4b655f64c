// An embedded table's `seat`: in show mode the visitor's seat is drawn at
// the bottom; "Play from here" and play mode hand the visitor that seat's
// cards (the deal turned so that it sits where the table draws the player).
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { newContext, baseUrl, sleep } = require("./helpers");

async function openFrameAlone(fragment) {
  const context = await newContext({ viewport: { width: 900, height: 700 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.errors = errors;
  await page.goto((await baseUrl()) + "embed.html#" + fragment);
  await page.waitForFunction(() => window.stichfest && window.stichfest.ready, null, { timeout: 60000 });
  return page;
}

const layout = (page) => page.evaluate(() => window.stichfest.layout());
const sorted = (codes) => codes.split(" ").filter(Boolean).sort().join(" ");

// Seat `seat`'s cards as the show mode draws them at moment `at`.
async function shownHand(link, seat, at) {
  const page = await openFrameAlone(`${link}&mode=show&seat=${seat}&at=${at}`);
  const hand = (await layout(page)).find((t) => t.id === `replay:hand:${seat}`);
  assert.ok(hand, "the seat's hand is drawn");
  return { page, cards: sorted(hand.label) };
}

test("play mode with seat=N deals the visitor seat N's cards, from the start or from a moment", async () => {
  const link = "g=kalter-schlag&s=0x99";
  for (const seat of [1, 3]) {
    const shown = await shownHand(link, seat, "1.0");
    const page = await openFrameAlone(`${link}&mode=play&seat=${seat}`);
    const s = await page.evaluate(() => window.stichfest.state());
    assert.equal(sorted(s.hand.join(" ")), shown.cards, `seat ${seat}'s cards are the visitor's`);
    assert.deepEqual(page.errors, []);
  }
  const later = await shownHand(link, 2, "3.1");
  const page = await openFrameAlone(`${link}&mode=play&seat=2&at=3.1`);
  const s = await page.evaluate(() => window.stichfest.state());
  assert.equal(sorted(s.hand.join(" ")), later.cards, "at trick 3 the visitor holds what seat 2 held there");
  // (The bots play on from there; only the visitor's own cards wait.)
  assert.ok(s.tricks.length >= 2, "two tricks already taken");
});

test("'Play from here' takes over the viewer's seat, whichever it is", async () => {
  const { page, cards } = await shownHand("g=schafkopf-us&s=0x14", 2, "2.0");
  const button = (await layout(page)).find((t) => t.id === "button:play-from-here");
  assert.ok(button && button.enabled, "offered for seat 2");
  await page.mouse.click(button.x + button.w / 2, button.y + button.h / 2, { delay: 60 });
  for (let i = 0; i < 100 && (await page.evaluate(() => window.stichfest.showState().showing)); ++i) await sleep(50);
  const s = await page.evaluate(() => window.stichfest.state());
  assert.equal(sorted(s.hand.join(" ")), cards, "the visitor now plays seat 2's cards");
  assert.ok(s.tricks.length >= 1);
  assert.deepEqual(page.errors, []);
});
