// The replay viewer: from the hand summary, stepped with the keys and the
// buttons, the cards on the table checked against the record at every
// step; the hand's record link opens the same replay in another page.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { execFileSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { openPage, api, click, config, sleep, waitFrames } = require("./helpers");

// The target `id` (or `id:...`) drawn in the last frames, or undefined
// once it has stayed away for a second.
async function hit(page, id, timeout = 1000) {
  const until = Date.now() + timeout;
  for (;;) {
    const t = (await api(page, "layout")).find((x) => x.id === id || x.id.startsWith(id + ":"));
    if (t || Date.now() > until) return t;
    await sleep(30);
  }
}

// The trick the viewer should show after `step` moves: the cards of the
// trick in play, or the whole trick just taken.
function expectedTrick(hand, step) {
  let cards = 0;
  for (const a of hand.actions.slice(0, step)) if (/^[CSHD][AKQJT987]$/.test(a.token)) cards++;
  let seen = 0;
  for (const t of hand.tricks) {
    const size = t.cards.length;
    if (cards <= seen + size) {
      const shown = cards - seen;
      if (shown === size || (shown === 0 && seen > 0)) {
        const taken = shown === 0 ? hand.tricks[hand.tricks.indexOf(t) - 1] : t;
        return { taken: true, cards: taken.cards.map((c) => c.card).join(" ") };
      }
      return { taken: false, cards: t.cards.slice(0, shown).map((c) => c.card).join(" ") };
    }
    seen += size;
  }
  return { taken: true, cards: hand.tricks[hand.tricks.length - 1].cards.map((c) => c.card).join(" ") };
}

async function playOut(page) {
  for (;;) {
    const s = await api(page, "state");
    if (s.hand_over || s.match_over) return s;
    if (s.your_turn) {
      const legal = await api(page, "legal");
      if (legal.length) await api(page, "submit", legal[0].token);
    }
    await sleep(30);
  }
}

test("a finished hand replays step by step with every hand open, as the record says", async () => {
  const page = await openPage();
  assert.deepEqual(await api(page, "newMatch", "kalter-schlag", 44, "beginner"), { ok: true });
  const end = await playOut(page);
  const record = await api(page, "record");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "replay-")), "page.rec");
  fs.writeFileSync(file, record);
  const hand = JSON.parse(execFileSync(config.cli, ["replay", "--json", file], { encoding: "utf8" })).hands[0];
  const moves = hand.actions.length;

  await click(page, "button:replay");
  assert.equal((await hit(page, "replay:step")).label, `0/${moves}`);
  for (let p = 0; p < 4; p++) assert.equal((await hit(page, `replay:hand:${p}`)).label.split(" ").length, 8);
  await page.screenshot({ path: path.join(config.shotDir, "replay-start-1280x800.png") });
  // Forward through the hand with the arrow key: the trick on the table
  // is the record's at every step.
  for (let step = 1; step <= moves; step++) {
    await page.keyboard.press("ArrowRight");
    await waitFrames(page, 2);
    assert.equal((await hit(page, "replay:step")).label, `${step}/${moves}`);
    const want = expectedTrick(hand, step);
    const trick = await hit(page, "replay:trick");
    assert.equal(trick.label, want.cards, `the trick after move ${step}`);
    assert.equal(trick.id.endsWith(":taken"), want.taken, `taken after move ${step}`);
    if (step === 13) await page.screenshot({ path: path.join(config.shotDir, "replay-1280x800.png") });
  }
  for (let p = 0; p < 4; p++) assert.equal((await hit(page, `replay:hand:${p}`)).label, "", "every card played");
  // Back, Home and End, and the buttons.
  await page.keyboard.press("ArrowLeft");
  await waitFrames(page, 2);
  assert.equal((await hit(page, "replay:step")).label, `${moves - 1}/${moves}`);
  await page.keyboard.press("Home");
  await waitFrames(page, 2);
  assert.equal((await hit(page, "replay:step")).label, `0/${moves}`);
  await click(page, "button:replay-forward");
  assert.equal((await hit(page, "replay:step")).label, `1/${moves}`);
  await click(page, "button:replay-end");
  assert.equal((await hit(page, "replay:step")).label, `${moves}/${moves}`);
  // Esc closes it; the match is as it was, its summary waiting.
  await page.keyboard.press("Escape");
  await waitFrames(page, 2);
  assert.equal(await hit(page, "replay:step"), undefined);
  assert.deepEqual(await api(page, "state"), end);
  assert.deepEqual(page.errors, []);
});

test("on a 320 px phone in German the replay's lines stay on the screen, and a call ends its sentence once", async () => {
  const page = await openPage({ width: 320, height: 568, mobile: true, settings: "deck=german\nlang=de\nwelcomed=1\nspeed=2\n" });
  assert.deepEqual(await api(page, "newMatch", "schieberamsch", "0x78", "standard"), { ok: true });
  await playOut(page);
  await click(page, "button:replay");
  const moves = Number((await hit(page, "replay:step")).label.split("/")[1]);
  const calls = [];
  for (let step = 1; step <= moves; step++) {
    await page.keyboard.press("ArrowRight");
    await waitFrames(page, 2);
    const title = await hit(page, "replay:step");
    assert.equal(title.label, `${step}/${moves}`);
    assert.ok(title.x + title.w <= 320.5, `the title runs off the screen at move ${step}: ${title.x}+${title.w}`);
    const said = await hit(page, "replay:said");
    assert.ok(said.x + said.w <= 320.5, `"${said.label}" runs off the screen`);
    assert.ok(!/[.!?]\.$/.test(said.label), `"${said.label}" ends its sentence twice`);
    if (said.label.endsWith("!")) calls.push(said.label);
    if (step === 2) await page.screenshot({ path: path.join(config.shotDir, "replay-320x568-de.png") });
  }
  // "Anna: Kontra!." before: the hand holds a call to check.
  assert.ok(calls.length > 0, "a call with its exclamation mark was replayed");
  assert.deepEqual(page.errors, []);
});

test("a hand's record link opens its replay in another page; a damaged one gets a message", async () => {
  const page = await openPage();
  assert.deepEqual(await api(page, "newMatch", "schafkopf-us", 12, "beginner"), { ok: true });
  await playOut(page);
  await click(page, "button:share-hand");
  await page.screenshot({ path: path.join(config.shotDir, "share-hand.png") });
  await page.waitForSelector("#share", { state: "visible", timeout: 5000 });
  const link = await page.evaluate(() => document.getElementById("share-link").value);
  const fragment = link.slice(link.indexOf("#"));
  assert.match(fragment, /^#rec=1&g=schafkopf-us&s=0xc&d=\d&m=[A-Za-z0-9_-]+$/);
  console.log(`record link of a Schafkopf hand: ${fragment.length} characters after '#'`);

  const other = await openPage({ hash: fragment, width: 390, height: 844, mobile: true });
  const step = await hit(other, "replay:step");
  assert.ok(step, "the link opens the replay");
  assert.match(step.label, /^0\/\d+$/);
  const total = Number(step.label.split("/")[1]);
  assert.equal(total, (await api(page, "record")).match(/\n(hand 1\n)([\s\S]*)/)[2]
    .replace(/#.*$/gm, "").replace(/^(score|totals|hints|undos) .*$/gm, "").trim().split(/\s+/).length);
  // One press per frame or two: the table reads the keys once a frame.
  for (let i = 0; i < 14; i++) {
    await other.keyboard.press("ArrowRight");
    await waitFrames(other, 2);
  }
  assert.equal((await hit(other, "replay:step")).label, `14/${total}`);
  await other.screenshot({ path: path.join(config.shotDir, "replay-390x844.png") });
  // A damaged link: a message, and the page plays on.
  const broken = await openPage({ hash: fragment.replace(/m=.*/, "m=!!") });
  assert.equal(await hit(broken, "replay:step"), undefined);
  const state = await api(broken, "state");
  assert.ok(state.game, "a table is dealt");
  assert.deepEqual(other.errors, []);
});

test("the score sheet replays an earlier hand of the match", async () => {
  const page = await openPage();
  assert.deepEqual(await api(page, "newMatch", "schieberamsch", 9, "beginner"), { ok: true });
  await playOut(page);
  await api(page, "nextHand");
  await playOut(page);
  const record = await api(page, "record");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "replay-")), "page.rec");
  fs.writeFileSync(file, record);
  const first = JSON.parse(execFileSync(config.cli, ["replay", "--json", file], { encoding: "utf8" })).hands[0];
  await click(page, "button:sheet");
  await click(page, "sheet:replay:1");
  assert.equal((await hit(page, "replay:step")).label, `0/${first.actions.length}`);
  await page.keyboard.press("End");
  await waitFrames(page, 2);
  const last = first.tricks[first.tricks.length - 1].cards.map((c) => c.card).join(" ");
  assert.equal((await hit(page, "replay:trick")).label, last, "hand 1's last trick");
  assert.deepEqual(page.errors, []);
});
