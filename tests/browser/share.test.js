// "Share this deal": a dialog with the link in a selectable field, a Copy
// button and a phone's share sheet. It says "copied" only when a copy
// worked, and the link opens the deal it was made from.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, api, click, waitFrames, shot } = require("./helpers");

const HASH = "#g=schieberamsch&s=0x99";

// Opens the share dialog through the table's button (on a phone, its menu).
async function share(page, phone = false) {
  if (phone) await click(page, "menu:open");
  await click(page, "menu:share");
  if (!phone) await page.waitForSelector("#share", { state: "visible", timeout: 5000 });
}

// What the dialog shows: the field's text, the status line, the buttons.
const dialog = (page) => page.evaluate(() => ({
  link: document.getElementById("share-link").value,
  readOnly: document.getElementById("share-link").readOnly,
  status: document.getElementById("share-status").textContent,
  copy: document.getElementById("share-copy").textContent,
  send: document.getElementById("share-send").hidden ? null : document.getElementById("share-send").textContent,
  visible: !document.getElementById("share").hidden,
  copied: window.stichfestShell.lastCopied || null,
}));

// No table notice may claim a copy.
async function assertNoCopiedNotice(page) {
  await waitFrames(page, 2);
  const notices = (await api(page, "layout")).filter((t) => t.id.startsWith("notice"));
  assert.ok(!notices.some((n) => /copied|kopiert/i.test(n.label)), `no notice says copied (${JSON.stringify(notices)})`);
}

test("the share button copies the link of the deal", async () => {
  // A page the Clipboard API is open to (a stand-in that records the copy).
  const page = await openPage({ hash: HASH, settings: "deck=german\nlang=en\nwelcomed=1\n", init: () => {
    Object.defineProperty(Navigator.prototype, "clipboard", { configurable: true, get: () => ({
      writeText: (text) => { window.clipboardText = text; return Promise.resolve(); } }) });
  } });
  const expected = await api(page, "shareLink");
  await share(page);
  await page.waitForFunction(() => window.stichfestShell.lastCopied, null, { timeout: 5000 });
  const d = await dialog(page);
  assert.ok(d.link.endsWith("#g=schieberamsch&s=0x99") && d.link === expected, `the field holds the link (${d.link})`);
  assert.equal(await page.evaluate(() => window.clipboardText), expected, "the link is on the clipboard");
  assert.equal(d.status, "Link copied.", "the dialog says so");
  assert.equal(d.copied, expected);
  await page.click("#share-close");
  assert.equal((await dialog(page)).visible, false, "Close closes it");
  await page.context().close();
});

for (const [name, init] of [
  ["without the Clipboard API", () => {
    Object.defineProperty(Navigator.prototype, "clipboard", { configurable: true, get: () => undefined });
    document.execCommand = () => false;
  }],
  ["when the clipboard refuses", () => {
    Object.defineProperty(Navigator.prototype, "clipboard", { configurable: true, get: () => ({
      writeText: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")) }) });
    document.execCommand = () => { throw new Error("not allowed"); };
  }],
]) {
  test(`${name}, the share dialog shows the link to copy by hand and never says copied`, async () => {
    const page = await openPage({ hash: HASH, settings: "deck=german\nlang=en\nwelcomed=1\n", init });
    const expected = await api(page, "shareLink");
    await share(page);
    await page.waitForFunction(() => document.getElementById("share-status").textContent !== "", null, { timeout: 5000 });
    let d = await dialog(page);
    assert.equal(d.link, expected, "the field holds the link");
    assert.ok(d.readOnly, "a field to select from, not to edit");
    assert.match(d.status, /could not be copied/, "it says the copy failed");
    assert.doesNotMatch(d.status, /Link copied/);
    assert.equal(d.copied, null, "nothing counts as copied");
    await assertNoCopiedNotice(page);
    // The field's text is selected, ready for Ctrl+C.
    const selected = await page.evaluate(() => {
      const f = document.getElementById("share-link");
      return document.activeElement === f ? f.value.slice(f.selectionStart, f.selectionEnd) : "";
    });
    assert.equal(selected, expected, "the link is selected in the field");
    // A press on Copy tries again and still tells the truth.
    await page.evaluate(() => { document.getElementById("share-status").textContent = ""; });
    await page.click("#share-copy");
    await page.waitForFunction(() => document.getElementById("share-status").textContent !== "", null, { timeout: 5000 });
    d = await dialog(page);
    assert.match(d.status, /could not be copied/);
    assert.equal(d.copied, null);
    if (name.startsWith("without")) await shot(page, "share-dialog-no-clipboard");
    // Keys typed in the dialog stay there: Escape closes it, not a table dialog.
    await page.keyboard.press("Escape");
    assert.equal((await dialog(page)).visible, false, "Escape closes it");
    assert.deepEqual(page.errors, [], "no page errors");
    await page.context().close();
  });
}

test("on a phone the share sheet opens, and the dialog stays if it is cancelled", async () => {
  for (const outcome of ["shared", "cancelled"]) {
    const page = await openPage({ hash: HASH, width: 390, height: 844, mobile: true,
                                  settings: "deck=german\nlang=de\nwelcomed=1\n", init: () => {
      navigator.share = (data) => {
        window.sharedData = data;
        return window.outcome === "shared" ? Promise.resolve()
                                           : Promise.reject(new DOMException("cancelled", "AbortError"));
      };
    } });
    await page.evaluate((o) => { window.outcome = o; }, outcome);
    const expected = await api(page, "shareLink");
    await share(page, true);
    await page.waitForFunction(() => window.sharedData, null, { timeout: 5000 });
    assert.equal(await page.evaluate(() => window.sharedData.url), expected, "the share sheet gets the link");
    await new Promise((r) => setTimeout(r, 200));
    const d = await dialog(page);
    if (outcome === "shared") {
      assert.equal(d.visible, false, "after sharing the dialog is gone");
    } else {
      assert.equal(d.visible, true, "after a cancel the dialog stays");
      assert.equal(d.link, expected);
      assert.equal(d.copy, "Kopieren", "in the table's language");
      assert.equal(d.send, "Teilen…", "with a button for the share sheet");
      assert.equal(d.copied, null);
      await shot(page, "phone-share-dialog");
    }
    await page.context().close();
  }
});
