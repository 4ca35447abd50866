// node build/oxinfer.mjs ARGS: the command-line front end (examples/oxinfer.c) compiled to
// WebAssembly (make wasm), with the same arguments and the same stdout as build/oxinfer. The
// emscripten module beside this file (oxinfer-node.js/.wasm/.worker.js) reads the local disk
// through NODERAWFS and runs its threads as worker_threads on a SharedArrayBuffer heap.
import { createRequire } from 'module';
import { fileURLToPath } from 'url';
import { dirname, join } from 'path';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
// emscripten 3.1.6 fetches its .wasm whenever a global fetch exists, and node's fetch takes no
// plain paths: without one it reads the file
globalThis.fetch = undefined;
require(join(here, 'oxinfer-node.js'));
