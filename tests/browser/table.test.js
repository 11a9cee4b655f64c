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
