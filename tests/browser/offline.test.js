// Offline play (shell/sw.js): after one visit the page opens and plays
// with its server stopped. This file stops the server, so it holds one test.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, reload, stopServer, api, sleep, shot } = require("./helpers");

test("after one visit the table opens and plays with the server stopped", async () => {
  const page = await openPage({ hash: "#g=ramsen&s=5&b=beginner", serviceWorkers: "allow" });
  // The worker is active once its install has kept every file.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const kept = await page.evaluate(async () => {
    const cache = await caches.open("stichfest-offline-1");
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  for (const file of ["/index.html", "/stichfest.wasm", "/stichfest.data", "/stichfest-bots.wasm", "/cards/german.png"])
    assert.ok(kept.includes(file), `${file} is kept for offline play`);
  const before = await api(page, "state");

  await stopServer();
  const gone = await page.evaluate(() => fetch("/no-such-file-" + Date.now()).then((r) => r.status, () => "failed"));
  assert.equal(gone, "failed", "the server is really gone");
  await reload(page);
  const after = await api(page, "state");
  assert.equal(after.game, "ramsen");
  assert.equal(after.seed, before.seed, "the saved match is back");
  // And it plays: the human's decisions go through until a card is down.
  for (let i = 0; i < 200; ++i) {
    const s = await api(page, "state");
    if (s.trick.length > 0 || s.tricks.length > 0) break;
    if (s.your_turn) assert.equal((await api(page, "submit", (await api(page, "legal"))[0].token)).ok, true);
    else await sleep(50);
  }
  assert.ok((await api(page, "state")).trick.length > 0 || (await api(page, "state")).tricks.length > 0,
            "the hand goes on offline");
  await shot(page, "offline-reload");
});
