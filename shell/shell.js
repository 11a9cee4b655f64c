// Stichfest page: checks the browser, shows loading progress, starts the
// WebAssembly table and exposes window.stichfest, a small JavaScript API:
//   stichfest.state()                 the player's view as an object
//   stichfest.legal()                 [{token, label}] of the allowed actions
//   stichfest.submit(token)           {ok} or {ok:false, error}
//   stichfest.newMatch(rules, seed)   start a seeded match
//   stichfest.openLink(fragment)      open a share link ("#g=...&s=...")
//   stichfest.nextHand(), record(), shareLink(), layout(), stats()
// Nothing from the address is ever written into the page as HTML.
(function () {
  "use strict";
  var overlay = document.getElementById("overlay");
  var fill = document.getElementById("fill");
  var statusLine = document.getElementById("status");
  var problem = document.getElementById("problem");
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
    try {
      var text = Module.ccall(name, "string", types || [], args || []);
      return JSON.parse(text);
    } catch (e) {
      return { ok: false, error: "internal error: " + (e && e.message ? e.message : String(e)) };
    }
  }
  function str(v) { return typeof v === "string" ? v : (v === undefined || v === null ? "" : String(v)); }

  window.stichfest = {
    state: function () { return call("sf_state"); },
    legal: function () { return call("sf_legal"); },
    submit: function (token) {
      if (typeof token !== "string" || token.length === 0 || token.length > 200) return { ok: false, error: "an action is a short string such as \"push\" or \"CJ\"" };
      return call("sf_submit", ["string"], [token]);
    },
    newMatch: function (rules, seed) {
      if (typeof rules !== "string" || rules.length > 500) return { ok: false, error: "rules must be a rules string" };
      return call("sf_new_match", ["string", "string"], [rules, str(seed)]);
    },
    openLink: function (fragment) {
      if (typeof fragment !== "string" || fragment.length > 2000) return { ok: false, error: "a link is a string" };
      return call("sf_open_link", ["string"], [fragment]);
    },
    nextHand: function () { return call("sf_next_hand"); },
    record: function () { try { return Module.ccall("sf_record", "string", [], []); } catch (e) { return ""; } },
    shareLink: function () { try { return location.origin + location.pathname + Module.ccall("sf_share_link", "string", [], []); } catch (e) { return ""; } },
    layout: function () { return call("sf_layout"); },
    stats: function () {
      var s = call("sf_stats");
      s.firstFrameMs = shell.firstFrameMs;
      s.readyMs = shell.readyMs;
      return s;
    },
    setSpeed: function (speed) { try { Module.ccall("sf_set_speed", null, ["number"], [speed | 0]); return { ok: true }; } catch (e) { return { ok: false, error: String(e) }; } },
    get ready() { return shell.ready; }
  };

  // Times are measured from the start of navigation (performance.now()).
  window.stichfestFirstFrame = function () {
    shell.firstFrameMs = Math.round(performance.now());
  };
  window.stichfestReady = function () {
    shell.readyMs = Math.round(performance.now());
    shell.ready = true;
    overlay.style.display = "none";
    document.getElementById("canvas").focus();
  };

  window.addEventListener("hashchange", function () {
    if (shell.ready && location.hash.length > 1) window.stichfest.openLink(location.hash);
  });

  var totalDeps = 0;
  window.Module = {
    canvas: document.getElementById("canvas"),
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
