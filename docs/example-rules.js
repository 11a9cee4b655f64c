// Loads Stichfest's embed loader from the table's address: ?table=URL, else
// where scripts/play.sh serves it.
(function () {
  var table = new URLSearchParams(location.search).get("table") || "http://127.0.0.1:8080/";
  var script = document.createElement("script");
  script.src = new URL("stichfest-embed.js", table).href;
  document.body.appendChild(script);
})();
