// The bots' levels at the table: the searching bots think in a Web Worker
// (the page never blocks), decide as they do natively, and a share link
// brings the same bots along.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { execFileSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { openPage, api, click, config, sleep } = require("./helpers");

// Long main-thread tasks, collected from the moment the table is ready.
// Under the software WebGL of the test machine drawing a frame is one
// (about 60 ms each, bots or no bots, none with the drawing paused), so
// the check that a thinking bot never blocks the page is on the table's own
// work per frame, which includes any bot deciding on the page; the long
// tasks are reported.
function watchLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (window.stichfest && window.stichfest.ready) window.__longTasks.push(Math.round(e.duration));
  }).observe({ entryTypes: ["longtask"] });
}

// Plays the player's decisions by the API (the first legal action) until
// the hand is over; the bots answer from their worker.
async function playHand(page, timeout = 180000) {
  const until = Date.now() + timeout;
  for (;;) {
    const s = await api(page, "state");
    if (s.hand_over || s.match_over) return s;
    if (Date.now() > until) throw new Error("the hand did not finish in time");
    if (s.your_turn) {
      const legal = await api(page, "legal");
      if (legal.length) await api(page, "submit", legal[0].token);
    }
    await sleep(40);
  }
}

function checkBots(record) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bots-")), "page.rec");
  fs.writeFileSync(file, record);
  return execFileSync(config.cli, ["check-bots", file], { encoding: "utf8" });
}

for (const [rules, seed] of [["schieberamsch", 11], ["schafkopf-us", 12], ["kalter-schlag", 13], ["ramsen(players=5)", 14]]) {
  test(`${rules}: standard bots think in a worker, never block the page, and play as natively`, async () => {
    const page = await openPage({ init: watchLongTasks });
    assert.deepEqual(await api(page, "newMatch", rules, seed, "standard"), { ok: true });
    assert.equal((await api(page, "state")).bots, "standard");
    await playHand(page);
    const stats = await api(page, "stats");
    assert.equal(stats.bots_in_worker, true, "the bots think in the worker");
    assert.ok(stats.bot_answers >= 5, `the worker answered (${stats.bot_answers} answers)`);
    // Times are figures, printed, not asserted: a loaded machine stretches
    // them; that the page never blocks is the worker's doing, checked above.
    const p95 = stats.bot_ms_p95_x100 / 100;
    const appMax = stats.app_ms_max_x100 / 100;
    const long = await page.evaluate(() => window.__longTasks);
    console.log(`${rules}: ${stats.bot_answers} answers from the worker, p95 ${p95} ms; longest frame ` +
                `${appMax} ms of table work; ${long.length} long tasks (drawing), longest ${Math.max(0, ...long)} ms`);
    // Every bot move of the page's record is the move the native bots make.
    const record = await api(page, "record");
    assert.match(record, /\nbots standard\n/, "the record names the bots");
    assert.match(checkBots(record), /each as they play natively/);
    assert.deepEqual(page.errors, []);
  });
}

test("a share link names the bots, and opens against the same bots", async () => {
  const page = await openPage();
  assert.deepEqual(await api(page, "newMatch", "kalter-schlag", 5, "strong"), { ok: true });
  const link = await api(page, "shareLink");
  assert.match(link, /&b=strong/, "the link names the strong bots");
  const other = await openPage({ hash: link.slice(link.indexOf("#")) });
  assert.equal((await api(other, "state")).bots, "strong");
  assert.match(await api(other, "record"), /\nbots strong\n/);
  // A link from before the levels existed meets the beginner, as it did then.
  const old = await openPage({ hash: "#g=kalter-schlag&s=0x5" });
  assert.equal((await api(old, "state")).bots, "beginner");
  // Unknown bots are refused with a message; the table keeps playing.
  assert.equal((await api(page, "newMatch", "kalter-schlag", 5, "grandmaster")).ok, false);
  assert.equal((await api(page, "openLink", "#g=kalter-schlag&s=1&b=grandmaster")).ok, false);
  assert.equal((await api(page, "state")).bots, "strong");
});

test("Settings: the bots' level applies to new matches, and a button starts one", async () => {
  const page = await openPage({ settings: "deck=german\nlang=en\nwelcomed=1\nbots=beginner\n" });
  assert.equal((await api(page, "state")).bots, "beginner", "the Settings' level starts the first match");
  await click(page, "menu:settings");
  await click(page, "setting:bots:strong");
  assert.equal((await api(page, "state")).bots, "beginner", "the match in play keeps its bots");
  await click(page, "button:new-match-bots");
  assert.equal((await api(page, "state")).bots, "strong", "the new match has the strong bots");
});
