// Mouse and touch input: quick clicks, taps, and a finger sliding along the
// hand on a phone.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, api, sleep, target, waitFrames, click, isCard, untilStateChanges, firstLegal, untilCardChoice,
        shot } = require("./helpers");

test("two quick clicks inside one frame both count", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x5eed" });
  // Decline Grand Hand and take the skat, until the human discards.
  for (let i = 0; i < 400; i++) {
    const s = await api(page, "state");
    if (s.your_turn && s.phase === "discard") break;
    if (!s.your_turn) { await sleep(40); continue; }
    const tokens = (await api(page, "legal")).map((l) => l.token);
    await click(page, "button:" + (tokens.includes("pickup") ? "pickup" : "pass"));
  }
  const s = await api(page, "state");
  assert.equal(s.phase, "discard", "the human reached the discard");
  const [a, b] = [s.hand[0], s.hand[s.hand.length - 1]];
  const ta = await target(page, "card:" + a), tb = await target(page, "card:" + b);
  // The table draws no frames while nothing moves: the clicks must wake it
  // (a slow machine's clicks came after it fell asleep, and were lost).
  for (const until = Date.now() + 5000; !(await api(page, "stats")).sleeping;) {
    assert.ok(Date.now() < until, "the table goes to sleep while the human thinks");
    await sleep(30);
  }
  // Both clicks are dispatched in one task, so they reach the app in one frame.
  await page.evaluate(([pa, pb]) => {
    const canvas = document.querySelector("canvas");
    const send = (type, p, to) => (to || canvas).dispatchEvent(new MouseEvent(type,
        { clientX: p[0], clientY: p[1], button: 0, buttons: type === "mousedown" ? 1 : 0, bubbles: true }));
    for (const p of [pa, pb]) { send("mousemove", p); send("mousedown", p); send("mouseup", p, document); }
  }, [[ta.x + Math.min(ta.w / 2, 14), ta.y + ta.h / 2], [tb.x + Math.min(tb.w / 2, 14), tb.y + tb.h / 2]]);
  await waitFrames(page, 6);
  await click(page, "button:confirm");
  const until = Date.now() + 5000;
  let after = await api(page, "state");
  while (after.phase === "discard" && after.to_move === 0 && Date.now() < until) {
    await sleep(30);
    after = await api(page, "state");
  }
  assert.ok(!after.hand.includes(a) && !after.hand.includes(b),
            `both cards were selected and discarded (${a} ${b}; hand ${after.hand})`);
  await page.context().close();
});

test("touch: tapping cards and buttons on a phone plays", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x5eed", width: 390, height: 844, mobile: true });
  let taps = 0;
  for (let i = 0; i < 200 && taps < 4; i++) {
    const s = await api(page, "state");
    if (!s.your_turn) { await sleep(40); continue; }
    const tokens = (await api(page, "legal")).map((l) => l.token);
    const token = s.phase === "skat" ? "push" : firstLegal(s, tokens);
    const id = isCard(token) ? "card:" + token : "button:" + token;
    const t = await target(page, id);
    const before = JSON.stringify(s);
    await page.touchscreen.tap(t.x + Math.min(t.w / 2, 14), t.y + t.h / 2);
    await untilStateChanges(page, before, `tapping ${id}`, 5000);
    taps++;
  }
  assert.equal(taps, 4, "four decisions made by tapping");
  await page.context().close();
});

test("touch: a finger slides along the hand and plays the card it lets go of; off the hand it plays nothing",
     async () => {
  const page = await openPage({ hash: "#g=schafkopf-us&s=0x77", width: 390, height: 844, mobile: true });
  const cdp = await page.context().newCDPSession(page);
  const touch = async (type, p) => {
    await cdp.send("Input.dispatchTouchEvent", { type, touchPoints: p ? [{ x: p[0], y: p[1] }] : [] });
    await waitFrames(page, 3);
  };
  const middle = (t) => [t.x + Math.min(t.w / 2, 12), t.y + t.h / 2];
  let { s, cards } = await untilCardChoice(page);
  const [a, b] = [cards[0], cards[cards.length - 1]];
  const ta = await target(page, "card:" + a), tb = await target(page, "card:" + b);
  // Down on a, slide to b, let go: b is played, a stays.
  await touch("touchStart", middle(ta));
  await touch("touchMove", [(middle(ta)[0] + middle(tb)[0]) / 2, middle(ta)[1]]);
  await touch("touchMove", middle(tb));
  await shot(page, "phone-finger-on-a-card");
  await touch("touchEnd");
  let after = await api(page, "state");
  for (let i = 0; i < 100 && after.hand.includes(b); i++) { await sleep(30); after = await api(page, "state"); }
  assert.ok(!after.hand.includes(b) && after.hand.includes(a),
            `the card let go of (${b}) was played, not the one pressed (${a}); hand ${after.hand}`);
  // Down on a card, slide up over the table, let go: nothing is played.
  ({ s, cards } = await untilCardChoice(page));
  const tc = await target(page, "card:" + cards[0]);
  await touch("touchStart", middle(tc));
  await touch("touchMove", [middle(tc)[0], middle(tc)[1] - 3 * tc.h]);
  await touch("touchEnd");
  await waitFrames(page, 6);
  after = await api(page, "state");
  assert.equal(after.hand.length, s.hand.length, "letting go over the table plays no card");
  assert.ok(after.your_turn, "still the human's turn");
  // A press that starts on the table plays nothing where it is let go.
  await touch("touchStart", [middle(tc)[0], middle(tc)[1] - 3 * tc.h]);
  await touch("touchMove", middle(tc));
  await touch("touchEnd");
  await waitFrames(page, 6);
  after = await api(page, "state");
  assert.equal(after.hand.length, s.hand.length, "a press that started on the table plays no card");
  // The lifted finger leaves the pointer over a card: it must not look raised.
  const tops = (await api(page, "layout")).filter((t) => t.id.startsWith("card:") && after.hand.includes(t.id.slice(5)));
  assert.ok(tops.length === after.hand.length && tops.every((t) => t.y === tops[0].y),
            `no card stays raised where the finger left (${tops.map((t) => t.id + "@" + t.y)})`);
  await page.context().close();
});
