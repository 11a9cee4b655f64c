// The coach: a hint asked for with a real click (and the H key) names the
// standard bot's choice, as the native tool does for the same record, is
// counted in the record and the summary; after the hand "Could you have
// done better?" fills in from the worker.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { execFileSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { openPage, api, click, config, sleep, overlaps } = require("./helpers");

// A hit target drawn this frame whose id starts with `prefix`, once it is there.
async function drawn(page, prefix, timeout = 20000) {
  const until = Date.now() + timeout;
  for (;;) {
    const t = (await api(page, "layout")).find((x) => x.id.startsWith(prefix));
    if (t) return t;
    if (Date.now() > until) throw new Error(`nothing drawn as '${prefix}'`);
    await sleep(50);
  }
}

// The hint once it shows: its line (`text`, or null) and the marks on the
// cards or the button it names. A low window's panel, whose line would
// grow it onto the top seat, shows the marks alone.
async function hintShown(page, timeout = 20000) {
  const until = Date.now() + timeout;
  for (;;) {
    const layout = await api(page, "layout");
    const text = layout.find((t) => t.id.startsWith("text:hint:")) || null;
    const marks = layout.filter((t) => t.id.startsWith("mark:hint:"));
    if (text || marks.length) return { text, marks, layout };
    if (Date.now() > until) throw new Error("no hint shown");
    await sleep(50);
  }
}

// The ids of the marks a hint's choice gets: each card it swaps, lays away
// or plays, or else its button.
function marksOf(pick) {
  const cards = pick.includes(":") ? pick.slice(pick.indexOf(":") + 1).split("+") : [pick];
  return (cards.every((c) => /^[CSHD][AKQJT987]$/.test(c)) ? cards : [pick]).map((c) => "mark:hint:" + c).sort();
}

// Checks a German hint: a sentence, and the marks on what it names (each
// card of a swap). Returns its choice's token where its line shows it.
function checkHint({ text, marks }) {
  const sentence = (text || marks[0]).label;
  assert.match(sentence, /^Tipp: .+[.!?]/);
  for (const m of marks) assert.ok(sentence.startsWith(m.label), `the mark ${m.id} says the hint: ${m.label}`);
  if (text) {
    const pick = text.id.slice("text:hint:".length);
    assert.deepEqual(marks.map((t) => t.id).sort(), marksOf(pick), `the hint ${pick} marks what it names`);
    return pick;
  }
  const swap = sentence.match(/^Tipp: Tauschen: (.+)\.$/);
  assert.ok(marks.length === (swap ? swap[1].split(", ").length : 1), `${sentence}: one mark on each thing it names`);
  return null;
}

// Plays the human's choices (the first legal one, or the k-th by `choose`)
// until the human's turn in `phase`.
async function untilHumanPhase(page, phase, choose = (legal) => legal[0]) {
  for (let i = 0, k = 0; ; i++) {
    const s = await api(page, "state");
    if (s.your_turn && s.phase === phase) return s;
    assert.ok(i < 600 && !s.hand_over, `the human's ${phase} came`);
    const legal = await api(page, "legal");
    if (s.your_turn && legal.length) await api(page, "submit", choose(legal, k++).token);
    await sleep(40);
  }
}

// Waits for the human's turn to choose between cards (declarations and
// lone cards by the first legal action).
async function untilCardTurn(page) {
  const until = Date.now() + 60000;
  for (;;) {
    const s = await api(page, "state");
    if (s.your_turn) {
      const legal = await api(page, "legal");
      if (s.phase === "play" && legal.length > 1 && legal.every((l) => /^[CSHD][AKQJT987]$/.test(l.token))) return s;
      if (legal.length) await api(page, "submit", legal[0].token);
    }
    if (Date.now() > until) throw new Error("no card turn came");
    await sleep(40);
  }
}

function writeTemp(text) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "coach-")), "page.rec");
  fs.writeFileSync(file, text);
  return file;
}

function nativeAnswer(record, question) {
  return execFileSync(config.cli, ["decide", "--ask", question, writeTemp(record)], { encoding: "utf8" });
}

test("a hint names the standard bot's card, as natively, and is counted; the review fills in after the hand", async () => {
  const page = await openPage({ width: 1280, height: 800 });
  assert.deepEqual(await api(page, "newMatch", "schieberamsch", 21, "standard"), { ok: true });
  await untilCardTurn(page);
  const record = await api(page, "record");
  await click(page, "button:hint");
  const hint = await drawn(page, "text:hint:");
  const pick = hint.id.slice("text:hint:".length);
  assert.match(hint.label, /^Hint: .+[.!?] Expected card points: /);
  const lower = /fewer is better/.test(hint.label);
  assert.match(hint.label, /(fewer|more) is better; \d+ deals weighed/);
  // The page's worker and the native tool weigh the same worlds.
  const native = nativeAnswer(record, "hint");
  assert.match(native, new RegExp(`^ok\\nadvice ${pick} points ${lower ? "lower" : "higher"} \\d+\\n`), native);
  await page.screenshot({ path: path.join(config.shotDir, "hint-1280x800.png") });
  // The hint is counted once per position, asked by click or key.
  await page.keyboard.press("h");
  assert.match(await api(page, "record"), /\nhints 1\n/);
  await click(page, "card:" + pick);

  // The hand played out; the summary says a hint was used, and the review comes.
  for (;;) {
    const s = await api(page, "state");
    if (s.hand_over || s.match_over) break;
    if (s.your_turn) {
      const legal = await api(page, "legal");
      if (legal.length) await api(page, "submit", legal[0].token);
    }
    await sleep(40);
  }
  const hints = await drawn(page, "text:help-used");
  assert.equal(hints.label, "Hints used in this hand: 1");
  const review = await drawn(page, "text:review:done", 90000);
  assert.match(review.label, /every decision was sound|cost you about [\d.]+ [a-z ]+; .+ was better \(expected [a-z ]+: -?[\d.]+\)/);
  // The exact solve plays all the others against the player: the review
  // says so, and never states that worst case as what the hand allowed.
  assert.match(
    review.label,
    lower ? /With every card known and all the others playing against you, / : /With every card known and best play on both sides, /,
  );
  assert.doesNotMatch(review.label, /could not have taken fewer|could not be saved/);
  // The same review natively: the costliest decision it names is one of the player's.
  const full = await api(page, "record");
  const raw = execFileSync(config.cli, ["review", "--raw", writeTemp(full)], { encoding: "utf8" });
  assert.match(raw, /^ok\nreview 0 \d+ 0 /m);
  await page.screenshot({ path: path.join(config.shotDir, "review-1280x800.png") });
  assert.deepEqual(page.errors, []);
});

test("on a phone the hint and the review fit the screen", async () => {
  const page = await openPage({ width: 390, height: 844, mobile: true });
  assert.deepEqual(await api(page, "newMatch", "schafkopf-us", 8, "standard"), { ok: true });
  await untilCardTurn(page);
  await click(page, "button:hint");
  const hint = await drawn(page, "text:hint:");
  assert.ok(hint.x >= 0 && hint.x + hint.w <= 390, `the hint fits the width (${hint.x}+${hint.w})`);
  assert.match(hint.label, /more is better/);
  await page.screenshot({ path: path.join(config.shotDir, "hint-390x844.png") });
  for (;;) {
    const s = await api(page, "state");
    if (s.hand_over || s.match_over) break;
    if (s.your_turn) {
      const legal = await api(page, "legal");
      if (legal.length) await api(page, "submit", legal[0].token);
    }
    await sleep(40);
  }
  const review = await drawn(page, "text:review:done", 90000);
  assert.ok(review.y + review.h <= 844, "the review is on the screen");
  await page.screenshot({ path: path.join(config.shotDir, "review-390x844.png") });
  assert.deepEqual(page.errors, []);
});

test("on a phone a Ramsen exchange offers the hint, under buttons that name no keys", async () => {
  // The exchange's row of buttons left no room: the hint stayed off the
  // panel, and a phone has no H key.
  const page = await openPage({ width: 390, height: 844, mobile: true, hash: "#g=ramsen&s=0x2d",
                                settings: "welcomed=1\nbots=standard\n" });
  await untilHumanPhase(page, "exchange");
  const button = await drawn(page, "button:hint");
  assert.equal(button.label, "Hint", "a phone's button names no key");
  assert.ok(button.x >= 0 && button.x + button.w <= 390 && button.y + button.h <= 844, "the button is on the screen");
  await click(page, "button:hint");
  const hint = await drawn(page, "text:hint:");
  assert.match(hint.label, /^Hint: .+[.!?] Expected strokes struck off: /);
  assert.ok(hint.x >= 0 && hint.x + hint.w <= 390, `the hint fits the width (${hint.x}+${hint.w})`);
  await page.screenshot({ path: path.join(config.shotDir, "hint-ramsen-exchange-390x844.png") });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("a low window's hint leaves the seats and the info panel in view: its marks say what a line would cover", async () => {
  // German, before the play and in it: the hint's line took a row of its own, and the panel grew onto the seats.
  //  * 568×320 Ramsen exchange: upwards, over Bernd's plate and the info panel;
  //  * 740×360 Kalter Schlag, right of the trick: 500 px wide with the expected points of every card, off the
  //    screen, over Clara's plate and card backs.
  // The line now goes after the buttons or in a row of its own only where that covers nothing; else the hinted
  // cards (or button) are outlined, as a hinted card in the play always was, and the words show for a moment.
  const cases = [{ size: [568, 320], hash: "#g=ramsen&s=0x12", phase: "exchange" },
                 { size: [740, 360], hash: "#g=kalter-schlag&s=0x11", phase: "play" }];
  for (const { size: [width, height], hash, phase } of cases) {
    const page = await openPage({ width, height, mobile: true, hash, settings: "deck=german\nlang=de\nwelcomed=1\n" });
    await untilHumanPhase(page, phase);
    await click(page, "button:hint");
    const shown = await hintShown(page);
    checkHint(shown);
    await sleep(300);  // the panel as it stays
    const layout = await api(page, "layout");
    if (!shown.text) {
      const notice = layout.find((t) => t.id === "notice");
      assert.equal(notice && notice.label, shown.marks[0].label, "the hint's words show for a moment as a notice");
      // ... where they hide nothing the player reads or presses (568×320: they lay on the exchange's buttons).
      const box = { x: notice.x - 14, y: notice.y - 8, w: notice.w + 28, h: notice.h + 16 };
      const hidden = layout.filter((t) => /^(plate|backs|card|trick|tag|button):|^panel:(info|prompt)$/.test(t.id) &&
                                          overlaps(box, t));
      assert.deepEqual(hidden.map((t) => t.id), [], `${width}×${height}: the notice ${JSON.stringify(box)} hides nothing`);
    }
    const panel = layout.find((t) => t.id === "panel:prompt");
    const covered = layout.filter((t) => /^(plate|backs):[1-3]$|^panel:info$/.test(t.id) && overlaps(panel, t));
    assert.deepEqual(covered.map((t) => t.id), [], `${width}×${height}: the panel ${JSON.stringify(panel)} covers nothing`);
    assert.ok(panel.x >= 0 && panel.x + panel.w <= width, `${width}×${height}: the panel is on the screen`);
    await page.screenshot({ path: path.join(config.shotDir, `hint-${phase}-${width}x${height}.png`) });
    if (!shown.text) {  // the words go with their decision (they lay on the next one's panel, or on the trick)
      await api(page, "submit", (await api(page, "legal"))[0].token);
      await sleep(100);
      const notice = (await api(page, "layout")).find((t) => t.id === "notice");
      assert.equal(notice, undefined, `${width}×${height}: the hint's words are gone once the decision is taken`);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test("where a small screen's row of buttons has no room for the Hint, the menu offers it", async () => {
  // A German Ramsen exchange at 480×320 and a Schieberamsch Rekontra in a 320×400 frame: "Tipp" did not fit
  // beside the decision's buttons, and a touch screen has no H key, so no hint could be had there.
  const cases = [
    { size: [480, 320], hash: "#g=ramsen&s=0x12", phase: "exchange" },
    { size: [320, 400], hash: "#g=schieberamsch&s=0xabc", phase: "grand-hand-rekontra" },
  ];
  for (const { size: [width, height], hash, phase } of cases) {
    const page = await openPage({ width, height, mobile: true, hash,
                                  settings: "deck=german\nlang=de\nwelcomed=1\nbots=standard\n" });
    await untilHumanPhase(page, phase, (legal, k) => legal[(k * 5) % legal.length]);
    await drawn(page, "button:");
    await sleep(300);
    const layout = await api(page, "layout");
    assert.ok(!layout.some((t) => t.id === "button:hint"), `${width}×${height} ${phase}: the row has no room for Tipp`);
    await click(page, "menu:open");
    const item = await drawn(page, "menu:hint");
    assert.equal(item.label, "Tipp");
    assert.ok(item.w >= 43.5 && item.h >= 43.5 && item.y >= 0 && item.y + item.h <= height,
              `${width}×${height}: the menu's Tipp is on the screen and finger-sized (${item.x},${item.y} ${item.w}×${item.h})`);
    await click(page, "menu:hint");
    const shown = await hintShown(page), hint = shown.text;
    // A swap's hint names the cards to swap (it said "Tauschen: 2 Karten", which the hand does not show).
    const pick = checkHint(shown);
    if (hint) {
      if (pick.startsWith("exchange:"))
        assert.match(hint.label, new RegExp(`^Tipp: Tauschen: ${pick.slice(9).split("+").map(() => "[^,.]+").join(", ")}\\.`),
                     `the hint ${pick} names its cards`);
      assert.ok(hint.x >= 0 && hint.x + hint.w <= width && hint.y >= 0 && hint.y + hint.h <= height,
                `${width}×${height}: the hint is on the screen (${hint.x},${hint.y} ${hint.w}×${hint.h})`);
    }
    await page.screenshot({ path: path.join(config.shotDir, `hint-menu-${phase}-${width}x${height}.png`) });
    const menu = (await api(page, "layout")).filter((t) => t.id === "menu:hint");
    assert.deepEqual(menu, [], "with the hint shown the menu no longer offers it");
    if (phase === "grand-hand-rekontra") {
      // The human's Grand Hand came before the bots' Kontra: the row has no room for Zurück either, and the
      // menu's takes the Grand Hand back.
      assert.ok(!layout.some((t) => t.id === "button:undo"), `${width}×${height}: the row has no room for Zurück`);
      await click(page, "menu:open");
      const undo = await drawn(page, "menu:undo");
      assert.equal(undo.label, "Zurück");
      await click(page, "menu:undo");
      let s = await api(page, "state");
      for (let i = 0; i < 100 && s.phase !== "grand-hand-offer"; i++) await sleep(30), (s = await api(page, "state"));
      assert.ok(s.phase === "grand-hand-offer" && s.your_turn, `Undo took the Grand Hand back: ${s.phase}`);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test("Undo takes back the player's card and the bots' replies, by click and by key", async () => {
  const page = await openPage();
  assert.deepEqual(await api(page, "newMatch", "kalter-schlag", 31, "beginner"), { ok: true });
  const turn = await untilCardTurn(page);
  const before = await api(page, "record");
  const legal = await api(page, "legal");
  await click(page, "card:" + legal[legal.length - 1].token);
  // The bots reply and the turn comes back (the trick taken or still in play).
  const until = Date.now() + 30000;
  let s;
  do {
    await sleep(50);
    s = await api(page, "state");
  } while (!(s.your_turn && (s.tricks.length > turn.tricks.length || s.trick.length > turn.trick.length)) &&
           Date.now() < until);
  assert.ok(s.your_turn, "the turn came back");
  await click(page, "button:undo");
  const undone = await api(page, "state");
  assert.deepEqual(undone.hand, turn.hand, "the card is back in the hand");
  assert.deepEqual(undone.trick, turn.trick, "the bots' replies are gone");
  assert.equal(await api(page, "record"), before.replace("\nhand 1\n", "\nhand 1\nundos 1\n"));
  await page.screenshot({ path: path.join(config.shotDir, "undo-1280x800.png") });
  // A second undo in a row is refused with a message; nothing changes.
  await page.keyboard.press("u");
  await sleep(200);
  assert.deepEqual((await api(page, "state")).hand, turn.hand);
  assert.ok((await api(page, "layout")).every((t) => t.id !== "button:undo"), "no Undo button after an undo");
  assert.deepEqual(page.errors, []);
});
