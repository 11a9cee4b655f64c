// The JavaScript API (window.stichfest): bad calls get {ok:false, error} and
// never break the page.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, api } = require("./helpers");

test("the JavaScript API refuses bad calls without crashing", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x77" });
  for (const bad of ["", "XX", "discard:", "discard:CA+CA", "rob:", "\u0000", "x".repeat(500), "call:Q"]) {
    const r = await api(page, "submit", bad);
    assert.ok(r.ok === false && typeof r.error === "string" && r.error.length > 0, `submit(${JSON.stringify(bad)}) is refused`);
  }
  assert.equal((await api(page, "newMatch", "skat", "1")).ok, false, "unknown game refused");
  assert.equal((await api(page, "newMatch", "schieberamsch(foo=1)", "1")).ok, false, "unknown option refused");
  assert.equal((await api(page, "newMatch", "schieberamsch", "0xzz")).ok, false, "bad seed refused");
  assert.equal((await api(page, "nextHand")).ok, false, "next hand refused mid-hand");
  const ok = await api(page, "newMatch", "ramsen(players=5)", "42");
  assert.ok(ok.ok, "a good newMatch works");
  assert.equal((await api(page, "state")).players, 5, "the new rules are in force");
  assert.deepEqual(page.errors, [], "no page errors");
  await page.context().close();
});
