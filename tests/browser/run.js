// Browser tests of the Stichfest page in headless Chromium (Debian's
// chromium, driven by playwright-core). Usage:
//   node tests/browser/run.js BUILD_DIR SCREENSHOT_DIR CLI
// BUILD_DIR holds index.html and stichfest.js/.wasm/.data; CLI is the native
// `stichfest` tool used to score the records the page produced.
"use strict";
const { chromium } = require("playwright-core");
const { execFileSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");

const buildDir = path.resolve(process.argv[2] || "build/wasm/src/web");
const shotDir = path.resolve(process.argv[3] || "build/screenshots");
const cli = path.resolve(process.argv[4] || "build/native/src/cli/stichfest");
const desktop = process.argv[5] ? path.resolve(process.argv[5]) : "";  // the desktop table (optional)
const only = process.env.STICHFEST_BROWSER_ONLY || "";
fs.mkdirSync(shotDir, { recursive: true });

const CHROMIUM_ARGS = [
  "--no-sandbox", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--use-gl=swiftshader", "--enable-unsafe-swiftshader",
  "--ignore-gpu-blocklist", "--enable-webgl",
];

const tests = [];
function test(name, fn) { tests.push({ name, fn }); }
function assert(cond, message) { if (!cond) throw new Error(message); }
function assertEqual(a, b, message) {
  const ja = JSON.stringify(a), jb = JSON.stringify(b);
  if (ja !== jb) throw new Error(`${message}: ${ja} != ${jb}`);
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let browser, baseUrl, server;

async function openPage({ hash = "", width = 1280, height = 800, settings = null, mobile = false } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: mobile ? 2 : 1,
                                             isMobile: mobile, hasTouch: mobile });
  // Every page starts from clean storage; optional settings are pre-seeded.
  await context.addInitScript((text) => {
    if (!sessionStorage.getItem("stichfest-test-init")) {
      localStorage.clear();
      if (text) localStorage.setItem("stichfest.settings", text);
      sessionStorage.setItem("stichfest-test-init", "1");
    }
  }, settings);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  const started = Date.now();
  await page.goto(baseUrl + "index.html" + hash);
  await page.waitForFunction(() => window.stichfest && window.stichfest.ready, null, { timeout: 60000 });
  page.loadMs = Date.now() - started;
  page.errors = errors;
  await page.evaluate(() => window.stichfest.setSpeed(3));
  return page;
}

const api = (page, method, ...args) => page.evaluate(([m, a]) => window.stichfest[m](...a), [method, args]);

// A target's rectangle once it has stayed put for two reads (a window that
// has just appeared is laid out over its first frames).
async function target(page, id, timeout = 5000) {
  const until = Date.now() + timeout;
  let previous = null;
  for (;;) {
    const t = (await api(page, "layout")).find((x) => x.id === id);
    if (t && t.enabled && previous && t.x === previous.x && t.y === previous.y && t.w === previous.w) return t;
    previous = t && t.enabled ? t : null;
    if (Date.now() > until) throw new Error(`no clickable '${id}' on the table`);
    await sleep(40);
  }
}

// Waits until the app has drawn n more frames.
async function waitFrames(page, n) {
  const frames = (await api(page, "stats")).frames;
  const until = Date.now() + 5000;
  while ((await api(page, "stats")).frames < frames + n && Date.now() < until) await sleep(15);
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

// Plays the human's decisions through mouse clicks until the hand is over.
// onTurn(state) runs before each of the human's decisions (screenshots).
async function playHandByClicks(page, chooseToken, onTurn) {
  const started = Date.now();
  let clicks = 0;
  for (;;) {
    const s = await api(page, "state");
    if (s.hand_over || s.match_over) return { state: s, clicks };
    if (s.your_turn && onTurn) await onTurn(s);
    if (Date.now() - started > 180000) throw new Error("the hand did not finish in time");
    if (!s.your_turn) { await sleep(50); continue; }
    const legal = await api(page, "legal");
    if (legal.length === 0) { await sleep(50); continue; }
    const token = chooseToken(s, legal.map((l) => l.token));
    const before = JSON.stringify(s);
    const [kind, arg] = token.split(":");
    if (/^[CSHD][AKQJT987]$/.test(token)) {
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
    // Wait until the click took effect.
    const until = Date.now() + 8000;
    while (JSON.stringify(await api(page, "state")) === before) {
      if (Date.now() > until) throw new Error(`clicking for '${token}' changed nothing`);
      await sleep(30);
    }
  }
}

// A player's simple but legal choice: decline the big announcements (Grand
// Hand, solos, doublings), otherwise the first legal action.
const firstLegal = (s, tokens) => {
  if (tokens.includes("pass") && (s.phase !== "play-or-pass")) return "pass";
  return tokens[0];
};

// The engine's score of the page's record, via the native CLI.
function engineScore(record) {
  const file = path.join(os.tmpdir(), `stichfest-${process.pid}-${Date.now()}.rec`);
  fs.writeFileSync(file, record);
  try {
    const out = JSON.parse(execFileSync(cli, ["replay", "--json", file], { encoding: "utf8" }));
    const finished = out.hands.filter((h) => h.finished);
    return finished[finished.length - 1].score;
  } finally {
    fs.unlinkSync(file);
  }
}

async function displayedScores(page, players) {
  const layout = await api(page, "layout");
  const scores = [];
  for (let p = 0; p < players; p++) {
    const cell = layout.find((t) => t.id === `summary:score:${p}`);
    assert(cell, `the summary shows no score for seat ${p}`);
    scores.push(Number(cell.label.replace("+", "").replace("−", "-")));
  }
  return scores;
}

async function shot(page, name) {
  await sleep(250);
  await page.screenshot({ path: path.join(shotDir, name + ".png") });
}

// ---------------------------------------------------------------- tests

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
  const page = await openPage();
  const stats = await api(page, "stats");
  assert(stats.frames >= 3, "the app drew frames");
  const s = await api(page, "state");
  assertEqual(s.game, "schieberamsch", "a fresh visit deals Schieberamsch");
  await shot(page, "first-visit");
  assertEqual(page.errors, [], "no page errors");
  await page.context().close();
});

test("Schieberamsch: a whole hand through mouse clicks scores as the engine does", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x5eed" });
  const { state, clicks } = await playHandByClicks(page, (s, tokens) => {
    if (s.phase === "skat" && tokens.includes("pickup")) return "pickup";  // exercise the discard step
    return firstLegal(s, tokens);
  });
  await sleep(300);
  await shot(page, "schieberamsch-summary");
  const shown = await displayedScores(page, 3);
  const engine = engineScore(await api(page, "record"));
  console.log(`    ${clicks} clicks; displayed ${JSON.stringify(shown)}, engine ${JSON.stringify(engine)}`);
  assertEqual(shown, engine, "displayed score equals the engine's score of the record");
  assertEqual(state.result.score, engine, "the state's score equals the engine's");
  assertEqual(page.errors, [], "no page errors");
  await page.context().close();
});

// The other games (and variants) by clicks, each checked against the engine.
const ramsenChoice = (s, tokens) => {
  if (s.phase === "exchange") return tokens.find((t) => /^exchange:[A-Z0-9]{2}$/.test(t)) || tokens[0];
  if (s.phase === "play-or-pass") return "play";
  if (s.phase === "rob") return "pass";
  return tokens[0];
};
const pfaelzerChoice = (s, tokens) => (s.phase === "skat" ? tokens.find((t) => t.startsWith("exchange:")) : firstLegal(s, tokens));
const GAMES = [
  { name: "kalter-schlag", hash: "#g=kalter-schlag&s=0x11", players: 4, choose: firstLegal },
  { name: "ramsen", hash: "#g=ramsen&s=0x12", players: 4, choose: ramsenChoice },
  { name: "ramsen-5", hash: "#g=ramsen&r=ramsen(players%3D5)&s=0x16", players: 5, choose: ramsenChoice },
  { name: "schafkopf-us", hash: "#g=schafkopf-us&s=0x13", players: 4, choose: firstLegal },
  { name: "schafkopf-us-fixed", hash: "#g=schafkopf-us&r=schafkopf-us(mode%3Dfixed,fixed_doubling%3Don)&s=0x14", players: 4, choose: firstLegal },
  { name: "schafkopf-us-farbsolo", hash: "#g=schafkopf-us&r=schafkopf-us(farbsolo%3Don)&s=0x17", players: 4, choose: firstLegal },
  { name: "pfaelzer", hash: "#g=schieberamsch&r=schieberamsch(preset%3Dpfaelzer)&s=0x15", players: 3, choose: pfaelzerChoice },
];
for (const g of GAMES) {
  test(`${g.name}: a whole hand through mouse clicks scores as the engine does`, async () => {
    const page = await openPage({ hash: g.hash });
    let shotTaken = false;
    const { state, clicks } = await playHandByClicks(page, g.choose, async (s) => {
      if (!shotTaken && s.phase === "play" && s.tricks.length >= 2) {
        shotTaken = true;
        await shot(page, `${g.name}-midhand`);
      }
    });
    await sleep(300);
    await shot(page, `${g.name}-summary`);
    const engine = engineScore(await api(page, "record"));
    const shown = await displayedScores(page, g.players);
    const expected = g.name.startsWith("ramsen") ? engine.map((v) => -v) : engine;  // Ramsen shows strokes made
    console.log(`    ${clicks} clicks; displayed ${JSON.stringify(shown)}, engine ${JSON.stringify(engine)}`);
    assertEqual(shown, expected, "displayed score equals the engine's score of the record");
    assertEqual(state.result.score, engine, "the state's score equals the engine's");
    assertEqual(page.errors, [], "no page errors");
    await page.context().close();
  });
}

test("every game's share link opens the same deal twice", async () => {
  for (const g of GAMES) {
    const seen = [];
    for (let i = 0; i < 2; i++) {
      const page = await openPage({ hash: g.hash });
      const s = await api(page, "state");
      seen.push({ hand: s.hand, dealer: s.dealer, rules: s.rules, upcard: s.upcard || null });
      await page.context().close();
    }
    assertEqual(seen[0], seen[1], `${g.name}: both openings show the same cards`);
  }
});

test("a share link opens the same deal on the desktop build", async () => {
  if (!desktop) { console.log("    (no desktop binary given: skipped)"); return; }
  for (const g of GAMES.concat([{ name: "schieberamsch", hash: "#g=schieberamsch&s=0x5eed" }])) {
    const page = await openPage({ hash: g.hash });
    const web = await api(page, "state");
    await page.context().close();
    const config = fs.mkdtempSync(path.join(os.tmpdir(), "stichfest-desktop-"));
    const out = execFileSync("xvfb-run", ["-a", "-s", "-screen 0 1280x800x24", desktop, g.hash, "--print-state",
                                          "--test-mode", "--frames", "2"],
                             { encoding: "utf8", env: { ...process.env, XDG_CONFIG_HOME: config } });
    fs.rmSync(config, { recursive: true, force: true });
    const native = JSON.parse(out.split("\n")[0]);
    assertEqual({ hand: native.hand, dealer: native.dealer, rules: native.rules, upcard: native.upcard || null },
                { hand: web.hand, dealer: web.dealer, rules: web.rules, upcard: web.upcard || null },
                `${g.name}: the desktop deals what the browser deals`);
  }
});

test("keyboard play: arrows and Enter play a hand", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x4b" });
  await page.focus("#canvas");
  let moves = 0;
  for (let i = 0; i < 400; i++) {
    const s = await api(page, "state");
    if (s.hand_over) break;
    if (!s.your_turn) { await sleep(40); continue; }
    const before = JSON.stringify(s);
    if (s.phase === "grand-hand-offer") await page.keyboard.press("Digit2");  // the 2nd button: no Grand Hand
    else if (s.phase === "skat") await page.keyboard.press("Digit1");          // the 1st button: push
    else if (s.phase === "play") {
      await page.keyboard.press(i % 2 ? "ArrowRight" : "ArrowLeft");
      await sleep(40);
      await page.keyboard.press("Enter");
    } else await page.keyboard.press("Digit1");
    const until = Date.now() + 5000;
    while (JSON.stringify(await api(page, "state")) === before && Date.now() < until) await sleep(30);
    moves++;
  }
  const s = await api(page, "state");
  assert(s.hand_over, `the hand was finished by keyboard (${moves} key moves)`);
  console.log(`    ${moves} decisions by keyboard; score ${JSON.stringify(s.result.score)}`);
  assertEqual(s.result.score, engineScore(await api(page, "record")), "the keyboard hand scores as the engine does");
  await page.context().close();
});

test("a share link opens the same deal twice", async () => {
  const link = "#g=schieberamsch&r=schieberamsch(jacks_in_skat%3Dforbidden)&s=0xc0ffee";
  const hands = [];
  for (let i = 0; i < 2; i++) {
    const page = await openPage({ hash: link });
    const s = await api(page, "state");
    hands.push({ hand: s.hand, dealer: s.dealer, rules: s.rules });
    await page.context().close();
  }
  assertEqual(hands[0], hands[1], "both openings show the same cards");
  assertEqual(hands[0].rules, "schieberamsch(jacks_in_skat=forbidden)", "the link's rules are used");
});

test("a broken link shows a message and deals a fresh hand", async () => {
  for (const bad of ["#g=skat&s=1", "#g=schieberamsch&s=zz", "#g=ramsen&r=ramsen(players%3D9)&s=1", "#%%%",
                     "#g=schieberamsch&s=1&d=7", "#<img src=x onerror=alert(1)>"]) {
    const page = await openPage({ hash: bad });
    const layout = await api(page, "layout");
    const notice = layout.find((t) => t.id === "notice:error");
    assert(notice && /link/i.test(notice.label), `a message about the link for ${bad}`);
    const s = await api(page, "state");
    assert(s.hand.length === 10 || s.hand.length === 5 || s.hand.length === 8, "a fresh hand is dealt");
    const html = await page.evaluate(() => document.body.innerHTML);
    assert(!html.includes("onerror=alert"), "nothing from the link is written into the page");
    if (bad === "#g=skat&s=1") await shot(page, "broken-link");
    assertEqual(page.errors, [], "no page errors");
    await page.context().close();
  }
  // In German the whole message is German.
  const page = await openPage({ hash: "#g=schieberamsch&s=zz", settings: "lang=de\nwelcomed=1\n" });
  const notice = (await api(page, "layout")).find((t) => t.id === "notice:error");
  assertEqual(notice && notice.label, "Dieser Link lässt sich nicht öffnen. Die Mischnummer im Link ist ungültig.",
              "the German message");
  await page.context().close();
});

test("a corrupt saved game shows a message, deals afresh and keeps the old text", async () => {
  const page = await openPage({ hash: "", settings: "welcomed=1\n" });
  const corrupt = "stichfest-record 1\nrules schieberamsch\nseed 0x1\ndealer 1\nhand 1\nCA CA CA\n";
  await page.evaluate((text) => localStorage.setItem("stichfest.match", text), corrupt);
  await page.reload();
  await page.waitForFunction(() => window.stichfest && window.stichfest.ready, null, { timeout: 60000 });
  const notice = (await api(page, "layout")).find((t) => t.id === "notice:error");
  assert(notice && /saved game/i.test(notice.label) && /line 6/.test(notice.label),
         `a message naming the problem (${notice && notice.label})`);
  const s = await api(page, "state");
  assert(s.hand.length === 10 && s.phase !== "between-hands", "a fresh hand is dealt");
  const kept = await page.evaluate(() => localStorage.getItem("stichfest.match.unreadable"));
  assertEqual(kept, corrupt, "the unreadable saved game is kept");
  assertEqual(page.errors, [], "no page errors");
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
    const context = await browser.newContext();
    await context.addInitScript(c.script);
    const page = await context.newPage();
    await page.goto(baseUrl + "index.html");
    await page.waitForSelector("#problem", { state: "visible", timeout: 10000 });
    const text = await page.textContent("#problem");
    assert(c.expect.test(text), `${c.name}: the page says so (${text})`);
    await context.close();
  }
});

test("Ramsen exchange: 'Keep my cards' keeps the hand, the swap button waits for a selection", async () => {
  const page = await openPage({ hash: "#g=ramsen&s=0x2a" });
  let s = await api(page, "state");
  for (let i = 0; i < 200 && !(s.your_turn && s.phase === "exchange"); i++) {
    await sleep(40);
    s = await api(page, "state");
  }
  assert(s.your_turn && s.phase === "exchange", `the human exchanges (${s.phase})`);
  const swap = (await api(page, "layout")).find((t) => t.id === "button:confirm");
  assert(swap && !swap.enabled && /select/i.test(swap.label), `the swap button waits for cards (${JSON.stringify(swap)})`);
  const hand = s.hand.join(" ");
  await click(page, "button:keep");
  const until = Date.now() + 5000;
  while ((await api(page, "state")).phase === "exchange" && (await api(page, "state")).to_move === 0) {
    if (Date.now() > until) throw new Error("keeping the cards did nothing");
    await sleep(30);
  }
  const record = await api(page, "record");
  assert(/\bkeep\b/.test(record), "the record says keep");
  assert((await api(page, "state")).hand.join(" ") === hand, "the hand is unchanged");
  await page.context().close();
});

test("the decision panel leaves the skat, the up-card and the talon in view, on a phone too", async () => {
  const devices = [["laptop", 1280, 800, false], ["phone", 390, 844, true], ["landscape phone", 844, 390, true]];
  const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const cases = [
    { hash: "#g=schieberamsch&s=0xabc", phase: /grand-hand-offer|skat/, items: ["table:skat"] },
    { hash: "#g=ramsen&s=0x2a", phase: /exchange/, items: ["table:upcard", "table:talon"] },
  ];
  for (const c of cases) {
    for (const [device, width, height, mobile] of devices) {
      const page = await openPage({ hash: c.hash, width, height, mobile, settings: "deck=german\nlang=en\nwelcomed=1\n" });
      let s = await api(page, "state");
      for (let i = 0; i < 200 && !(s.your_turn && c.phase.test(s.phase)); i++) {
        await sleep(40);
        s = await api(page, "state");
      }
      assert(s.your_turn && c.phase.test(s.phase), `the human decides (${s.phase})`);
      await waitFrames(page, 2);
      const layout = await api(page, "layout");
      const panel = layout.find((t) => t.id === "panel:prompt");
      assert(panel && panel.h > 0, "the decision panel is listed");
      for (const id of c.items) {
        const item = layout.find((t) => t.id === id);
        assert(item, `${id} is drawn`);
        assert(!overlaps(item, panel), `${device}: the panel covers ${id} ` +
               `(${JSON.stringify(item)} / ${JSON.stringify(panel)})`);
      }
      await page.context().close();
    }
  }
});

test("on a phone every decision's buttons lie on the screen", async () => {
  const games = [["#g=schafkopf-us&r=schafkopf-us(farbsolo%3Don)&s=0x13", 2], ["#g=ramsen&r=ramsen(players%3D5)&s=0x12", 1],
                 ["#g=schieberamsch&s=0x11", 1]];
  for (const [hash, hands] of games) {
    const page = await openPage({ hash, width: 390, height: 844, mobile: true,
                                  settings: "deck=german\nlang=de\nwelcomed=1\n" });
    const phases = new Set();
    let s = await api(page, "state"), k = 0;
    for (let i = 0; i < 1500 && s.hand_number <= hands; i++) {
      if (s.your_turn && s.phase !== "play") {
        await waitFrames(page, 2);
        const buttons = (await api(page, "layout")).filter((t) => t.id.startsWith("button:"));
        assert(buttons.length > 0, `${hash} ${s.phase}: no buttons`);
        for (const b of buttons)
          assert(b.x >= 0 && b.y >= 0 && b.x + b.w <= 390 && b.y + b.h <= 844,
                 `${hash} ${s.phase}: '${b.label}' lies off the screen (${JSON.stringify(b)})`);
        phases.add(s.phase);
      }
      if (s.your_turn) {
        const legal = await api(page, "legal");
        await api(page, "submit", legal[(k++ * 7) % legal.length].token);
      } else if (s.phase === "between-hands") {
        await api(page, "nextHand");
      }
      await sleep(25);
      s = await api(page, "state");
    }
    console.log(`    ${hash.split("&")[0]}: ${[...phases].join(", ")}`);
    await page.context().close();
  }
});

test("the table's dialogs never stack: opening one closes the other, a second click closes it", async () => {
  const page = await openPage({ hash: "#g=ramsen&s=0x33", settings: "deck=german\nlang=en\nwelcomed=1\n" });
  const open = async () => {
    await waitFrames(page, 2);
    const ids = (await api(page, "layout")).map((t) => t.id);
    return { picker: ids.some((id) => id.startsWith("play:")), settings: ids.some((id) => id.startsWith("setting:")) };
  };
  await click(page, "menu:games");
  assertEqual(await open(), { picker: true, settings: false }, "the picker opens");
  await click(page, "menu:settings");
  assertEqual(await open(), { picker: false, settings: true }, "the settings replace the picker");
  await click(page, "menu:settings");
  assertEqual(await open(), { picker: false, settings: false }, "a second click closes the settings");
  await page.context().close();
});

test("two quick clicks inside one frame both count", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x5eed" });
  // Decline Grand Hand and take the skat, until the human discards.
  for (let i = 0; i < 400; i++) {
    const s = await api(page, "state");
    if (s.your_turn && s.phase === "discard") break;
    if (!s.your_turn) { await sleep(40); continue; }
    const tokens = (await api(page, "legal")).map((l) => l.token);
    await click(page, "button:" + (tokens.includes("pickup") ? "pickup" : "pass"));
  }
  const s = await api(page, "state");
  assert(s.phase === "discard", `the human reached the discard (${s.phase})`);
  const [a, b] = [s.hand[0], s.hand[s.hand.length - 1]];
  const ta = await target(page, "card:" + a), tb = await target(page, "card:" + b);
  // Both clicks are dispatched in one task, so they reach the app in one frame.
  await page.evaluate(([pa, pb]) => {
    const canvas = document.querySelector("canvas");
    const send = (type, p, target) => (target || canvas).dispatchEvent(new MouseEvent(type,
        { clientX: p[0], clientY: p[1], button: 0, buttons: type === "mousedown" ? 1 : 0, bubbles: true }));
    for (const p of [pa, pb]) { send("mousemove", p); send("mousedown", p); send("mouseup", p, document); }
  }, [[ta.x + Math.min(ta.w / 2, 14), ta.y + ta.h / 2], [tb.x + Math.min(tb.w / 2, 14), tb.y + tb.h / 2]]);
  await waitFrames(page, 6);
  await click(page, "button:confirm");
  const until = Date.now() + 5000;
  let after = await api(page, "state");
  while (after.phase === "discard" && after.to_move === 0 && Date.now() < until) {
    await sleep(30);
    after = await api(page, "state");
  }
  assert(!after.hand.includes(a) && !after.hand.includes(b), `both cards were selected and discarded (${a} ${b}; hand ${after.hand})`);
  await page.context().close();
});

test("touch: tapping cards and buttons on a phone plays", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x5eed", width: 390, height: 844, mobile: true });
  let taps = 0;
  for (let i = 0; i < 200 && taps < 4; i++) {
    const s = await api(page, "state");
    if (!s.your_turn) { await sleep(40); continue; }
    const tokens = (await api(page, "legal")).map((l) => l.token);
    const token = s.phase === "skat" ? "push" : firstLegal(s, tokens);
    const id = /^[CSHD][AKQJT987]$/.test(token) ? "card:" + token : "button:" + token;
    const t = await target(page, id);
    const before = JSON.stringify(s);
    await page.touchscreen.tap(t.x + Math.min(t.w / 2, 14), t.y + t.h / 2);
    const until = Date.now() + 5000;
    while (JSON.stringify(await api(page, "state")) === before) {
      if (Date.now() > until) throw new Error(`tapping ${id} did nothing`);
      await sleep(30);
    }
    taps++;
  }
  assert(taps === 4, "four decisions made by tapping");
  await page.context().close();
});

// Until the human must play a card and has at least two legal ones; other
// decisions are made through the API (declining announcements).
async function untilCardChoice(page) {
  for (let i = 0; i < 400; i++) {
    const s = await api(page, "state");
    if (!s.your_turn) { await sleep(40); continue; }
    const tokens = (await api(page, "legal")).map((l) => l.token);
    const cards = tokens.filter((t) => /^[CSHD][AKQJT987]$/.test(t));
    if (s.phase === "play" && cards.length >= 2) return { s, cards };
    await api(page, "submit", cards.length ? cards[0] : firstLegal(s, tokens));
    await sleep(40);
  }
  throw new Error("the human never had a choice of cards");
}

test("touch: a finger slides along the hand and plays the card it lets go of; off the hand it plays nothing", async () => {
  const page = await openPage({ hash: "#g=schafkopf-us&s=0x77", width: 390, height: 844, mobile: true });
  const cdp = await page.context().newCDPSession(page);
  const touch = async (type, p) => {
    await cdp.send("Input.dispatchTouchEvent", { type, touchPoints: p ? [{ x: p[0], y: p[1] }] : [] });
    await waitFrames(page, 3);
  };
  const middle = (t) => [t.x + Math.min(t.w / 2, 12), t.y + t.h / 2];
  let { s, cards } = await untilCardChoice(page);
  const [a, b] = [cards[0], cards[cards.length - 1]];
  const ta = await target(page, "card:" + a), tb = await target(page, "card:" + b);
  // Down on a, slide to b, let go: b is played, a stays.
  await touch("touchStart", middle(ta));
  await touch("touchMove", [(middle(ta)[0] + middle(tb)[0]) / 2, middle(ta)[1]]);
  await touch("touchMove", middle(tb));
  await shot(page, "phone-finger-on-a-card");
  await touch("touchEnd");
  let after = await api(page, "state");
  for (let i = 0; i < 100 && after.hand.includes(b); i++) { await sleep(30); after = await api(page, "state"); }
  assert(!after.hand.includes(b) && after.hand.includes(a), `the card let go of (${b}) was played, not the one pressed (${a}); hand ${after.hand}`);
  // Down on a card, slide up over the table, let go: nothing is played.
  ({ s, cards } = await untilCardChoice(page));
  const tc = await target(page, "card:" + cards[0]);
  await touch("touchStart", middle(tc));
  await touch("touchMove", [middle(tc)[0], middle(tc)[1] - 3 * tc.h]);
  await touch("touchEnd");
  await waitFrames(page, 6);
  after = await api(page, "state");
  assertEqual(after.hand.length, s.hand.length, "letting go over the table plays no card");
  assert(after.your_turn, "still the human's turn");
  // A press that starts on the table plays nothing where it is let go.
  await touch("touchStart", [middle(tc)[0], middle(tc)[1] - 3 * tc.h]);
  await touch("touchMove", middle(tc));
  await touch("touchEnd");
  await waitFrames(page, 6);
  after = await api(page, "state");
  assertEqual(after.hand.length, s.hand.length, "a press that started on the table plays no card");
  // The lifted finger leaves the pointer over a card: it must not look raised.
  const tops = (await api(page, "layout")).filter((t) => t.id.startsWith("card:") && after.hand.includes(t.id.slice(5)));
  assert(tops.length === after.hand.length && tops.every((t) => t.y === tops[0].y),
         `no card stays raised where the finger left (${tops.map((t) => t.id + "@" + t.y)})`);
  await page.context().close();
});

test("settings and the share button: saved, restored, copied", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x99", settings: "deck=german\nlang=en\nwelcomed=1\n" });
  await click(page, "menu:share");
  // The click is handled on the app's next frame.
  await page.waitForFunction(() => window.stichfestShell.lastCopied, null, { timeout: 5000 }).catch(() => {});
  const copied = await page.evaluate(() => window.stichfestShell.lastCopied);
  assert(copied && copied.includes("#g=schieberamsch") && copied.includes("s=0x99"), `the share button copies the link (${copied})`);
  await click(page, "menu:settings");
  await click(page, "setting:deck:french");
  await click(page, "setting:lang:de");
  await page.waitForFunction(() => /deck=french[\s\S]*lang=de/.test(localStorage.getItem("stichfest.settings") || ""),
                             null, { timeout: 5000 }).catch(() => {});
  await page.keyboard.press("Escape");
  await page.reload();
  await page.waitForFunction(() => window.stichfest && window.stichfest.ready, null, { timeout: 60000 });
  const stored = await page.evaluate(() => localStorage.getItem("stichfest.settings"));
  assert(stored && stored.includes("deck=french") && stored.includes("lang=de"), `settings are stored (${stored})`);
  const labels = (await api(page, "layout")).map((t) => t.label);
  assert(labels.includes("Neue Partie"), "after the reload the table speaks German");
  assert(labels.some((l) => /♣|♠|♥|♦/.test(l)), "after the reload the cards are French (♣ ♠ ♥ ♦ in their names)");
  await page.context().close();
});

test("the JavaScript API refuses bad calls without crashing", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x77" });
  for (const bad of ["", "XX", "discard:", "discard:CA+CA", "rob:", "\u0000", "x".repeat(500), "call:Q"]) {
    const r = await api(page, "submit", bad);
    assert(r.ok === false && typeof r.error === "string" && r.error.length > 0, `submit(${JSON.stringify(bad)}) is refused`);
  }
  assert((await api(page, "newMatch", "skat", "1")).ok === false, "unknown game refused");
  assert((await api(page, "newMatch", "schieberamsch(foo=1)", "1")).ok === false, "unknown option refused");
  assert((await api(page, "newMatch", "schieberamsch", "0xzz")).ok === false, "bad seed refused");
  assert((await api(page, "nextHand")).ok === false, "next hand refused mid-hand");
  const ok = await api(page, "newMatch", "ramsen(players=5)", "42");
  assert(ok.ok, "a good newMatch works");
  assertEqual((await api(page, "state")).players, 5, "the new rules are in force");
  assertEqual(page.errors, [], "no page errors");
  await page.context().close();
});

test("a match in progress survives a reload", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x1234" });
  const before = await api(page, "state");
  await page.evaluate(() => { history.replaceState(null, "", location.pathname); });
  await page.reload();
  await page.waitForFunction(() => window.stichfest && window.stichfest.ready, null, { timeout: 60000 });
  const after = await api(page, "state");
  assertEqual(after.hand, before.hand, "the same cards after reload");
  assertEqual(after.seed, before.seed, "the same match after reload");
  await page.context().close();
});

test("a finished hand survives a reload: its summary and 'Next hand' come back", async () => {
  const page = await openPage({ hash: "#g=kalter-schlag&s=0x99" });
  let s = await api(page, "state");
  for (let i = 0; i < 800 && s.phase !== "between-hands"; i++) {
    if (s.your_turn) await api(page, "submit", (await api(page, "legal"))[0].token);
    await sleep(25);
    s = await api(page, "state");
  }
  assert(s.phase === "between-hands", `the hand ends (${s.phase})`);
  await page.evaluate(() => { history.replaceState(null, "", location.pathname); });
  await page.reload();
  await page.waitForFunction(() => window.stichfest && window.stichfest.ready, null, { timeout: 60000 });
  await click(page, "button:next-hand");
  const next = await api(page, "state");
  assertEqual(next.hand_number, s.hand_number + 1, "the next hand is dealt");
  await page.context().close();
});

test("screenshots: both decks, both languages, a phone", async () => {
  const variants = [
    { name: "german-deck-de", settings: "deck=german\nlang=de\nwelcomed=1\n" },
    { name: "french-deck-en", settings: "deck=french\nlang=en\nwelcomed=1\n" },
  ];
  for (const v of variants) {
    const page = await openPage({ hash: "#g=schieberamsch&s=0xabc", settings: v.settings });
    await playUntilPlayPhase(page);
    await shot(page, v.name);
    await page.context().close();
  }
  const phone = await openPage({ hash: "#g=schieberamsch&s=0xabc", width: 390, height: 844, mobile: true,
                                 settings: "deck=german\nlang=en\nwelcomed=1\n" });
  await playUntilPlayPhase(phone);
  await shot(phone, "phone-schieberamsch");
  await phone.context().close();
});

test("screenshots: every game in German, and on a phone", async () => {
  for (const g of GAMES) {
    for (const phone of [false, true]) {
      const page = await openPage({ hash: g.hash, width: phone ? 390 : 1280, height: phone ? 844 : 800, mobile: phone,
                                    settings: `deck=${phone ? "french" : "german"}\nlang=de\nwelcomed=1\n` });
      await playHandByClicks(page, g.choose, async (s) => {
        if (s.phase === "play" && s.tricks.length >= 1 && !page.shotTaken) {
          page.shotTaken = true;
          await shot(page, `${phone ? "phone" : "de"}-${g.name}-midhand`);
        }
      });
      await sleep(300);
      await shot(page, `${phone ? "phone" : "de"}-${g.name}-summary`);
      await page.context().close();
    }
  }
});

test("screenshots: settings, the game picker and the score sheets", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x21", settings: "deck=german\nlang=en\nwelcomed=1\n" });
  await click(page, "menu:settings");
  await shot(page, "settings");
  await page.keyboard.press("Escape");
  await click(page, "menu:games");
  await shot(page, "picker");
  await page.keyboard.press("Escape");
  await page.context().close();
  // Score sheets after a finished hand: Kalter Schlag (the 2000 line) and Ramsen (the crosses).
  for (const g of GAMES.filter((x) => x.name === "kalter-schlag" || x.name === "ramsen")) {
    const p = await openPage({ hash: g.hash, settings: "deck=german\nlang=en\nwelcomed=1\n" });
    await playHandByClicks(p, g.choose);
    await sleep(300);
    await click(p, "button:sheet");
    await shot(p, `${g.name}-sheet`);
    await p.context().close();
  }
});

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

// ---------------------------------------------------------------- runner

(async () => {
  const { serve } = require(path.resolve(__dirname, "../../scripts/serve.js"));
  server = await serve(buildDir, 0);  // a free port
  baseUrl = `http://127.0.0.1:${server.address().port}/`;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: CHROMIUM_ARGS,
                                    headless: true });
  let failed = 0;
  for (const t of tests) {
    if (only && !t.name.includes(only)) continue;
    const start = Date.now();
    try {
      await t.fn();
      console.log(`ok   ${t.name} (${((Date.now() - start) / 1000).toFixed(1)} s)`);
    } catch (e) {
      failed++;
      console.log(`FAIL ${t.name}\n     ${e && e.stack ? e.stack.split("\n").slice(0, 3).join("\n     ") : e}`);
    }
  }
  await browser.close();
  server.close();
  const matching = tests.filter((t) => t.name.includes(only)).length;
  const ran = only ? `the ${matching} browser test${matching === 1 ? "" : "s"} matching '${only}'` : `all ${tests.length} browser tests`;
  console.log(failed ? `${failed} browser test(s) failed` : `${ran} passed; screenshots in ${shotDir}`);
  process.exit(failed ? 1 : 0);
})();
