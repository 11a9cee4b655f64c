// The JavaScript API under abuse, beyond the bad arguments of api.test.js:
// moves that are not the human's to make, calls while the table animates,
// and a thousand calls in a row that must leave no memory behind.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, api, sleep, untilCardChoice, engineScore, playByApi } = require("./helpers");

const ALL_CARDS = [];
for (const suit of "CSHD") for (const rank of "AKQJT987") ALL_CARDS.push(suit + rank);

// Until it is a bot's turn in the play (the human's decisions through the API).
async function untilBotPlays(page) {
  for (let i = 0; i < 400; i++) {
    const s = await api(page, "state");
    if (s.phase === "play" && !s.your_turn && !s.hand_over) return s;
    if (s.your_turn) await api(page, "submit", (await api(page, "legal"))[0].token);
    await sleep(20);
  }
  throw new Error("no bot's turn in the play");
}

test("cards that are not the human's, and any move on a bot's turn, are refused and change nothing", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x51" });
  // On the human's turn: every card outside the hand, and tokens of other phases.
  const { s, cards } = await untilCardChoice(page);
  const others = ALL_CARDS.filter((c) => !s.hand.includes(c));
  const illegal = [...others, "push", "pickup", "grand", "kontra", "discard:" + s.hand.slice(0, 2).join("+"),
                   cards[0] + "x", " " + cards[0], cards[0] + " " + cards[1], "\u0421" + cards[0].slice(1), "card:" + cards[0]];
  const before = JSON.stringify(await api(page, "state"));
  for (const token of illegal) {
    const r = await api(page, "submit", token);
    assert.ok(r.ok === false && r.error.length > 0, `submit(${JSON.stringify(token)}) on the human's turn is refused`);
  }
  assert.equal(JSON.stringify(await api(page, "state")), before, "the refused moves changed nothing");

  // On a bot's turn (the bots slowed down): the bot's cards and the human's alike.
  await api(page, "setSpeed", 0);
  await api(page, "submit", cards[0]);
  const botTurn = await untilBotPlays(page);
  const replies = await page.evaluate((tokens) => {
    const before = JSON.stringify(window.stichfest.state());
    const out = tokens.map((t) => window.stichfest.submit(t));
    return { out, unchanged: JSON.stringify(window.stichfest.state()) === before };
  }, ALL_CARDS);
  for (const [i, r] of replies.out.entries())
    assert.ok(r.ok === false && /not your turn/.test(r.error), `${ALL_CARDS[i]} on seat ${botTurn.to_move}'s turn is refused (${JSON.stringify(r)})`);
  assert.ok(replies.unchanged, "the bot's turn is untouched");
  assert.deepEqual(await api(page, "legal"), [], "the human has no legal actions on a bot's turn");
  assert.deepEqual(page.errors, [], "no page errors");
  await page.context().close();
});

test("calls while a trick is animated or the bots think keep the table consistent", async () => {
  const page = await openPage({ hash: "#g=kalter-schlag&s=0x52" });
  await api(page, "setSpeed", 1);  // normal speed: tricks are held and gathered with animation
  const { cards } = await untilCardChoice(page);
  // In one go, while the played card animates: the same card again, a burst of reads, a link.
  const burst = await page.evaluate((card) => {
    const st = window.stichfest;
    const first = st.submit(card);
    const again = st.submit(card);
    const reads = [];
    for (let i = 0; i < 50; i++) reads.push(st.state().phase, st.legal().length, st.layout().length);
    return { first, again, reads: reads.length };
  }, cards[0]);
  assert.ok(burst.first.ok, `the card is played (${JSON.stringify(burst.first)})`);
  assert.equal(burst.again.ok, false, "the same card cannot be played twice");
  assert.equal(burst.reads, 150, "reads answer during the animation");
  // A new match started while the trick animates deals cleanly.
  await sleep(150);
  const started = await api(page, "newMatch", "schieberamsch", "0x53");
  assert.ok(started.ok, `newMatch during an animation (${JSON.stringify(started)})`);
  const fresh = await api(page, "state");
  assert.equal(fresh.game, "schieberamsch", "the new game is on the table");
  assert.equal(fresh.hand.length, 10, "a fresh hand of ten cards");
  assert.equal(fresh.tricks.length, 0, "no trick of the old match remains");
  // That match then plays to its end and scores as the engine does.
  await api(page, "setSpeed", 3);
  const end = await playByApi(page, (x) => x.hand_over);
  assert.deepEqual(end.result.score, engineScore(await api(page, "record")), "the table's score is the engine's");
  assert.deepEqual(page.errors, [], "no page errors");
  await page.context().close();
});

test("a thousand rapid calls leave the WebAssembly heap and memory where they were", async () => {
  const page = await openPage({ hash: "#g=ramsen&s=0x54" });
  const run = () => page.evaluate(() => {
    const st = window.stichfest;
    let refused = 0;
    for (let i = 0; i < 1000; i++) {
      const k = i % 10;
      let r;
      if (k === 0) r = st.newMatch(i % 20 ? "ramsen" : "schafkopf-us(farbsolo=on)", String(1000 + i));
      else if (k === 1) r = st.submit("not-a-move-" + i);
      else if (k === 2) r = st.openLink("#g=ramsen&s=" + (i * 7));
      else if (k === 3) r = st.newMatch("ramsen(" + "x".repeat(i % 600) + ")", "1");
      else if (k === 4) r = st.submit(st.legal().length ? st.legal()[0].token : "pass");
      else if (k === 5) r = st.openLink("#g=nonsense&s=" + "9".repeat(i % 40));
      else if (k === 6) r = { ok: typeof st.record() === "string" && st.shareLink().length > 0 };
      else if (k === 7) r = { ok: st.layout().length > 0 };
      else if (k === 8) r = st.state();
      else r = st.nextHand();
      if (r && r.ok === false) refused++;
    }
    const s = st.stats();
    return { refused, heap: s.heap_used, memory: s.memory_bytes,
             js: performance.memory ? performance.memory.usedJSHeapSize : 0 };
  });
  const warm = await run();  // the first thousand settle caches and buffers
  const a = await run();
  const b = await run();
  console.log(`    C++ heap ${warm.heap} -> ${a.heap} -> ${b.heap} bytes; memory ${warm.memory} -> ${b.memory}; ` +
              `JS heap ${warm.js} -> ${b.js}`);
  assert.ok(warm.refused > 300 && warm.refused < 1000, `the bad calls among them were refused (${warm.refused})`);
  assert.ok(Number.isInteger(a.heap) && a.heap > 0, "the table reports its heap");
  // A thousand calls leaking 64 bytes each would show; a match's own
  // buffers differ a little between seeds.
  assert.ok(Math.abs(b.heap - a.heap) < 64 * 1000, `the C++ heap does not grow (${a.heap} -> ${b.heap} bytes)`);
  assert.equal(b.memory, warm.memory, "the WebAssembly memory did not grow");
  if (a.js && b.js) assert.ok(b.js - a.js < 16 << 20, `the JS heap stays within 16 MB (${a.js} -> ${b.js})`);
  assert.equal((await api(page, "newMatch", "ramsen", "7")).ok, true, "the table still starts matches");
  assert.deepEqual(page.errors, [], "no page errors");
  await page.context().close();
});
