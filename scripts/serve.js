// A tiny static file server for the built page (no dependencies):
//   node scripts/serve.js DIR [PORT]
// Serves on 127.0.0.1 only, with the MIME types WebAssembly needs.
"use strict";
const http = require("http");
const fs = require("fs");
const path = require("path");

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".wasm": "application/wasm",
  ".data": "application/octet-stream", ".png": "image/png", ".css": "text/css", ".json": "application/json",
  ".ico": "image/x-icon", ".txt": "text/plain; charset=utf-8",
};

// The page's Content-Security-Policy, the same as its meta tag
// (shell/index.html; a browser test checks that they agree). It allows the
// page's own files and WebAssembly, nothing inline; there is no
// frame-ancestors, so the page can be embedded anywhere.
const CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'; " +
  "img-src 'self' data:; style-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'";

// Starts serving `dir`; resolves with the server once it listens. Pages
// that are not the table's (the example rules page, docs/) go without its
// policy: { policy: false }.
function serve(dir, port, { policy = true } = {}) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    let url;
    try { url = decodeURIComponent((req.url || "/").split("?")[0]); } catch (e) { url = "/"; }
    if (url.endsWith("/")) url += "index.html";
    const file = path.resolve(root, "." + url);
    if (!file.startsWith(root + path.sep)) { res.writeHead(403); res.end("forbidden"); return; }
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404, { "Content-Type": "text/plain" }); res.end("not found"); return; }
      // Every response carries the policy: the bots' worker takes its own from
      // bot-worker.js's response.
      const headers = { "Content-Type": TYPES[path.extname(file)] || "application/octet-stream", "Cache-Control": "no-cache" };
      if (policy) headers["Content-Security-Policy"] = CSP;
      res.writeHead(200, headers);
      res.end(data);
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

module.exports = { serve, CSP };

if (require.main === module) {
  const dir = process.argv[2] || ".";
  if (!fs.existsSync(path.join(dir, "index.html"))) {
    console.error(`serve.js: no index.html in ${dir} (build first: scripts/build.sh wasm)`);
    process.exit(2);
  }
  serve(dir, Number(process.argv[3] || 8080)).then((server) => {
    console.log(`Stichfest is served at http://127.0.0.1:${server.address().port}/  (Ctrl+C stops)`);
  });
}
