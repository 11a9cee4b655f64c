// The Content-Security-Policy: the page's meta tag and scripts/serve.js's
// header say the same, the page plays a whole hand (the bots in their
// worker) without one violation, and the policy really blocks what it
// should (inline script, inline handlers, code from strings).
"use strict";
const { test } = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const path = require("path");
const { config, openPage, api, baseUrl, playByApi } = require("./helpers");
const { CSP } = require("../../scripts/serve.js");

// Collects violations: the page's own events, and the console's reports
// (a worker's violations are reported there, not to the page's document).
const collectViolations = () => {
  window.cspViolations = [];
  document.addEventListener("securitypolicyviolation", (e) => {
    window.cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"}`);
  });
};
function watchConsole(page) {
  const reports = [];
  page.on("console", (m) => { if (/Content Security Policy/i.test(m.text())) reports.push(m.text()); });
  return reports;
}

test("the page's meta tag and the server's header carry the same policy", async () => {
  const html = fs.readFileSync(path.join(config.webDir, "index.html"), "utf8");
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
  assert.ok(meta, "index.html has a Content-Security-Policy meta tag");
  assert.equal(meta[1], CSP, "the meta tag and serve.js agree");
  assert.ok(!/frame-ancestors/.test(CSP), "the page stays embeddable anywhere");
  assert.ok(!/\son[a-z]+=/i.test(html), "no inline event handlers in the page");
  assert.ok(!/<script>|<style>|\sstyle=/i.test(html), "no inline script or style in the page");
  for (const file of ["index.html", "bot-worker.js", "stichfest.js"]) {
    const res = await fetch((await baseUrl()) + file);
    assert.equal(res.headers.get("content-security-policy"), CSP, `${file} is served with the policy`);
  }
});

test("a whole hand with the bots in their worker reports no policy violation", async () => {
  const page = await openPage({ hash: "#g=schieberamsch&s=0x61&b=standard", init: collectViolations });
  const reports = watchConsole(page);
  await playByApi(page, (s) => s.hand_over);
  const stats = await api(page, "stats");
  assert.ok(stats.bots_in_worker && stats.bot_answers > 0, `the bots answered from their worker (${JSON.stringify(stats)})`);
  assert.deepEqual(await page.evaluate(() => window.cspViolations), [], "no violation event");
  assert.deepEqual(reports, [], "no violation reported on the console (the worker's included)");
  assert.deepEqual(page.errors, [], "no page errors");
  await page.context().close();
});

test("the policy is in force: inline script, inline handlers and code from strings are blocked", async () => {
  const page = await openPage({ init: collectViolations });
  const outcome = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.inlineRan = true";
    document.body.appendChild(script);
    const div = document.createElement("div");
    div.setAttribute("onclick", "window.handlerRan = true");
    document.body.appendChild(div);
    div.click();
    // A string run as code later, from the page's own task (code evaluated
    // by the test driver itself is exempt from the policy).
    setTimeout("window.evalRan = true", 0);
    await new Promise((r) => setTimeout(r, 150));  // violation events are queued
    return { inline: !!window.inlineRan, handler: !!window.handlerRan, evalRan: !!window.evalRan,
             violations: window.cspViolations };
  });
  assert.equal(outcome.inline, false, "an injected inline script does not run");
  assert.equal(outcome.handler, false, "an inline handler does not run");
  assert.equal(outcome.evalRan, false, "code from a string (eval) is refused");
  assert.ok(outcome.violations.some((v) => /script-src/.test(v)), `the violations are reported (${outcome.violations})`);
  const menuPrevented = await page.evaluate(() => {
    const e = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
    document.getElementById("canvas").dispatchEvent(e);
    return e.defaultPrevented;
  });
  assert.ok(menuPrevented, "the canvas still opens no context menu (its handler moved from the page to shell.js)");
  assert.equal((await api(page, "newMatch", "ramsen", "3")).ok, true, "the table still works");
  await page.context().close();
});
