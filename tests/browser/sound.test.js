// The table's sounds (src/web/sound*.cpp): a card played, a trick gathered
// and your turn are cued while the sound is on, and not while it is muted
// (M, or the speaker button); the mute is remembered. Counted through
// stats().sounds, so the test needs no audio output.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, reload, api, click, target, playByApi, waitFrames, shot } = require("./helpers");

const SETTINGS = "deck=french\nlang=en\nwelcomed=1\n";
const sounds = async (page) => (await api(page, "stats")).sounds;
const tricks = (n) => (s) => s.tricks.length >= n;

test("cards, tricks and your turn make their sounds; muted they do not", async () => {
  const page = await openPage({ hash: "#g=kalter-schlag&s=0x11", settings: SETTINGS });
  assert.equal((await api(page, "stats")).sound_on, true, "sound is on by default");
  await playByApi(page, tricks(2));
  await waitFrames(page, 10);  // the second trick is gathered
  const on = await sounds(page);
  assert.ok(on.card >= 8, `a sound per card: ${JSON.stringify(on)}`);
  assert.ok(on.trick >= 1, `a sound per trick gathered: ${JSON.stringify(on)}`);
  assert.ok(on.turn >= 1, `a sound for your turn: ${JSON.stringify(on)}`);
  assert.ok(on.turn <= on.card, "your turn once per turn, not per frame");

  await page.keyboard.press("m");
  await waitFrames(page, 2);
  assert.equal((await api(page, "stats")).sound_on, false, "M mutes");
  const before = await sounds(page);
  await playByApi(page, tricks(4));
  await waitFrames(page, 10);
  assert.deepEqual(await sounds(page), before, "no sound while muted");

  // The mute is remembered; the speaker button turns the sound on again.
  await reload(page);
  assert.equal((await api(page, "stats")).sound_on, false, "muted after a reload");
  assert.match(await page.evaluate(() => localStorage.getItem("stichfest.settings")), /^sound=off$/m);
  const button = await target(page, "menu:sound");
  assert.equal(button.label, "Sound off");
  await shot(page, "sound-muted-1280x800");
  await click(page, "menu:sound");
  assert.equal((await api(page, "stats")).sound_on, true, "the speaker button turns it on");
  const again = await sounds(page);
  await playByApi(page, tricks(6));
  await waitFrames(page, 10);
  assert.ok((await sounds(page)).card > again.card, "sounds again");
  assert.deepEqual(page.errors, []);
});

test("the Settings' sound switch and the speaker button on a phone", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x2a", width: 375, height: 667, mobile: true,
                                settings: SETTINGS });
  const button = await target(page, "menu:sound");
  assert.ok(button.w >= 43.5 && button.h >= 43.5, `finger-sized: ${JSON.stringify(button)}`);
  assert.ok(button.x + button.w <= 375, "on the screen");
  await click(page, "menu:open");
  await click(page, "menu:settings");
  await click(page, "setting:sound:off");
  assert.equal((await api(page, "stats")).sound_on, false, "Settings mute");
  await click(page, "setting:sound:on");
  assert.equal((await api(page, "stats")).sound_on, true, "and turn it on");
  assert.deepEqual(page.errors, []);
});
