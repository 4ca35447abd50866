// The demo page's worker: runs oxinfer.h (oxweb-gpu.js on a WebGPU device when the page asks for
// WebGPU or auto and an adapter is found; else oxweb-mt.js with threads where the page is
// cross-origin isolated, else oxweb-st.js) so the page stays responsive. Messages in: {load: {url |
// files, backend: auto | webgpu | wasm}}, {generate: {messages, raw, max_tokens, temperature, seed}},
// with a shared stop flag. Out: backend, progress, loaded, text, done, error.
'use strict';
const threads = self.crossOriginIsolated === true && typeof SharedArrayBuffer === 'function';
let M = null, gpu = false, stopFlag = null, stopped = false;
const post = (m) => self.postMessage(m);

// A WebGPU device with the adapter's buffer limits (the weights are split under them), or why not.
async function openGpu() {
  if (!self.navigator || !navigator.gpu) return { reason: 'this browser offers no WebGPU here (navigator.gpu is missing)' };
  let a = null;
  try { a = await navigator.gpu.requestAdapter(); } catch (e) { return { reason: 'requestAdapter failed: ' + (e.message || e) }; }
  if (!a) return { reason: 'no WebGPU adapter was found' };
  try {
    const device = await a.requestDevice({ requiredLimits: { maxStorageBufferBindingSize: a.limits.maxStorageBufferBindingSize, maxBufferSize: a.limits.maxBufferSize } });
    const i = a.info || {};
    // a fallback adapter is a CPU (SwiftShader): its matmuls take one thread a row
    const cpu = a.isFallbackAdapter === true || i.isFallbackAdapter === true || /swiftshader|llvmpipe|lavapipe/i.test(i.architecture + ' ' + i.description);
    return { device, cpu, name: [i.vendor, i.architecture, i.device, i.description].filter(Boolean).join(' ') + (cpu ? ', a CPU' : '') || 'an adapter' };
  } catch (e) { return { reason: 'requestDevice failed: ' + (e.message || e) }; }
}

async function runtime(backend, why, treeMatmul) {
  if (M) return M;
  const common = {
    onText: (t) => { post({ text: t }); return 0; },
    shouldStop: () => (stopFlag ? Atomics.load(stopFlag, 0) : (stopped ? 1 : 0)),
    onProgress: (f) => post({ progress: { phase: 'load', done: f } }),
    print: (s) => console.log(s), printErr: (s) => console.warn(s),
  };
  let reason = why || null;
  if (backend !== 'wasm' && !reason) {
    const g = await openGpu();
    if (g.device) {
      importScripts('oxweb-gpu.js');
      g.device.lost.then((i) => post({ note: 'the WebGPU device was lost: ' + (i.message || i.reason) }));
      M = await self.OxinferGPU({ ...common, oxgpu: { device: g.device, name: g.name, cpu: g.cpu && !treeMatmul } });
      gpu = true;
      post({ backend: { webgpu: g.name, threads: false } });
      return M;
    }
    reason = g.reason;
  }
  if (backend === 'webgpu') throw new Error('WebGPU: ' + reason);
  importScripts(threads ? 'oxweb-mt.js' : 'oxweb-st.js');
  M = await (threads ? self.OxinferMT : self.OxinferST)({ ...common, mainScriptUrlOrBlob: threads ? 'oxweb-mt.js' : undefined });
  gpu = false;
  post({ backend: { webgpu: null, threads, fallback: backend === 'auto' ? reason : null } });
  return M;
}
// the exports that evaluate wait on the device in the WebGPU build (Asyncify): called through ccall there
function call(m, name, args) {
  return gpu ? m.ccall(name, 'number', args.map(() => 'number'), args, { async: true }) : m['_' + name](...args);
}

// Cache Storage keeps every file of a model, so a second visit reads them from disk.
async function fetchCached(url, index, count) {
  const cache = self.caches ? await caches.open('oxinfer-models-v1') : null;
  let res = cache ? await cache.match(url) : null;
  const hit = !!res;
  if (!res) {
    res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    if (cache) { await cache.put(url, res.clone()); }
  }
  const total = Number(res.headers.get('content-length')) || 0;
  const reader = res.body.getReader();
  const parts = []; let got = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value); got += value.length;
    post({ progress: { phase: hit ? 'cache' : 'download', file: url, index, count, got, total } });
  }
  const out = new Uint8Array(got); let o = 0;
  for (const p of parts) { out.set(p, o); o += p.length; }
  return { bytes: out, hit };
}

function heapCopy(m, bytes) {
  const p = m._malloc(Math.max(1, bytes.length));
  if (!p) throw new Error(`out of memory: ${bytes.length} bytes do not fit in the WebAssembly heap (4 GiB at most)`);
  m.HEAPU8.set(bytes, p);
  return p;
}
function cstr(m, s) { const n = m.lengthBytesUTF8(s) + 1, p = m._malloc(n); if (!p) throw new Error('out of memory'); m.stringToUTF8(s, p, n); return p; }

async function load(msg, why) {
  // tree_matmul: a GPU's matmul kernel even on a CPU adapter (the tests run both kernels)
  const m = await runtime(msg.backend || 'auto', why, !!msg.tree_matmul);
  let files = [];
  const t0 = performance.now();
  let cached = 0;
  if (msg.url) {
    const names = msg.names;
    for (let i = 0; i < names.length; i++) {
      try {
        const r = await fetchCached(msg.url + '/' + names[i], i, names.length);
        files.push({ name: names[i], bytes: r.bytes }); if (r.hit) cached++;
      } catch (e) { if (!msg.optional || !msg.optional.includes(names[i])) throw e; }
    }
  } else {
    for (const f of msg.files) files.push({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) });
  }
  const names = files.map((f) => f.name);
  for (const need of msg.ids_only ? ['config.json'] : ['config.json', 'tokenizer.json'])
    if (!names.includes(need)) throw new Error(`the model directory has no ${need}`);
  if (!names.some((n) => n.endsWith('.safetensors'))) throw new Error('the model directory has no .safetensors file');
  const n = files.length;
  const pn = m._malloc(4 * n), pd = m._malloc(4 * n), ps = m._malloc(4 * n);
  for (let i = 0; i < n; i++) {
    const name = cstr(m, files[i].name), data = heapCopy(m, files[i].bytes);
    m.HEAPU32[(pn >> 2) + i] = name; m.HEAPU32[(pd >> 2) + i] = data; m.HEAPU32[(ps >> 2) + i] = files[i].bytes.length;
    files[i].bytes = null;
  }
  const nthreads = threads && !gpu ? Math.min(navigator.hardwareConcurrency || 1, 8) : 1;
  const rc = await call(m, 'oxw_load', [pn, pd, ps, n, nthreads, msg.n_ctx || 2048, msg.ids_only ? 1 : 0, msg.n_batch | 0]);
  m._free(pn); m._free(pd); m._free(ps);
  if (rc) {
    const err = m.UTF8ToString(m._oxw_error());
    // auto: a model the WebGPU backend cannot run (or a device that failed) runs on the CPU
    if (gpu && (msg.backend || 'auto') === 'auto' && !why) { M = null; return load(msg, err); }
    throw new Error(err);
  }
  post({ loaded: { device: m.UTF8ToString(m._oxw_device()), arch: m.UTF8ToString(m._oxw_arch()), threads: nthreads, webgpu: gpu,
                   files: n, cached, seconds: (performance.now() - t0) / 1000 } });
}

async function generate(g) {
  const m = M;
  if (!m) throw new Error('no model loaded');
  stopped = false;
  if (stopFlag) Atomics.store(stopFlag, 0, 0);
  let prompt = g.raw ? g.messages[g.messages.length - 1].content : null, raw = g.raw ? 1 : 0;
  if (!raw) {
    const j = cstr(m, JSON.stringify(g.messages));
    const p = m._oxw_render(j, 0);
    m._free(j);
    if (p) prompt = m.UTF8ToString(p);
    else { post({ note: 'no chat template (' + m.UTF8ToString(m._oxw_error()) + '): the text goes in as it is' }); prompt = g.messages[g.messages.length - 1].content; raw = 1; }
  }
  post({ prompt });
  const pp = cstr(m, prompt);
  const t0 = performance.now();
  const rc = await call(m, 'oxw_generate', [pp, raw, g.max_tokens, g.temperature, g.seed | 0]);
  m._free(pp);
  if (rc) throw new Error(m.UTF8ToString(m._oxw_error()));
  post({ done: { n_prompt: m._oxw_n_prompt(), n_generated: m._oxw_n_generated(), prefill_s: m._oxw_prefill_seconds(),
                 decode_s: m._oxw_decode_seconds(), wall_s: (performance.now() - t0) / 1000 } });
}

// {logits: {ids, last, back}}: the last rows' logits of ids from an empty context (the tests'
// fixtures); back: evaluated, truncated by back positions and the last back ids evaluated again
async function logits(q) {
  const m = M;
  if (!m) throw new Error('no model loaded');
  const p = m._malloc(4 * q.ids.length);
  m.HEAP32.set(q.ids, p >> 2);
  const r = await call(m, 'oxw_logits', [p, q.ids.length, q.last, q.back | 0]);
  m._free(p);
  if (!r) throw new Error(m.UTF8ToString(m._oxw_error()));
  const rows = Math.min(q.last, q.back > 0 && q.back < q.ids.length ? q.back : q.ids.length);
  post({ logits: Array.from(m.HEAPF32.subarray(r >> 2, (r >> 2) + rows * m._oxw_vocab())) });
}

// The WebGPU build waits for the device inside a call (Asyncify): while it does, this worker hears
// messages, and a second call into the module then would break the first one's saved stack.
let inCall = false;
self.onmessage = async (ev) => {
  const msg = ev.data;
  if (inCall && (msg.load || msg.generate || msg.logits)) { post({ error: 'busy: the model is still running the last request' }); return; }
  const call = !!(msg.load || msg.generate || msg.logits);
  if (call) inCall = true;
  try {
    if (msg.stopFlag) stopFlag = new Int32Array(msg.stopFlag);
    if (msg.load) await load(msg.load);
    if (msg.generate) await generate(msg.generate);
    if (msg.logits) await logits(msg.logits);
    if (msg.destroyDevice && M && M.oxgpu) M.oxgpu.device.destroy(); // the tests: a lost device
  } catch (e) {
    post({ error: String(e && e.message ? e.message : e) });
  }
  if (call) inCall = false;
};
post({ ready: { threads } });

