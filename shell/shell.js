// Stichfest page: checks the browser, shows loading progress, starts the
// WebAssembly table and exposes window.stichfest, a small JavaScript API:
//   stichfest.state()                 the player's view as an object
//   stichfest.legal()                 [{token, label}] of the allowed actions
//   stichfest.submit(token)           {ok} or {ok:false, error}
//   stichfest.newMatch(rules, seed[, bots])  start a seeded match ("beginner",
//                                     "standard" or "strong" bots; the
//                                     Settings' level if not given)
//   stichfest.openLink(fragment)      open a share link ("#g=...&s=...")
//   stichfest.nextHand(), undo(), record(), shareLink(), layout(), stats()
//   stichfest.showPosition(fragment)  an embedded frame's position (embed.js)
// Every command goes through the table's one command layer (commands.h).
// Nothing from the address is ever written into the page as HTML.
(function () {
  "use strict";
  var overlay = document.getElementById("overlay");
  var fill = document.getElementById("fill");
  var statusLine = document.getElementById("status");
  var problem = document.getElementById("problem");
  var canvas = document.getElementById("canvas");
  var shell = { startedAt: performance.now(), firstFrameMs: null, ready: false, lastCopied: null, errors: [] };
  window.stichfestShell = shell;

  function showProblem(text) {
    problem.textContent = text;
    problem.style.display = "block";
    statusLine.textContent = "";
    overlay.style.display = "flex";
  }

  function hasWebAssembly() {
    try {
      return typeof WebAssembly === "object" && typeof WebAssembly.instantiate === "function" &&
        new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])) instanceof WebAssembly.Module;
    } catch (e) { return false; }
  }

  function hasWebGL2() {
    try { return !!document.createElement("canvas").getContext("webgl2"); } catch (e) { return false; }
  }

  if (!hasWebAssembly()) {
    showProblem("This browser cannot run WebAssembly, which Stichfest needs. Please use a current Firefox, Chrome, Edge or Safari.");
    return;
  }
  if (!hasWebGL2()) {
    showProblem("This browser or device has no WebGL 2, which Stichfest needs to draw the table. Try another browser, or turn on hardware acceleration.");
    return;
  }

  // Calls an exported C function that returns JSON; never throws.
  function call(name, types, args) {
    if (!shell.ready) return { ok: false, error: "the table is still loading" };
    try {
      var text = Module.ccall(name, "string", types || [], args || []);
      return JSON.parse(text);
    } catch (e) {
      return { ok: false, error: "internal error: " + (e && e.message ? e.message : String(e)) };
    }
  }
  function str(v) { return typeof v === "string" ? v : (v === undefined || v === null ? "" : String(v)); }
  function refused(error) { return { ok: false, error: error }; }

  // The longest string each argument may be, in UTF-8 bytes; the C++ side
  // (src/web/api_limits.h) checks the same numbers. A string crosses into
  // WebAssembly on its stack, which a megabyte would overrun for good.
  var LIMITS = { action: 200, rules: 500, seed: 100, link: 2000 };
  function utf8Bytes(text) {
    return typeof TextEncoder === "function" ? new TextEncoder().encode(text).length : unescape(encodeURIComponent(text)).length;
  }
  // Why `value` cannot be handed over as `what`, or "" if it can. Only its
  // type is looked at before: an object's toString is never called.
  function badText(value, what) {
    if (typeof value !== "string") return what + " must be a string";
    if (value.length > LIMITS[what] || utf8Bytes(value) > LIMITS[what])
      return what + " is too long (at most " + LIMITS[what] + " bytes)";
    if (value.indexOf("\u0000") >= 0) return what + " contains a NUL character";
    return "";
  }
  // A seed is a string ("42", "0x2a") or a whole number from 0 to 2^53.
  function seedText(seed) {
    if (typeof seed === "number" && Number.isSafeInteger(seed) && seed >= 0) return String(seed);
    return seed;
  }
  // Wraps an API function: whatever it is given, it answers and never throws.
  function guarded(fn) {
    return function () {
      try { return fn.apply(null, arguments); } catch (e) { return refused("internal error: " + String(e && e.message)); }
    };
  }

  window.stichfest = {
    state: guarded(function () { return call("sf_state"); }),
    legal: guarded(function () { return call("sf_legal"); }),
    submit: guarded(function (token) {
      var bad = badText(token, "action") || (token.length === 0 ? "action is empty" : "");
      if (bad) return refused(bad + " (an action is a short string such as \"push\" or \"CJ\")");
      return call("sf_submit", ["string"], [token]);
    }),
    newMatch: guarded(function (rules, seed, bots) {
      seed = seedText(seed);
      var bad = badText(rules, "rules") || badText(seed, "seed");
      if (bad) return refused(bad);
      if (bots !== undefined && BOT_LEVELS.indexOf(bots) < 0)
        return refused("bots is \"beginner\", \"standard\" or \"strong\"");
      return call("sf_new_match", ["string", "string", "string"], [rules, seed, bots || ""]);
    }),
    openLink: guarded(function (fragment) {
      var bad = badText(fragment, "link");
      if (bad) return refused(bad);
      return call("sf_open_link", ["string"], [fragment]);
    }),
    nextHand: guarded(function () { return call("sf_next_hand"); }),
    undo: guarded(function () { return call("sf_undo"); }),
    showPosition: guarded(function (fragment) {
      var bad = badText(fragment, "link");
      if (bad) return refused(bad);
      return call("sf_show_position", ["string"], [fragment]);
    }),
    showState: guarded(function () { return call("sf_show_state"); }),
    record: guarded(function () { try { return Module.ccall("sf_record", "string", [], []); } catch (e) { return ""; } }),
    shareLink: guarded(function () { try { return location.origin + location.pathname + Module.ccall("sf_share_link", "string", [], []); } catch (e) { return ""; } }),
    layout: guarded(function () { return call("sf_layout"); }),
    stats: guarded(function () {
      var s = call("sf_stats");
      s.firstFrameMs = shell.firstFrameMs;
      s.readyMs = shell.readyMs;
      return s;
    }),
    setSpeed: guarded(function (speed) {
      if (!Number.isInteger(speed) || speed < 0 || speed > 3) return refused("speed is 0, 1, 2 or 3");
      Module.ccall("sf_set_speed", null, ["number"], [speed]);
      return { ok: true };
    }),
    get ready() { return shell.ready; }
  };

  var BOT_LEVELS = ["beginner", "standard", "strong"];

  // The searching bots think in a Web Worker with the bots' own WebAssembly
  // module (bot-worker.js), so the table never freezes and needs no shared
  // memory. The table asks with a number and the record; the answer comes
  // back through sf_bot_answer. If the worker cannot run, every question
  // still gets an answer ("error ..."), and the table then decides itself.
  window.stichfestBots = (function () {
    var worker = null, broken = false, waiting = {};
    function answer(id, reply, ms) {
      delete waiting[id];
      try { Module.ccall("sf_bot_answer", null, ["number", "string", "number"], [id, reply, ms]); } catch (e) {}
      wake();
    }
    function fail(why) {
      broken = true;
      for (var id in waiting) answer(Number(id), "error " + why, 0);
    }
    function start() {
      try {
        worker = new Worker("bot-worker.js");
        worker.onmessage = function (e) { answer(e.data.id, str(e.data.reply), Number(e.data.ms) || 0); };
        worker.onerror = function (e) { e.preventDefault(); fail("the bots' worker stopped: " + str(e.message)); };
      } catch (e) {
        fail("no worker could start: " + str(e && e.message));
      }
    }
    return {
      available: function () {
        if (!worker && !broken) start();
        return !broken;
      },
      ask: function (id, question, record) {
        if (broken) return answer(id, "error the bots' worker is not running", 0);
        waiting[id] = true;
        worker.postMessage({ id: id, question: question, record: record });
      }
    };
  })();

  // Times are measured from the start of navigation (performance.now()).
  window.stichfestFirstFrame = function () {
    shell.firstFrameMs = Math.round(performance.now());
  };
  window.stichfestReady = function () {
    shell.readyMs = Math.round(performance.now());
    shell.ready = true;
    overlay.style.display = "none";
    // A guest frame takes the focus only when the visitor clicks into it.
    if (!window.stichfestEmbed) canvas.focus();
    if (window.stichfestEmbed && window.stichfestEmbed.onReady) window.stichfestEmbed.onReady();
    keepForOffline();
  };

  // After the table is up (so it never competes with the first load), a
  // service worker keeps the page's files for offline play (sw.js). Where
  // it is not allowed (a file: page, a frame without storage) the page
  // simply stays online-only.
  function keepForOffline() {
    try {
      if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
      navigator.serviceWorker.register("sw.js").then(function () { shell.offline = "registered"; },
                                                     function (e) { shell.offline = "unavailable: " + str(e && e.message); });
    } catch (e) { shell.offline = "unavailable"; }
  }

  // The table draws no frames while nothing moves (app_idle); any input,
  // a resize or a bot's answer wakes it. Mouse events too, not only pointer
  // events: a script's MouseEvent comes without a pointer event, and SDL
  // queues it all the same, to wait unhandled while the table sleeps.
  function wake() {
    if (shell.ready) try { Module._sf_wake(); } catch (e) {}
  }
  ["pointerdown", "pointermove", "pointerup", "mousedown", "mousemove", "mouseup", "keydown", "keyup", "wheel",
   "touchstart", "touchmove", "touchend", "resize", "focus", "blur"].forEach(function (type) {
    window.addEventListener(type, wake, { capture: true, passive: true });
  });
  document.addEventListener("visibilitychange", wake);
  // The table's input stops the browser's default on a press, which would
  // also keep the canvas from taking the focus: a click gives it here.
  canvas.addEventListener("pointerdown", function () {
    if (document.activeElement !== canvas) canvas.focus({ preventScroll: true });
  });
  // In a frame, a touch that starts off the visitor's cards belongs to the
  // host page: the table never sees it (the table would stop the browser's
  // scrolling), so a swipe scrolls the page and a tap arrives as the
  // browser's mouse click. A touch on the cards stays the table's: a slide
  // along the hand picks a card.
  var hostTouches = {};
  function onCards(touch) {
    var r = canvas.getBoundingClientRect(), x = touch.clientX - r.left, y = touch.clientY - r.top;
    var targets = shell.ready ? window.stichfest.layout() : [];
    return Array.isArray(targets) && targets.some(function (t) {
      return /^card:/.test(t.id) && x >= t.x && x < t.x + t.w && y >= t.y && y < t.y + t.h;
    });
  }
  function keepFromTable(e) {
    if (!window.stichfestEmbed) return;
    var mine = false;
    Array.prototype.forEach.call(e.changedTouches, function (t) {
      if (e.type === "touchstart" && !onCards(t)) hostTouches[t.identifier] = true;
      if (hostTouches[t.identifier]) mine = true;
      if (e.type === "touchend" || e.type === "touchcancel") delete hostTouches[t.identifier];
    });
    if (mine) e.stopPropagation();
  }
  ["touchstart", "touchmove", "touchend", "touchcancel"].forEach(function (type) {
    window.addEventListener(type, keepFromTable, { capture: true, passive: true });
  });
  // The browser took a touch over to scroll (the host page, in a frame):
  // the press must end without a click.
  canvas.addEventListener("pointercancel", function () {
    if (shell.ready) try { Module._sf_pointer_cancel(); } catch (e) {}
  });
  // The table changed ("state", "handEnd"): embed.js tells the host page.
  shell.tableEvent = function (kind) {
    if (window.stichfestEmbed && window.stichfestEmbed.onTableEvent) window.stichfestEmbed.onTableEvent(kind);
  };

  // No context menu over the table (a long press or right click); here, not
  // inline in the page: the Content-Security-Policy allows no inline handlers.
  canvas.addEventListener("contextmenu", function (e) { e.preventDefault(); });

  // (A frame's fragment holds its options: embed.js takes a change of it.)
  window.addEventListener("hashchange", function () {
    if (shell.ready && !window.stichfestEmbed && location.hash.length > 1) window.stichfest.openLink(location.hash);
  });

  var totalDeps = 0;
  window.Module = {
    canvas: canvas,
    print: function (text) { console.log(text); },
    printErr: function (text) { console.warn(text); },
    setStatus: function (text) {
      // Emscripten reports "Downloading data... (loaded/total)".
      var m = /\((\d+(?:\.\d+)?)\/(\d+)\)/.exec(text || "");
      if (m) fill.style.width = Math.round(100 * m[1] / m[2]) + "%";
      if (text) statusLine.textContent = text.replace(/\(\d+(\.\d+)?\/\d+\)/, "").replace("Downloading data...", "Loading cards…");
    },
    monitorRunDependencies: function (left) {
      totalDeps = Math.max(totalDeps, left);
      if (!left) { fill.style.width = "100%"; statusLine.textContent = "Starting…"; }
    },
    onAbort: function (what) { showProblem("Stichfest stopped: " + str(what) + ". Reload the page to continue your match."); }
  };
  window.addEventListener("error", function (e) { shell.errors.push(str(e.message)); });

  var script = document.createElement("script");
  script.src = "stichfest.js";
  script.async = true;
  script.onerror = function () { showProblem("The game could not be loaded. Check your connection and reload."); };
  document.body.appendChild(script);
})();
