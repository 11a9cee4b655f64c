// Share links: the same link deals the same cards, in the browser and on the
// desktop; a broken link says what is wrong and deals afresh.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { execFileSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { config, openPage, api, GAMES, shot } = require("./helpers");

const dealOf = (s) => ({ hand: s.hand, dealer: s.dealer, rules: s.rules, upcard: s.upcard || null });

test("every game's share link opens the same deal twice", async () => {
  for (const g of GAMES) {
    const seen = [];
    for (let i = 0; i < 2; i++) {
      const page = await openPage({ hash: g.hash });
      seen.push(dealOf(await api(page, "state")));
      await page.context().close();
    }
    assert.deepEqual(seen[0], seen[1], `${g.name}: both openings show the same cards`);
  }
});

test("a share link opens the same deal twice", async () => {
  const link = "#g=schieberamsch&r=schieberamsch(jacks_in_skat%3Dforbidden)&s=0xc0ffee";
  const hands = [];
  for (let i = 0; i < 2; i++) {
    const page = await openPage({ hash: link });
    const s = await api(page, "state");
    hands.push({ hand: s.hand, dealer: s.dealer, rules: s.rules });
    await page.context().close();
  }
  assert.deepEqual(hands[0], hands[1], "both openings show the same cards");
  assert.equal(hands[0].rules, "schieberamsch(jacks_in_skat=forbidden)", "the link's rules are used");
});

test("a share link opens the same deal on the desktop build", { skip: !config.hasDesktop && "no desktop build" },
     async () => {
  for (const g of GAMES.concat([{ name: "schieberamsch", hash: "#g=schieberamsch&s=0x5eed" }])) {
    const page = await openPage({ hash: g.hash });
    const web = await api(page, "state");
    await page.context().close();
    const home = fs.mkdtempSync(path.join(os.tmpdir(), "stichfest-desktop-"));
    const out = execFileSync("xvfb-run", ["-a", "-s", "-screen 0 1280x800x24", config.desktop, g.hash,
                                          "--print-state", "--test-mode", "--frames", "2"],
                             { encoding: "utf8", env: { ...process.env, XDG_CONFIG_HOME: home } });
    fs.rmSync(home, { recursive: true, force: true });
    const native = JSON.parse(out.split("\n")[0]);
    assert.deepEqual(dealOf(native), dealOf(web), `${g.name}: the desktop deals what the browser deals`);
  }
});

test("a broken link shows a message and deals a fresh hand", async () => {
  for (const bad of ["#g=skat&s=1", "#g=schieberamsch&s=zz", "#g=ramsen&r=ramsen(players%3D9)&s=1", "#%%%",
                     "#g=schieberamsch&s=1&d=7", "#<img src=x onerror=alert(1)>"]) {
    const page = await openPage({ hash: bad });
    const layout = await api(page, "layout");
    const notice = layout.find((t) => t.id === "notice:error");
    assert.ok(notice && /link/i.test(notice.label), `a message about the link for ${bad}`);
    const s = await api(page, "state");
    assert.ok(s.hand.length === 10 || s.hand.length === 5 || s.hand.length === 8, "a fresh hand is dealt");
    // The game the link names, though its rules are broken (it dealt Schieberamsch).
    if (bad.startsWith("#g=ramsen")) assert.equal(s.game, "ramsen", `${bad} opens Ramsen`);
    const html = await page.evaluate(() => document.body.innerHTML);
    assert.ok(!html.includes("onerror=alert"), "nothing from the link is written into the page");
    if (bad === "#g=skat&s=1") await shot(page, "broken-link");
    assert.deepEqual(page.errors, [], "no page errors");
    await page.context().close();
  }
  // In German the whole message is German.
  const page = await openPage({ hash: "#g=schieberamsch&s=zz", settings: "lang=de\nwelcomed=1\n" });
  const notice = (await api(page, "layout")).find((t) => t.id === "notice:error");
  assert.equal(notice && notice.label, "Dieser Link lässt sich nicht öffnen. Die Mischnummer im Link ist ungültig.",
               "the German message");
  await page.context().close();
});

test("links past hand 999 open, and the link a saved game far into its seed shares opens it", async () => {
  // A link to the seed's hand 1000 deals that hand, and shares itself.
  const page = await openPage({ hash: "#g=kalter-schlag&s=0x99&h=1000&d=2", settings: "welcomed=1\n" });
  assert.ok(!(await api(page, "layout")).some((t) => t.id === "notice:error"), "the link opens without a message");
  const s = await api(page, "state");
  const link = await api(page, "shareLink");
  assert.match(link, /#g=kalter-schlag&s=0x99&h=1000&d=2$/, "it shares the same hand");
  await page.context().close();
  // A saved game that started at the seed's hand 5000.
  const saved = "stichfest-record 1\nrules kalter-schlag\nseed 0x99\nfirst-hand 5000\ndealer 1\n";
  const restoring = await openPage({ settings: "game=kalter-schlag\nwelcomed=1\n",
                                     storage: { "stichfest.match.kalter-schlag": saved } });
  const restored = await api(restoring, "state");
  const shared = await api(restoring, "shareLink");
  assert.match(shared, /&h=5000/, `the saved game shares hand 5000 (${shared})`);
  const opened = await api(restoring, "openLink", shared.slice(shared.indexOf("#")));
  assert.ok(opened.ok, `its link opens (${JSON.stringify(opened)})`);
  assert.deepEqual((await api(restoring, "state")).hand, restored.hand, "with the same cards");
  assert.notDeepEqual(restored.hand, s.hand, "hand 5000 is not hand 1000");
  await restoring.context().close();
});

test("a link too long for the table gets a message, and the page works", async () => {
  const page = await openPage({ hash: "#g=ramsen&s=" + "1".repeat(200000) });
  const notice = (await api(page, "layout")).find((t) => t.id === "notice:error");
  assert.ok(notice && /too long/.test(notice.label), `a message says the link is too long (${notice && notice.label})`);
  const s = await api(page, "state");
  assert.ok(s.hand.length > 0, "a hand is dealt");
  assert.deepEqual(page.errors, [], "no page errors");
  await page.context().close();
});
