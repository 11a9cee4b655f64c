// Prepended to the WASM command-line tool (--pre-js). Under node, stdin and
// stdout may be pipes that are non-blocking or not seekable, and Emscripten's
// file system treats what follows as errors: a full stdout pipe (EAGAIN) cut
// the output at 64 KiB, and `replay /dev/stdin` read nothing (a read at a
// position, ESPIPE). Here a full pipe is waited for, an empty one is waited
// on, and a pipe is read and written where it stands.
if (typeof process === "object" && typeof require === "function") {
  (function () {
    var fs = require("fs");
    var pause = new Int32Array(new SharedArrayBuffer(4));
    function retrying(call) {
      return function (fd, buffer, offset, length, position) {
        for (;;) {
          try {
            return call.call(fs, fd, buffer, offset, length, position);
          } catch (e) {
            if (e.code === "ESPIPE" && position != null) position = null;
            else if (e.code === "EAGAIN") Atomics.wait(pause, 0, 0, 2);  // 2 ms, then again
            else throw e;
          }
        }
      };
    }
    fs.readSync = retrying(fs.readSync);
    fs.writeSync = retrying(fs.writeSync);
  })();
}
