// The demo page's decode and prefill speed on each backend, alternated in one run: WebGPU (with
// --enable-unsafe-webgpu headless Chromium gives SwiftShader's adapter, a CPU implementation) against
// the wasm SIMD128 path (one thread: the page is served without isolation; threads: isolated).
// Prints the machine (CPU, cores, load) first. Needs make web, chromium and playwright-core
// (make playwright). Usage: node bench/bench_web.mjs [build] [rounds] [tokens]
import { createRequire } from 'module';
import { spawn } from 'child_process';
import { readFileSync } from 'fs';
import { cpus, loadavg } from 'os';
import { join, resolve } from 'path';

const B = resolve(process.argv[2] || 'build'), rounds = Number(process.argv[3] || 3), N = Number(process.argv[4] || 64);
const { chromium } = createRequire(join(B, 'npm', 'package.json'))('playwright-core');
const prompt = JSON.parse(readFileSync('models/kjv-gemma4/reference.json', 'utf8')).prompt;
console.log(`machine: ${cpus()[0].model}, ${cpus().length} cores, load ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
const serve = (port, isolate) => new Promise((ok) => {
  const p = spawn('python3', ['web/serve.py', join(B, 'web'), String(port), ...(isolate ? [] : ['--no-isolation'])], { stdio: ['ignore', 'pipe', 'inherit'] });
  p.stdout.once('data', () => ok(p));
});
const servers = [await serve(18951, true), await serve(18952, false)];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--enable-unsafe-webgpu'] });
const runs = [['webgpu', 18952], ['wasm', 18952], ['wasm', 18951]];
const pages = [];
try {
  for (const [bk, port] of runs) {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/?backend=${bk}`);
    await page.waitForFunction(() => window.oxinfer.loaded || window.oxinfer.events.some((e) => e.error), null, { timeout: 120000 });
    const l = await page.evaluate(() => window.oxinfer.loaded);
    if (!l) throw new Error(`${bk}: ` + JSON.stringify(await page.evaluate(() => window.oxinfer.events)));
    pages.push({ page, name: `${l.device}, ${l.threads} thread(s)`, dec: [], pre: [] });
  }
  for (let r = 0; r < rounds; r++)
    for (const p of pages) {
      await p.page.fill('#input', prompt); await p.page.fill('#max', String(N));
      const k = await p.page.evaluate(() => window.oxinfer.events.length);
      await p.page.click('#send');
      await p.page.waitForFunction((j) => window.oxinfer.events.slice(j).some((e) => e.done || e.error), k, { timeout: 300000 });
      const d = (await p.page.evaluate((j) => window.oxinfer.events.slice(j).find((e) => e.done || e.error), k)).done;
      p.dec.push(d.n_generated / d.decode_s); p.pre.push(d.n_prompt / d.prefill_s);
    }
  const med = (a) => a.slice().sort((x, y) => x - y)[a.length >> 1];
  for (const p of pages) console.log(`${p.name}: decode ${med(p.dec).toFixed(1)} tok/s (runs ${p.dec.map((x) => x.toFixed(1)).join(' ')}), prefill ${med(p.pre).toFixed(1)} tok/s (prompt of 4 tokens)`);
  console.log(`load after: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
} finally { await browser.close(); for (const s of servers) s.kill(); }
