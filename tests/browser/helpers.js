// Shared by the browser tests (node --test tests/browser/): serves the built
// page, starts Debian's Chromium (driven by playwright-core) once per test
// file, opens pages on clean storage, and drives the table the way a person
// does, through real mouse, key and touch input, reading back
// window.stichfest. Paths come from the environment (defaults: the builds
// of scripts/build.sh):
//   STICHFEST_WEB_DIR      the page (index.html, stichfest.js/.wasm/.data)
//   STICHFEST_SCREENSHOTS  where screenshots go
//   STICHFEST_CLI          the native `stichfest` tool, to score records
//   STICHFEST_DESKTOP      the desktop table (tests that need it skip without)
"use strict";
const { after, afterEach } = require("node:test");
const assert = require("node:assert/strict");
const { chromium } = require("playwright-core");
const { execFileSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");

const root = path.resolve(__dirname, "../..");
const fromEnv = (name, fallback) => path.resolve(root, process.env[name] || fallback);
const config = {
  webDir: fromEnv("STICHFEST_WEB_DIR", "build/wasm/src/web"),
  shotDir: fromEnv("STICHFEST_SCREENSHOTS", "build/screenshots"),
  cli: fromEnv("STICHFEST_CLI", "build/native/src/cli/stichfest"),
  desktop: fromEnv("STICHFEST_DESKTOP", "build/native/src/web/stichfest-table"),
};
config.hasDesktop = fs.existsSync(config.desktop);
fs.mkdirSync(config.shotDir, { recursive: true });

const CHROMIUM_ARGS = [
  "--no-sandbox", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--use-gl=swiftshader", "--enable-unsafe-swiftshader",
  "--ignore-gpu-blocklist", "--enable-webgl",
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The server and the browser start with the file's first page and stop
// after its last test.
let started = null;
function start() {
  if (!started) {
    started = (async () => {
      if (!fs.existsSync(path.join(config.webDir, "index.html")))
        throw new Error(`no page in ${config.webDir}: build it first (scripts/build.sh wasm)`);
      const { serve } = require(path.join(root, "scripts/serve.js"));
      const server = await serve(config.webDir, 0);  // a free port
      const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
                                              args: CHROMIUM_ARGS, headless: true });
      return { server, browser, baseUrl: `http://127.0.0.1:${server.address().port}/` };
    })();
  }
  return started;
}
after(async () => {
  if (!started) return;
  const { server, browser } = await started;
  await browser.close();
  server.close();
});

async function baseUrl() { return (await start()).baseUrl; }

// Stops the page's server for good (the offline test): open connections too,
// so nothing more is served.
async function stopServer() {
  const { server } = await start();
  await new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); });
}

// A fresh browser context (its own storage and cookies). A test that fails
// before it closes its pages has them closed after it: an open table keeps
// drawing and would slow every later test.
const contexts = new Set();
// Service workers (offline play, shell/sw.js) are blocked unless a test
// asks for them: each fresh context would otherwise fetch every file again.
async function newContext(options = {}) {
  const { browser } = await start();
  const context = await browser.newContext({ serviceWorkers: "block", ...options });
  contexts.add(context);
  context.on("close", () => contexts.delete(context));
  return context;
}
afterEach(async () => {
  for (const context of [...contexts]) await context.close().catch(() => {});
});

// Waits until the page's table has drawn its first frames.
async function waitReady(page) {
  await page.waitForFunction(() => window.stichfest && window.stichfest.ready, null, { timeout: 60000 });
}

// Opens the page with `hash` on clean storage (optionally pre-seeded
// settings, and `storage`: more keys and values) and waits until the table
// is ready; the bots then play fast. `init` runs in the page before its own
// scripts (to take away browser features). The page collects its errors in
// page.errors.
async function openPage({ hash = "", width = 1280, height = 800, settings = null, storage = {}, mobile = false,
                          init = null, permissions = [], serviceWorkers = "block" } = {}) {
  const context = await newContext({ viewport: { width, height }, deviceScaleFactor: mobile ? 2 : 1,
                                     isMobile: mobile, hasTouch: mobile, serviceWorkers });
  if (permissions.length) await context.grantPermissions(permissions);
  // Storage is set once per context, so a reload keeps what the page saved.
  await context.addInitScript((entries) => {
    if (!sessionStorage.getItem("stichfest-test-init")) {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      sessionStorage.setItem("stichfest-test-init", "1");
    }
  }, settings ? { ...storage, "stichfest.settings": settings } : storage);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  const t0 = Date.now();
  await page.goto((await baseUrl()) + "index.html" + hash);
  await waitReady(page);
  page.loadMs = Date.now() - t0;
  page.errors = errors;
  await page.evaluate(() => window.stichfest.setSpeed(3));
  return page;
}

// Reloads the page and waits for the table (the bots play fast again).
async function reload(page) {
  await page.reload();
  await waitReady(page);
  await page.evaluate(() => window.stichfest.setSpeed(3));
}

// One call of window.stichfest in the page.
const api = (page, method, ...args) => page.evaluate(([m, a]) => window.stichfest[m](...a), [method, args]);

// A target's rectangle once it has stayed put for two reads (a window that
// has just appeared is laid out over its first frames).
async function target(page, id, timeout = 5000) { return steady(page, id, timeout, true); }

// A layout item once it stands still in two reads running (`clickable`: and enabled).
async function steady(page, id, timeout, clickable) {
  const until = Date.now() + timeout;
  let previous = null;
  for (;;) {
    const t = (await api(page, "layout")).find((x) => x.id === id);
    const found = t && (t.enabled || !clickable);
    if (found && previous && t.x === previous.x && t.y === previous.y && t.w === previous.w) return t;
    previous = found ? t : null;
    if (Date.now() > until) throw new Error(`no ${clickable ? "clickable " : ""}'${id}' on the table`);
    await sleep(40);
  }
}

// The decision panel once it shows: a decision's first frames lay it out
// unseen, with nothing of it to find in the layout yet.
const untilPrompt = (page) => steady(page, "panel:prompt", 5000, false);

// The hand's summary once it shows: its first frames measure it unseen,
// with nothing of it to find in the layout yet.
const untilSummary = (page) => target(page, "button:sheet", 10000);

// Waits until the app has drawn n more frames.
// A table with nothing to do sleeps (no frames): then there is nothing to wait for.
async function waitFrames(page, n) {
  const frames = (await api(page, "stats")).frames;
  const until = Date.now() + 5000;
  for (;;) {
    const s = await api(page, "stats");
    if (s.frames >= frames + n || s.sleeping || Date.now() > until) return;
    await sleep(15);
  }
}

// Clicks a target the way a person does: move there, press, release, each on
// its own frame, then waits until the app has handled it. Dear ImGui reads the
// pointer once per frame, so a move, press and release squeezed into one frame
// of a busy machine could be missed.
async function click(page, id) {
  const t = await target(page, id);
  await page.mouse.move(t.x + Math.min(t.w / 2, 14), t.y + t.h / 2);
  await waitFrames(page, 1);
  await page.mouse.down();
  await waitFrames(page, 1);
  await page.mouse.up();
  await waitFrames(page, 2);
}

const isCard = (token) => /^[CSHD][AKQJT987]$/.test(token);

// Waits until the state differs from `before` (a JSON string).
async function untilStateChanges(page, before, what, timeout = 8000) {
  const until = Date.now() + timeout;
  while (JSON.stringify(await api(page, "state")) === before) {
    if (Date.now() > until) throw new Error(`${what} changed nothing`);
    await sleep(30);
  }
}

// Plays the human's decisions through mouse clicks until the hand is over,
// or until(state) holds after onTurn(state), which runs before each of the
// human's decisions (screenshots).
async function playHandByClicks(page, chooseToken, onTurn, until = () => false) {
  const t0 = Date.now();
  let clicks = 0;
  for (;;) {
    const s = await api(page, "state");
    if (s.hand_over || s.match_over) return { state: s, clicks };
    if (s.your_turn && onTurn) await onTurn(s);
    if (until(s)) return { state: s, clicks };
    if (Date.now() - t0 > 180000) throw new Error("the hand did not finish in time");
    if (!s.your_turn) { await sleep(50); continue; }
    const legal = await api(page, "legal");
    if (legal.length === 0) { await sleep(50); continue; }
    const before = JSON.stringify(s);
    // A lone decision other than a card (a forced pass) the table makes by
    // itself after a moment: a click then could miss the vanishing button.
    if (legal.length === 1 && !isCard(legal[0].token)) {
      await untilStateChanges(page, before, `the forced '${legal[0].token}'`);
      continue;
    }
    const token = chooseToken(s, legal.map((l) => l.token));
    const [kind, arg] = token.split(":");
    if (isCard(token)) {
      await click(page, "card:" + token);
    } else if ((kind === "discard" || kind === "exchange") && arg && arg !== "-") {
      for (const c of arg.split("+")) await click(page, "card:" + c);
      await click(page, "button:confirm");
    } else if (kind === "rob") {
      await click(page, "card:" + arg);
      await click(page, "button:confirm");
    } else {
      await click(page, "button:" + token);
    }
    clicks++;
    await untilStateChanges(page, before, `clicking for '${token}'`);
  }
}

// Plays the human's decisions through the API (the first legal action) until
// `done(state)` holds; bots move in between. Fails at the end of the hand.
async function playByApi(page, done, limit = 2000) {
  let s = await api(page, "state");
  for (let i = 0; i < limit && !done(s) && !s.hand_over; i++) {
    if (s.your_turn) {
      const legal = await api(page, "legal");
      if (legal.length) await api(page, "submit", legal[0].token);
    }
    await sleep(25);
    s = await api(page, "state");
  }
  assert.ok(done(s), `the wanted position was not reached (phase ${s.phase}, ${s.tricks.length} tricks)`);
  return s;
}

// A player's simple but legal choice: decline the big announcements (Grand
// Hand, solos, doublings), otherwise the first legal action.
const firstLegal = (s, tokens) => {
  if (tokens.includes("pass") && (s.phase !== "play-or-pass")) return "pass";
  return tokens[0];
};
const ramsenChoice = (s, tokens) => {
  if (s.phase === "exchange") return tokens.find((t) => /^exchange:[A-Z0-9]{2}$/.test(t)) || tokens[0];
  if (s.phase === "play-or-pass") return "play";
  if (s.phase === "rob") return "pass";
  return tokens[0];
};
const pfaelzerChoice = (s, tokens) => (s.phase === "skat" ? tokens.find((t) => t.startsWith("exchange:")) : firstLegal(s, tokens));

// Every game and the variants with their own table, each a seeded link.
const GAMES = [
  { name: "kalter-schlag", hash: "#g=kalter-schlag&s=0x11", players: 4, choose: firstLegal },
  { name: "ramsen", hash: "#g=ramsen&s=0x12", players: 4, choose: ramsenChoice },
  { name: "ramsen-5", hash: "#g=ramsen&r=ramsen(players%3D5)&s=0x16", players: 5, choose: ramsenChoice },
  { name: "schafkopf-us", hash: "#g=schafkopf-us&s=0x13", players: 4, choose: firstLegal },
  { name: "schafkopf-us-fixed", hash: "#g=schafkopf-us&r=schafkopf-us(mode%3Dfixed,fixed_doubling%3Don)&s=0x14", players: 4, choose: firstLegal },
  { name: "schafkopf-us-farbsolo", hash: "#g=schafkopf-us&r=schafkopf-us(farbsolo%3Don)&s=0x17", players: 4, choose: firstLegal },
  { name: "pfaelzer", hash: "#g=schieberamsch&r=schieberamsch(preset%3Dpfaelzer)&s=0x15", players: 3, choose: pfaelzerChoice },
];

// The engine's score of the page's record, via the native CLI.
function engineScore(record) {
  const file = path.join(os.tmpdir(), `stichfest-${process.pid}-${Date.now()}.rec`);
  fs.writeFileSync(file, record);
  try {
    const out = JSON.parse(execFileSync(config.cli, ["replay", "--json", file], { encoding: "utf8" }));
    const finished = out.hands.filter((h) => h.finished);
    return finished[finished.length - 1].score;
  } finally {
    fs.unlinkSync(file);
  }
}

// The scores the hand's summary shows, seat by seat.
async function displayedScores(page, players) {
  await untilSummary(page);
  const layout = await api(page, "layout");
  const scores = [];
  for (let p = 0; p < players; p++) {
    const cell = layout.find((t) => t.id === `summary:score:${p}`);
    assert.ok(cell, `the summary shows no score for seat ${p}`);
    scores.push(Number(cell.label.replace("+", "").replace("−", "-")));
  }
  return scores;
}

// Saves a screenshot to the screenshot directory and checks it was written.
async function shot(page, name) {
  await sleep(250);
  const file = path.join(config.shotDir, name + ".png");
  await page.screenshot({ path: file });
  assert.ok(fs.statSync(file).size > 1000, `the screenshot ${name}.png was written`);
}

// Until the human must play a card and has at least two legal ones; other
// decisions are made through the API (declining announcements).
async function untilCardChoice(page) {
  for (let i = 0; i < 400; i++) {
    const s = await api(page, "state");
    if (!s.your_turn) { await sleep(40); continue; }
    const tokens = (await api(page, "legal")).map((l) => l.token);
    const cards = tokens.filter(isCard);
    if (s.phase === "play" && cards.length >= 2) return { s, cards };
    await api(page, "submit", cards.length ? cards[0] : firstLegal(s, tokens));
    await sleep(40);
  }
  throw new Error("the human never had a choice of cards");
}

// Until the first card of the play is on the table (declining declarations).
async function playUntilPlayPhase(page) {
  for (let i = 0; i < 400; i++) {
    const s = await api(page, "state");
    if (s.phase === "play" && s.trick.length > 0) return s;
    if (s.your_turn) {
      const legal = await api(page, "legal");
      const t = legal.find((l) => l.token === "push" || l.token === "pass") || legal[0];
      if (t && !/^[CSHD]/.test(t.token)) await api(page, "submit", t.token);
      else if (t) return s;
    }
    await sleep(50);
  }
  return api(page, "state");
}

// Whether two of layout()'s rectangles ({x, y, w, h}) share any area (touching edges do not).
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

// Every target lies inside the page's viewport.
function assertOnScreen(layout, width, height, what) {
  for (const t of layout)
    assert.ok(t.x >= 0 && t.y >= 0 && t.x + t.w <= width && t.y + t.h <= height,
              `${what}: '${t.id}' lies off the screen (${JSON.stringify(t)})`);
}

module.exports = {
  config, sleep, newContext, baseUrl, stopServer, openPage, reload, waitReady, api, target, untilSummary, untilPrompt, waitFrames, click,
  isCard,
  untilStateChanges, playHandByClicks, playByApi, firstLegal, ramsenChoice, pfaelzerChoice, GAMES, engineScore,
  displayedScores, shot, untilCardChoice, playUntilPlayPhase, assertOnScreen, overlaps,
};
