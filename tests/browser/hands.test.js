// Whole hands played the way a person plays them (mouse clicks, keys), each
// scored by the page exactly as the engine scores the page's record.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, api, sleep, playHandByClicks, firstLegal, GAMES, engineScore, displayedScores, shot } =
  require("./helpers");

test("Schieberamsch: a whole hand through mouse clicks scores as the engine does", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x5eed" });
  const { state, clicks } = await playHandByClicks(page, (s, tokens) => {
    if (s.phase === "skat" && tokens.includes("pickup")) return "pickup";  // exercise the discard step
    return firstLegal(s, tokens);
  });
  await sleep(300);
  await shot(page, "schieberamsch-summary");
  const shown = await displayedScores(page, 3);
  const engine = engineScore(await api(page, "record"));
  console.log(`    ${clicks} clicks; displayed ${JSON.stringify(shown)}, engine ${JSON.stringify(engine)}`);
  assert.deepEqual(shown, engine, "displayed score equals the engine's score of the record");
  assert.deepEqual(state.result.score, engine, "the state's score equals the engine's");
  assert.deepEqual(page.errors, [], "no page errors");
  await page.context().close();
});

for (const g of GAMES) {
  test(`${g.name}: a whole hand through mouse clicks scores as the engine does`, async () => {
    const page = await openPage({ hash: g.hash });
    let shotTaken = false;
    const { state, clicks } = await playHandByClicks(page, g.choose, async (s) => {
      if (!shotTaken && s.phase === "play" && s.tricks.length >= 2) {
        shotTaken = true;
        await shot(page, `${g.name}-midhand`);
      }
    });
    await sleep(300);
    await shot(page, `${g.name}-summary`);
    const engine = engineScore(await api(page, "record"));
    const shown = await displayedScores(page, g.players);
    // Ramsen shows the change to the strokes to go, as the engine scores it.
    const expected = engine;
    console.log(`    ${clicks} clicks; displayed ${JSON.stringify(shown)}, engine ${JSON.stringify(engine)}`);
    assert.deepEqual(shown, expected, "displayed score equals the engine's score of the record");
    assert.deepEqual(state.result.score, engine, "the state's score equals the engine's");
    assert.deepEqual(page.errors, [], "no page errors");
    await page.context().close();
  });
}

test("keyboard play: arrows and Enter play a hand", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x4b" });
  await page.focus("#canvas");
  let moves = 0;
  for (let i = 0; i < 400; i++) {
    const s = await api(page, "state");
    if (s.hand_over) break;
    if (!s.your_turn) { await sleep(40); continue; }
    const before = JSON.stringify(s);
    if (s.phase === "grand-hand-offer") await page.keyboard.press("Digit2");  // the 2nd button: no Grand Hand
    else if (s.phase === "skat") await page.keyboard.press("Digit1");          // the 1st button: push
    else if (s.phase === "play") {
      await page.keyboard.press(i % 2 ? "ArrowRight" : "ArrowLeft");
      await sleep(40);
      await page.keyboard.press("Enter");
    } else await page.keyboard.press("Digit1");
    const until = Date.now() + 5000;
    while (JSON.stringify(await api(page, "state")) === before && Date.now() < until) await sleep(30);
    moves++;
  }
  const s = await api(page, "state");
  assert.ok(s.hand_over, `the hand was finished by keyboard (${moves} key moves)`);
  console.log(`    ${moves} decisions by keyboard; score ${JSON.stringify(s.result.score)}`);
  assert.deepEqual(s.result.score, engineScore(await api(page, "record")), "the keyboard hand scores as the engine does");
  await page.context().close();
});
