// The rules help (core/rules_help.h, src/web/help_view.cpp): opened from the
// top bar with the rules in force, a page per game in English and German at
// 1280×800 and 375×667 (screenshots of each), following a changed rule, and
// opened from an option's help line in Settings, scrolled to that option.
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const { openPage, api, click, target, waitFrames, shot, sleep } = require("./helpers");

const GAMES = [
  { key: "schieberamsch", hash: "#g=schieberamsch&s=0x2a", en: ["Rules of Schieberamsch", "After 36 hands"],
    de: ["Regeln: Schieberamsch", "Nach 36 Spielen"] },
  { key: "kalter-schlag", hash: "#g=kalter-schlag&s=0x11", en: ["Rules of Kalter Schlag", "stays under 2000"],
    de: ["Regeln: Kalter Schlag", "unter 2000 bleibt"] },
  { key: "ramsen", hash: "#g=ramsen&s=0x12", en: ["Rules of Ramsen", "first to take 10 strokes"],
    de: ["Regeln: Ramsen", "wer zuerst 10 Striche hat"] },
  { key: "schafkopf-us", hash: "#g=schafkopf-us&s=0x13", en: ["Rules of American Schafkopf", "After 16 hands"],
    de: ["Regeln: Amerikanischer Schafkopf", "Nach 16 Spielen"] },
];
const SIZES = [
  { name: "1280x800", width: 1280, height: 800, mobile: false },
  { name: "375x667", width: 375, height: 667, mobile: true },
];

// Waits until the layout shows `id` (a panel, which takes no click itself).
async function shown(page, id) {
  for (let i = 0; i < 100; i++) {
    if ((await api(page, "layout")).some((t) => t.id === id)) return;
    await sleep(50);
  }
  throw new Error(`no '${id}' on the table`);
}

const helpText = async (page) => ((await api(page, "layout")).find((t) => t.id === "panel:help") || {}).label || "";

// Opens the help from the top bar (through the Menu on a phone).
async function openHelp(page) {
  if ((await api(page, "layout")).some((t) => t.id === "menu:open")) await click(page, "menu:open");
  await click(page, "menu:rules");
  await shown(page, "panel:help");
}

for (const size of SIZES) {
  for (const lang of ["en", "de"]) {
    test(`the rules of every game, ${lang}, ${size.name}`, async () => {
      const settings = `deck=${lang === "de" ? "german" : "french"}\nlang=${lang}\nwelcomed=1\n`;
      const page = await openPage({ hash: GAMES[0].hash, width: size.width, height: size.height, mobile: size.mobile,
                                    settings });
      await openHelp(page);
      for (const game of GAMES) {
        if (game !== GAMES[0]) await click(page, `help-tab:${game.key}`);
        await waitFrames(page, 3);
        const text = await helpText(page);
        for (const part of game[lang]) assert.ok(text.includes(part), `${game.key} (${lang}) says '${part}':\n${text}`);
        // Each option of the game is listed with its value.
        const options = (await api(page, "layout")).filter((t) => t.id.startsWith("help-option:"));
        assert.ok(options.length >= 5, `${game.key}: the options in play are listed`);
        // Readable: the page's window lies on the screen, its Close button a finger's size on a phone.
        const close = await target(page, "button:close-help");
        assert.ok(close.x >= 0 && close.y + close.h <= size.height, "Close is on the screen");
        if (size.mobile) assert.ok(close.h >= 43.5 && close.w >= 43.5, "Close is finger-sized");
        await shot(page, `help-${game.key}-${lang}-${size.name}`);
      }
      await click(page, "button:close-help");
      assert.equal(await helpText(page), "", "Close closes the help");
      assert.deepEqual(page.errors, []);
    });
  }
}

test("the help follows the rules in force: a changed option changes the page", async () => {
  const page = await openPage({ hash: "#g=ramsen&r=ramsen(players%3D5,start_need%3D7)&s=0x16",
                                settings: "deck=french\nlang=en\nwelcomed=1\n" });
  await openHelp(page);
  let text = await helpText(page);
  assert.ok(text.includes("5 players"), text);
  assert.ok(text.includes("first to take 7 strokes"), text);
  assert.ok(text.includes("Strokes to win: 7 (changed)"), text);
  assert.ok(text.includes("9♦, 7♦, Q♣, J♣ are always trumps"), text);
  await click(page, "button:close-help");
  await api(page, "openLink", "#g=schieberamsch&r=schieberamsch(match_hands%3D12)&s=0x2");
  await waitFrames(page, 3);
  await openHelp(page);
  text = await helpText(page);
  assert.ok(text.includes("After 12 hands"), text);
  assert.ok(text.includes("Hands per match: 12 (changed)"), text);
  assert.ok(!text.includes("After 36 hands"), text);
});

test("an option's help line in Settings opens the rules there, at that option", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x2a", width: 375, height: 667, mobile: true,
                                settings: "deck=german\nlang=de\nwelcomed=1\n" });
  await click(page, "menu:open");
  await click(page, "menu:settings");
  await click(page, "settings-tab:kalter-schlag");
  const line = await target(page, "help:win_entries");
  assert.ok(line.label === "win_entries");
  await shot(page, "settings-help-lines-de-375x667");
  await click(page, "help:win_entries");
  await shown(page, "panel:help");
  await waitFrames(page, 4);
  const text = await helpText(page);
  assert.ok(text.includes("Regeln: Kalter Schlag"), text);
  // Scrolled to the option: its line is inside the help's window.
  const layout = await api(page, "layout");
  const panel = layout.find((t) => t.id === "panel:help");
  const option = layout.find((t) => t.id === "help-option:win_entries");
  assert.ok(option, "the option is listed");
  assert.ok(option.y >= panel.y && option.y + option.h <= panel.y + panel.h, `in view: ${JSON.stringify(option)}`);
  assert.ok(option.label.startsWith("Einträge zum Sieg: 5"), option.label);
  await shot(page, "help-from-settings-de-375x667");
  // Closing the help goes back to Settings.
  await click(page, "button:close-help");
  await sleep(100);
  assert.ok((await api(page, "layout")).some((t) => t.id === "settings-tab:kalter-schlag"), "Settings are still open");
});

test("on a phone the help names every game in full, in finger-sized tabs, and lies over the whole info panel", async () => {
  for (const [width, height] of [[375, 667], [390, 844]]) {
    for (const lang of ["en", "de"]) {
      const page = await openPage({ hash: GAMES[2].hash, width, height, mobile: true,
                                    settings: `deck=german\nlang=${lang}\nwelcomed=1\n` });
      await openHelp(page);
      await waitFrames(page, 3);
      const layout = await api(page, "layout");
      const tabs = layout.filter((t) => t.id.startsWith("help-tab:"));
      assert.equal(tabs.length, 4, "a tab per game");
      // Tabs shrunk to share one row cut the names ("Schiebe…"): at least 7 pixels a letter.
      for (const t of tabs)
        assert.ok(t.w >= 7 * t.label.length && t.h >= 43.5 && t.w >= 43.5,
                  `${width}x${height} ${lang}: ${t.id} '${t.label}' is ${Math.round(t.w)}×${Math.round(t.h)}`);
      // The window starts above the info panel (it covers it wholly) or below it, never halfway down it.
      const title = layout.find((t) => t.id === "title:help");
      const info = layout.find((t) => t.id === "panel:info");
      assert.ok(title && info, "the help's title bar and the info panel are reported");
      assert.ok(title.y <= info.y || title.y >= info.y + info.h,
                `${width}x${height}: the info panel (${info.y}–${info.y + info.h}) shows above the help's top edge (${title.y})`);
      const close = await target(page, "button:close-help");
      assert.ok(close.y + close.h <= height && close.h >= 43.5, "Close is on the screen and finger-sized");
      // Another game's tab works as a tab does.
      await click(page, "help-tab:schafkopf-us");
      await waitFrames(page, 3);
      assert.ok((await helpText(page)).includes(lang === "de" ? "Regeln: Amerikanischer Schafkopf" : "Rules of American Schafkopf"));
      await shot(page, `help-phone-tabs-${lang}-${width}x${height}`);
      await page.context().close();
    }
  }
});
