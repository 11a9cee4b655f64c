// The challenge link (a score to beat) and the sealed deal (the hash of a
// fresh match's seed before its first card, the seed after the match),
// checked against `stichfest verify`.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { execFileSync } = require("child_process");
const { openPage, api, click, waitFrames, playByApi, shot, config } = require("./helpers");

const SETTINGS = "lang=en\nwelcomed=1\nbots=beginner\n";

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
  const s = await playByApi(page, (x) => x.hand_over);
  await waitFrames(page, 3);
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
  assert.equal(text, "Zu schlagen: -40 (Partiestand, mehr ist besser)");
  const box = (await api(page, "layout")).find((x) => x.id === "text:score-to-beat");
  assert.ok(box.x >= 0 && box.x + box.w <= 375, `the line fits the phone (${JSON.stringify(box)})`);
  await shot(page, "challenge-phone-de");
  await playByApi(page, (x) => x.hand_over);
  await waitFrames(page, 3);
  await click(page, "button:challenge");
  await page.waitForSelector("#share", { state: "visible", timeout: 5000 });
  const link = await page.evaluate(() => document.getElementById("share-link").value);
  const s = await api(page, "state");
  assert.match(link, new RegExp(`#g=schafkopf-us&s=0xd&d=\\d&c=h${s.result.score[0]}$`), `a challenge of the hand (${link})`);
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
  await waitFrames(page, 3);
  const s = await api(page, "state");
  assert.ok(s.match_over, "one deal is the whole match");
  const revealed = await label(page, "text:revealed");
  const m = /seed (0x[0-9a-f]+), nonce ([0-9a-f]{32}), first dealer (\d)\. SHA-256 ([0-9a-f]{64})/.exec(revealed);
  assert.ok(m, `seed and nonce are revealed (${revealed})`);
  assert.equal(m[1], s.seed);
  assert.equal(m[4], first.commitment, "the hash revealed is the one shown before the first card");
  const out = execFileSync(config.cli, ["verify", first.commitment.slice(0, 16), "--rules", s.rules, "--seed", m[1],
                                        "--nonce", m[2], "--dealer", m[3]]).toString();
  assert.match(out, /matches/);
  await shot(page, "sealed-revealed");
  // A deal from a link is not sealed.
  assert.deepEqual(await api(page, "newMatch", "ramsen", 5), { ok: true });
  assert.equal((await api(page, "state")).commitment, "");
  await page.context().close();
});
