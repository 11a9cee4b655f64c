// What the table tells the player about the game in play.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, api, waitFrames, shot, assertOnScreen } = require("./helpers");

// The info panel's lines (top left: trumps, the game, the scores).
async function infoText(page) {
  await waitFrames(page, 2);
  const info = (await api(page, "layout")).find((t) => t.id === "panel:info");
  assert.ok(info, "the info panel is drawn");
  return info.label;
}

test("American Schafkopf with fixed partners names the partners the engine pairs", async () => {
  const hash = "#g=schafkopf-us&r=schafkopf-us(mode%3Dfixed)&s=0x14";
  for (const [lang, names, expected, phone] of [
    ["en", ["You", "Anna", "Bernd", "Clara"], "Fixed partners: You + Bernd against Anna + Clara", false],
    ["de", ["Du", "Anna", "Bernd", "Clara"], "Feste Partner: Du + Bernd gegen Anna + Clara", true],
  ]) {
    const [width, height] = phone ? [390, 844] : [1280, 800];
    const page = await openPage({ hash, width, height, mobile: phone, settings: `deck=german\nlang=${lang}\nwelcomed=1\n` });
    const s = await api(page, "state");
    // The engine's sides: seats 0 and 2 against 1 and 3.
    assert.deepEqual(s.sides, ["re", "kontra", "re", "kontra"], "the engine's fixed sides");
    const ours = names.filter((_, p) => s.sides[p] === s.sides[0]).join(" + ");
    const theirs = names.filter((_, p) => s.sides[p] !== s.sides[0]).join(" + ");
    const text = await infoText(page);
    assert.ok(text.includes(expected), `${lang}: the panel says '${expected}' (it says '${text}')`);
    assert.ok(expected.includes(`${ours} `) && expected.endsWith(theirs), `${lang}: the text follows the state's sides`);
    assertOnScreen((await api(page, "layout")).filter((t) => t.id === "panel:info"), width, height, "the info panel");
    await shot(page, `${phone ? "phone-" : ""}schafkopf-us-fixed-partners`);
    await page.context().close();
  }
});

test("a plate counts a trick once its cards have reached the winner, not while they lie on the table", async () => {
  // The engine files a trick as its last card falls; the plate said "3 tricks" while the third still lay in the
  // middle under "Anna's trick".
  const page = await openPage({ hash: "#g=kalter-schlag&s=0x21", settings: "deck=german\nlang=en\nwelcomed=1\n" });
  await page.evaluate(() => window.stichfest.setSpeed(0));  // the longest hold
  const counts = (layout) => [0, 1, 2, 3].map((p) => {
    const m = /(\d+) tricks?$/.exec(layout.find((t) => t.id === "plate:" + p)?.label ?? "");
    return m ? Number(m[1]) : null;
  });
  let held = 0, running = 0;
  for (let i = 0; i < 3000; i++) {
    // State and layout read in one task, so no frame falls between them.
    const [s, layout] = await page.evaluate(() => [window.stichfest.state(), window.stichfest.layout()]);
    if (s.hand_over) break;
    if (s.phase === "play") {
      const shown = counts(layout);
      if (layout.some((t) => t.id === "banner:trick") && s.trick.length === 0 && s.tricks.length) {
        const winner = s.tricks[s.tricks.length - 1].winner;
        const want = s.tricks_won.map((n, p) => (p === winner ? n - 1 : n));
        assert.deepEqual(shown, want, `trick ${s.tricks.length} on its way to seat ${winner}`);
        held++;
      } else if (s.trick.length > 0) {
        assert.deepEqual(shown, s.tricks_won, `trick ${s.tricks.length + 1} under way`);
        running++;
      }
    }
    if (s.your_turn) {
      const legal = await api(page, "legal");
      if (legal.length) await api(page, "submit", legal[0].token);
    }
    await waitFrames(page, 1);
  }
  assert.ok(held >= 3 && running >= 3, `seen tricks on their way (${held}) and under way (${running})`);
  await page.context().close();
});
