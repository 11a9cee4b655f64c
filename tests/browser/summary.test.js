// What the player reads after a skat pick-up and after a hand: the new cards
// marked, the skat gone from the table, the summary in players' words.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, api, sleep, waitFrames, untilSummary, click, shot, playByApi, overlaps } = require("./helpers");

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
  await untilSummary(page);
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
  await untilSummary(page);
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

test("the match-end summary at 1280×800 reads cleanly: the result first, one row of buttons, nothing on top of another", async () => {
  // The busiest summary: a sealed match's end, with a hint and an undo, in German (the longer words).
  const settings = "game=schafkopf-us\nrules.schafkopf-us=schafkopf-us(deals_per_match=1)\ndeck=german\nlang=de\nwelcomed=1\n";
  const page = await openPage({ settings });
  let s = await api(page, "state"), hinted = false, undone = false;
  for (let i = 0; i < 3000 && !s.match_over; i++) {
    if (s.your_turn) {
      const legal = await api(page, "legal");
      if (s.phase === "play" && !hinted && legal.length > 1) {
        await page.keyboard.press("h");
        for (let k = 0; k < 100 && !(await api(page, "layout")).some((t) => t.id.startsWith("text:hint")); k++) await sleep(50);
        hinted = true;
      }
      if (legal.length) await api(page, "submit", legal[0].token);
      if (hinted && !undone && s.phase === "play") undone = (await api(page, "undo")).ok !== false;
    }
    await sleep(25);
    s = await api(page, "state");
  }
  assert.ok(s.match_over, "one deal is the whole match");
  let layout = [];
  for (let i = 0; i < 400 && !layout.some((t) => t.id === "text:review:done"); i++) {
    await sleep(100);
    layout = await api(page, "layout");
  }
  await waitFrames(page, 4);
  layout = await api(page, "layout");
  const find = (id) => layout.find((t) => t.id === id);
  const panel = find("panel:summary");
  assert.ok(panel && find("text:help-used") && find("text:revealed") && find("text:review:done"),
            "the summary with the help taken, the seal and the review");
  // The match's result before the hand's table.
  assert.ok(find("summary:match-end").y < find("summary:score:0").y, "the match's result comes first");
  // The five buttons in one row, inside the window.
  const buttons = layout.filter((t) => t.id.startsWith("button:") && t.id !== "button:verify");
  assert.equal(buttons.length, 5, buttons.map((b) => b.id).join(" "));
  for (const b of buttons) {
    assert.equal(Math.round(b.y), Math.round(buttons[0].y), `${b.id} on the buttons' row (${JSON.stringify(b)})`);
    assert.ok(b.x >= panel.x && b.x + b.w <= panel.x + panel.w && b.y + b.h <= panel.y + panel.h, `${b.id} inside the window`);
  }
  // No line over another.
  const parts = layout.filter((t) => /^(summary:|text:|button:)/.test(t.id));
  for (let i = 0; i < parts.length; i++)
    for (let j = i + 1; j < parts.length; j++)
      assert.ok(!overlaps(parts[i], parts[j]), `${parts[i].id} and ${parts[j].id} overlap`);
  // Room to spare on the screen: the review's box (a fixed height, so the buttons never move under a
  // finger) holds the usual few lines, not an empty block (it was 8.5 lines, 193 px, here).
  const review = find("text:review:done");
  assert.ok(review.h <= 6 * 24, `the review's box is ${Math.round(review.h)} px tall`);
  assert.ok(panel.h <= 0.85 * (800 - 44), `the summary leaves room below the top bar (${JSON.stringify(panel)})`);
  await shot(page, "summary-match-end-1280x800-de");
  await page.context().close();
});
