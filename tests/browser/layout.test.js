// What the table shows where: decision panels that leave the cards that
// matter in view, buttons on a phone's screen, dialogs that never stack.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, api, sleep, waitFrames, click, assertOnScreen, overlaps, untilPrompt, ramsenChoice } = require("./helpers");

// Waits until the human has a decision whose phase matches `phase`.
async function untilHumanDecides(page, phase) {
  let s = await api(page, "state");
  for (let i = 0; i < 200 && !(s.your_turn && phase.test(s.phase)); i++) {
    await sleep(40);
    s = await api(page, "state");
  }
  assert.ok(s.your_turn && phase.test(s.phase), `the human decides (${s.phase})`);
  await untilPrompt(page);
  return s;
}

test("Ramsen exchange: 'Keep my cards' keeps the hand, the swap button waits for a selection", async () => {
  const page = await openPage({ hash: "#g=ramsen&s=0x2a" });
  const s = await untilHumanDecides(page, /exchange/);
  const swap = (await api(page, "layout")).find((t) => t.id === "button:confirm");
  assert.ok(swap && !swap.enabled && /select/i.test(swap.label), `the swap button waits for cards (${JSON.stringify(swap)})`);
  const hand = s.hand.join(" ");
  await click(page, "button:keep");
  const until = Date.now() + 5000;
  for (;;) {
    const now = await api(page, "state");
    if (!(now.phase === "exchange" && now.to_move === 0)) break;
    if (Date.now() > until) throw new Error("keeping the cards did nothing");
    await sleep(30);
  }
  const record = await api(page, "record");
  assert.match(record, /\bkeep\b/, "the record says keep");
  assert.equal((await api(page, "state")).hand.join(" "), hand, "the hand is unchanged");
  await page.context().close();
});

test("the decision and info panels leave the skat, the up-card and the talon in view, on a phone too", async () => {
  // A 320×400 frame: the decision panel lay on them, and the info panel once the cards went above the panel.
  const devices = [["laptop", 1280, 800, false], ["phone", 390, 844, true], ["landscape phone", 844, 390, true],
                   ["short frame", 320, 400, false]];
  const cases = [
    { hash: "#g=schieberamsch&s=0xabc", phase: /grand-hand-offer|skat/, items: ["table:skat"] },
    { hash: "#g=ramsen&s=0x2a", phase: /exchange/, items: ["table:upcard", "table:upcard-label", "table:talon"] },
  ];
  for (const c of cases) {
    for (const [device, width, height, mobile] of devices) {
      const page = await openPage({ hash: c.hash, width, height, mobile, settings: "deck=german\nlang=en\nwelcomed=1\n" });
      await untilHumanDecides(page, c.phase);
      await waitFrames(page, 2);
      const layout = await api(page, "layout");
      const panel = layout.find((t) => t.id === "panel:prompt");
      assert.ok(panel && panel.h > 0, "the decision panel is listed");
      const info = layout.find((t) => t.id === "panel:info");
      for (const id of c.items) {
        const item = layout.find((t) => t.id === id);
        assert.ok(item, `${id} is drawn`);
        for (const p of [panel, info].filter(Boolean))
          assert.ok(!overlaps(item, p), `${device}: ${p.id} covers ${id} (${JSON.stringify(item)} / ${JSON.stringify(p)})`);
      }
      await page.context().close();
    }
  }
});

test("Ramsen's rob decision, and the dealer's first card, leave the up-card and the talon in view, on a short frame too", async () => {
  // At 320×400 the panel's "Rob (select a card)" took a row of its own above "Don't rob": two rows lay on the
  // up-card and the talon the human decides about. In the play the talon lies right of the human's plate there,
  // which "Dealer · plays · 0 tricks" made so wide that the panel lay on the talon.
  for (const [width, height, mobile] of [[320, 400, false], [390, 844, true], [1280, 800, false]]) {
    const page = await openPage({ hash: "#g=ramsen&s=0x8", width, height, mobile,
                                  settings: "deck=german\nlang=en\nwelcomed=1\n" });
    // Until the human decides in `phase`; then what the decision panel covers of `ids`.
    const covered = async (phase, ids) => {
      let s = await api(page, "state");
      for (let i = 0; i < 400 && !(s.your_turn && s.phase === phase); i++) {
        if (s.your_turn) {
          const tokens = (await api(page, "legal")).map((l) => l.token);
          if (tokens.length) await api(page, "submit", ramsenChoice(s, tokens));
        }
        await sleep(40);
        s = await api(page, "state");
      }
      assert.equal(s.phase, phase, `${width}×${height}: the human decides (seed 0x8: the human deals and plays)`);
      await untilPrompt(page);
      await waitFrames(page, 2);
      const layout = await api(page, "layout");
      const panel = layout.find((t) => t.id === "panel:prompt");
      for (const id of ids.map((x) => x.replace("$upcard", "card:" + s.upcard))) {
        const item = layout.find((t) => t.id === id);
        assert.ok(item, `${width}×${height} ${phase}: ${id} is drawn`);
        assert.ok(!overlaps(item, panel),
                  `${width}×${height} ${phase}: the panel covers ${id} (${JSON.stringify(item)} / ${JSON.stringify(panel)})`);
      }
    };
    await covered("rob", ["$upcard", "table:upcard-label", "table:talon"]);
    await covered("play", ["table:upcard", "table:talon"]);
    await page.context().close();
  }
});

test("on a phone every decision's buttons lie on the screen", async () => {
  const games = [["#g=schafkopf-us&r=schafkopf-us(farbsolo%3Don)&s=0x13", 2], ["#g=ramsen&r=ramsen(players%3D5)&s=0x12", 1],
                 ["#g=schieberamsch&s=0x11", 1]];
  for (const [hash, hands] of games) {
    const page = await openPage({ hash, width: 390, height: 844, mobile: true,
                                  settings: "deck=german\nlang=de\nwelcomed=1\n" });
    const phases = new Set();
    let s = await api(page, "state"), k = 0;
    for (let i = 0; i < 1500 && s.hand_number <= hands; i++) {
      if (s.your_turn && s.phase !== "play") {
        await untilPrompt(page);
        const buttons = (await api(page, "layout")).filter((t) => t.id.startsWith("button:"));
        assert.ok(buttons.length > 0, `${hash} ${s.phase}: no buttons`);
        assertOnScreen(buttons, 390, 844, `${hash} ${s.phase}`);
        phases.add(s.phase);
      }
      if (s.your_turn) {
        const legal = await api(page, "legal");  // empty if a forced pass came first
        if (legal.length) await api(page, "submit", legal[(k++ * 7) % legal.length].token);
      } else if (s.phase === "between-hands") {
        await api(page, "nextHand");
      }
      await sleep(25);
      s = await api(page, "state");
    }
    console.log(`    ${hash.split("&")[0]}: ${[...phases].join(", ")}`);
    assert.ok(phases.size > 0, `${hash}: the human made decisions other than card plays`);
    await page.context().close();
  }
});

test("the table's dialogs never stack: opening one closes the other, a second click closes it", async () => {
  const page = await openPage({ hash: "#g=ramsen&s=0x33", settings: "deck=german\nlang=en\nwelcomed=1\n" });
  const open = async () => {
    await waitFrames(page, 2);
    const ids = (await api(page, "layout")).map((t) => t.id);
    return { picker: ids.some((id) => id.startsWith("play:")), settings: ids.some((id) => id.startsWith("setting:")) };
  };
  await click(page, "menu:games");
  assert.deepEqual(await open(), { picker: true, settings: false }, "the picker opens");
  await click(page, "menu:settings");
  assert.deepEqual(await open(), { picker: false, settings: true }, "the settings replace the picker");
  await click(page, "menu:settings");
  assert.deepEqual(await open(), { picker: false, settings: false }, "a second click closes the settings");
  await page.context().close();
});
