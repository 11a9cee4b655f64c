// The page's bot worker: runs the bots' WASM module (stichfest-bots.js)
// off the main thread. The table posts {id, record} and gets back
// {id, reply, ms}: reply is "ok TOKEN" or "error MESSAGE", ms the time the
// bot thought.
"use strict";
let ready = false;
const waiting = [];

function answer({ id, record }) {
  const start = performance.now();
  let reply;
  try {
    // The record goes through the heap, not the stack: a long match is
    // tens of kilobytes.
    const size = Module.lengthBytesUTF8(record) + 1;
    const text = Module._malloc(size);
    Module.stringToUTF8(record, text, size);
    reply = Module.UTF8ToString(Module._sfw_decide(text));
    Module._free(text);
  } catch (e) {
    reply = "error the bots failed: " + e;
  }
  self.postMessage({ id, reply, ms: performance.now() - start });
}

self.Module = {
  onRuntimeInitialized() {
    ready = true;
    for (const message of waiting.splice(0)) answer(message);
  },
};
self.onmessage = (event) => {
  if (ready) answer(event.data);
  else waiting.push(event.data);
};
importScripts("stichfest-bots.js");
