// The table embedded in another site's page (shell/embed.html, the loader
// shell/stichfest-embed.js, the postMessage API in shell/embed.js): the
// example rules page (docs/example-rules.html) is served from another
// origin than the table and driven with real clicks, keys, the wheel and
// messages.
"use strict";
const { test, after } = require("node:test");
const assert = require("node:assert/strict");
const path = require("path");
const fs = require("fs");
const zlib = require("zlib");
const { config, newContext, baseUrl, sleep, shot, overlaps } = require("./helpers");

const root = path.resolve(__dirname, "../..");
let docsServer = null;
async function hostUrl() {
  if (!docsServer) {
    const { serve } = require(path.join(root, "scripts/serve.js"));
    docsServer = await serve(path.join(root, "docs"), 0, { policy: false });
  }
  // "localhost" and the table's "127.0.0.1" are different origins (and sites).
  return `http://localhost:${docsServer.address().port}/`;
}
after(() => { if (docsServer) docsServer.close(); });

const TITLES = ["Schieberamsch example SR-1", "Ramsen example RM-4", "American Schafkopf example AS-1",
                "Play Schieberamsch"];

// The example page with every frame's messages collected in window.seen.
async function openExamplePage({ width = 1100, height = 900, mobile = false } = {}) {
  const context = await newContext({ viewport: { width, height }, deviceScaleFactor: mobile ? 2 : 1,
                                     isMobile: mobile, hasTouch: mobile });
  await context.addInitScript(() => {
    window.seen = [];
    document.addEventListener("stichfest", (e) => {
      window.seen.push({ title: e.target.getAttribute("data-title"), data: e.detail });
    }, true);
  });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.errors = errors;
  await page.goto((await hostUrl()) + "example-rules.html?table=" + encodeURIComponent(await baseUrl()));
  return page;
}

// The frame of the table titled `title`, once its table is ready.
async function tableFrame(page, title) {
  const element = await page.waitForSelector(`iframe[title="${title}"]`, { timeout: 30000 });
  await element.scrollIntoViewIfNeeded();
  const frame = await element.contentFrame();
  await frame.waitForFunction(() => window.stichfest && window.stichfest.ready, null, { timeout: 60000 });
  return { element, frame };
}

const messages = (page, title, type) =>
  page.evaluate(([t, ty]) => window.seen.filter((m) => m.title === t && (!ty || m.data.type === ty)).map((m) => m.data),
                [title, type]);

async function until(fn, what, timeout = 30000) {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error("timed out waiting for " + what);
    await sleep(50);
  }
}

// Clicks a target of the table in `frame` with the page's mouse.
// Where the target lies must hold still for a moment first: a frame still
// taking its height lays its buttons out again. (Once, in a fresh-clone
// check, a click on Forward never stepped; a button moved under the
// pointer is the likely cause, not a proven one.)
async function clickInFrame(page, element, frame, id) {
  await element.scrollIntoViewIfNeeded();
  const where = async () => {
    const box = await element.boundingBox();
    const t = (await frame.evaluate(() => window.stichfest.layout())).find((x) => x.id === id && x.enabled);
    return box && t ? { x: box.x + t.x + t.w / 2, y: box.y + t.y + t.h / 2 } : null;
  };
  let last = null;
  const { x, y } = await until(async () => {
    const now = await where();
    const still = now && last && now.x === last.x && now.y === last.y;
    last = now;
    if (!still) await sleep(100);
    return still ? now : null;
  }, "target " + id + " to hold still");
  await page.mouse.move(x, y);
  await sleep(60);
  await page.mouse.down();
  await sleep(60);
  await page.mouse.up();
  await sleep(120);
}

// Sends a message to a frame through the loader and waits for its answer.
async function send(page, title, message) {
  return page.evaluate(([t, m]) => new Promise((resolve) => {
    const element = document.querySelector(`[data-title="${t}"]`);
    // One message at a time: the next reply or error is this one's.
    const done = (e) => {
      const d = e.detail;
      if (d && (d.type === "reply" || d.type === "error")) {
        element.removeEventListener("stichfest", done);
        resolve(d);
      }
    };
    element.addEventListener("stichfest", done);
    element.stichfestSend(m);
    setTimeout(() => resolve({ type: "no answer" }), 10000);
  }), [title, message]);
}

test("the example page's tables open cross-origin at the examples' moments, save nothing and size themselves", async () => {
  const page = await openExamplePage();
  for (const title of TITLES) await tableFrame(page, title);
  for (const title of TITLES) {
    const ready = await until(async () => (await messages(page, title, "ready"))[0], title + " ready");
    assert.equal(ready.version, 1);
    const resize = await until(async () => (await messages(page, title, "resize"))[0], title + " resize");
    const height = await page.evaluate((t) => document.querySelector(`iframe[title="${t}"]`).getBoundingClientRect().height, title);
    assert.equal(Math.round(height), resize.height, `${title}: the frame takes the height it asked for`);
  }
  const sr = await tableFrame(page, TITLES[0]);
  const show = await sr.frame.evaluate(() => window.stichfest.showState());
  assert.deepEqual([show.showing, show.trick, show.cards], [true, 3, 2], "SR-1 opens at trick 3, two cards down");
  const states = await messages(page, TITLES[0], "state");
  const shown = states[states.length - 1];
  assert.deepEqual([shown.mode, shown.at, shown.phase, shown.trick.length], ["show", "3.2", "play", 2]);
  const as = await tableFrame(page, TITLES[2]);
  const hands = (await as.frame.evaluate(() => window.stichfest.layout())).filter((t) => t.id.startsWith("replay:hand:"));
  assert.equal(hands.filter((t) => t.label === "closed").length, 3, "AS-1 shows only the visitor's hand");
  const play = await tableFrame(page, TITLES[3]);
  const s = await play.frame.evaluate(() => window.stichfest.state());
  assert.equal(s.seed, "0x2a");
  // Its top bar (or its menu) links to the same hand on the full page.
  const bar = await play.frame.evaluate(() => window.stichfest.layout());
  if (!bar.some((t) => t.id === "menu:full-page")) await clickInFrame(page, play.element, play.frame, "menu:open");
  assert.ok((await play.frame.evaluate(() => window.stichfest.layout())).some((t) => t.id === "menu:full-page"));
  // A guest never tries to save (here it could not: a cross-site frame has no storage).
  assert.ok(!(await play.frame.evaluate(() => window.stichfest.layout())).some((t) => t.id === "status:not-saved"));
  assert.deepEqual(page.errors, []);
  await shot(page, "embed-example-page");
});

test("an embedded table opened on its own origin leaves the table's saved match alone", async () => {
  const context = await newContext({ viewport: { width: 600, height: 500 } });
  const page = await context.newPage();
  await page.goto((await baseUrl()) + "embed.html#g=schieberamsch&s=42");
  await page.waitForFunction(() => window.stichfest && window.stichfest.ready, null, { timeout: 60000 });
  await page.evaluate(() => window.stichfest.setSpeed(3));
  for (let i = 0; i < 60 && !(await page.evaluate(() => window.stichfest.state().phase === "play")); ++i) {
    const s = await page.evaluate(() => window.stichfest.state());
    if (s.your_turn) await page.evaluate(() => window.stichfest.submit(window.stichfest.legal()[0].token));
    else await sleep(50);
  }
  assert.equal(await page.evaluate(() => window.stichfest.state().phase), "play");
  assert.equal(await page.evaluate(() => localStorage.length), 0, "nothing saved");
});

test("clicks and keys act in a frame only after the visitor clicks into it; the host keeps its text field", async () => {
  const page = await openExamplePage();
  const { element, frame } = await tableFrame(page, TITLES[0]);
  await tableFrame(page, TITLES[3]);
  // Loading took no focus from the host page: typing goes to its field.
  await page.click("#notes");
  await page.keyboard.type("abc");
  assert.equal(await page.inputValue("#notes"), "abc");
  const before = (await frame.evaluate(() => window.stichfest.showState())).step;
  await page.keyboard.press("ArrowRight");
  assert.equal((await frame.evaluate(() => window.stichfest.showState())).step, before, "a key on the host moves nothing");
  // A real click on Forward steps the example, and the host hears of it.
  await clickInFrame(page, element, frame, "button:replay-forward");
  await until(async () => (await frame.evaluate(() => window.stichfest.showState())).step === before + 1, "one step");
  await until(async () => (await messages(page, TITLES[0], "state")).some((m) => m.step === before + 1), "a state message");
  // Now the frame has the focus: → steps again; the host's field gets nothing.
  await page.keyboard.press("ArrowRight");
  await until(async () => (await frame.evaluate(() => window.stichfest.showState())).step === before + 2, "a key step");
  assert.equal(await page.inputValue("#notes"), "abc");
  // "Play from here" takes the position over: the visitor plays seat 0.
  await clickInFrame(page, element, frame, "button:play-from-here");
  const s = await until(async () => { const v = await frame.evaluate(() => window.stichfest.state()); return v.phase === "play" ? v : null; },
                        "a playable hand");
  assert.equal((await frame.evaluate(() => window.stichfest.showState())).showing, false);
  assert.ok(s.trick.length >= 1 || s.tricks.length >= 1, "the hand goes on from the example's moment");
  assert.deepEqual(page.errors, []);
});

test("the wheel over an idle frame scrolls the host page", async () => {
  const page = await openExamplePage({ height: 700 });
  const { element } = await tableFrame(page, TITLES[0]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const y0 = await page.evaluate(() => window.scrollY);
  await page.mouse.move(box.x + box.width / 2, box.y + 40);
  for (let i = 0; i < 5; ++i) { await page.mouse.wheel(0, 120); await sleep(60); }
  await until(async () => (await page.evaluate(() => window.scrollY)) > y0 + 200, "the host page to scroll");
});

test("postMessage: commands do what they say; malformed messages get an error and change nothing", async () => {
  const page = await openExamplePage();
  const { frame } = await tableFrame(page, TITLES[3]);
  await tableFrame(page, TITLES[0]);
  const before = await frame.evaluate(() => window.stichfest.record());
  const bad = [
    "play CJ", null, [1, 2], { type: "bogus" }, { type: "play" }, { type: "play", action: 5 },
    { type: "newDeal", seed: "xyz" }, { type: "newDeal", seed: -1 }, { type: "setRules", rules: "" },
    { type: "showPosition", link: "#g=ramsen&s=1", at: "3.x" }, { type: "showPosition", link: "#g=ramsen&s=1", extra: 1 },
    { type: "nextHand", id: { nested: true } }, { type: "undo", id: "x".repeat(65) },
  ];
  for (const message of bad) {
    const answer = await send(page, TITLES[3], message);
    assert.equal(answer.type, "error", `${JSON.stringify(message)} is refused`);
    assert.ok(answer.error.length > 5, "with a message");
  }
  // Well-formed but not possible now: an error from the table itself.
  const refusedPlay = await send(page, TITLES[3], { type: "play", id: 7, action: "XX" });
  assert.equal(refusedPlay.type, "error");
  assert.equal(refusedPlay.id, 7);
  const badRules = await send(page, TITLES[3], { type: "setRules", id: "r", rules: "schieberamsch(bogus=1)" });
  assert.equal(badRules.type, "error");
  assert.equal(await frame.evaluate(() => window.stichfest.record()), before, "nothing changed");

  // getState, newDeal, setRules, showPosition.
  const got = await send(page, TITLES[3], { type: "getState", id: 1 });
  assert.equal(got.type, "reply");
  assert.equal(got.state.game, "schieberamsch");
  const dealt = await send(page, TITLES[3], { type: "newDeal", id: 2, seed: 77 });
  assert.equal(dealt.type, "reply");
  assert.equal((await frame.evaluate(() => window.stichfest.state())).seed, "0x4d");
  const rules = await send(page, TITLES[3], { type: "setRules", id: 3, rules: "schieberamsch(preset=pfaelzer)" });
  assert.equal(rules.type, "reply");
  const s = await frame.evaluate(() => window.stichfest.state());
  assert.equal(s.seed, "0x4d");
  assert.match(s.rules, /pfaelzer/);
  const shown = await send(page, TITLES[3], { type: "showPosition", id: 4, link: "#g=ramsen&s=42&d=3", at: "2.1", hands: "own" });
  assert.equal(shown.type, "reply", JSON.stringify(shown));
  const show = await frame.evaluate(() => window.stichfest.showState());
  assert.deepEqual([show.showing, show.trick, show.cards], [true, 2, 1]);
  const last = await until(async () => { const m = await messages(page, TITLES[3], "state"); return m.length && m[m.length - 1].mode === "show" ? m[m.length - 1] : null; }, "a show state");
  assert.equal(last.at, "2.1");
  assert.deepEqual(page.errors, []);
});

test("a hand played out in a frame tells the host its result", async () => {
  const page = await openExamplePage();
  const { frame } = await tableFrame(page, TITLES[3]);
  await frame.evaluate(() => window.stichfest.setSpeed(3));
  for (let i = 0; i < 400; ++i) {
    const s = await frame.evaluate(() => window.stichfest.state());
    if (s.hand_over) break;
    if (s.your_turn) {
      const legal = await frame.evaluate(() => window.stichfest.legal());
      const pick = legal.find((l) => l.token === "pass" || l.token === "push") || legal[0];
      await send(page, TITLES[3], { type: "play", action: pick.token });
    } else await sleep(40);
  }
  const end = await until(async () => (await messages(page, TITLES[3], "handEnd"))[0], "handEnd");
  const s = await frame.evaluate(() => window.stichfest.state());
  assert.deepEqual(end.score, s.result.score);
  assert.deepEqual(end.points, s.result.points);
  assert.equal(end.points.reduce((a, b) => a + b, 0), 120, "every card point is someone's");
});

test("idle frames draw nothing: three frames on a page stop drawing once settled", async () => {
  const page = await openExamplePage();
  const tables = [];
  for (const title of TITLES.slice(0, 3)) tables.push(await tableFrame(page, title));
  const frames = tables.map((t) => t.frame);
  const count = () => Promise.all(frames.map((f) => f.evaluate(() => window.stichfest.stats())));
  // Settling takes a second after the last change, longer on a loaded
  // machine. A frame scrolled out of view gets no animation frames from the
  // browser, so it draws nothing but cannot settle either (two clean-clone
  // runs found the first example awake after 30 s, 17 frames drawn): the
  // first one awake is brought into view until all sleep; then they must
  // stay asleep and draw nothing.
  await until(async () => {
    const stats = await count();
    const awake = stats.findIndex((st) => !st.sleeping);
    if (awake < 0) return true;
    await tables[awake].element.scrollIntoViewIfNeeded();
    return null;
  }, "all three frames asleep", 30000).catch(async (e) => {
    const awake = (await count()).map((st, i) => `${TITLES[i]}: ${st.sleeping ? "asleep" : "awake"}, ${st.frames} frames`);
    throw new Error(`${e.message} (${awake.join("; ")})`);
  });
  const a = await count();
  await sleep(3000);
  const b = await count();
  for (let i = 0; i < frames.length; ++i) {
    assert.equal(b[i].sleeping, true, `${TITLES[i]} sleeps`);
    assert.equal(b[i].frames, a[i].frames, `${TITLES[i]} drew no frame in 3 s`);
  }
  // The figure: the CPU time of every browser process over 3 s with the
  // three idle tables on the page, against the same browser with the host
  // page alone (printed, not asserted: the machine is shared).
  const cdp = await page.context().browser().newBrowserCDPSession();
  const cpu = async () => (await cdp.send("SystemInfo.getProcessInfo")).processInfo.reduce((t, p) => t + p.cpuTime, 0);
  const over3s = async () => { const t0 = await cpu(); await sleep(3000); return (await cpu()) - t0; };
  const withTables = await over3s();
  await page.goto((await hostUrl()) + "example-rules.css");
  await sleep(1000);
  const alone = await over3s();
  console.log(`# idle: three idle embedded tables: ${(withTables * 1000).toFixed(0)} ms CPU in 3 s across the browser's processes; the host page alone: ${(alone * 1000).toFixed(0)} ms`);
});

test("figures: first frame of an embedded table in a 400x600 iframe, and the embed's extra bytes", async () => {
  const context = await newContext({ viewport: { width: 500, height: 700 } });
  const page = await context.newPage();
  await page.goto((await hostUrl()) + "example-rules.css");  // any page of the host's origin
  const times = [];
  for (let i = 0; i < 10; ++i) {
    const ms = await page.evaluate((src) => new Promise((resolve) => {
      document.body.innerHTML = "";
      const frame = document.createElement("iframe");
      frame.width = 400; frame.height = 600;
      const t0 = performance.now();
      window.onmessage = (e) => { if (e.data && e.data.type === "ready") resolve(performance.now() - t0); };
      frame.src = src;
      document.body.appendChild(frame);
    }), (await baseUrl()) + "embed.html#g=ramsen&s=" + (i + 1) + "&mode=show&at=2.1");
    times.push(ms);
  }
  times.sort((x, y) => x - y);
  const median = (times[4] + times[5]) / 2;
  const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(config.webDir, f))).length;
  const raw = (f) => fs.statSync(path.join(config.webDir, f)).size;
  console.log(`# embed: ready in a 400x600 iframe, median of 10: ${median.toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times[9].toFixed(0)})`);
  console.log(`# embed: embed.html ${raw("embed.html")} B + embed.js ${raw("embed.js")} B (gzip ${gz("embed.html") + gz("embed.js")} B); loader stichfest-embed.js ${raw("stichfest-embed.js")} B (gzip ${gz("stichfest-embed.js")} B)`);
  assert.ok(median > 0);
});

test("phone: a swipe over a frame scrolls the host page and plays nothing", async () => {
  const page = await openExamplePage({ width: 390, height: 844, mobile: true });
  const cdp = await page.context().newCDPSession(page);
  // A finger drawn over the screen, as a phone sends it.
  const swipe = async (x, y, dy) => {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let i = 1; i <= 10; ++i) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: y + (dy * i) / 10 }] });
      await sleep(16);
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
  // The playable deal brought to the visitor's card play: a swipe that
  // starts on one of the cards must not play it.
  const play = await tableFrame(page, TITLES[3]);
  await play.frame.evaluate(() => window.stichfest.setSpeed(3));
  const cardTurn = async () => {
    const s = await play.frame.evaluate(() => window.stichfest.state());
    if (!s.your_turn) return false;
    const legal = await play.frame.evaluate(() => window.stichfest.legal());
    if (legal.some((l) => /^[CSHD][AKQJT987]$/.test(l.token))) return true;
    await play.frame.evaluate((t) => window.stichfest.submit(t), (legal.find((l) => l.token === "push") || legal[0]).token);
    return false;
  };
  await until(cardTurn, "the visitor's card play", 60000);
  for (const title of [TITLES[0], TITLES[3]]) {
    const { element, frame } = await tableFrame(page, title);
    const record = await frame.evaluate(() => window.stichfest.record());
    const box = await element.boundingBox();
    const y0 = await page.evaluate(() => window.scrollY);
    // Finger drawn down over the table (off the cards): the host scrolls
    // back up (the last frame sits at the page's end, nothing below it).
    await swipe(Math.round(box.x + box.width / 2), Math.round(box.y + box.height * 0.3), 250);
    await until(async () => (await page.evaluate(() => window.scrollY)) < y0 - 100, title + ": the host page to scroll");
    await sleep(300);
    assert.equal(await frame.evaluate(() => window.stichfest.record()), record, title + ": nothing was played");
  }
  // A tap on one of the cards still plays it.
  await play.element.scrollIntoViewIfNeeded();
  await sleep(300);
  const box = await play.element.boundingBox();
  const legal = (await play.frame.evaluate(() => window.stichfest.legal())).map((l) => l.token);
  const card = (await play.frame.evaluate(() => window.stichfest.layout())).find((t) => legal.includes(t.id.slice(5)) && t.id.startsWith("card:"));
  const before = await play.frame.evaluate(() => window.stichfest.state().hand.length);
  const at = { x: Math.round(box.x + card.x + card.w / 2), y: Math.round(box.y + card.y + card.h / 2) };
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at] });
  await sleep(80);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await until(async () => (await play.frame.evaluate(() => window.stichfest.state().hand.length)) === before - 1,
              "the tapped card to be played");
  // And a tap off the cards (the menu button) reaches the table as a click.
  const menu = (await play.frame.evaluate(() => window.stichfest.layout())).find((t) => t.id === "menu:open");
  const tap = { x: Math.round(box.x + menu.x + menu.w / 2), y: Math.round(box.y + menu.y + menu.h / 2) };
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [tap] });
  await sleep(80);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await until(async () => (await play.frame.evaluate(() => window.stichfest.layout())).some((t) => t.id === "menu:full-page"),
              "the menu to open");
  assert.deepEqual(page.errors, []);
});

test("phone: the example page at 390x844 with touch", async () => {
  const page = await openExamplePage({ width: 390, height: 844, mobile: true });
  const { element, frame } = await tableFrame(page, TITLES[0]);
  const box = await element.boundingBox();
  assert.ok(box.width <= 390 && box.height >= 400, `the frame fits the phone (${box.width}x${box.height})`);
  const layout = await frame.evaluate(() => window.stichfest.layout());
  for (const t of layout.filter((x) => x.id.startsWith("button:")))
    assert.ok(t.x >= 0 && t.x + t.w <= box.width + 1 && t.y + t.h <= box.height + 1, `${t.id} inside the frame`);
  await shot(page, "embed-example-page-phone");
});

// The targets the table reports once an embed link has opened and settled.
async function showLayout(page, link) {
  await page.goto((await baseUrl()) + "embed.html#" + link);
  await page.waitForFunction(() => window.stichfest && window.stichfest.ready, null, { timeout: 60000 });
  await sleep(300);
  return page.evaluate(() => window.stichfest.layout());
}

test("show mode fits frames from 320×400 up: the hands, the trick and the buttons never overlap", async () => {
  const links = ["g=ramsen&s=42&mode=show&at=2.1", "g=schieberamsch&s=7&mode=show&at=3.2",
                 "g=schafkopf-us&s=0x13&mode=show&at=2.3&hands=own", "g=ramsen&r=ramsen(players%3D5)&s=0x16&mode=show&at=1.4",
                 "g=schieberamsch&s=7&mode=show&at=3.2&seat=1&lang=de"];
  for (const [width, height] of [[320, 400], [400, 600], [390, 844], [600, 500], [1280, 800]]) {
    const context = await newContext({ viewport: { width, height } });
    const page = await context.newPage();
    for (const [i, link] of links.entries()) {
      const layout = await showLayout(page, link);
      const parts = layout.filter((t) => /^(replay:hand|replay:trick|button:)/.test(t.id));
      assert.ok(parts.filter((t) => t.id.startsWith("replay:hand:")).length >= 3, `${link}: the hands are drawn`);
      for (const t of parts)
        assert.ok(t.x >= 0 && t.y >= 0 && t.x + t.w <= width + 0.5 && t.y + t.h <= height + 0.5,
                  `${width}x${height} ${link}: ${t.id} lies off the frame (${JSON.stringify(t)})`);
      for (let a = 0; a < parts.length; a++)
        for (let b = a + 1; b < parts.length; b++)
          assert.ok(!overlaps(parts[a], parts[b]), `${width}x${height} ${link}: ${parts[a].id} ${JSON.stringify(parts[a])} ` +
                    `overlaps ${parts[b].id} ${JSON.stringify(parts[b])}`);
      if (width === 320) await shot(page, `embed-show-320x400-${i}`);
    }
    await context.close();
  }
});

test("show mode names the player of each trick card, in short and in tall narrow frames", async () => {
  const links = ["g=ramsen&s=42&mode=show&at=2.1", "g=schieberamsch&s=7&mode=show&at=3.2",
                 "g=ramsen&r=ramsen(players%3D5)&s=0x16&mode=show&at=1.4", "g=schafkopf-us&s=0x13&mode=show&at=2.4"];
  for (const [width, height] of [[320, 400], [320, 700], [360, 800]]) {
    const context = await newContext({ viewport: { width, height } });
    const page = await context.newPage();
    for (const [i, link] of links.entries()) {
      const layout = await showLayout(page, link);
      const where = `${width}x${height} ${link}`;
      const played = layout.filter((t) => t.id.startsWith("replay:played:"));
      assert.ok(played.length >= 1, `${where}: the trick's cards are drawn`);
      const names = layout.filter((t) => t.id.startsWith("replay:whose:"));
      for (const card of played) {
        const name = names.find((t) => t.id === "replay:whose:" + card.id.slice(14));
        assert.ok(name, `${where}: ${card.id} (${card.label}'s) carries no name`);
        assert.equal(name.label, card.label, `${where}: ${card.id} is named`);
        // Right under its card, centred on it.
        const middle = name.x + name.w / 2;
        assert.ok(middle > card.x && middle < card.x + card.w && name.y >= card.y + card.h - 1 &&
                  name.y <= card.y + card.h + 8, `${where}: ${JSON.stringify(name)} lies under ${JSON.stringify(card)}`);
      }
      // Each name readable: clear of the other names, cards, hands and buttons.
      const others = layout.filter((t) => /^(replay:hand|replay:played|replay:whose|button:)/.test(t.id));
      for (const name of names)
        for (const t of others)
          if (t !== name)
            assert.ok(!overlaps(name, t), `${where}: ${JSON.stringify(name)} overlaps ${JSON.stringify(t)}`);
      if (width !== 320 || height !== 400) await shot(page, `embed-show-names-${width}x${height}-${i}`);
    }
    await context.close();
  }
});
