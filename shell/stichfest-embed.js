// Stichfest's loader for host pages. Put it on a page, from where the
// table is served:
//   <script src="https://TABLE/stichfest-embed.js" async></script>
//   <div data-stichfest="game=ramsen&seed=42&at=2.1&mode=show"></div>
// and each such element becomes an iframe with the table (embed.html),
// as tall as the table asks (its "resize" message). The keys are those of
// a share link (g s r b d h k, rec and m for a record link) or their long
// names (game seed rules bots dealer hand cards, record moves), plus the
// embed options (mode at seat hands lang deck save; see src/web/embed.h).
// The element then has .stichfestSend(message) for the postMessage
// commands, and every message from its table arrives as a "stichfest"
// DOM event on it (event.detail).
(function () {
  "use strict";
  var script = document.currentScript;
  var base = new URL(".", script && script.src ? script.src : location.href);
  // The table reads the keys itself; the frame learns whose page it is on.
  function fragmentOf(spec) {
    return "#" + String(spec || "").replace(/^[#?]/, "") + "&host=" + encodeURIComponent(location.origin);
  }

  var frames = [];
  function mount(element) {
    if (element.stichfestFrame) return;
    var frame = document.createElement("iframe");
    frame.src = new URL("embed.html", base).href + fragmentOf(element.getAttribute("data-stichfest"));
    frame.title = element.getAttribute("data-title") || "Stichfest card table";
    frame.loading = "lazy";
    frame.style.cssText = "display:block;width:100%;height:420px;border:0;border-radius:8px;";
    element.appendChild(frame);
    element.stichfestFrame = frame;
    element.stichfestSend = function (message) {
      if (frame.contentWindow) frame.contentWindow.postMessage(message, base.origin);
    };
    frames.push(element);
  }

  window.addEventListener("message", function (e) {
    if (e.origin !== base.origin) return;
    for (var i = 0; i < frames.length; ++i) {
      var element = frames[i];
      if (element.stichfestFrame.contentWindow !== e.source) continue;
      var data = e.data;
      if (data && data.type === "resize" && typeof data.height === "number" && data.height >= 300 && data.height <= 2000)
        element.stichfestFrame.style.height = Math.round(data.height) + "px";
      element.dispatchEvent(new CustomEvent("stichfest", { detail: data }));
    }
  });

  function mountAll() {
    var found = document.querySelectorAll("[data-stichfest]");
    for (var i = 0; i < found.length; ++i) mount(found[i]);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
  else mountAll();
  // For elements added later: stichfestLoader.mount(element).
  window.stichfestLoader = { mount: mount };
})();
