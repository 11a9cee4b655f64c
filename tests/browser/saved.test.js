// What the page keeps across a reload: the match in progress, a finished
// hand, the settings; and what it does with a saved game it cannot read.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, reload, api, click, waitFrames, playByApi, shot } = require("./helpers");

test("a match in progress survives a reload", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x1234" });
  const before = await api(page, "state");
  await page.evaluate(() => { history.replaceState(null, "", location.pathname); });
  await reload(page);
  const after = await api(page, "state");
  assert.deepEqual(after.hand, before.hand, "the same cards after reload");
  assert.equal(after.seed, before.seed, "the same match after reload");
  await page.context().close();
});

test("a finished hand survives a reload: its summary and 'Next hand' come back", async () => {
  const page = await openPage({ hash: "#g=kalter-schlag&s=0x99" });
  const s = await playByApi(page, (x) => x.phase === "between-hands");
  await page.evaluate(() => { history.replaceState(null, "", location.pathname); });
  await reload(page);
  await click(page, "button:next-hand");
  const next = await api(page, "state");
  assert.equal(next.hand_number, s.hand_number + 1, "the next hand is dealt");
  await page.context().close();
});

test("a corrupt saved game shows a message, deals afresh and keeps the old text", async () => {
  for (const key of ["stichfest.match", "stichfest.match.schieberamsch"]) {  // before and since each game kept its own
    const corrupt = "stichfest-record 1\nrules schieberamsch\nseed 0x1\ndealer 1\nhand 1\nCA CA CA\n";
    const page = await openPage({ settings: "welcomed=1\n", storage: { [key]: corrupt } });
    const notice = (await api(page, "layout")).find((t) => t.id === "notice:error");
    assert.ok(notice && /saved game/i.test(notice.label) && /line 6/.test(notice.label),
              `a message naming the problem (${notice && notice.label})`);
    const s = await api(page, "state");
    assert.ok(s.hand.length === 10 && s.phase !== "between-hands", "a fresh hand is dealt");
    const kept = await page.evaluate(() => localStorage.getItem("stichfest.match.unreadable"));
    assert.equal(kept, corrupt, "the unreadable saved game is kept");
    assert.deepEqual(page.errors, [], "no page errors");
    await page.context().close();
  }
});

test("settings are saved and restored after a reload", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x99", settings: "deck=german\nlang=en\nwelcomed=1\n" });
  await click(page, "menu:settings");
  await click(page, "setting:deck:french");
  await click(page, "setting:lang:de");
  await page.waitForFunction(() => /deck=french[\s\S]*lang=de/.test(localStorage.getItem("stichfest.settings") || ""),
                             null, { timeout: 5000 }).catch(() => {});
  await page.keyboard.press("Escape");
  await reload(page);
  const stored = await page.evaluate(() => localStorage.getItem("stichfest.settings"));
  assert.ok(stored && stored.includes("deck=french") && stored.includes("lang=de"), `settings are stored (${stored})`);
  const labels = (await api(page, "layout")).map((t) => t.label);
  assert.ok(labels.includes("Neue Partie"), "after the reload the table speaks German");
  assert.ok(labels.some((l) => /♣|♠|♥|♦/.test(l)), "after the reload the cards are French (♣ ♠ ♥ ♦ in their names)");
  await page.context().close();
});

test("a reload after opening a link continues the linked match", async () => {
  const page = await openPage({ hash: "#g=kalter-schlag&s=0x99" });
  const before = await playByApi(page, (s) => s.tricks.length >= 3 && s.your_turn);
  await reload(page);
  const after = await api(page, "state");
  assert.equal(after.seed, before.seed, "the same match after the reload");
  assert.equal(after.tricks.length, before.tricks.length, "the tricks played are still played");
  assert.deepEqual(after.hand, before.hand, "the same cards in hand");
  assert.equal(await page.evaluate(() => location.hash), "", "the opened link has left the address");
  await page.context().close();
});

test("each game keeps its own saved match: a link to another game or the picker loses none", async () => {
  const page = await openPage({ hash: "#g=kalter-schlag&s=0x99", settings: "deck=german\nlang=en\nwelcomed=1\n" });
  const kalter = await playByApi(page, (s) => s.tricks.length >= 2 && s.your_turn);
  const kalterRecord = await api(page, "record");
  // A link to Ramsen, opened in the address bar of the open page.
  await page.evaluate(() => { location.hash = "#g=ramsen&s=0x5"; });
  await page.waitForFunction(() => window.stichfest.state().game === "ramsen", null, { timeout: 5000 });
  const ramsenRecord = await api(page, "record");
  const stored = await page.evaluate(() => localStorage.getItem("stichfest.match.kalter-schlag"));
  assert.equal(stored, kalterRecord, "the Kalter Schlag match is still saved");
  // Back to Kalter Schlag through the picker: the match goes on where it was.
  await click(page, "menu:games");
  await click(page, "play:kalter-schlag");
  let s = await api(page, "state");
  assert.equal(s.game, "kalter-schlag", "the picker went back to Kalter Schlag");
  assert.equal(s.seed, kalter.seed, "the saved Kalter Schlag match, not a new one");
  assert.ok((await api(page, "record")).startsWith(kalterRecord), "with every move played before");
  // And to Ramsen again: its match is there too, and a reload keeps the game last played.
  await click(page, "menu:games");
  await click(page, "play:ramsen");
  assert.ok((await api(page, "record")).startsWith(ramsenRecord), "the Ramsen match was kept as well");
  await reload(page);
  s = await api(page, "state");
  assert.equal(s.game, "ramsen", "a reload continues the game last played");
  assert.ok((await api(page, "record")).startsWith(ramsenRecord), "the Ramsen match after the reload");
  await page.context().close();
});

test("a full storage: the player is told the game is not saved, and saving goes on trying", async () => {
  const page = await openPage({ hash: "#g=kalter-schlag&s=0x99", settings: "deck=german\nlang=en\nwelcomed=1\n",
                                init: () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (window.storageFull) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      return setItem.call(this, key, value);
    };
  } });
  const key = "stichfest.match.kalter-schlag";
  await page.evaluate(() => { window.storageFull = true; });
  const before = await page.evaluate((k) => localStorage.getItem(k), key);
  await playByApi(page, (s) => s.tricks.length >= 1 && s.your_turn);
  await waitFrames(page, 2);
  let layout = await api(page, "layout");
  const notice = layout.find((t) => t.id === "notice:error");
  assert.ok(notice && /not being saved/.test(notice.label), `a notice says so (${notice && notice.label})`);
  assert.ok(layout.some((t) => t.id === "status:not-saved"), "the top bar marks the game as not saved");
  await shot(page, "storage-full");
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), before, "the storage holds the old record");
  // Room again: the next move is saved, and the mark goes.
  await page.evaluate(() => { window.storageFull = false; });
  await playByApi(page, (s) => s.tricks.length >= 2 && s.your_turn);
  await waitFrames(page, 2);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), await api(page, "record"),
               "the match is saved again");
  layout = await api(page, "layout");
  assert.ok(!layout.some((t) => t.id === "status:not-saved"), "the mark is gone");
  assert.deepEqual(page.errors, [], "no page errors");
  await page.context().close();
  // On a small phone, in German (the longer words), the mark stays clear of the menu button.
  const phone = await openPage({ hash: "#g=schieberamsch&s=0x99", width: 375, height: 667, mobile: true,
                                 settings: "deck=german\nlang=de\nwelcomed=1\n", init: () => {
    Storage.prototype.setItem = () => { throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); };
  } });
  await playByApi(phone, (s) => s.tricks.length >= 1 && s.your_turn);
  await waitFrames(phone, 2);
  layout = await api(phone, "layout");
  const mark = layout.find((t) => t.id === "status:not-saved"), menu = layout.find((t) => t.id === "menu:open");
  assert.ok(mark && menu && mark.x + mark.w <= menu.x, `the mark and the menu button do not overlap (${JSON.stringify([mark, menu])})`);
  await shot(phone, "phone-storage-full");
  await phone.context().close();
});

test("a saved game too long or holding a NUL is refused with a message and kept whole", async () => {
  const good = "stichfest-record 1\nrules schieberamsch\nseed 0x1\ndealer 1\n\nhand 1\npass pass pass\n";
  for (const [what, text] of [["a NUL", good.replace("pass pass pass", "pass\u0000 pass pass")],
                              ["too long", good + "# " + "x".repeat(1100000) + "\n"]]) {
    const page = await openPage({ settings: "welcomed=1\n", storage: { "stichfest.match.schieberamsch": text } });
    const notice = (await api(page, "layout")).find((t) => t.id === "notice:error");
    assert.ok(notice && /saved game/i.test(notice.label), `${what}: a message (${notice && notice.label})`);
    const kept = await page.evaluate(() => localStorage.getItem("stichfest.match.unreadable"));
    assert.equal(kept, text, `${what}: the stored text is kept whole`);
    const s = await api(page, "state");
    assert.ok(s.hand.length === 10 && s.phase !== "between-hands", `${what}: a fresh hand is dealt`);
    assert.deepEqual(page.errors, [], "no page errors");
    await page.context().close();
  }
});
