// Phones and small frames: finger-sized buttons, dialogs that scroll with a
// swipe, and nothing that decides the game covered, for every game and phase
// at 400×600, 390×844, 375×667, 360×640 and 340×560 (phones), 1280×800 and
// 1280×720 (laptops), 844×390, 740×360, 667×375 and 568×320 (phones held
// sideways), 320×400 (a hand-sized frame or a shrunken desktop window) and
// 600×400 (a low frame).
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, api, sleep, waitFrames, click, target, shot, GAMES, untilCardChoice, untilPrompt, untilSummary,
        overlaps, firstLegal } = require("./helpers");

const SIZES = [
  { name: "400x600", width: 400, height: 600, mobile: false, touch: true },  // a small embedded frame
  { name: "390x844", width: 390, height: 844, mobile: true, touch: true },
  { name: "375x667", width: 375, height: 667, mobile: true, touch: true },
  // Android's most common size; five-player Ramsen's decision panel covered "Talon: 4" there.
  { name: "360x640", width: 360, height: 640, mobile: true, touch: true },
  { name: "1280x800", width: 1280, height: 800, mobile: false, touch: false },
  { name: "844x390", width: 844, height: 390, mobile: true, touch: true },  // a phone held sideways
  // Its decision panel lay on the trick's lower cards, the info panel on the skat and up-card.
  { name: "320x400", width: 320, height: 400, mobile: false, touch: true },
  // A smaller phone held sideways: its decision panel lay on the trick (no room right of it).
  { name: "667x375", width: 667, height: 375, mobile: true, touch: true },
  // A low embedded frame: the top card lay on the human's rank, the panel on the trick.
  { name: "600x400", width: 600, height: 400, mobile: false, touch: false },
  // A narrow window: Anna's card and name tag on the human's rank in Schieberamsch.
  { name: "340x560", width: 340, height: 560, mobile: true, touch: true },
  // The commonest laptop window: the decision panel lay on the human's trick card and tag.
  { name: "1280x720", width: 1280, height: 720, mobile: false, touch: false },
  // Android held sideways: the human's trick card's name tag lay on its own plate.
  { name: "740x360", width: 740, height: 360, mobile: true, touch: true },
  // A small phone held sideways, or a 560×315 video-sized frame: four players' human's trick card and name
  // tag lay on its plate; five players' trick piled up on it, their name tags on each other.
  { name: "568x320", width: 568, height: 320, mobile: true, touch: true },
];
const ALL_GAMES = [{ name: "schieberamsch", hash: "#g=schieberamsch&s=0xabc", players: 3 }, ...GAMES];
const PFAELZER = GAMES.find((g) => g.name === "pfaelzer").hash;
const SETTINGS = "deck=german\nlang=en\nwelcomed=1\n";

const show = (t) => `${t.id} ${Math.round(t.x)},${Math.round(t.y)} ${Math.round(t.w)}×${Math.round(t.h)}`;
// The gap between two rectangles, 0 where they touch or overlap.
const gap = (a, b) => Math.hypot(Math.max(0, b.x - (a.x + a.w), a.x - (b.x + b.w)),
                                 Math.max(0, b.y - (a.y + a.h), a.y - (b.y + b.h)));

// Every seat's card backs stay in view: no trick card at rest, no other seat's backs or plate lies on them
// (a short phone's top trick card lay on Bernd's backs, five players' rows of backs on each other).
function backsProblems(layout) {
  const problems = [];
  const backs = layout.filter((t) => t.id.startsWith("backs:"));
  for (const b of backs) {
    const seat = b.id.slice(6);
    const others = layout.filter((t) => /^(trick|backs|plate):/.test(t.id) && t.id !== b.id && t.id !== "plate:" + seat);
    for (const t of others) if (overlaps(b, t)) problems.push(`${show(t)} covers ${show(b)}`);
  }
  return problems;
}

// Whose words a speech bubble are: its tail (said-tail:<seat>) joins it to its own seat's plate or card backs,
// it lies nearer its own seat than any other, and the tail crosses no other seat (two "swaps none" side by
// side between Bernd and Clara could be either's).
function bubbleProblems(layout) {
  const problems = [];
  const near = (box, seat) => Math.min(...layout.filter((t) => t.id === "plate:" + seat || t.id === "backs:" + seat)
                                               .map((t) => gap(box, t)));
  const seats = layout.filter((t) => t.id.startsWith("plate:")).map((t) => t.id.slice(6));
  for (const said of layout.filter((t) => t.id.startsWith("said:"))) {
    const seat = said.id.slice(5);
    for (const other of seats.filter((x) => x !== seat))
      if (near(said, other) <= near(said, seat)) problems.push(`${show(said)} lies as near seat ${other} as its own`);
    const tail = layout.find((t) => t.id === "said-tail:" + seat);
    if (!tail) {
      problems.push(`${show(said)} ("${said.label}") has no tail to its player`);
      continue;
    }
    if (gap(tail, said) > 1) problems.push(`${show(tail)} is not on its bubble ${show(said)}`);
    if (near(tail, seat) > 2) problems.push(`${show(tail)} does not reach seat ${seat} (${near(tail, seat)} px)`);
    for (const t of layout.filter((x) => /^(plate|backs|said):/.test(x.id) && x.id.slice(x.id.indexOf(":") + 1) !== seat))
      if (overlaps(tail, t)) problems.push(`${show(tail)} crosses ${show(t)}`);
  }
  return problems;
}

// Problems seen in two reads running. The bubbles keep clear of the decision panel where it lay the frame
// before, so a new panel's first frame may crowd a bubble away from its seat for that frame (five-player
// Ramsen at 400×600).
function lasting() {
  let before = new Set();
  return (problems) => {
    const kept = problems.filter((p) => before.has(p));
    before = new Set(problems);
    return kept;
  };
}

// Plays the hand through the API, the human's choices varied (or choose(state, tokens)'s), calling
// look(layout, state) at each step until done(state) or the hand's end. At speed 2 a trick stays on the table
// a while for look to see; a test that reads every frame in the page needs no such pause and plays at 3.
async function watchHand(page, look, done = () => false, choose = null, speed = 2) {
  await page.evaluate((v) => window.stichfest.setSpeed(v), speed);
  let s = await api(page, "state"), k = 0;
  for (let i = 0; i < 3000 && !s.hand_over && !done(s); i++) {
    await look(await api(page, "layout"), s);
    if (s.your_turn) {
      const legal = await api(page, "legal");
      const tokens = legal.map((l) => l.token);
      if (legal.length) await api(page, "submit", choose ? choose(s, tokens) : tokens[(k++ * 5) % tokens.length]);
    }
    await sleep(60);
    s = await api(page, "state");
  }
  return s;
}

// The info panel leaves the players' names readable (a short phone's top seat, under four lines of Ramsen). The
// seats lie below the panel as it was the frame before, so a line it gains may reach a plate for a frame (Bernd's
// at 320×400 as American Schafkopf's "Declaring…" appeared): read with lasting().
function infoProblems(layout) {
  const problems = [];
  for (const info of layout.filter((t) => t.id === "panel:info"))
    for (const plate of layout.filter((t) => t.id.startsWith("plate:") && t.id !== "plate:0"))
      if (overlaps(info, plate)) problems.push(`the info panel ${show(info)} covers ${show(plate)}`);
  return problems;
}

// A card's top left corner, where its rank is printed, just inside its edge.
const cornerOf = (card) => ({ x: card.x + 3, y: card.y + 2, w: card.w * 0.3 - 3, h: card.h * 0.3 - 2 });

// A low landscape window's decision panel leaves the other seats' plates and card backs and the info panel in view.
// At 568×320 the play's, right of the trick, lay on the right seat's backs on every turn; before the play a Ramsen
// exchange's covered the strokes to go and the top seat, Pfälzer's skat both side seats' backs (640×360 too).
function lowPanelProblems(layout, size) {
  const panel = layout.find((t) => t.id === "panel:prompt");
  if (!panel || size.height >= 520 || size.width <= size.height) return [];
  return layout.filter((t) => (/^(plate|backs):[1-4]$/.test(t.id) || t.id === "panel:info") && overlaps(panel, t))
               .map((t) => `the decision panel ${show(panel)} covers ${show(t)}`);
}

// What one frame's layout must never show; returns the problems found.
function layoutProblems(layout, size) {
  const problems = [];
  const find = (prefix) => layout.filter((t) => t.id.startsWith(prefix));
  const buttons = layout.filter((t) => /^(button|menu|play|preset):/.test(t.id));
  for (const b of buttons) {
    if (b.x < 0 || b.y < 0 || b.x + b.w > size.width + 0.5 || b.y + b.h > size.height + 0.5)
      problems.push(`off the screen: ${show(b)}`);
    if (size.touch && (b.w < 43.5 || b.h < 43.5)) problems.push(`smaller than a finger: ${show(b)}`);
    if (b.label_w > b.w + 1) problems.push(`${show(b)} cuts its label '${b.label}' (${b.label_w} px)`);
  }
  // (The talon's and the skat's rectangles take in their labels, "5 exchanges left" too.)
  // What decides the game: the skat, the up-card and talon, the trick and its name tags, the trick banner.
  const decisive = [...find("table:"), ...find("trick:"), ...find("tag:"), ...find("banner:")];
  for (const panel of [...find("panel:prompt"), ...find("panel:info")])
    for (const item of decisive)
      if (overlaps(panel, item)) problems.push(`${panel.id} covers ${show(item)}`);
  const tags = find("tag:");
  for (let i = 0; i < tags.length; i++)
    for (let j = i + 1; j < tags.length; j++)
      if (overlaps(tags[i], tags[j])) problems.push(`name tags overlap: ${show(tags[i])} / ${show(tags[j])}`);
  // A name tag lies across its own card's lower edge and leaves every trick card's top left corner, where its
  // rank is printed, in view (the top card's tag lay there on the human's card in a four-card trick at 320×400).
  for (const tag of tags)
    for (const card of find("trick:"))
      if (overlaps(tag, cornerOf(card))) problems.push(`${show(tag)} lies on the corner of ${show(card)}`);
  // Nor does a card played later lie there (the layout lists the trick in the order it is drawn): at 360×640 a
  // side seat's card, moved in off its long plate, covered the rank of the human's card.
  const trick = find("trick:");
  for (let i = 0; i < trick.length; i++)
    for (let j = i + 1; j < trick.length; j++)
      if (overlaps(trick[j], cornerOf(trick[i]))) problems.push(`${show(trick[j])} lies on the corner of ${show(trick[i])}`);
  // Every name plate, and room for the turn marker above it, lies below the top bar (a phone held sideways had
  // the top seat's plate under it).
  for (const bar of find("panel:top-bar"))
    for (const plate of find("plate:"))
      if (plate.y < bar.y + bar.h + 16) problems.push(`${show(plate)} is not clear of the top bar ${show(bar)}`);
  // A trick card at rest, and its name tag, leave the players' plates readable (who is Re, who has how many
  // tricks); at 844×390 the human's tag lay on the top of its plate.
  for (const item of [...find("trick:"), ...tags])
    for (const plate of find("plate:"))
      if (overlaps(item, plate)) problems.push(`${show(item)} covers ${show(plate)}`);
  // What a player said (a speech bubble by the plate) leaves the table's cards, their labels, the info panel and
  // the other seats' card backs readable, and the decision panel (drawn over the table) never hides it.
  for (const said of find("said:")) {
    const others = find("backs:").filter((t) => t.id.slice(6) !== said.id.slice(5));
    for (const item of [...find("table:"), ...find("trick:"), ...find("tag:"), ...find("panel:info"),
                        ...find("panel:prompt"), ...others])
      if (overlaps(said, item)) problems.push(`a speech bubble ${show(said)} and ${show(item)} overlap`);
  }
  // Who took the trick: the banner leaves the trick's cards (the winning one too), their name tags and the
  // players' plates readable while the trick lies there.
  for (const banner of find("banner:"))
    for (const item of [...find("trick:"), ...find("tag:"), ...find("plate:")])
      if (overlaps(banner, item)) problems.push(`the trick banner ${show(banner)} covers ${show(item)}`);
  // The hand's number beside the title leaves the top bar's buttons whole (it ran under the sound button at
  // 320×400).
  for (const label of find("text:hand"))
    for (const b of find("menu:"))
      if (overlaps(label, b)) problems.push(`${show(label)} runs into ${show(b)}`);
  for (const notice of find("notice"))
    for (const info of find("panel:info"))
      if (overlaps(notice, info)) problems.push(`the notice covers the info panel: ${show(notice)}`);
  return [...problems, ...backsProblems(layout)];
}

// The checks above, run in the page on every frame the table draws: a hand then plays at the test speed and no
// frame between two reads goes unseen. Problems are kept with the phase they were seen in.
const PAGE_CHECKS = [["overlaps", overlaps], ["show", show], ["gap", gap], ["cornerOf", cornerOf],
                     ["backsProblems", backsProblems], ["bubbleProblems", bubbleProblems], ["lasting", lasting],
                     ["infoProblems", infoProblems], ["lowPanelProblems", lowPanelProblems],
                     ["layoutProblems", layoutProblems]].map(([name, f]) => `const ${name} = ${f};`).join("\n");

function watchEveryFrame(page, size) {
  return page.evaluate(`(() => {
    ${PAGE_CHECKS}
    const size = ${JSON.stringify(size)};
    const bubbles = lasting(), info = lasting();
    const seen = new Set(), problems = new Set();
    window.frameChecks = { seen, problems, frames: 0 };
    const look = () => {
      const state = window.stichfest.state(), layout = window.stichfest.layout();
      if (layout.some((t) => t.id === "panel:summary")) return;  // (the summary has tests of its own)
      window.frameChecks.frames++;
      const found = [...layoutProblems(layout, size), ...bubbles(bubbleProblems(layout)), ...info(infoProblems(layout)),
                     ...lowPanelProblems(layout, size)];
      if (problems.size < 40) for (const p of found) problems.add(state.phase + ": " + p);
      for (const t of layout) seen.add(t.id.split(":")[0] + (t.id.startsWith("panel:") ? ":" + t.id.split(":")[1] : ""));
      if (layout.some((t) => t.id === "banner:trick") && layout.some((t) => t.id === "panel:prompt"))
        seen.add("banner+prompt");
      if (layout.some((t) => t.id === "banner:trick") && layout.some((t) => t.id.startsWith("trick:")))
        seen.add("banner+trick");
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  })()`);
}

async function frameChecksSeen(page) {
  return page.evaluate(() => {
    return { seen: [...window.frameChecks.seen], problems: [...window.frameChecks.problems], frames: window.frameChecks.frames };
  });
}

for (const size of SIZES) {
  test(`${size.name}: every game, every phase of a hand: nothing decisive covered, buttons finger-sized`, async () => {
    const problems = new Set();
    const seen = new Set();
    let frames = 0;
    for (const g of ALL_GAMES) {
      const page = await openPage({ hash: g.hash, width: size.width, height: size.height, mobile: size.mobile,
                                    settings: SETTINGS });
      await watchEveryFrame(page, size);
      await watchHand(page, () => {}, () => false, null, 3);
      await untilSummary(page);  // the shot shows the summary, not the last trick on its way to its winner
      const checked = await frameChecksSeen(page);
      for (const p of checked.problems) problems.add(`${g.name} ${p}`);
      for (const t of checked.seen) seen.add(t);
      frames += checked.frames;
      await shot(page, `layout-${size.name}-${g.name}-summary`);
      await page.context().close();
    }
    console.log(`    ${frames} frames checked; seen: ${[...seen].sort().join(", ")}`);
    assert.deepEqual([...problems].slice(0, 30), [], "problems");
    assert.ok(seen.has("tag") && seen.has("trick") && seen.has("banner") && seen.has("banner+trick") && seen.has("backs") &&
              seen.has("said") && seen.has("said-tail"),
              "tricks, their tags, banners over a trick at rest, card backs and speech bubbles were checked");
  });
}

test("the last trick and the plates keep their size when the hand ends (320×400, American Schafkopf)", async () => {
  // The info panel dropped its line naming the game as the hand ended: the room it left grew the last trick's
  // cards from 30×47 to 37×57 while they lay there, and Bernd's and Clara's name tags then lay on each other.
  // The plates dropped their sides and tricks ("Re · 2 Stiche"): they shrank (Anna's from 95×47 to 54×36) under
  // the last trick, whose banner, placed against them as they were, then lay on Bernd's plate (400×600).
  const size = SIZES.find((x) => x.name === "320x400"), g = ALL_GAMES.find((x) => x.name === "schafkopf-us");
  const page = await openPage({ hash: g.hash, width: size.width, height: size.height, mobile: size.mobile,
                                settings: SETTINGS });
  await page.evaluate(() => {
    window.trickFrames = [];
    const look = () => {
      const layout = window.stichfest.layout();
      if (layout.some((t) => t.id === "panel:summary")) return;
      const over = window.stichfest.state().hand_over;
      const plates = layout.filter((x) => x.id.startsWith("plate:")).map((t) => `${t.id} ${Math.round(t.h)}`);
      for (const t of layout.filter((x) => x.id.startsWith("trick:")))
        window.trickFrames.push({ over, size: `${Math.round(t.w)}×${Math.round(t.h)}`, plates: plates.join(", ") });
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  // At speed 2 the last trick lies there long enough for the table to lay it out anew.
  await watchHand(page, () => {}, () => false, null, 2);
  await untilSummary(page);
  const frames = await page.evaluate(() => window.trickFrames);
  const during = frames.filter((f) => !f.over), after = frames.filter((f) => f.over);
  assert.ok(after.length > 0, "the last trick was seen after the hand's end");
  const sizes = new Set(during.map((f) => f.size));
  assert.deepEqual([...new Set(after.map((f) => f.size))].filter((x) => !sizes.has(x)), [],
                   `the trick's cards keep their size (in the play: ${[...sizes]})`);
  // The plates' heights (a side plate's status takes two lines) as in the last trick's play.
  const last = during[during.length - 1].plates;
  assert.deepEqual([...new Set(after.map((f) => f.plates))], [last], "the plates keep their height");
  await page.context().close();
});

test("a slow frame as the hand ends: the trick banner moves off the info panel that grew (600×400, Kalter Schlag)", async () => {
  // The hand's end writes its points ("Written: … Anna 34 (1 entry)"), and the info panel takes its new size a
  // frame later (ImGui fits a window to the frame before). The banner was placed against the old size; where the
  // next frame came late, the cards had begun to gather, the banner stayed put, and the panel lay on it (CI).
  // Here the page's clock jumps just after the hand's end, as a busy machine's would.
  const size = SIZES.find((x) => x.name === "600x400"), g = ALL_GAMES.find((x) => x.name === "kalter-schlag");
  const init = () => {
    let offset = 0;
    const now = performance.now.bind(performance);
    performance.now = () => now() + offset;
    window.lateFrame = { jumped: false, frames: [] };
    const look = () => {
      const api = window.stichfest, late = window.lateFrame;
      if (api && api.ready) {
        const layout = api.layout(), over = api.state().hand_over;
        if (late.jumped && late.frames.length < 6) {
          const banner = layout.find((t) => t.id === "banner:trick"), info = layout.find((t) => t.id === "panel:info");
          late.frames.push({ banner, info, resting: layout.some((t) => t.id.startsWith("trick:")) });
        }
        // The trick holds 600 ms at speed 2 and its cards rest for 62% of it: the next frame comes 390 ms on.
        if (over && !late.jumped) {
          late.jumped = true, offset += 390;
          late.before = layout.find((t) => t.id === "panel:info");
        }
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  };
  const page = await openPage({ hash: g.hash, width: size.width, height: size.height, mobile: size.mobile,
                                settings: SETTINGS, init });
  await watchHand(page, () => {}, () => false, null, 2);
  await untilSummary(page);
  const { frames, before } = await page.evaluate(() => window.lateFrame);
  const key = (t) => `${Math.round(t.x)},${Math.round(t.y)} ${Math.round(t.w)}×${Math.round(t.h)}`;
  const gathering = frames.filter((f) => f.banner && !f.resting);
  assert.ok(gathering.length > 0, `the banner was seen while the cards gathered: ${JSON.stringify(frames)}`);
  assert.notEqual(key(before), key(gathering[0].info), "the info panel grew meanwhile");
  for (const f of gathering)
    assert.ok(!overlaps(f.banner, f.info), `the banner ${key(f.banner)} lies under the info panel ${key(f.info)}`);
  await page.context().close();
});

test("German on small screens: the trick banner and the trick's cards leave every rank and name in view", async () => {
  // In German the longer words found no room the English ones had:
  //  * American Schafkopf with fixed partners, 400×600 and 320×400: "Du nimmst den Stich (5 Augen)" found no
  //    free place and lay across the trick, its name tags and both side plates ("Dein Stich: 5 Augen" fits);
  //  * Kalter Schlag, 400×600 and 340×560: the info panel's third line lowered Bernd, and his card, kept off
  //    his plate, lay on the rank of the human's;
  //  * Ramsen at 568×320: the exchange's row of buttons, 1 px taller than the layout reckoned, lay on the info
  //    panel's third line;
  //  * Ramsen at 600×400 (until the play): "Karten zum Tauschen wählen" sent "Tipp" to a row of its own, and the
  //    exchange's panel covered Bernd's plate and card backs and the info panel.
  const cases = [["schafkopf-us-fixed", "400x600"], ["schafkopf-us-fixed", "320x400"], ["kalter-schlag", "400x600"],
                 ["kalter-schlag", "340x560"], ["ramsen", "568x320"], ["ramsen", "600x400", (s) => s.phase === "play"]];
  const problems = new Set();
  for (const [name, sizeName, until] of cases) {
    const g = GAMES.find((x) => x.name === name), size = SIZES.find((x) => x.name === sizeName);
    const page = await openPage({ hash: g.hash, width: size.width, height: size.height, mobile: size.mobile,
                                  settings: "deck=german\nlang=de\nwelcomed=1\n" });
    let banners = 0;
    await watchHand(page, (layout, s) => {
      if (layout.some((t) => t.id === "banner:trick")) banners++;
      for (const p of [...layoutProblems(layout, size), ...lowPanelProblems(layout, size)])
        problems.add(`${name} ${size.name} ${s.phase}: ${p}`);
    }, until, g.choose);
    assert.ok(banners > 0 || !g.hash.includes("schafkopf"), `${name} ${size.name}: the trick banner was seen`);
    await page.context().close();
  }
  assert.deepEqual([...problems].slice(0, 20), []);
});

test("400×600, five-player Ramsen: each speech bubble points at its own player", async () => {
  const g = ALL_GAMES.find((x) => x.name === "ramsen-5");
  const page = await openPage({ hash: g.hash, width: 400, height: 600, settings: SETTINGS });
  const problems = new Set(), bubbles = lasting();
  let together = false;  // Bernd's and Clara's bubbles at once, between their plates (both "swaps none" here)
  await watchHand(page, (layout, s) => {
    for (const p of bubbles(bubbleProblems(layout))) problems.add(`${s.phase}: ${p}`);
    if (layout.some((t) => t.id === "said:2") && layout.some((t) => t.id === "said:3")) together = true;
  }, (s) => s.phase === "play");
  await shot(page, "phone-bubbles-ramsen-5-400x600");
  assert.deepEqual([...problems].slice(0, 20), [], "bubbles");
  assert.ok(together, "Bernd's and Clara's bubbles were seen together");
});

test("360×640, five-player Ramsen: the decision panel of the play leaves the up-card and the talon's label readable", async () => {
  // The panel, centred above the hand, covered "Talon: 4" left of it once the human played the hand.
  const size = SIZES.find((x) => x.name === "360x640");
  const page = await openPage({ hash: "#g=ramsen&r=ramsen(players%3D5)&s=0x2d", width: size.width, height: size.height,
                                mobile: true, settings: SETTINGS });
  const problems = new Set();
  let prompts = 0;
  await watchHand(page, (layout, s) => {
    if (s.phase !== "play" || !layout.some((t) => t.id === "panel:prompt")) return;
    prompts++;
    for (const p of layoutProblems(layout, size)) problems.add(p);
  }, () => false, (s, tokens) => (tokens.includes("play") ? "play" : tokens[0]));
  assert.ok(prompts > 0, "the human's turns in the play were seen");
  assert.deepEqual([...problems].slice(0, 10), [], "problems");
});

test("every size: a Kontra's speech bubble and its tail lie on no seat's cards, the hand or the trick", async () => {
  // At 400×600 Bernd's "Kontra!" lay right of his card backs with its tail across them to his plate. Every frame
  // of the first trick is read, in the page.
  const cases = [{ name: "kalter-schlag", hash: "#g=kalter-schlag&s=0x5" },  // Bernd: Kontra, Clara: Re
                 { name: "schieberamsch", hash: "#g=schieberamsch&r=schieberamsch(ramsch_kontra%3Don)&s=0x5" }];  // Bernd: Kontra
  const problems = new Set();
  for (const size of SIZES) {
    for (const c of cases) {
      const page = await openPage({ hash: c.hash, width: size.width, height: size.height, mobile: size.mobile,
                                    settings: SETTINGS });
      await page.evaluate(() => {
        window.bubbleFrames = { kontra: 0, problems: [] };
        const meet = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
        const look = () => {
          const layout = window.stichfest.layout();
          const cards = layout.filter((t) => /^(backs|card|trick|table):/.test(t.id));
          for (const said of layout.filter((t) => /^said(-tail)?:/.test(t.id))) {
            if (/Kontra!/.test(said.label)) window.bubbleFrames.kontra++;
            for (const t of cards)
              if (meet(said, t) && window.bubbleFrames.problems.length < 20)
                window.bubbleFrames.problems.push(`${said.id} ${Math.round(said.x)},${Math.round(said.y)} ` +
                  `${Math.round(said.w)}×${Math.round(said.h)} / ${t.id} ${Math.round(t.x)},${Math.round(t.y)} ` +
                  `${Math.round(t.w)}×${Math.round(t.h)}`);
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await watchHand(page, () => {}, (s) => s.tricks.length >= 1, firstLegal, 3);
      const seen = await page.evaluate(() => window.bubbleFrames);
      if (seen.kontra === 0) problems.add(`${size.name} ${c.name}: no Kontra was seen`);
      for (const p of seen.problems) problems.add(`${size.name} ${c.name}: ${p}`);
      if (size.name === "400x600" && c.name === "kalter-schlag") await shot(page, "phone-kontra-400x600");
      await page.context().close();
    }
  }
  assert.deepEqual([...problems].slice(0, 30), []);
});

test("568×320 and 480×320, five-player Ramsen: every decision's buttons leave the info panel, the plates and the card backs in view", async () => {
  // The exchange's and the rob's panel, 0.9 of the width above the human's plate, covered the info panel's
  // "Strokes to go" and Clara's card backs (568×320), Bernd's plate too (480×320). Seed 0x16: the human
  // swaps; 0x8: the human deals and may rob. German labels are the widest: in the play "Zurück" left no
  // room for the Hint button at 568×320.
  const problems = new Set(), seen = new Set();
  for (const [width, height, lang] of [[568, 320, "en"], [568, 320, "de"], [480, 320, "en"], [480, 320, "de"]])
    for (const seed of ["0x16", "0x8"]) {
      const size = { name: `${width}x${height}`, width, height, touch: true };
      const page = await openPage({ hash: `#g=ramsen&r=ramsen(players%3D5)&s=${seed}`, width, height, mobile: true,
                                    settings: SETTINGS.replace("lang=en", "lang=" + lang) });
      const hinted = new Set();
      const check = (layout, s, where) => {
        const panel = layout.find((t) => t.id === "panel:prompt");
        if (!panel) return;
        seen.add(s.phase);
        for (const t of layout.filter((x) => /^(plate|backs):/.test(x.id) || x.id === "panel:info"))
          if (overlaps(panel, t)) problems.add(`${where}: the decision panel ${show(panel)} covers ${show(t)}`);
        for (const p of layoutProblems(layout, size)) problems.add(`${where}: ${p}`);
      };
      await watchHand(page, async (layout, s) => {
        const where = `${size.name} ${lang} ${seed} ${s.phase}`;
        check(layout, s, where);
        // A phone has no H key: the Hint button must be there (German's was left off in the play at 568×320),
        // or the hint it gave (its line, or the marks on what it names where the line finds no room).
        if (s.your_turn && layout.some((t) => t.id === "panel:prompt") &&
            !layout.some((t) => t.id === "button:hint" || /^(text|mark):hint/.test(t.id)))
          problems.add(`${where}: no Hint button`);
        // The hint's line makes the panel taller (it reached Clara's card backs).
        if (s.your_turn && !hinted.has(s.phase) && layout.some((t) => t.id === "button:hint")) {
          hinted.add(s.phase);
          await click(page, "button:hint");
          await waitFrames(page, 3);
          check(await api(page, "layout"), s, where + " with the hint");
        }
      }, () => false, (s, tokens) => (tokens.includes("play") ? "play" : tokens[0]));
      await page.context().close();
    }
  assert.ok(["exchange", "rob", "play"].every((p) => seen.has(p)), `the exchange, the rob and the play were seen (${[...seen]})`);
  assert.deepEqual([...problems].slice(0, 20), [], "problems");
});

test("320×400, five-player Ramsen: the seats lie apart and on the screen, the trick clear of them and of the info panel", async () => {
  // A small embedded frame: the five seats' plates and card backs lay on each other, the info panel on the trick.
  // Seed 0xc: Bernd and Clara both play, their plates "plays · 0 tricks" wide: their card backs met between them,
  // and so did the name tags under their trick cards.
  const g = ALL_GAMES.find((x) => x.name === "ramsen-5");
  const [width, height] = [320, 400];
  const problems = new Set();
  let full = 0;  // steps with three or more trick cards at rest (here two players pass)
  for (const hash of [g.hash, g.hash.replace(/s=0x[0-9a-f]+/, "s=0xc")]) {
    const seed = /s=(0x[0-9a-f]+)/.exec(hash)[1];
    const page = await openPage({ hash, width, height, settings: SETTINGS });
    await watchHand(page, async (layout, s) => {
      const seat = (t) => (/^(?:plate|backs):(\d)$/.exec(t.id) || [])[1];
      const seats = layout.filter((t) => seat(t) !== undefined);
      for (const t of seats)
        if (t.x < 0 || t.y < 0 || t.x + t.w > width || t.y + t.h > height) problems.add(`${seed} ${s.phase}: ${show(t)} off the screen`);
      for (let i = 0; i < seats.length; i++)
        for (let j = i + 1; j < seats.length; j++)
          if (seat(seats[i]) !== seat(seats[j]) && overlaps(seats[i], seats[j]))
            problems.add(`${seed} ${s.phase}: ${show(seats[i])} / ${show(seats[j])}`);
      const trick = layout.filter((t) => /^(trick|tag):/.test(t.id));
      for (const c of trick)
        for (const t of [...seats, ...layout.filter((x) => x.id === "panel:info")])
          if (overlaps(c, t)) problems.add(`${seed} ${s.phase}: ${show(t)} covers ${show(c)}`);
      const tags = layout.filter((t) => t.id.startsWith("tag:"));
      for (let i = 0; i < tags.length; i++)
        for (let j = i + 1; j < tags.length; j++)
          if (overlaps(tags[i], tags[j])) problems.add(`${seed} ${s.phase}: name tags ${show(tags[i])} / ${show(tags[j])}`);
      if (layout.filter((t) => t.id.startsWith("trick:")).length >= 3 && full++ === 0) await shot(page, "phone-ramsen-5-320x400-trick");
    }, () => false, g.choose);  // the human plays, so the hand has tricks
    await page.context().close();
  }
  assert.ok(full >= 2, `full tricks were seen (${full} times)`);
  assert.deepEqual([...problems].slice(0, 30), [], "seats and trick at 320×400");
});

test("400×600, four and five players: the trick and the other seats leave every seat's card backs in view", async () => {
  const problems = new Set();
  for (const name of ["kalter-schlag", "ramsen", "ramsen-5"]) {
    const g = ALL_GAMES.find((x) => x.name === name);
    const page = await openPage({ hash: g.hash, width: 400, height: 600, settings: SETTINGS });
    let checked = 0;  // steps with a trick card at rest and card backs
    await watchHand(page, (layout, s) => {
      for (const p of backsProblems(layout)) problems.add(`${name}: ${p}`);
      if (layout.some((t) => t.id.startsWith("trick:")) && layout.some((t) => t.id.startsWith("backs:"))) checked++;
    }, () => false, g.choose);  // Ramsen: the human plays, so the hand has tricks
    assert.ok(checked >= 3, `${name}: trick cards were seen beside the backs (${checked} times)`);
    await shot(page, `phone-backs-${name}-400x600`);
    await page.context().close();
  }
  assert.deepEqual([...problems].slice(0, 30), [], "card backs covered");
});

test("the hand's summary keeps its buttons whole and inside it at every size (its body scrolls instead)", async () => {
  const problems = [];
  // American Schafkopf's summary is the longest: a table of four, the game's facts and four lines of account. In
  // this Ramsen hand the review of the human's decisions comes in after the summary has shown: the body grew and
  // the window followed a frame later, its buttons below its edge and the screen's for that frame (phones).
  const cases = [...SIZES.map((size) => ({ size, hash: "#g=schafkopf-us&s=0x2a" })),
                 ...["360x640", "844x390"].map((name) => ({ size: SIZES.find((x) => x.name === name),
                                                            hash: "#g=ramsen&s=0x12" }))];
  for (const { size, hash } of cases) {
    const where = `${size.name} ${hash}`;
    const page = await openPage({ hash, width: size.width, height: size.height, mobile: size.mobile,
                                  settings: SETTINGS });
    // Every frame's layout from the summary's first on (its first frame once had a second row of buttons below
    // the screen) until a few after the review's first: read on each animation frame, after the table's own.
    await page.evaluate(() => {
      window.summaryFrames = [];
      let reviewed = 0;
      const look = () => {
        const layout = window.stichfest.layout();
        if (layout.some((t) => t.id === "button:next-hand")) window.summaryFrames.push(layout);
        if (layout.some((t) => t.id.startsWith("text:review:"))) reviewed++;
        if (reviewed < 4 && window.summaryFrames.length < 60) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await watchHand(page, () => {}, (s) => s.hand_over, hash.includes("ramsen") ? null : (s, tokens) => tokens[0], 3);
    await target(page, "button:next-hand", 10000);  // the summary, settled
    await page.waitForFunction(() => window.summaryFrames.some((l) => l.some((t) => t.id.startsWith("text:review:"))),
                               null, { timeout: 10000 });
    await waitFrames(page, 5);
    const frames = [...(await page.evaluate(() => window.summaryFrames)), await api(page, "layout")];
    if (frames.length < 2) problems.push(`${where}: the summary's first frames were not seen`);
    // From its first frame on, where it settles (it once showed a window too tall for two frames); it may change
    // once, as the review comes in.
    const rect = (layout) => { const t = layout.find((x) => x.id === "panel:summary"); return t ? show(t) : "none"; };
    const firstReviewed = frames.findIndex((l) => l.some((t) => t.id.startsWith("text:review:")));
    const changes = frames.map((l, i) => i).filter((i) => i > 0 && rect(frames[i]) !== rect(frames[i - 1]));
    if (changes.length > 1 || changes.some((i) => i < firstReviewed))
      problems.push(`${where}: the summary changed its place or size: ${frames.map(rect).join(" / ")}`);
    for (const [i, layout] of frames.entries()) {
      const summary = layout.find((t) => t.id === "panel:summary");
      if (!summary) problems.push(`${where}, frame ${i}: no summary`);
      for (const b of layout.filter((t) => /^button:(next-hand|sheet|replay|share-hand|challenge)$/.test(t.id))) {
        if (b.y + b.h > size.height + 0.5) problems.push(`${where}, frame ${i}: off the screen: ${show(b)}`);
        if (summary && b.y + b.h > summary.y + summary.h + 0.5)
          problems.push(`${where}, frame ${i}: cut off: ${show(b)}`);
      }
    }
    if (hash.includes("schafkopf")) await shot(page, `summary-${size.name}`);
    await page.context().close();
  }
  assert.deepEqual(problems, []);
});

test("a decision's panel shows at its own place and size from its first frame, its buttons inside it", async () => {
  // ImGui fits a window to its content of the frame before: a Ramsen lead's panel first showed the exchange's
  // size, a Kalter Schlag lead's grew once its Kontra button had gone. Every frame of a hand is read.
  const problems = [];
  const cases = [
    { game: GAMES.find((g) => g.name === "kalter-schlag"), size: SIZES.find((x) => x.name === "1280x800") },
    { game: GAMES.find((g) => g.name === "ramsen"), size: SIZES.find((x) => x.name === "390x844") },
    { game: GAMES.find((g) => g.name === "schafkopf-us"), size: SIZES.find((x) => x.name === "844x390") },
  ];
  for (const { game, size } of cases) {
    const page = await openPage({ hash: game.hash, width: size.width, height: size.height, mobile: size.mobile,
                                  settings: SETTINGS });
    await page.evaluate(() => {
      window.promptFrames = [];
      const look = () => {
        const layout = window.stichfest.layout();
        const panel = layout.find((t) => t.id === "panel:prompt");
        window.promptFrames.push(panel ? { panel, buttons: layout.filter((t) => t.id.startsWith("button:")) } : null);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    let decisions = 0;
    await watchHand(page, () => {}, () => false, (s, tokens) => { decisions++; return game.choose(s, tokens); });
    const frames = await page.evaluate(() => window.promptFrames);
    const what = (f) => f.panel.label + " " + f.buttons.map((b) => `${b.id}=${b.label}`).join(",");
    const where = (f) => `${Math.round(f.panel.x)},${Math.round(f.panel.y)} ${Math.round(f.panel.w)}×${Math.round(f.panel.h)}`;
    let shown = 0;
    for (let i = 0; i < frames.length; i++) {
      const f = frames[i], next = frames[i + 1];
      if (!f) continue;
      shown++;
      for (const b of f.buttons)
        if (b.x < f.panel.x - 0.5 || b.y < f.panel.y - 0.5 || b.x + b.w > f.panel.x + f.panel.w + 0.5 ||
            b.y + b.h > f.panel.y + f.panel.h + 0.5)
          problems.push(`${game.name} ${size.name}, frame ${i}: ${show(b)} outside the panel ${where(f)}`);
      // Neither its place nor its size (the place moved with the table's first frames until the layout knew
      // the cards' shape before their art had arrived).
      if (next && what(next) === what(f) && where(next) !== where(f))
        problems.push(`${game.name} ${size.name}, frame ${i}: "${f.panel.label}" at ${where(f)}, then ${where(next)}`);
    }
    // At least a frame per decision: a fast hand shows each panel only a few frames (18 in 6 decisions once).
    assert.ok(decisions >= 5 && shown >= decisions, `${game.name}: ${decisions} decisions, the panel seen on ${shown} frames`);
    await page.context().close();
  }
  assert.deepEqual(problems, []);
});

test("a page's first frames draw the hand at its final size, before the card art has arrived", async () => {
  // The layout took a card's shape to be 0.66 until the art was decoded (a few frames), then the art's
  // 216×336: the whole table jumped by 4 px on every page's first visit. Here the human's exchange is asked
  // from the start, so nothing of the hand may move while he thinks.
  const page = await openPage({ hash: "#g=ramsen&s=0x12", width: 390, height: 844, mobile: true, settings: SETTINGS,
                                init: () => {
                                  window.firstFrames = [];
                                  const look = () => {
                                    try {  // layout() answers once the module runs
                                      window.firstFrames.push(window.stichfest.layout().filter(
                                          (t) => t.id.startsWith("card:") || t.id === "plate:0"));
                                    } catch (e) {}
                                    if (window.firstFrames.length < 90) requestAnimationFrame(look);
                                  };
                                  requestAnimationFrame(look);
                                } });
  await untilPrompt(page);
  // Ten frames that show the hand (a table with nothing to do stops drawing,
  // so counting the app's frames could end before them on a busy machine).
  await page.waitForFunction(() => window.firstFrames.filter((f) => f.length > 0).length >= 10, null,
                             { timeout: 5000 }).catch(() => {});
  const frames = (await page.evaluate(() => window.firstFrames)).filter((f) => f.length > 0);
  assert.ok(frames.length >= 10, `the hand was read on ${frames.length} frames`);
  const moved = [];
  for (let i = 1; i < frames.length; i++)
    for (const t of frames[i]) {
      const before = frames[i - 1].find((x) => x.id === t.id);
      if (before && show(before) !== show(t)) moved.push(`frame ${i}: ${show(before)}, then ${show(t)}`);
    }
  assert.deepEqual(moved.slice(0, 6), []);
  await page.context().close();
});

test("picking cards to swap or lay away leaves the decision's panel at one size", async () => {
  // The confirm button's label changes with each card picked ("Select cards to swap", "Swap 1 card", "Swap 2
  // cards"); ImGui fitted the panel to it a frame late, so the panel wiggled at every click.
  const cases = [{ hash: "#g=ramsen&s=0x12", width: 390, height: 844, mobile: true, picks: 3 },
                 { hash: "#g=ramsen&s=0x12", width: 1280, height: 800, mobile: false, picks: 3 },
                 { hash: "#g=schieberamsch&s=0xabc", width: 1280, height: 800, mobile: false, picks: 2 },
                 // Beside a small screen's plate, Pfälzer's "Lay aside Eichel-Unter, Gras-Unter, take the skat" ran
                 // off the left edge over the plate and the skat, and German "Zwei Karten wählen (0/2)" wrapped
                 // the panel onto the skat.
                 { hash: PFAELZER, width: 320, height: 400, mobile: false, picks: 2, lang: "en" },
                 { hash: PFAELZER, width: 320, height: 400, mobile: false, picks: 2, lang: "de" }];
  const problems = [];
  for (const c of cases) {
    const page = await openPage({ hash: c.hash, width: c.width, height: c.height, mobile: c.mobile,
                                  settings: SETTINGS.replace("lang=en", "lang=" + (c.lang || "en")) });
    if (c.hash === PFAELZER) {  // the skat comes round: lay two cards aside for it
      await page.evaluate(() => window.stichfest.setSpeed(3));
      let s = await api(page, "state");
      for (let i = 0; i < 300 && !(s.your_turn && s.phase === "skat"); i++) {
        if (s.your_turn) await api(page, "submit", firstLegal(s, (await api(page, "legal")).map((l) => l.token)));
        await sleep(50);
        s = await api(page, "state");
      }
    } else if (c.hash.includes("schieberamsch")) {  // pick up the skat when it comes round, then lay two cards away
      let legal = [];
      for (let i = 0; i < 200 && !legal.includes("pickup"); i++) {
        legal = (await api(page, "state")).your_turn ? (await api(page, "legal")).map((l) => l.token) : [];
        if (legal.includes("grand")) await api(page, "submit", "pass");  // no Grand Hand
        await sleep(50);
      }
      assert.ok(legal.includes("pickup"), `the skat comes to the human: ${legal}`);
      await api(page, "submit", "pickup");
    }
    await untilPrompt(page);
    await page.evaluate(() => {
      window.panelFrames = [];
      const look = () => {
        const layout = window.stichfest.layout();
        const panel = layout.find((t) => t.id === "panel:prompt");
        const confirm = layout.find((t) => t.id === "button:confirm");
        if (panel) window.panelFrames.push({ panel, confirm: confirm ? confirm.label : "" });
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const cards = (await api(page, "layout")).filter((t) => t.id.startsWith("card:")).map((t) => t.id);
    for (const id of cards.slice(0, c.picks)) {
      await click(page, id);
      await waitFrames(page, 4);
    }
    await shot(page, `picked-${c.hash.slice(3).split("&")[0]}-${c.width}x${c.height}-${c.lang || "en"}`);
    // The panel, all its labels whole, leaves the skat and the plates in view and stays on the screen.
    const size = { width: c.width, height: c.height, touch: true };
    if (c.lang)
      for (const p of layoutProblems(await api(page, "layout"), size)) problems.push(`${c.hash} ${c.lang}: ${p}`);
    // The human's plate stays in view, clear of the picked cards standing up out of the hand (they covered
    // "You" at 320×400 and 390×844). The pointer leaves the hand first: a card under it stands higher.
    if (!c.mobile) await page.mouse.move(c.width / 2, 1);
    await waitFrames(page, 3);
    const after = await api(page, "layout");
    const hand = after.filter((t) => t.id.startsWith("card:")), plate = after.find((t) => t.id === "plate:0");
    const handTop = Math.max(...hand.map((t) => t.y)), cardWidth = hand[hand.length - 1].w;
    for (const t of hand.filter((x) => x.y < handTop - 1))
      if (plate.x < t.x + cardWidth && t.x < plate.x + plate.w && t.y < plate.y + plate.h)
        problems.push(`${c.hash} ${c.width}x${c.height}: the picked ${show(t)} stands over ${show(plate)}`);
    const frames = await page.evaluate(() => window.panelFrames);
    const labels = new Set(frames.map((f) => f.confirm));
    const sizes = new Set(frames.map((f) => `${Math.round(f.panel.w)}×${Math.round(f.panel.h)}`));
    const outside = frames.find((x) => x.panel.x < 0 || x.panel.x + x.panel.w > c.width);
    if (outside) problems.push(`${c.hash} ${c.lang}: the panel ${show(outside.panel)} leaves the screen`);
    if (labels.size < 2) problems.push(`${c.hash}: the confirm button's label never changed (${[...labels]})`);
    // Beside a small screen's plate the panel has no room for its question ("Push the skat, or select two
    // cards to lay aside and take the skat."): the button said "Select cards (0/2)" without saying what for.
    const want = { en: "Lay aside (0/2)", de: "Ablegen (0/2)" }[c.lang];
    if (want && frames[0].confirm !== want) problems.push(`${c.hash} ${c.lang}: the button said '${frames[0].confirm}'`);
    if (sizes.size !== 1) problems.push(`${c.hash}: the panel took ${[...sizes].join(", ")} for ${[...labels].join(" / ")}`);
    await page.context().close();
  }
  assert.deepEqual(problems, []);
});

test("phones: the Menu button and its commands are finger-sized", async () => {
  for (const size of SIZES.filter((x) => x.touch)) {
    const page = await openPage({ hash: "#g=ramsen&s=0x2a", width: size.width, height: size.height,
                                  mobile: size.mobile, settings: SETTINGS });
    const menu = await target(page, "menu:open");
    assert.ok(menu.w >= 44 && menu.h >= 44, `${size.name}: the Menu button is ${menu.w}×${menu.h}`);
    await click(page, "menu:open");
    await waitFrames(page, 3);
    const items = (await api(page, "layout")).filter((t) => t.id.startsWith("menu:") && t.id !== "menu:open");
    assert.ok(items.length >= 5, `${size.name}: the menu opened`);
    for (const t of items) assert.ok(t.h >= 44 && t.w >= 44, `${size.name}: ${show(t)}`);
    await page.context().close();
  }
});

test("375×667: the game picker scrolls with a swipe and 'Play American Schafkopf' can be tapped", async () => {
  const page = await openPage({ hash: "#g=ramsen&s=0x2a", width: 375, height: 667, mobile: true, settings: SETTINGS });
  await click(page, "menu:open");
  await click(page, "menu:games");
  await waitFrames(page, 3);
  const before = (await api(page, "layout")).find((t) => t.id === "play:schafkopf-us");
  assert.ok(before && before.y + before.h > 667, `the last game's button starts out of reach (${JSON.stringify(before)})`);
  const cdp = await page.context().newCDPSession(page);
  const touch = async (type, p) => {
    await cdp.send("Input.dispatchTouchEvent", { type, touchPoints: p ? [{ x: p[0], y: p[1] }] : [] });
    await waitFrames(page, 2);
  };
  // Swipe up from the middle of the picker, in small steps as a finger moves.
  await touch("touchStart", [187, 560]);
  for (let y = 540; y >= 160; y -= 20) await touch("touchMove", [187, y]);
  await touch("touchEnd");
  await waitFrames(page, 3);
  const after = (await api(page, "layout")).find((t) => t.id === "play:schafkopf-us");
  assert.ok(after.y + after.h <= 667 && after.y >= 0, `the swipe brought it into view (${JSON.stringify(after)})`);
  await shot(page, "phone-picker-swiped");
  await page.touchscreen.tap(after.x + after.w / 2, after.y + after.h / 2);
  await waitFrames(page, 6);
  assert.equal((await api(page, "state")).game, "schafkopf-us", "the tap started American Schafkopf");
  await page.context().close();
});

test("a slow phone: the trick's banner moves off the decision panel that shows after it", async () => {
  // With the CPU four times slower, the panel for the human's next lead first showed once the trick's cards were
  // on their way to the winner, and was drawn over "You take the trick (21 points)" (a flake of the 375x667 test).
  const size = SIZES.find((x) => x.name === "375x667");
  const covered = [];
  let both = 0;
  // (Before the fix one run in two saw it; the games are those it was seen in.)
  for (const hash of ["#g=kalter-schlag&s=0x11", "#g=schafkopf-us&s=0x13",
                      "#g=schieberamsch&r=schieberamsch(preset%3Dpfaelzer)&s=0x15"]) {
    const page = await openPage({ hash, width: size.width, height: size.height, mobile: true, settings: SETTINGS });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await watchHand(page, (layout, s) => {
      const banner = layout.find((t) => t.id === "banner:trick"), panel = layout.find((t) => t.id === "panel:prompt");
      if (!banner || !panel) return;
      both++;
      if (overlaps(banner, panel)) covered.push(`${hash} ${s.phase}: ${show(banner)} under ${show(panel)}`);
    });
    await page.context().close();
  }
  assert.ok(both > 0, "a banner and a panel were seen together");
  assert.deepEqual(covered.slice(0, 5), []);
});

test("phones: the red error toast leaves the trumps panel readable", async () => {
  for (const size of SIZES.filter((x) => x.mobile)) {
    const page = await openPage({ hash: "#g=schafkopf-us&s=0x77", width: size.width, height: size.height,
                                 mobile: true, settings: SETTINGS });
    let found = false;
    for (let tries = 0; tries < 8 && !found; tries++) {
      const { s, cards } = await untilCardChoice(page);
      const illegal = s.hand.find((c) => !cards.includes(c));
      if (!illegal) {
        await api(page, "submit", cards[0]);
        continue;
      }
      const t = await target(page, "card:" + illegal).catch(() => null);
      const layout = await api(page, "layout");
      const card = t || layout.find((x) => x.id === "card:" + illegal);
      await page.touchscreen.tap(card.x + Math.min(card.w / 2, 12), card.y + card.h / 2);
      await waitFrames(page, 4);
      const now = await api(page, "layout");
      const notice = now.find((x) => x.id === "notice:error");
      const info = now.find((x) => x.id === "panel:info");
      assert.ok(notice, `${size.name}: tapping ${illegal} shows why it may not be played`);
      assert.ok(!overlaps(notice, info), `${size.name}: the toast covers the info panel (${show(notice)} / ${show(info)})`);
      await shot(page, `phone-error-toast-${size.name}`);
      found = true;
    }
    assert.ok(found, `${size.name}: the human held a card he could not play`);
    await page.context().close();
  }
});

test("Settings fit what their tab holds: no spare room under the last line, every button and choice inside the window", async () => {
  // German on the narrowest phones (320×568, the first iPhone SE): its deck's name and "Langsam Normal
  // Schnell" ran off the window.
  const se = { name: "320x568", width: 320, height: 568, mobile: true, touch: true };
  const runs = [["375x667", "en"], ["390x844", "en"], ["400x600", "en"], ["1280x800", "en"], ["360x640", "en"],
                ["320x568", "de"], ["340x560", "de"]];
  for (const [name, lang] of runs) {
    const size = { ...(SIZES.find((x) => x.name === name) || se) };
    size.name = `${name} ${lang}`;
    const page = await openPage({ hash: "#g=ramsen&s=0x2a", width: size.width, height: size.height, mobile: size.mobile,
                                  settings: SETTINGS.replace("lang=en", `lang=${lang}`) });
    if ((await api(page, "layout")).some((t) => t.id === "menu:open")) await click(page, "menu:open");
    await click(page, "menu:settings");
    const check = async (what) => {
      await waitFrames(page, 4);
      const layout = await api(page, "layout");
      const panel = layout.find((t) => t.id === "panel:settings");
      assert.ok(panel, `${size.name} ${what}: the settings window is reported`);
      const bottom = panel.y + panel.h;
      const items = layout.filter((t) => /^(button|setting|preset|help|settings-tab):/.test(t.id) && t.y < bottom);
      for (const b of items.filter((t) => /^(button|setting|preset):/.test(t.id)))
        assert.ok(b.x >= panel.x && b.x + b.w <= panel.x + panel.w + 0.5, `${size.name} ${what}: ${show(b)} leaves the window`);
      const lowest = Math.max(...items.map((t) => Math.min(t.y + t.h, bottom)));
      const buttons = items.filter((t) => t.id.startsWith("button:"));
      if (what !== "Table")  // a game's buttons stay in view (its options scroll)
        for (const b of buttons) assert.ok(b.y + b.h <= bottom - 4, `${size.name} ${what}: ${show(b)} is cut by the window's edge`);
      // The window's padding below its last line, and no more; unless the tab holds more than fits (at 360×640
      // "New match with these bots" lies below the window's edge, to be swiped up).
      const more = layout.some((t) => /^(button|setting|preset|help):/.test(t.id) && t.y + t.h > bottom);
      assert.ok(more || bottom - lowest <= 30, `${size.name} ${what}: ${Math.round(bottom - lowest)} px of empty window under the last line`);
    };
    await check("Table");
    const seen = new Set();
    for (let i = 0; i < 10 && seen.size < 4; i++) {
      const layout = await api(page, "layout");
      const panel = layout.find((t) => t.id === "panel:settings");
      const tabs = layout.filter((t) => t.id.startsWith("settings-tab:"));
      const next = tabs.find((t) => !seen.has(t.id.slice(13)) && t.x + t.w <= panel.x + panel.w - 40);
      if (next) {
        await click(page, next.id);
      } else {  // a phone's tabs scroll: the bar's right arrow chooses the next tab
        await page.mouse.click(panel.x + panel.w - 19, tabs[0].y + tabs[0].h / 2);
      }
      await waitFrames(page, 4);
      const help = (await api(page, "layout")).find((t) => t.id.startsWith("button:rules-help:"));
      if (!help || seen.has(help.id.slice(18))) continue;
      seen.add(help.id.slice(18));
      await check(help.id.slice(18));
      await shot(page, `settings-fit-${size.name.replace(" ", "-")}-${help.id.slice(18)}`);
    }
    assert.equal(seen.size, 4, `${size.name}: every game's tab was checked (${[...seen]})`);
    await page.context().close();
  }
});
