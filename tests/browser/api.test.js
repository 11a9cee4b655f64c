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

test("a string too long for the table is refused before it crosses, and the page keeps working", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x77" });
  const calls = await page.evaluate(() => {
    const long = "1".repeat(1400000);
    return [
      window.stichfest.newMatch("ramsen", long),
      window.stichfest.newMatch("ramsen(" + long + ")", "1"),
      window.stichfest.submit("C" + long),
      window.stichfest.openLink("#g=ramsen&s=" + long),
      window.stichfest.newMatch("ramsen", "ä".repeat(60)),  // 60 characters, 120 bytes: over the seed's 100
    ];
  });
  for (const r of calls) assert.ok(r.ok === false && /too long/.test(r.error), `refused as too long (${JSON.stringify(r)})`);
  const ok = await api(page, "newMatch", "ramsen", "7");
  assert.ok(ok.ok, `a later call still works (${JSON.stringify(ok)})`);
  assert.equal((await api(page, "state")).game, "ramsen", "the table answers");
  assert.deepEqual(page.errors, [], "no page errors");
  await page.context().close();
});

test("the table's exports check lengths themselves, for callers that bypass the page's script", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x77" });
  const replies = await page.evaluate(() => [
    // 0000...07 is a valid seed of any length; only the bound refuses it.
    JSON.parse(Module.ccall("sf_new_match", "string", ["string", "string"], ["ramsen", "0".repeat(5000) + "7"])),
    JSON.parse(Module.ccall("sf_submit", "string", ["string"], ["x".repeat(300)])),
    JSON.parse(Module.ccall("sf_new_match", "string", ["string", "string"], ["ramsen" + " ".repeat(600), "7"])),
  ]);
  for (const r of replies) assert.ok(r.ok === false && /too long/.test(r.error), `refused in C++ (${JSON.stringify(r)})`);
  assert.equal((await api(page, "state")).game, "schieberamsch", "nothing was started");
  await page.context().close();
});

test("arguments of the wrong type get {ok:false}, never an exception", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x77" });
  const results = await page.evaluate(() => {
    const hostile = { toString() { throw new Error("toString was called"); } };
    const attempts = {
      "newMatch(rules, Object.create(null))": () => window.stichfest.newMatch("ramsen", Object.create(null)),
      "newMatch(rules, hostile)": () => window.stichfest.newMatch("ramsen", hostile),
      "newMatch(Object.create(null), seed)": () => window.stichfest.newMatch(Object.create(null), "1"),
      "newMatch(rules, 1.5)": () => window.stichfest.newMatch("ramsen", 1.5),
      "newMatch(rules, -1)": () => window.stichfest.newMatch("ramsen", -1),
      "newMatch(rules, NaN)": () => window.stichfest.newMatch("ramsen", NaN),
      "newMatch(rules, 2 ** 60)": () => window.stichfest.newMatch("ramsen", 2 ** 60),
      "newMatch(rules)": () => window.stichfest.newMatch("ramsen"),
      "newMatch(rules, [1])": () => window.stichfest.newMatch("ramsen", [1]),
      "submit(hostile)": () => window.stichfest.submit(hostile),
      "submit(42)": () => window.stichfest.submit(42),
      "submit(Symbol())": () => window.stichfest.submit(Symbol("x")),
      "openLink(null)": () => window.stichfest.openLink(null),
      "openLink(hostile)": () => window.stichfest.openLink(hostile),
      "setSpeed('fast')": () => window.stichfest.setSpeed("fast"),
      "setSpeed(hostile)": () => window.stichfest.setSpeed(hostile),
    };
    const out = {};
    for (const [name, fn] of Object.entries(attempts)) {
      try { out[name] = fn(); } catch (e) { out[name] = { threw: String(e) }; }
    }
    out["newMatch(rules, 42)"] = window.stichfest.newMatch("ramsen", 42);
    return out;
  });
  for (const [name, r] of Object.entries(results)) {
    if (name === "newMatch(rules, 42)") continue;
    assert.ok(r && r.ok === false && typeof r.error === "string" && r.error.length > 0,
              `${name} answers {ok:false, error} (${JSON.stringify(r)})`);
  }
  assert.ok(results["newMatch(rules, 42)"].ok, "a whole number is a seed");
  assert.equal((await api(page, "state")).seed, "0x2a", "seed 42 is in force");
  assert.deepEqual(page.errors, [], "no page errors");
  await page.context().close();
});

test("a NUL character is refused, never cut at", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x77" });
  const before = await api(page, "state");
  const r1 = await api(page, "newMatch", "schieberamsch\u0000(stake=5)", "1");
  assert.ok(r1.ok === false && /NUL/.test(r1.error), `the rules with a NUL are refused (${JSON.stringify(r1)})`);
  const r2 = await api(page, "newMatch", "schieberamsch", "1\u00002");
  assert.ok(r2.ok === false && /NUL/.test(r2.error), `a seed with a NUL is refused (${JSON.stringify(r2)})`);
  const r3 = await api(page, "openLink", "#g=ramsen&s=1\u0000&s=2");
  assert.ok(r3.ok === false && /NUL/.test(r3.error), `a link with a NUL is refused (${JSON.stringify(r3)})`);
  assert.equal((await api(page, "state")).seed, before.seed, "no match was started");
  // Until it is the human's turn to play a card, then a card with garbage after a NUL.
  let s = before;
  for (let i = 0; i < 400 && !(s.your_turn && s.phase === "play"); i++) {
    if (s.your_turn) await api(page, "submit", (await api(page, "legal")).find((l) => l.token === "pass" || l.token === "push").token);
    await new Promise((r) => setTimeout(r, 40));
    s = await api(page, "state");
  }
  assert.ok(s.your_turn && s.phase === "play", "the human plays a card");
  const card = (await api(page, "legal"))[0].token;
  const r4 = await api(page, "submit", card + "\u0000garbage");
  assert.ok(r4.ok === false && /NUL/.test(r4.error), `submit('${card}\\0garbage') is refused (${JSON.stringify(r4)})`);
  assert.deepEqual((await api(page, "state")).hand, s.hand, `${card} was not played`);
  await page.context().close();
});
