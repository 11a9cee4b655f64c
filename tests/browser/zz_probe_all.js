"use strict";
const { openPage, api, sleep, stopServer, overlaps, GAMES, firstLegal } = require("./helpers");
(async () => {
  const [width, height] = [+process.argv[2] || 320, +process.argv[3] || 400];
  const games = [{ name: "schieberamsch", hash: "#g=schieberamsch&s=0xabc", choose: firstLegal }, ...GAMES];
  for (const g of games) {
    const page = await openPage({ hash: g.hash, width, height, settings: "deck=german\nlang=en\nwelcomed=1\n" });
    await page.evaluate(() => window.stichfest.setSpeed(2));
    let n = 0, s = await api(page, "state");
    const seen = new Set();
    for (let i = 0; i < 600 && !s.hand_over; i++) {
      const layout = await api(page, "layout");
      const panels = layout.filter((t) => /^panel:(prompt|info)/.test(t.id));
      const hit = layout.filter((t) => /^(trick|tag|table|banner):/.test(t.id) && panels.some((p) => overlaps(p, t)));
      for (const h of hit) {
        const key = `${s.phase} ${h.id.split(":")[0]} under ${panels.filter((p) => overlaps(p, h)).map((p) => p.id).join("+")}`;
        if (!seen.has(key)) { seen.add(key); await page.screenshot({ path: `/tmp/shots/${g.name}-${width}x${height}-${n++}.png` }); console.log(g.name, key, `-> ${n - 1}`); }
      }
      if (s.your_turn) {
        const legal = await api(page, "legal");
        if (legal.length) await api(page, "submit", g.choose(s, legal.map((l) => l.token)));
      }
      await sleep(60);
      s = await api(page, "state");
    }
    await page.context().close();
  }
  await stopServer();
  process.exit(0);
})();
