// --pre-js of the node build (make wasm). Emscripten routes fds 0-2 through its TTY device, which
// buffers lines, adds a newline to a last unfinished one and says isatty() is true for a pipe. The
// native CLI's contract (stdout: the result byte for byte; no progress bar when stderr is no
// terminal) needs the real descriptors: a standard stream that is not a terminal becomes a plain
// NODERAWFS file on the same fd.
Module['onRuntimeInitialized'] = function () {
  var tty = require('tty');
  for (var fd = 0; fd < 3; fd++) {
    var s = FS.streams[fd];
    if (s && !tty.isatty(fd)) { s.stream_ops = undefined; s.tty = undefined; s.nfd = fd; s.seekable = false; }
  }
};
