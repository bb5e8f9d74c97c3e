// How long a visitor's browser takes to solve our captcha: Chromium with its CPU throttled 4x over CDP
// (Emulation.setCPUThrottlingRate, the "mid-range phone" preset of Lighthouse), solving challenges whose
// secret number is maxnumber / 2 (the average case) with the site's solver (altcha.ts) and with
// altcha-lib's v1 solver, at several maxnumber settings. Run it alone: flock /tmp/heavy.lock node
// scripts/local-checks/abuse/solve-time.ts [maxnumber ...]. Prints one line per setting and solver.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import { chromiumLaunchOptions } from '../../bench/chromium.ts';

const SETTINGS = process.argv.slice(2).map(Number).filter(Boolean);
const MAXNUMBERS = SETTINGS.length > 0 ? SETTINGS : [50_000, 200_000, 1_000_000];
const RUNS = 2;

const entry = `
import { solveChallenge as ours } from './supabase/functions/_shared/captcha/altcha-solver.ts';
import { solveChallenge as lib } from 'altcha-lib/v1';
window.solveOurs = async (c) => { const t = performance.now(); const p = await ours(c); return { ms: performance.now() - t, ok: !!p }; };
window.solveLib = async (c) => { const t = performance.now(); const r = await lib(c.challenge, c.salt, 'SHA-256', c.maxnumber).promise; return { ms: performance.now() - t, ok: !!r }; };
`;
// Bundled by Vite, as the site's own scripts are; the entry is a module of this file's, so nothing is written.
const ENTRY = '\0solve-time-entry';
const bundle = (await build({
  configFile: false,
  logLevel: 'silent',
  plugins: [
    {
      name: 'solve-time-entry',
      resolveId: (id) => (id === ENTRY ? id : null),
      load: (id) => (id === ENTRY ? entry : null),
    },
  ],
  build: { write: false, rolldownOptions: { input: ENTRY } },
})) as Rolldown.RolldownOutput;
const script = bundle.output[0].code;

const server = http.createServer((req, res) => {
  if (req.url === '/solver.js') return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
  res
    .writeHead(200, { 'Content-Type': 'text/html' })
    .end('<!doctype html><script type="module" src="/solver.js"></script>');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

/** A challenge as captcha-challenge issues it, with the secret number chosen. */
function challengeWith(maxnumber: number, number: number) {
  const salt = `${randomBytes(12).toString('hex')}?expires=${Math.floor(Date.now() / 1000) + 300}&`;
  const challenge = createHash('sha256')
    .update(salt + number)
    .digest('hex');
  const signature = createHmac('sha256', 'bench').update(challenge).digest('hex');
  return { algorithm: 'SHA-256', challenge, maxnumber, salt, signature };
}

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(base);
  await page.waitForFunction(() => 'solveOurs' in window);
  console.log(
    `Chromium ${browser.version()}, CPU throttled 4x; load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
  for (const maxnumber of MAXNUMBERS) {
    for (const solver of ['solveOurs', 'solveLib'] as const) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const challenge = challengeWith(maxnumber, Math.floor(maxnumber / 2));
        const result = await page.evaluate(
          ([name, c]) =>
            (window as unknown as Record<string, (c: unknown) => Promise<{ ms: number; ok: boolean }>>)[name]!(c),
          [solver, challenge] as const,
        );
        if (!result.ok) throw new Error(`${solver} did not solve maxnumber ${maxnumber}`);
        times.push(result.ms);
      }
      const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
      const rate = Math.round((maxnumber / 2 / median) * 1000);
      console.log(`maxnumber ${maxnumber}: ${solver} average case ${(median / 1000).toFixed(2)} s (${rate} hashes/s)`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
