// The demo page: starts the worker (worker.js), loads the shipped model or a directory the user picks
// or drops, streams replies. Everything that can fail shows as a message in the page.
'use strict';
const $ = (id) => document.getElementById(id);
// the shipped models (make web copies them): Gemma 4, or Qwen 3.5 with ?model=kjv-qwen35 or the menu
const shipped = (name) => ({ url: 'models/' + name, names: ['config.json', 'generation_config.json', 'tokenizer.json', 'tokenizer_config.json', 'model.safetensors'],
                             optional: ['generation_config.json', 'tokenizer_config.json'] });
const SHIPPED = shipped(['kjv-gemma4', 'kjv-qwen35'].includes(new URLSearchParams(location.search).get('model')) ? new URLSearchParams(location.search).get('model') : 'kjv-gemma4');
let worker = null, stopFlag = null, busy = false, messages = [], reply = null, t0 = 0, tFirst = 0, lastModel = SHIPPED;
window.oxinfer = { events: [] }; // for the headless test: the page's record of what happened

function setError(s) { $('error').textContent = s || ''; if (s) window.oxinfer.events.push({ error: s }); }
function setBusy(b) { busy = b; $('send').disabled = b || !window.oxinfer.loaded; $('stop').disabled = !b; }

function start() {
  if (worker) worker.terminate();
  window.oxinfer.loaded = false; setBusy(false);
  worker = new Worker('worker.js');
  if (self.crossOriginIsolated) { stopFlag = new Int32Array(new SharedArrayBuffer(4)); worker.postMessage({ stopFlag: stopFlag.buffer }); }
  else stopFlag = null;
  worker.onerror = (e) => { setError('the worker failed: ' + (e.message || e) + ' (the model may not fit in this tab\'s memory)'); setBusy(false); e.preventDefault(); };
  worker.onmessage = (ev) => onMessage(ev.data);
}

function onMessage(m) {
  if (m.ready) $('backend').textContent = 'backend: choosing…';
  if (m.backend) {
    const b = m.backend;
    window.oxinfer.backend = b;
    $('backend').textContent = b.webgpu ? 'backend: WebGPU (' + b.webgpu + ')'
      : 'backend: WebAssembly SIMD128, ' + (b.threads ? 'threads (cross-origin isolated)' : 'one thread (the page is not cross-origin isolated)');
    $('fallback').textContent = b.fallback ? 'WebGPU is not used: ' + b.fallback + '; the model runs on the CPU (WebAssembly).' : '';
  }
  if (m.progress) {
    const p = m.progress;
    if (p.phase === 'load') { $('status').textContent = 'preparing the weights…'; $('progress').value = p.done; }
    else { $('status').textContent = (p.phase === 'cache' ? 'reading from the cache ' : 'downloading ') + p.file + ' (' + (p.got / 1048576).toFixed(1) + (p.total ? ' / ' + (p.total / 1048576).toFixed(1) : '') + ' MiB)';
           $('progress').value = p.total ? p.got / p.total : 0; }
  }
  if (m.loaded) {
    const l = m.loaded;
    window.oxinfer.loaded = l;
    $('status').textContent = `loaded ${l.arch} on ${l.device}, ${l.threads} thread(s), ${l.files} files (${l.cached} from the cache) in ${l.seconds.toFixed(2)} s`;
    $('backend').textContent += ' · device ' + l.device;
    $('progress').value = 1; setBusy(false);
  }
  if (m.note) window.oxinfer.events.push({ note: m.note });
  if (m.logits) window.oxinfer.events.push({ logits: m.logits });
  if (m.prompt !== undefined) $('prompt').textContent = m.prompt;
  if (m.text !== undefined) {
    if (!tFirst) { tFirst = performance.now(); window.oxinfer.firstTokenMs = tFirst - t0; }
    reply.textContent += m.text;
  }
  if (m.done) {
    const d = m.done;
    $('speed').textContent = `prefill ${d.n_prompt} tokens ${(d.n_prompt / Math.max(d.prefill_s, 1e-9)).toFixed(1)} tok/s · decode ${d.n_generated} tokens ${(d.n_generated / Math.max(d.decode_s, 1e-9)).toFixed(1)} tok/s · first text after ${(tFirst - t0).toFixed(0)} ms`;
    messages.push({ role: 'assistant', content: reply.textContent });
    window.oxinfer.events.push({ done: d, text: reply.textContent });
    setBusy(false);
  }
  if (m.error) { setError(m.error); $('status').textContent = 'failed'; setBusy(false); }
}

function load(model) {
  setError(''); lastModel = model; messages = []; $('log').textContent = '';
  start();
  worker.postMessage({ load: { ...model, backend: $('bk').value } });
}

function send() {
  const text = $('input').value;
  if (!text || busy) return;
  setError('');
  const raw = $('raw').checked;
  if (raw) messages = [];
  messages.push({ role: 'user', content: text });
  const u = document.createElement('div'); u.className = 'msg user'; u.textContent = text; $('log').appendChild(u);
  reply = document.createElement('div'); reply.className = 'msg assistant'; $('log').appendChild(reply);
  if (stopFlag) Atomics.store(stopFlag, 0, 0);
  t0 = performance.now(); tFirst = 0;
  setBusy(true);
  worker.postMessage({ generate: { messages, raw, max_tokens: Number($('max').value) || 64, temperature: Number($('temp').value) || 0, seed: 1 } });
}

function stop() {
  if (!busy) return;
  if (stopFlag) { Atomics.store(stopFlag, 0, 1); return; }
  // one thread: the worker cannot hear a message while it generates, so it is ended and started again
  reply.textContent += ' [stopped]';
  load(lastModel);
}

function filesOf(list) {
  // a picked or dropped directory: its files by base name (config.json, *.safetensors, tokenizer*.json ...)
  const files = [];
  for (const f of list) { const name = (f.webkitRelativePath || f.name).split('/').pop(); if (/\.(json|safetensors)$/.test(name)) files.push(new File([f], name)); }
  return files;
}
async function dropped(items) {
  const out = [];
  async function walk(entry) {
    if (entry.isFile) out.push(await new Promise((ok, bad) => entry.file(ok, bad)));
    else if (entry.isDirectory) {
      const r = entry.createReader();
      for (;;) { const batch = await new Promise((ok, bad) => r.readEntries(ok, bad)); if (!batch.length) break; for (const e of batch) await walk(e); }
    }
  }
  for (const it of items) { const e = it.webkitGetAsEntry && it.webkitGetAsEntry(); if (e) await walk(e); }
  return out;
}

// ?backend=auto|webgpu|wasm picks the backend as the menu does
const asked = new URLSearchParams(location.search).get('backend');
if (['auto', 'webgpu', 'wasm'].includes(asked)) $('bk').value = asked;
$('bk').onchange = () => load(lastModel);
$('model').value = SHIPPED.url.slice('models/'.length);
$('model').onchange = () => load(shipped($('model').value));
$('send').onclick = send;
$('stop').onclick = stop;
$('pick').onchange = (e) => load({ files: filesOf(e.target.files) });
const drop = $('drop');
drop.ondragover = (e) => { e.preventDefault(); drop.classList.add('over'); };
drop.ondragleave = () => drop.classList.remove('over');
drop.ondrop = async (e) => { e.preventDefault(); drop.classList.remove('over'); try { load({ files: filesOf(await dropped(e.dataTransfer.items)) }); } catch (err) { setError(String(err)); } };
window.addEventListener('unhandledrejection', (e) => setError(String(e.reason)));
load(SHIPPED);
