// The table as a guest in another site's iframe (embed.html). Loaded
// before shell.js: it marks the page as embedded (the table then saves
// nothing unless asked, takes no focus until clicked and sleeps when idle)
// and speaks with the host page by postMessage.
//
// To the host (each a plain object with a `type`):
//   ready     {version, mode, game}            the table is up
//   state     {mode, phase, hand, toMove, yourTurn, totals, trick,
//              step, steps}                     the position moved
//   handEnd   {hand, score, points, tricks, totals, matchOver}
//   resize    {height}                          the height the frame would like
//   reply     {id, ok: true, ...}               a command was done
//   error     {id, error}                       a message was refused; nothing changed
// From the host (`id`, a string or number, comes back in the reply):
//   newDeal      {seed?}                 a new hand, same rules (a random seed if none)
//   setRules     {rules}                 a new hand with these rules, same seed
//   showPosition {link, mode?, at?, seat?, hands?}   a share or record link set out
//   play         {action}                the visitor's move ("CJ", "push", ...)
//   nextHand {}, undo {}, getState {}
// Messages are taken only from the parent window, and only from the host's
// origin when the frame was given one (the loader adds &host=ORIGIN).
(function () {
  "use strict";
  var VERSION = 1;
  var host = window.parent !== window ? window.parent : null;

  // The fragment's own key for the host's origin; the table ignores it.
  function hostOriginFromFragment() {
    var m = /(?:^#|&)host=([^&]*)/.exec(location.hash || "");
    if (!m) return null;
    try {
      var origin = decodeURIComponent(m[1]);
      return new URL(origin).origin === origin ? origin : null;
    } catch (e) { return null; }
  }
  var hostOrigin = hostOriginFromFragment();
  window.stichfestEmbed = { hostOrigin: hostOrigin };

  function post(message) {
    if (!host) return;
    try { host.postMessage(message, hostOrigin || "*"); } catch (e) {}
  }

  var COMMANDS = {
    newDeal: { seed: "seed" },
    setRules: { rules: "text" },
    showPosition: { link: "text", mode: ["show", "play"], at: /^[1-9][0-9]?([.][0-9])?$/, seat: "seat",
                    hands: ["open", "own"] },
    play: { action: "text" },
    nextHand: {},
    undo: {},
    getState: {}
  };

  // Why `message` is not a command this frame takes, or "".
  function schemaError(message) {
    if (message === null || typeof message !== "object" || Array.isArray(message)) return "a message is an object";
    if (typeof message.type !== "string" || !Object.prototype.hasOwnProperty.call(COMMANDS, message.type))
      return "unknown type (one of " + Object.keys(COMMANDS).join(", ") + ")";
    var fields = COMMANDS[message.type];
    if ("id" in message && !(typeof message.id === "string" && message.id.length <= 64) &&
        !(typeof message.id === "number" && isFinite(message.id))) return "id is a string or a number";
    for (var key in message) {
      if (key === "type" || key === "id") continue;
      if (!Object.prototype.hasOwnProperty.call(fields, key)) return message.type + " has no field " + JSON.stringify(key);
      var rule = fields[key], value = message[key];
      var ok = rule === "text" ? typeof value === "string" && value.length > 0 && value.length <= 2000
        : rule === "seed" ? (typeof value === "string" && /^(0x[0-9a-fA-F]{1,16}|[0-9]{1,20})$/.test(value)) ||
                            (Number.isSafeInteger(value) && value >= 0)
        : rule === "seat" ? Number.isInteger(value) && value >= 0 && value < 6
        : Array.isArray(rule) ? rule.indexOf(value) >= 0
        : rule.test(String(value)) && typeof value === "string";
      if (!ok) return message.type + "." + key + " is not valid";
    }
    for (var need in fields)
      if (fields[need] === "text" && !(need in message)) return message.type + " needs " + need;
    return "";
  }

  function api() { return window.stichfest; }

  function view() {
    var s = api().state();
    return s && s.game ? s : null;
  }

  function randomSeed() {
    var a = new Uint32Array(2);
    crypto.getRandomValues(a);
    return "0x" + ((a[0] & 0xffff) * 4294967296 + a[1]).toString(16);
  }

  function run(message) {
    var s = view();
    switch (message.type) {
      case "newDeal":
        return api().newMatch(s.rules, message.seed === undefined ? randomSeed() : message.seed, s.bots);
      case "setRules":
        return api().newMatch(message.rules, s.seed, s.bots);
      case "showPosition": {
        var hash = message.link.indexOf("#");
        var fragment = "#" + (hash >= 0 ? message.link.slice(hash + 1) : message.link);
        ["mode", "at", "seat", "hands"].forEach(function (key) {
          if (key in message) fragment += "&" + key + "=" + encodeURIComponent(String(message[key]));
        });
        if (!("mode" in message)) fragment += "&mode=show";
        return api().showPosition(fragment);
      }
      case "play":
        return api().submit(message.action);
      case "nextHand":
        return api().nextHand();
      case "undo":
        return api().undo();
      case "getState":
        return { ok: true, state: stateMessage() };
    }
    return { ok: false, error: "unknown type" };
  }

  function handle(message) {
    var id = message && typeof message === "object" ? message.id : undefined;
    if (!((typeof id === "string" && id.length <= 64) || (typeof id === "number" && isFinite(id)))) id = undefined;
    var bad = schemaError(message);
    var result = bad ? { ok: false, error: bad } : run(message);
    var answer = result && result.ok ? Object.assign({ type: "reply", ok: true }, result) : { type: "error", error: String(result && result.error) };
    if (id !== undefined) answer.id = id;
    post(answer);
  }

  var waiting = [];  // commands that came before the table was ready
  window.addEventListener("message", function (e) {
    if (!host || e.source !== host) return;  // only the host page commands the frame
    if (hostOrigin && e.origin !== hostOrigin) return;
    var shell = window.stichfestShell;
    if (!shell || !shell.ready) {
      if (waiting.length < 20) waiting.push(e.data);
      else post({ type: "error", error: "too many messages before the table was ready" });
      return;
    }
    handle(e.data);
  });

  function stateMessage() {
    var s = view(), show = api().showState();
    if (!s) return {};
    if (show.showing)  // the position set out, not the hand under it
      return { type: "state", mode: "show", game: s.game, phase: show.phase, hand: s.hand_number, toMove: show.to_move,
               yourTurn: false, totals: s.totals, trick: show.on_table, step: show.step, steps: show.steps,
               at: show.trick + "." + show.cards };
    return { type: "state", mode: "play", game: s.game, phase: s.phase, hand: s.hand_number, toMove: s.to_move,
             yourTurn: !!s.your_turn, totals: s.totals, trick: (s.trick || []).map(function (t) { return t.card; }) };
  }

  function handEndMessage() {
    var s = view();
    if (!s || !s.result) return null;
    return { type: "handEnd", hand: s.hand_number, score: s.result.score, points: s.result.points,
             tricks: s.result.tricks, totals: s.totals, matchOver: !!s.match_over };
  }

  // The height the frame would like at its width: the table's proportions,
  // never below the 400 px it is made to fit.
  var lastHeight = 0;
  function postResize() {
    var w = document.documentElement.clientWidth || window.innerWidth;
    // Narrow frames lay the hands out in rows, one above the other.
    var height = Math.round(w < 560 ? Math.max(560, Math.min(800, w * 1.5)) : Math.max(400, Math.min(760, w * 0.66)));
    if (height === lastHeight) return;
    lastHeight = height;
    post({ type: "resize", height: height });
  }

  function whenShellReady() {
    var s = view();
    post({ type: "ready", version: VERSION, mode: api().showState().showing ? "show" : "play", game: s ? s.game : "" });
    post(stateMessage());
    postResize();
    var queued = waiting;
    waiting = [];
    queued.forEach(handle);
  }

  window.addEventListener("resize", postResize);
  window.addEventListener("hashchange", function () {
    if (window.stichfestShell && window.stichfestShell.ready) api().showPosition(location.hash);
  });
  // shell.js (loaded after this file) calls these once the table is up and
  // whenever it changes.
  window.stichfestEmbed.onReady = whenShellReady;
  window.stichfestEmbed.onTableEvent = function (kind) {
    if (!window.stichfestShell || !window.stichfestShell.ready) return;  // "ready" says where it stands
    if (kind === "state") post(stateMessage());
    else if (kind === "handEnd") { var m = handEndMessage(); if (m) post(m); }
  };
})();
