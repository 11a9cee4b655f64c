// "Share this deal": the link it offers opens the deal it was made from.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, click } = require("./helpers");

test("the share button copies the link of the deal", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x99", settings: "deck=german\nlang=en\nwelcomed=1\n" });
  await click(page, "menu:share");
  // The click is handled on the app's next frame.
  await page.waitForFunction(() => window.stichfestShell.lastCopied, null, { timeout: 5000 }).catch(() => {});
  const copied = await page.evaluate(() => window.stichfestShell.lastCopied);
  assert.ok(copied && copied.includes("#g=schieberamsch") && copied.includes("s=0x99"),
            `the share button copies the link (${copied})`);
  await page.context().close();
});
