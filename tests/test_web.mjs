// The demo page (make web) in headless Chromium: served by web/serve.py, it loads the shipped model,
// generates greedily, and the text must equal the native CLI's (build/oxinfer run --raw) on both the
// threaded (cross-origin isolated) and the one-thread build; the stop button ends a long reply early;
// a second visit reads every file from Cache Storage (its time to first token is printed); a
// screenshot goes to build/web-demo.png. WebGPU: without an adapter auto falls back to the CPU with
// the reason shown; with SwiftShader's (--enable-unsafe-webgpu) the text equals native too, of the
// shipped Gemma 4 and Qwen 3.5 models, fixtures' logits equal transformers' and a screenshot goes
// to build/web-webgpu.png. Needs chromium (apt) and playwright-core (npm, in
// build/npm). Usage: node tests/test_web.mjs [build]. Last line: "N passed, N failed".
import { createRequire } from 'module';
import { spawn, execFileSync } from 'child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';

const B = resolve(process.argv[2] || 'build');
const require = createRequire(join(B, 'npm', 'package.json'));
const { chromium } = require('playwright-core');
let passed = 0, failed = 0;
const check = (name, ok, detail = '') => { if (ok) passed++; else { failed++; console.error(`FAIL ${name} ${detail}`); } };

const kref = JSON.parse(readFileSync('models/kjv-gemma4/reference.json', 'utf8'));
const N = 32;
const native = execFileSync(join(B, 'oxinfer'), ['run', '-m', 'models/kjv-gemma4', '-p', kref.prompt, '--raw', '-n', String(N)], { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
// the shipped Qwen 3.5 model, on WebGPU only (SwiftShader is slow: a short reply)
const qref = JSON.parse(readFileSync('models/kjv-qwen35/reference.json', 'utf8'));
const QN = 12;
const qnative = execFileSync(join(B, 'oxinfer'), ['run', '-m', 'models/kjv-qwen35', '-p', qref.prompt, '--raw', '-n', String(QN)], { stdio: ['ignore', 'pipe', 'ignore'] }).toString();

// a safetensors file's F32 / I32 tensors: {name: {shape, data}}
function safetensors(path) {
  const b = readFileSync(path), n = Number(b.readBigUInt64LE(0)), h = JSON.parse(b.subarray(8, 8 + n).toString());
  const out = {};
  for (const [k, e] of Object.entries(h)) {
    if (k === '__metadata__') continue;
    const raw = b.subarray(8 + n + e.data_offsets[0], 8 + n + e.data_offsets[1]), ab = new ArrayBuffer(raw.length);
    new Uint8Array(ab).set(raw);
    out[k] = { shape: e.shape, data: e.dtype === 'I32' ? new Int32Array(ab) : new Float32Array(ab) };
  }
  return out;
}

function serve(port, isolate) {
  const args = ['web/serve.py', join(B, 'web'), String(port)];
  if (!isolate) args.push('--no-isolation');
  const p = spawn('python3', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((ok) => p.stdout.once('data', () => ok(p)));
}
async function loaded(page) {
  await page.waitForFunction(() => window.oxinfer.loaded || window.oxinfer.events.some((e) => e.error), null, { timeout: 120000 });
  return page.evaluate(() => ({ loaded: window.oxinfer.loaded, events: window.oxinfer.events, backend: document.getElementById('backend').textContent }));
}
async function ask(page, prompt, n) {
  await page.fill('#input', prompt);
  await page.fill('#max', String(n));
  const before = await page.evaluate(() => window.oxinfer.events.length);
  await page.click('#send');
  await page.waitForFunction((k) => window.oxinfer.events.slice(k).some((e) => e.done || e.error), before, { timeout: 300000 });
  return page.evaluate((k) => window.oxinfer.events.slice(k).find((e) => e.done || e.error), before);
}

const profile = mkdtempSync(join(tmpdir(), 'oxweb-'));
const browser = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const servers = [];
try {
  for (const [port, isolate] of [[18931, true], [18932, false]]) {
    servers.push(await serve(port, isolate));
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const tag = isolate ? 'threads' : 'one thread';
    await page.goto(`http://127.0.0.1:${port}/?backend=wasm`);
    const st = await loaded(page);
    check(`page loads the shipped model (${tag})`, !!st.loaded, JSON.stringify(st.events));
    check(`backend shown (${tag})`, st.backend.includes('SIMD128') && st.backend.includes(isolate ? 'threads' : 'one thread') && st.backend.includes('simd128'), st.backend);
    const r = await ask(page, kref.prompt, N);
    check(`greedy text = native CLI (${tag})`, r && r.text === native, JSON.stringify(r) + ' vs ' + JSON.stringify(native));
    if (isolate) {
      await page.screenshot({ path: join(B, 'web-demo.png'), fullPage: true });
      // the stop button: a long reply ends early
      await page.fill('#input', 'And God said');
      await page.fill('#max', '2000');
      const k = await page.evaluate(() => window.oxinfer.events.length);
      await page.click('#send');
      await page.waitForFunction(() => document.querySelectorAll('#log .assistant').length && document.querySelector('#log .assistant:last-child').textContent.length > 0, null, { timeout: 60000 });
      await page.click('#stop');
      await page.waitForFunction((j) => window.oxinfer.events.slice(j).some((e) => e.done || e.error), k, { timeout: 60000 });
      const s = await page.evaluate((j) => window.oxinfer.events.slice(j).find((e) => e.done || e.error), k);
      check('stop ends the reply early', s && s.done && s.done.n_generated < 2000, JSON.stringify(s));
      // a second visit: every file from the cache, and the time to first token
      const t0 = Date.now();
      await page.reload();
      const st2 = await loaded(page);
      check('second visit reads the model from Cache Storage', st2.loaded && st2.loaded.cached === st2.loaded.files, JSON.stringify(st2.loaded));
      const r2 = await ask(page, kref.prompt, N);
      const ttft = await page.evaluate(() => window.oxinfer.firstTokenMs);
      check('second visit: same text', r2 && r2.text === native, JSON.stringify(r2));
      console.error(`  warm cache: page load to model ready ${(st2.loaded.seconds * 1000).toFixed(0)} ms in the worker; navigation to first token ${Date.now() - t0 - 0} ms total wall (reply ${N} tokens), first text ${ttft.toFixed(0)} ms after Send; decode ${(r2.done.n_generated / r2.done.decode_s).toFixed(1)} tok/s`);
    }
    check(`no page errors (${tag})`, errors.length === 0, errors.join('; '));
    await page.close();
  }
  // WebGPU where the browser has no adapter (this browser runs without --enable-unsafe-webgpu):
  // auto falls back to the CPU with the reason in the page; asking for WebGPU is an error message
  {
    const page = await browser.newPage();
    await page.goto('http://127.0.0.1:18932/?backend=auto');
    const st = await loaded(page);
    const fb = await page.evaluate(() => ({ text: document.getElementById('fallback').textContent, b: window.oxinfer.backend }));
    if (fb.b && fb.b.webgpu) console.error('  fallback: skipped (this browser has a WebGPU adapter without the flag)');
    else {
      check('auto without an adapter: the CPU, the reason shown', st.loaded && !st.loaded.webgpu && /WebGPU is not used: .*adapter/.test(fb.text), JSON.stringify(fb));
      console.error(`  fallback: "${fb.text}"`);
      await page.goto('http://127.0.0.1:18932/?backend=webgpu');
      const st2 = await loaded(page);
      const msg = await page.evaluate(() => document.getElementById('error').textContent);
      check('WebGPU asked for without an adapter: a message', !st2.loaded && /WebGPU: .*adapter/.test(msg), msg);
    }
    await page.close();
  }
  // the WebGPU backend (SwiftShader's adapter: --enable-unsafe-webgpu): the greedy text equal to
  // native, twice (the second reply starts from a reset context), and a screenshot
  {
    const gb = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--enable-unsafe-webgpu'] });
    try {
      const page = await gb.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto('http://127.0.0.1:18931/?backend=webgpu');
      const st = await loaded(page);
      check('WebGPU: the page loads the shipped model on the device', st.loaded && st.loaded.webgpu && /^webgpu: /.test(st.loaded.device) && st.backend.includes('WebGPU'), JSON.stringify(st));
      const r = await ask(page, kref.prompt, N);
      check('WebGPU: greedy text = native CLI', r && r.text === native, JSON.stringify(r) + ' vs ' + JSON.stringify(native));
      const r2 = await ask(page, kref.prompt, N);
      check('WebGPU: a second reply (reset context) = native CLI', r2 && r2.text === native, JSON.stringify(r2));
      await page.screenshot({ path: join(B, 'web-webgpu.png'), fullPage: true });
      // fixtures (no tokenizer: ids only): the last rows' logits within 2e-4 of transformers'; with
      // steps of 4 tokens too, so that the sliding layers' rings (window - 1 + 4 slots) wrap, some
      // steps across the ring's end; tree: the GPU's matmul kernel (SwiftShader gets matmul_rows).
      // Gemma 4's MoE layers, and n_batch 3: steps whose pairs of (token, expert) differ. Qwen 3.5
      // (sharded, untied, MoE with a shared expert, with an MTP head the device leaves out); small
      // n_batch: many steps, the recurrent state carried across them and the replay log's base moved
      for (const [fx, nb, tree] of [['g4_e2b_like', 0], ['g4_e2b_like', 4], ['g4_f16', 0], ['g4_keqv_untied', 0], ['g4_keqv_untied', 3], ['g4_e2b_like', 4, 1], ['g4_f16', 0, 1],
                                    ['g4_moe_mm', 0], ['g4_moe_mm', 3], ['q35_mm_tied', 0], ['q35_long_untied', 0], ['q35_long_untied', 3], ['q35_mtp', 0],
                                    ['q35_moe', 0], ['q35_moe', 2], ['q35_moe_mtp', 0], ['q35_mm_tied', 0, 1]]) {
        const src = join('tests/fixtures', fx), dst = join(B, 'web', 'fx', fx);
        mkdirSync(dst, { recursive: true });
        // config.json and the weights (one file, or shards with their index)
        const names = readdirSync(src).filter((f) => f === 'config.json' || f === 'model.safetensors.index.json' || /^model.*\.safetensors$/.test(f));
        for (const f of names) copyFileSync(join(src, f), join(dst, f));
        const ref = safetensors(join(src, 'reference.safetensors'));
        const ids = Array.from(ref.prompt_ids.data), [P, V] = ref.logits.shape, last = 3;
        const k = await page.evaluate(() => window.oxinfer.events.length);
        await page.evaluate(([u, n, b, t]) => load({ url: u, names: n, ids_only: true, n_batch: b, tree_matmul: t }), ['fx/' + fx, names, nb, !!tree]);
        await page.waitForFunction(() => window.oxinfer.loaded || window.oxinfer.events.some((e) => e.error), null, { timeout: 60000 });
        await page.evaluate((q) => worker.postMessage({ logits: q }), { ids, last });
        await page.waitForFunction((j) => window.oxinfer.events.slice(j).some((e) => e.logits || e.error), k, { timeout: 60000 });
        const e = await page.evaluate((j) => window.oxinfer.events.slice(j).find((e) => e.logits || e.error), k);
        let worst = Infinity;
        if (e.logits && e.logits.length === last * V) {
          worst = 0;
          for (let r = 0; r < last; r++) for (let j = 0; j < V; j++) worst = Math.max(worst, Math.abs(e.logits[r * V + j] - ref.logits.data[(P - last + r) * V + j]));
        }
        const on = await page.evaluate(() => window.oxinfer.loaded && window.oxinfer.loaded.webgpu);
        const tag = `${fx} (n_batch ${nb || 'default'}${tree ? ', matmul.wgsl' : ''})`;
        check(`WebGPU: ${tag} logits within 2e-4 of transformers`, on && worst <= 2e-4, JSON.stringify(e).slice(0, 300) + ' max diff ' + worst);
        console.error(`  WebGPU: ${tag}: logits within ${worst.toExponential(2)} of transformers`);
      }
      // truncation on the device (Qwen 3.5's linear-attention state): 90 tokens in steps of 4 (the
      // last of 2, which moved the base to 86: n_batch positions before the furthest one), then back
      // by `back` positions and the rest again: 1 replays from the last step's start, 2 copies that
      // state, 3 replays from the base, 4 copies the base; 5 is before the base: refused with a message
      {
        const fx = 'q35_long_untied', src = join('tests/fixtures', fx);
        const ref = safetensors(join(src, 'reference.safetensors'));
        const ids = Array.from(ref.prompt_ids.data), [P, V] = ref.logits.shape;
        let k = await page.evaluate(() => window.oxinfer.events.length);
        await page.evaluate((u) => load({ url: u, names: ['config.json', 'model.safetensors'], ids_only: true, n_batch: 4 }), 'fx/' + fx);
        await page.waitForFunction((j) => window.oxinfer.loaded || window.oxinfer.events.slice(j).some((e) => e.error), k, { timeout: 60000 });
        for (const back of [1, 2, 3, 4, 5]) {
          const last = Math.min(3, back);
          k = await page.evaluate(() => window.oxinfer.events.length);
          await page.evaluate((q) => worker.postMessage({ logits: q }), { ids, last, back });
          await page.waitForFunction((j) => window.oxinfer.events.slice(j).some((e) => e.logits || e.error), k, { timeout: 60000 });
          const e = await page.evaluate((j) => window.oxinfer.events.slice(j).find((e) => e.logits || e.error), k);
          if (back === 5) {
            check('WebGPU: truncating before the linear-attention base is refused with a message', e.error && /can go back to position 86 .*not 85/.test(e.error), JSON.stringify(e).slice(0, 300));
            console.error(`  WebGPU: truncate past the base: "${e.error}"`);
            continue;
          }
          let worst = Infinity;
          if (e.logits && e.logits.length === last * V) {
            worst = 0;
            for (let r = 0; r < last; r++) for (let j = 0; j < V; j++) worst = Math.max(worst, Math.abs(e.logits[r * V + j] - ref.logits.data[(P - last + r) * V + j]));
          }
          check(`WebGPU: ${fx} back ${back} after truncation within 2e-4 of transformers`, worst <= 2e-4, JSON.stringify(e).slice(0, 300) + ' max diff ' + worst);
          console.error(`  WebGPU: ${fx} (n_batch 4) truncated by ${back} and evaluated again: logits within ${worst.toExponential(2)} of transformers`);
        }
      }
      // the shipped Qwen 3.5 model on the device (?model=kjv-qwen35): its greedy text = native, twice
      // (the second reply after truncate(0) has cleared the recurrent states)
      {
        const qp = await gb.newPage();
        qp.on('pageerror', (e) => errors.push(String(e)));
        await qp.goto('http://127.0.0.1:18931/?backend=webgpu&model=kjv-qwen35');
        const qs = await loaded(qp);
        check('WebGPU: the page loads the shipped Qwen 3.5 model on the device', qs.loaded && qs.loaded.webgpu && qs.loaded.arch === 'qwen3_5', JSON.stringify(qs).slice(0, 400));
        const q1 = await ask(qp, qref.prompt, QN);
        check('WebGPU: Qwen 3.5 greedy text = native CLI', q1 && q1.text === qnative, JSON.stringify(q1) + ' vs ' + JSON.stringify(qnative));
        const q2 = await ask(qp, qref.prompt, QN);
        check('WebGPU: Qwen 3.5, a second reply (reset context) = native CLI', q2 && q2.text === qnative, JSON.stringify(q2));
        if (q2 && q2.done) console.error(`  WebGPU, Qwen 3.5 (${qs.loaded.device}): prefill ${(q2.done.n_prompt / q2.done.prefill_s).toFixed(1)} tok/s, decode ${(q2.done.n_generated / q2.done.decode_s).toFixed(1)} tok/s`);
        await qp.close();
      }
      if (r2 && r2.done) console.error(`  WebGPU (${st.loaded.device}): prefill ${(r2.done.n_prompt / r2.done.prefill_s).toFixed(1)} tok/s, decode ${(r2.done.n_generated / r2.done.decode_s).toFixed(1)} tok/s`);
      // a request while one waits on the device: refused with a message, the first one answered
      {
        const k = await page.evaluate(() => window.oxinfer.events.length);
        await page.evaluate(() => { worker.postMessage({ logits: { ids: [2, 3, 4], last: 1 } }); worker.postMessage({ logits: { ids: [2, 3], last: 1 } }); });
        await page.waitForFunction((j) => window.oxinfer.events.slice(j).some((e) => e.logits), k, { timeout: 60000 });
        const ev = await page.evaluate((j) => window.oxinfer.events.slice(j).map((e) => (e.logits ? 'logits' : e.error || '?')), k);
        check('WebGPU: a second request during a step is refused', ev.length === 2 && ev.includes('logits') && ev.some((e) => /^busy/.test(e)), JSON.stringify(ev));
      }
      // a lost device: the next reply is an error message in the page, and the page lives on
      const k = await page.evaluate(() => window.oxinfer.events.length);
      await page.evaluate(() => { worker.postMessage({ destroyDevice: true }); worker.postMessage({ logits: { ids: [2, 3, 4], last: 1 } }); });
      await page.waitForFunction((j) => window.oxinfer.events.slice(j).some((e) => e.logits || e.error), k, { timeout: 60000 });
      const lost = await page.evaluate((j) => window.oxinfer.events.slice(j).find((e) => e.logits || e.error), k);
      const lmsg = await page.evaluate(() => document.getElementById('error').textContent);
      check('WebGPU: a lost device is a message', lost && lost.error && /WebGPU: /.test(lmsg), JSON.stringify(lost).slice(0, 300) + ' ' + lmsg);
      console.error(`  lost device: "${lmsg}"`);
      // MLX-quantized checkpoints (packed U32 weights, which the shaders do not widen) with the menu on
      // auto: the page says why WebGPU is not used and runs them on the CPU, within 2e-4 of
      // transformers on the dequantized weights
      for (const fx of ['mlx_g4_q4g64', 'mlx_q35_q8g32']) {
        const src = join('tests/fixtures', fx), dst = join(B, 'web', 'fx', fx);
        mkdirSync(dst, { recursive: true });
        for (const f of ['config.json', 'model.safetensors']) copyFileSync(join(src, f), join(dst, f));
        const ref = safetensors(join(src, 'reference.safetensors'));
        const ids = Array.from(ref.prompt_ids.data), [P, V] = ref.logits.shape, last = 3;
        const k0 = await page.evaluate(() => { document.getElementById('bk').value = 'auto'; return window.oxinfer.events.length; });
        await page.evaluate((u) => load({ url: u, names: ['config.json', 'model.safetensors'], ids_only: true }), 'fx/' + fx);
        await page.waitForFunction((j) => window.oxinfer.loaded || window.oxinfer.events.slice(j).some((e) => e.error), k0, { timeout: 60000 });
        const k = await page.evaluate(() => window.oxinfer.events.length);
        await page.evaluate((q) => worker.postMessage({ logits: q }), { ids, last });
        await page.waitForFunction((j) => window.oxinfer.events.slice(j).some((e) => e.logits || e.error), k, { timeout: 60000 });
        const e = await page.evaluate((j) => window.oxinfer.events.slice(j).find((e) => e.logits || e.error), k);
        const st = await page.evaluate(() => ({ loaded: window.oxinfer.loaded, fallback: document.getElementById('fallback').textContent }));
        let worst = Infinity;
        if (e.logits && e.logits.length === last * V) {
          worst = 0;
          for (let r = 0; r < last; r++) for (let j = 0; j < V; j++) worst = Math.max(worst, Math.abs(e.logits[r * V + j] - ref.logits.data[(P - last + r) * V + j]));
        }
        check(`auto: ${fx} (MLX) on the CPU, the reason shown`, st.loaded && !st.loaded.webgpu && /WebGPU is not used: .*MLX/.test(st.fallback), JSON.stringify(st));
        check(`auto: ${fx} (MLX) logits within 2e-4 of transformers`, worst <= 2e-4, JSON.stringify(e).slice(0, 300) + ' max diff ' + worst);
        console.error(`  auto, ${fx}: "${st.fallback}"; logits within ${worst.toExponential(2)} of transformers`);
      }
      check('WebGPU: no page errors', errors.length === 0, errors.join('; '));
    } finally { await gb.close(); }
  }
  // an unsupported model is a message, not a dead tab
  const page = await browser.newPage();
  await page.goto('http://127.0.0.1:18931/');
  await loaded(page);
  const bad = join(profile, 'llama');
  mkdirSync(bad);
  writeFileSync(join(bad, 'config.json'), '{"model_type": "llama", "architectures": ["LlamaForCausalLM"]}');
  copyFileSync('models/kjv-gemma4/tokenizer.json', join(bad, 'tokenizer.json'));
  const hdr = Buffer.from('{}'), len = Buffer.alloc(8);
  len.writeUInt32LE(hdr.length, 0);
  writeFileSync(join(bad, 'model.safetensors'), Buffer.concat([len, hdr]));
  await page.setInputFiles('#pick', bad);
  await page.waitForFunction(() => window.oxinfer.events.some((e) => e.error), null, { timeout: 60000 });
  const msg = await page.evaluate(() => document.getElementById('error').textContent);
  check('an unsupported model: the loader message in the page', /llama|model_type|unsupported/i.test(msg), msg);
  console.error(`  unsupported model: "${msg}"`);
  await page.close();
} finally {
  await browser.close();
  for (const s of servers) s.kill();
  rmSync(profile, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
