// The page itself: it loads and draws, and a browser that cannot run the
// table gets a clear message.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, newContext, baseUrl, api, shot } = require("./helpers");

test("page loads and draws its first frame", async () => {
  // Time to first frame from navigation start: the median of five loads
  // (a figure to report, not a pass/fail threshold: machines are noisy).
  const times = [];
  for (let i = 0; i < 5; i++) {
    const p = await openPage();
    times.push((await api(p, "stats")).firstFrameMs);
    await p.context().close();
  }
  times.sort((a, b) => a - b);
  console.log(`    first frame after ${times[2]} ms (median of 5 loads; all: ${times.join(", ")} ms)`);
  assert.ok(times.every((t) => t > 0), "every load reports its first frame");
  const page = await openPage();
  const stats = await api(page, "stats");
  assert.ok(stats.frames >= 3, "the app drew frames");
  const s = await api(page, "state");
  assert.equal(s.game, "schieberamsch", "a fresh visit deals Schieberamsch");
  await shot(page, "first-visit");
  assert.deepEqual(page.errors, [], "no page errors");
  await page.context().close();
});

test("a browser without WebGL 2 or WebAssembly gets a clear message", async () => {
  const cases = [
    { name: "no WebGL 2", script: () => {
        const original = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
          return kind === "webgl2" ? null : original.call(this, kind, ...rest);
        };
      }, expect: /WebGL 2/ },
    { name: "no WebAssembly", script: () => { delete window.WebAssembly; }, expect: /WebAssembly/ },
  ];
  for (const c of cases) {
    const context = await newContext();
    await context.addInitScript(c.script);
    const page = await context.newPage();
    await page.goto((await baseUrl()) + "index.html");
    await page.waitForSelector("#problem", { state: "visible", timeout: 10000 });
    const text = await page.textContent("#problem");
    assert.match(text, c.expect, `${c.name}: the page says so`);
    await context.close();
  }
});
