// Statistics per game: a finished hand is counted once and survives a
// reload; damaged stored statistics get a message and start afresh; the
// dialog and its chart fit a phone.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, reload, api, click, waitFrames, playByApi, shot } = require("./helpers");


const SETTINGS = "lang=en\nwelcomed=1\nbots=beginner\n";

// The labels of the Statistics dialog's lines, by id.
async function statsLines(page) {
  const lines = {};
  for (const t of await api(page, "layout")) if (t.id.startsWith("stats:")) lines[t.id] = t.label;
  return lines;
}

// Opens the dialog from the top bar (on a phone, its menu). The page is
// busy while a summary's review is computed, so a click that opened
// nothing is tried again (the menu item toggles: only while it is closed).
async function openStats(page, phone = false) {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (phone) await click(page, "menu:open");
    await click(page, "menu:stats");
    await waitFrames(page, 3);
    if ((await api(page, "layout")).some((t) => t.id === "panel:stats")) return;
  }
  assert.fail("the Statistics dialog did not open");
}

test("a finished hand is counted once and the statistics survive a reload", async () => {
  const page = await openPage({ hash: "#g=kalter-schlag&s=0x99", settings: SETTINGS });
  await playByApi(page, (x) => x.hand_over);
  await waitFrames(page, 3);
  const stored = await page.evaluate(() => localStorage.getItem("stichfest.stats.kalter-schlag"));
  assert.ok(stored && /\nhands 1\n/.test(stored), `stored after the hand (${stored})`);
  await openStats(page);
  let lines = await statsLines(page);
  assert.equal(lines["stats:hands"], "Hands played: 1");
  assert.match(lines["stats:matches"], /^Matches: 1 started, 0 finished, 0 won$/);
  assert.match(lines["stats:average"], /^Average per hand: \d+\.\d \(card points taken, fewer is better\)$/);
  assert.equal(lines["stats:chart"], "1", "one bar in the chart");
  assert.match(lines["stats:undo-note"], /undo/);
  await shot(page, "stats-desktop");
  // The summary is still waiting: the reload restores it, and the hand is not counted again.
  await page.evaluate(() => { history.replaceState(null, "", location.pathname); });
  await reload(page);
  await waitFrames(page, 5);
  await openStats(page);
  lines = await statsLines(page);
  assert.equal(lines["stats:hands"], "Hands played: 1", "the same count after the reload");
  assert.deepEqual(page.errors, [], "no page errors");
  await page.context().close();
});

test("a hand played with undo is counted but kept out of the average", async () => {
  const page = await openPage({ hash: "#g=kalter-schlag&s=0x77", settings: SETTINGS });
  const turn = await playByApi(page, (x) => x.your_turn && x.phase === "play");
  const legal = await api(page, "legal");
  await api(page, "submit", legal[legal.length - 1].token);
  await playByApi(page, (x) => x.your_turn && x.tricks.length + x.trick.length > turn.tricks.length + turn.trick.length);
  await click(page, "button:undo");
  assert.match(await api(page, "record"), /\nundos 1\n/, "the undo is in the record");
  await playByApi(page, (x) => x.hand_over);
  await waitFrames(page, 3);
  await openStats(page);
  const lines = await statsLines(page);
  assert.equal(lines["stats:hands"], "Hands played: 1 (1 with undo)");
  assert.match(lines["stats:average"], /Average per hand: – /, "no average from a hand with undo");
  await page.context().close();
});

test("damaged statistics get a message and start afresh; the page keeps working", async () => {
  const page = await openPage({ hash: "#g=ramsen&s=0x5", settings: SETTINGS,
                                storage: { "stichfest.stats.ramsen": "stichfest-stats 1\nhands many\n" } });
  const notice = (await api(page, "layout")).find((t) => t.id === "notice:error");
  assert.ok(notice && /statistics of Ramsen could not be read/.test(notice.label), `a message (${notice && notice.label})`);
  const kept = await page.evaluate(() => localStorage.getItem("stichfest.stats.ramsen.unreadable"));
  assert.equal(kept, "stichfest-stats 1\nhands many\n", "the damaged text is kept aside");
  await openStats(page);
  assert.equal((await statsLines(page))["stats:hands"], "No hands played yet in this game.");
  assert.deepEqual(page.errors, [], "no page errors");
  await page.context().close();
});

test("the statistics dialog and its chart of 50 hands fit a phone", async () => {
  const chart = Array.from({ length: 50 }, (_, i) => (i * 37) % 17 - 8 + (i % 9 === 0 ? "u" : "")).join(" ");
  const stored = "stichfest-stats 1\nhands 73\nundo-hands 6\nmatches 9\nfinished 5\nwon 2\naveraged 67\nsum 201\n" +
                 "solos 4\nsolos-won 3\nchart " + chart + "\n";
  const page = await openPage({ hash: "#g=schafkopf-us&s=0x13", width: 375, height: 667, mobile: true,
                                settings: SETTINGS, storage: { "stichfest.stats.schafkopf-us": stored } });
  await openStats(page, true);
  const lines = await statsLines(page);
  assert.equal(lines["stats:hands"], "Hands played: 73 (6 with undo)");
  assert.equal(lines["stats:average"], "Average per hand: 3.0 (score of the hand, more is better)");
  assert.equal(lines["stats:facts"], "Solos: 4 played, 3 won");
  assert.equal(lines["stats:chart"], "50");
  const layout = await api(page, "layout");
  const panel = layout.find((t) => t.id === "panel:stats");
  const chartBox = layout.find((t) => t.id === "stats:chart");
  assert.ok(panel.x >= 0 && panel.x + panel.w <= 375 && panel.y + panel.h <= 667, `the dialog fits (${JSON.stringify(panel)})`);
  assert.ok(chartBox.w >= 250 && chartBox.h >= 60, `the chart is big enough to read (${JSON.stringify(chartBox)})`);
  await shot(page, "stats-phone");
  // Another game, picked from the list (a phone has no room for four tabs).
  await click(page, "stats:pick-game");
  await click(page, "stats:game:schieberamsch");
  assert.equal((await statsLines(page))["stats:hands"], "No hands played yet in this game.");
  await page.context().close();
});

// The colours of the screen's pixels in `clip` (CSS pixels), as [r, g, b]
// rows, read in a blank page of the same browser (the table's page allows
// no data: images).
async function pixels(page, clip) {
  const png = await page.screenshot({ clip });
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (b64) => {
      const img = new Image();
      img.src = "data:image/png;base64," + b64;
      await img.decode();
      const c = document.createElement("canvas");
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext("2d");
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      const rows = [];
      for (let y = 0; y < c.height; y++) {
        const row = [];
        for (let x = 0; x < c.width; x++) row.push([d[(y * c.width + x) * 4], d[(y * c.width + x) * 4 + 1], d[(y * c.width + x) * 4 + 2]]);
        rows.push(row);
      }
      return rows;
    }, png.toString("base64"));
  } finally {
    await blank.close();
  }
}

test("on a phone the dialog's title bar meets its body without a stray line of the table showing through", async () => {
  // Dear ImGui draws the title bar and the body as two soft-edged shapes;
  // where they met, a line of whatever lay under the window showed through.
  const page = await openPage({ hash: "#g=ramsen&s=0x12", width: 375, height: 667, mobile: true, settings: SETTINGS });
  await openStats(page, true);
  await waitFrames(page, 3);
  const layout = await api(page, "layout");
  const panel = layout.find((t) => t.id === "panel:stats");
  const first = layout.find((t) => t.id === "stats:pick-game");
  // A band from the title bar down to the first line, right of the title and left of the close button.
  const clip = { x: Math.round(panel.x + panel.w * 0.55), y: Math.round(panel.y + 4), width: Math.round(panel.w * 0.3),
                 height: Math.round(first.y - panel.y - 8) };
  const rows = await pixels(page, clip);
  const title = rows[0][0], body = rows[rows.length - 1][0];
  const near = (a, b) => a.every((v, i) => Math.abs(v - b[i]) <= 2);
  const stray = [];
  rows.forEach((row, y) => row.forEach((p, x) => { if (!near(p, title) && !near(p, body)) stray.push({ x, y, p }); }));
  assert.deepEqual(stray.slice(0, 5), [], `only the title bar's and the body's colours (${title} / ${body}) in ${JSON.stringify(clip)}`);
  await shot(page, "stats-phone-title");
});
