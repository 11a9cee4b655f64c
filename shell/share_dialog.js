// The share dialog of "Share this deal": the link in a selectable text
// field, a Copy button and, where the browser has one (phones), the share
// sheet. It says "copied" only when a copy worked: without the Clipboard API
// (plain http on another host, an iframe without clipboard-write) the
// player copies from the field. The table calls
// stichfestShell.offerLink(link, texts) with the texts in its language.
(function () {
  "use strict";
  var shell = window.stichfestShell = window.stichfestShell || {};
  var dialog = document.getElementById("share");
  var field = document.getElementById("share-link");
  var copyButton = document.getElementById("share-copy");
  var sendButton = document.getElementById("share-send");
  var closeButton = document.getElementById("share-close");
  var status = document.getElementById("share-status");
  var link = "", texts = {};

  var canShare = function () { return typeof navigator.share === "function"; };
  var isPhone = function () {
    try { return window.matchMedia("(pointer: coarse)").matches; } catch (e) { return false; }
  };

  function say(text, failed) {
    status.textContent = text;
    status.className = failed ? "failed" : "";
  }

  function selectField() {
    try { field.focus({ preventScroll: true }); field.select(); field.setSelectionRange(0, field.value.length); } catch (e) {}
  }

  // The older way, for pages the Clipboard API is closed to: copy the
  // selected field. True if the browser says it copied.
  function copyBySelection() {
    selectField();
    try { return document.execCommand("copy") === true; } catch (e) { return false; }
  }

  function copy() {
    var viaApi;
    try {
      viaApi = navigator.clipboard && typeof navigator.clipboard.writeText === "function"
        ? Promise.resolve(navigator.clipboard.writeText(link)).then(function () { return true; }, function () { return false; })
        : Promise.resolve(false);
    } catch (e) {
      viaApi = Promise.resolve(false);
    }
    return viaApi.then(function (ok) { return ok || copyBySelection(); }).then(function (ok) {
      if (ok) shell.lastCopied = link;
      say(ok ? texts.copied : texts.notCopied, !ok);
      if (!ok) selectField();
      return ok;
    });
  }

  function send() {
    if (!canShare()) return;
    try {
      navigator.share({ title: texts.title, url: link }).then(close, function (e) {
        // Cancelled by the player: the dialog stays for a copy instead.
        if (!e || e.name !== "AbortError") say(texts.notShared, true);
      });
    } catch (e) {
      say(texts.notShared, true);
    }
  }

  function close() {
    dialog.hidden = true;
    var canvas = document.getElementById("canvas");
    if (canvas) canvas.focus();
  }

  shell.offerLink = function (offered, offeredTexts) {
    link = String(offered);
    texts = offeredTexts || {};
    document.getElementById("share-title").textContent = texts.title || "";
    document.getElementById("share-intro").textContent = texts.intro || "";
    copyButton.textContent = texts.copy || "Copy";
    sendButton.textContent = texts.share || "Share";
    closeButton.textContent = texts.close || "Close";
    sendButton.hidden = !canShare();
    field.value = link;
    say("", false);
    dialog.hidden = false;
    if (canShare() && isPhone()) send();  // the phone's own share sheet first
    else copy();
  };

  copyButton.addEventListener("click", copy);
  sendButton.addEventListener("click", send);
  closeButton.addEventListener("click", close);
  dialog.addEventListener("click", function (e) { if (e.target === dialog) close(); });
  // Keys typed here are the dialog's, not the table's (SDL listens on the window).
  ["keydown", "keyup", "keypress"].forEach(function (type) {
    dialog.addEventListener(type, function (e) {
      e.stopPropagation();
      if (type === "keydown" && e.key === "Escape") close();
    });
  });
})();
