// node tests/wasm_run.mjs build/oxtest-wasm.js ARGS: runs an emscripten node build (NODERAWFS) as
// if it were the program itself (its argv: the module's path, then ARGS).
import { createRequire } from 'module';
import { resolve } from 'path';

const require = createRequire(import.meta.url);
const mod = resolve(process.argv[2]);
process.argv.splice(1, 2, mod);
globalThis.fetch = undefined; // emscripten 3.1.6 would fetch its .wasm by path, which node's fetch refuses
require(mod);
