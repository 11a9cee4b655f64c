// What the player reads after a skat pick-up and after a hand: the new cards
// marked, the skat gone from the table, the summary in players' words.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, api, sleep, waitFrames, click, shot, playByApi } = require("./helpers");

test("after picking up the skat its two cards are marked and the skat leaves the table", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x5eed", settings: "deck=german\nlang=en\nwelcomed=1\n" });
  let before = null;
  for (let i = 0; i < 400; i++) {
    const s = await api(page, "state");
    if (s.your_turn && s.phase === "discard") break;
    if (!s.your_turn) { await sleep(40); continue; }
    const tokens = (await api(page, "legal")).map((l) => l.token);
    before = s.hand.slice();
    await click(page, "button:" + (tokens.includes("pickup") ? "pickup" : "pass"));
  }
  const s = await api(page, "state");
  assert.equal(s.phase, "discard", "the human picked up the skat");
  await waitFrames(page, 2);
  const layout = await api(page, "layout");
  const marked = layout.filter((t) => t.id.startsWith("mark:new:")).map((t) => t.id.slice(9)).sort();
  const fresh = s.hand.filter((c) => !before.includes(c)).sort();
  assert.equal(fresh.length, 2, "two cards came with the skat");
  assert.deepEqual(marked, fresh, "exactly the two skat cards are marked new");
  assert.ok(!layout.some((t) => t.id === "table:skat"), "the skat is no longer drawn on the table");
  await shot(page, "schieberamsch-pickup-marked");
  // Once two cards are laid away the marks go.
  const hand = s.hand;
  await click(page, "card:" + hand[0]);
  await click(page, "card:" + hand[1]);
  await click(page, "button:confirm");
  await waitFrames(page, 3);
  assert.ok(!(await api(page, "layout")).some((t) => t.id.startsWith("mark:new:")), "no marks after the discard");
  await page.context().close();
});

test("the hand summary lists the skat with commas and explains the score in words", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x2a", settings: "deck=german\nlang=en\nwelcomed=1\n" });
  await playByApi(page, (s) => s.hand_over);
  await waitFrames(page, 3);
  const skat = (await api(page, "layout")).find((t) => t.id === "summary:fact" && t.label.startsWith("Skat"));
  assert.ok(skat, "the summary shows the skat");
  assert.match(skat.label, /^Skat: [A-Za-z]+[- ][A-Za-z0-9]+, [A-Za-z]+[- ][A-Za-z0-9]+ \(\d+ points\)$/);
  const formula = (await api(page, "state")).result.formula.join("\n");
  assert.doesNotMatch(formula, /\^|floor10|→/, "no formula notation");
  assert.match(formula, /card points/);
  await shot(page, "schieberamsch-summary-words");
  await page.context().close();
});

test("Ramsen's summary: the change column agrees in sign with the text", async () => {
  const page = await openPage({ hash: "#g=ramsen&s=0x2a", settings: "deck=german\nlang=en\nwelcomed=1\n" });
  await playByApi(page, (s) => s.hand_over);
  await waitFrames(page, 3);
  const s = await api(page, "state");
  const layout = await api(page, "layout");
  for (let p = 0; p < s.players; p++) {
    const cell = layout.find((t) => t.id === `summary:score:${p}`);
    const change = Number(cell.label.replace("+", "").replace("−", "-"));
    assert.equal(change, s.result.score[p], `seat ${p}: the change to the strokes to go`);
    const total = layout.find((t) => t.id === `summary:total:${p}`);
    assert.equal(Number(total.label.replace("−", "-")), s.need[p], `seat ${p}: strokes to go`);
  }
  await page.context().close();
});
