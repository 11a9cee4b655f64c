// Runs the page's bot worker module (stichfest-bots.js) under node on
// record files and prints the token it decides for each, one per line, for
// scripts/test.sh to compare with the native `stichfest decide`.
// Usage: node --no-experimental-fetch tests/worker_decide.js MODULE_JS FILE...
"use strict";
const fs = require("fs");
const path = require("path");

const [modulePath, ...files] = process.argv.slice(2);
const Module = require(path.resolve(modulePath));  // instantiates asynchronously
Object.assign(Module, {
  onRuntimeInitialized() {
    for (const file of files) {
      const record = fs.readFileSync(file, "utf8");
      const size = Module.lengthBytesUTF8(record) + 1;
      const text = Module._malloc(size);
      Module.stringToUTF8(record, text, size);
      const reply = Module.UTF8ToString(Module._sfw_decide(text));
      Module._free(text);
      console.log(reply.startsWith("ok ") ? reply.slice(3) : "ERROR");
    }
  },
});
