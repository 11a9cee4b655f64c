// Runs the page's bot worker module (stichfest-bots.js) under node on
// record files and prints the token it decides for each, one per line, for
// scripts/test.sh to compare with the native `stichfest decide`.
// With --ask QUESTION it asks that instead ("hint", "review H M") and
// prints the answer as `stichfest decide --ask` does.
// Usage: node --no-experimental-fetch tests/worker_decide.js MODULE_JS [--ask QUESTION] FILE...
"use strict";
const fs = require("fs");
const path = require("path");

let [modulePath, ...files] = process.argv.slice(2);
let question = "decide";
if (files[0] === "--ask") [, question, ...files] = files;
const Module = require(path.resolve(modulePath));  // instantiates asynchronously

function onHeap(text) {
  const size = Module.lengthBytesUTF8(text) + 1;
  const pointer = Module._malloc(size);
  Module.stringToUTF8(text, pointer, size);
  return pointer;
}

function ask(q, record) {
  const a = onHeap(q), b = onHeap(record);
  const reply = Module.UTF8ToString(Module._sfw_answer(a, b));
  Module._free(a);
  Module._free(b);
  return reply;
}
Object.assign(Module, {
  onRuntimeInitialized() {
    for (const file of files) {
      const record = fs.readFileSync(file, "utf8");
      const reply = ask(question, record);
      if (question === "decide") console.log(reply.startsWith("ok ") ? reply.slice(3) : "ERROR");
      else process.stdout.write(reply + "\n");
    }
  },
});
