// Offline play: after the first visit this service worker keeps a copy of
// the page's files, so the table opens and plays with the network gone.
// Network first: while online every file comes fresh from the server (a
// new build is never hidden behind an old copy), and the copy is renewed;
// only when a request fails is the kept copy served.
"use strict";
const CACHE = "stichfest-offline-1";
const FILES = [
  "./", "index.html", "embed.html", "style.css", "shell.js", "share_dialog.js", "embed.js", "stichfest-embed.js",
  "stichfest.js", "stichfest.wasm", "stichfest.data", "bot-worker.js", "stichfest-bots.js", "stichfest-bots.wasm",
  "cards/german.png", "cards/french.png",
];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("stichfest-") && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(fetch(request).then((response) => {
    if (response.ok && response.type === "basic") {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(request, copy)).catch(() => {});
    }
    return response;
  }).catch(() => caches.match(request, { ignoreSearch: true }).then((kept) => {
    if (kept) return kept;
    if (request.mode === "navigate") return caches.match("index.html");
    return Response.error();
  })));
});
