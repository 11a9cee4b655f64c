// The page's bot worker: runs the bots' WASM module (stichfest-bots.js)
// off the main thread. The table posts {id, question, record} and gets
// back {id, reply, ms}: the question is "decide" (the bots' next action),
// "hint" or "review H M" (src/core/search/advice.h); the reply starts with
// "ok" or "error", ms is the time it took.
"use strict";
let ready = false;
const waiting = [];

// A string through the heap, not the stack: a long match's record is
// tens of kilobytes.
function onHeap(text) {
  const size = Module.lengthBytesUTF8(text) + 1;
  const pointer = Module._malloc(size);
  Module.stringToUTF8(text, pointer, size);
  return pointer;
}

function answer({ id, question, record }) {
  const start = performance.now();
  let reply;
  try {
    const q = onHeap(String(question || "decide")), r = onHeap(String(record));
    reply = Module.UTF8ToString(Module._sfw_answer(q, r));
    Module._free(q);
    Module._free(r);
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
