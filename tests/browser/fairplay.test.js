// The challenge link (a score to beat) and the sealed deal (the hash of a
// fresh match's seed before its first card, the seed after the match),
// checked against `stichfest verify`.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { execFileSync } = require("child_process");
const { openPage, api, click, untilSummary, playByApi, shot, config } = require("./helpers");

const SETTINGS = "lang=en\nwelcomed=1\nbots=beginner\n";

// Clicks a summary button that opens the link dialog. The summary is busy
// while its review is computed (frames come slowly), so a click that opened
// nothing is tried again.
async function clickForDialog(page, id) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await click(page, id);
    const shown = await page.waitForSelector("#share", { state: "visible", timeout: 3000 }).then(() => true, () => false);
    if (shown) return;
  }
  assert.fail(`'${id}' opened no dialog`);
}

const label = async (page, id) => {
  const t = (await api(page, "layout")).find((x) => x.id === id);
  return t ? t.label : null;
};

test("a challenge link shows the score to beat, and the summary says whether it was beaten", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x2a&c=h23", settings: SETTINGS });
  assert.equal((await api(page, "state")).challenge, "h23");
  assert.equal(await label(page, "text:score-to-beat"), "Score to beat: 23 (card points taken, fewer is better)");
  assert.equal(await label(page, "text:sealed-deal"), null, "a link's seed is public: nothing to seal");
  await shot(page, "challenge-desktop");
  // The sender played a Ramsch: push the skat on rather than play a Grand
  // Hand (that would be another game, not comparable).
  for (let i = 0; i < 200 && (await api(page, "state")).phase !== "play"; i++) {
    const st = await api(page, "state");
    const legal = st.your_turn ? await api(page, "legal") : [];
    if (legal.length) await api(page, "submit", (legal.find((l) => l.token === "push") || legal.find((l) => !/grand/i.test(l.token)) || legal[0]).token);
    await new Promise((r) => setTimeout(r, 25));
  }
  const s = await playByApi(page, (x) => x.hand_over);
  await untilSummary(page);
  const result = await label(page, "text:challenge-result");
  const mine = s.result.points[0];
  const verdict = mine < 23 ? "beaten!" : mine === 23 ? "equalled." : "not beaten.";
  assert.equal(result, `Score to beat: 23 (card points taken, fewer is better). Yours: ${mine} — ${verdict}`);
  await shot(page, "challenge-result");
  assert.deepEqual(page.errors, [], "no page errors");
  await page.context().close();
});

test("a challenge in German on a phone, and the friend's own challenge link", async () => {
  const page = await openPage({ hash: "#g=schafkopf-us&s=0x13&c=m-40", width: 375, height: 667, mobile: true,
                                settings: "lang=de\nwelcomed=1\nbots=beginner\n" });
  const text = await label(page, "text:score-to-beat");
  assert.equal(text, "Zu schlagen: -40", "on a phone without the explanation (the summary gives it)");
  const layout = await api(page, "layout");
  const box = layout.find((x) => x.id === "text:score-to-beat");
  assert.ok(box.x >= 0 && box.x + box.w <= 375, `the line fits the phone (${JSON.stringify(box)})`);
  const info = layout.find((x) => x.id === "panel:info"), top = layout.find((x) => x.id === "plate:2");
  assert.ok(info.y + info.h <= top.y, `the info panel ends above the top seat (${info.y + info.h} > ${top.y})`);
  // In play the game's line is long too (a called ace, its partners): still clear of the top seat.
  await playByApi(page, (x) => x.tricks.length >= 1 && x.your_turn);
  const inPlay = await api(page, "layout");
  const info2 = inPlay.find((x) => x.id === "panel:info"), top2 = inPlay.find((x) => x.id === "plate:2");
  assert.ok(info2.y + info2.h <= top2.y, `in play too (${info2.y + info2.h} > ${top2.y}; ${info2.label})`);
  await shot(page, "challenge-phone-de");
  await playByApi(page, (x) => x.hand_over);
  await clickForDialog(page, "button:challenge");
  const link = await page.evaluate(() => document.getElementById("share-link").value);
  const s = await api(page, "state");
  assert.match(link, new RegExp(`#g=schafkopf-us&s=0x13&d=\\d&c=h${s.result.score[0]}$`), `a challenge of the hand (${link})`);
  await page.context().close();
});

test("a fresh match is sealed before its first card and revealed at its end; stichfest verify agrees", async () => {
  const settings = "game=schafkopf-us\nrules.schafkopf-us=schafkopf-us(deals_per_match=1)\n" + SETTINGS;
  const page = await openPage({ settings });
  const first = await api(page, "state");
  assert.match(first.commitment, /^[0-9a-f]{64}$/, "a fresh match has a commitment");
  assert.equal(first.tricks.length, 0, "before the first card");
  const shown = await label(page, "text:sealed-deal");
  assert.equal(shown.replace(/ /g, ""), "Sealeddeal:" + first.commitment.slice(0, 16));
  await shot(page, "sealed-desktop");
  await playByApi(page, (x) => x.hand_over || x.match_over);
  await untilSummary(page);
  const s = await api(page, "state");
  assert.ok(s.match_over, "one deal is the whole match");
  const revealed = await label(page, "text:revealed");
  const m = /^Sealed deal ([0-9a-f ]{19}) revealed: seed (0x[0-9a-f]+)\.$/.exec(revealed);
  assert.ok(m, `the seed is revealed (${revealed})`);
  assert.equal(m[1].replace(/ /g, ""), first.commitment.slice(0, 16), "under the hash shown before the first card");
  assert.equal(m[2], s.seed);
  await shot(page, "sealed-revealed");
  // "Check it" offers the command with every value; it runs as offered.
  await clickForDialog(page, "button:verify");
  const command = await page.evaluate(() => document.getElementById("share-link").value);
  const intro = await page.evaluate(() => document.getElementById("share").textContent);
  assert.ok(intro.includes(first.commitment), "the whole hash is shown with it");
  const nonce = /\nnonce ([0-9a-f]{32})\n/.exec(await api(page, "record"))[1];
  assert.equal(command, `stichfest verify ${first.commitment.slice(0, 16)} --rules '${s.rules}' --seed ${s.seed} ` +
                        `--nonce ${nonce} --dealer ${/--dealer (\d)$/.exec(command)[1]}`);
  const args = command.replace(/'/g, "").split(" ").slice(1);
  const out = execFileSync(config.cli, args).toString();
  assert.match(out, /matches/);
  await page.click("#share-close");
  // A deal from a link is not sealed.
  assert.deepEqual(await api(page, "newMatch", "ramsen", 5), { ok: true });
  assert.equal((await api(page, "state")).commitment, "");
  await page.context().close();
});

test("on a phone the seal shows before the first card without crowding the top seat", async () => {
  const page = await openPage({ width: 375, height: 667, mobile: true,
                                settings: "game=schafkopf-us\n" + SETTINGS });
  const s = await api(page, "state");
  const layout = await api(page, "layout");
  const sealed = layout.find((x) => x.id === "text:sealed-deal");
  assert.ok(sealed, "the seal is shown before the first card");
  assert.equal(sealed.label.replace(/ /g, ""), "Sealeddeal:" + s.commitment.slice(0, 16));
  const info = layout.find((x) => x.id === "panel:info"), top = layout.find((x) => x.id === "plate:2");
  assert.ok(info.x + info.w <= 375, "the info panel fits the width");
  assert.ok(info.y + info.h <= top.y, `the info panel ends above the top seat (${info.y + info.h} > ${top.y})`);
  await shot(page, "sealed-phone");
  await page.context().close();
});
