// npm run bench:demo — what the voice demo costs, from the built site in dist/ (run `npm run build` first):
// 1. the JS (gzip) a landing page and a demo page fetch before the first interaction (demo-bytes.ts),
//    plus the voice chunk a demo page fetches on that interaction;
// 2. Start → connected against the local voice simulator in Chromium (fake microphone), for the demo
//    engine and for the bare SDK (Conversation.startSession with a signed link), alternating in one run.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright';
import type { AltchaChallenge } from '../../supabase/functions/_shared/captcha/altcha.ts';
import type { Mount } from '../local-stack/index.ts';
import { RATE_LIMITS } from '../../supabase/functions/_shared/http/limits.ts';
import { parseCli } from '../cli-args.ts';

const { values } = parseCli(
  `Usage: npm run bench:demo [-- --runs=N --landing=/healthcare --demo=/healthcare-demo]
  --runs=N        starts of each kind (default 10)
  --landing=PATH  the landing page whose JS is weighed (default /healthcare)
  --demo=PATH     the demo page (default /healthcare-demo)`,
  {
    runs: { type: 'string', default: '10' },
    landing: { type: 'string', default: '/healthcare' },
    demo: { type: 'string', default: '/healthcare-demo' },
  },
);
// Imported once the flags are read, so `--help` answers without loading the captcha and the byte counter.
const { solveChallenge } = await import('../../supabase/functions/_shared/captcha/altcha.ts');
const { chromiumLaunchOptions } = await import('./chromium.ts');
const { reportBytes } = await import('./demo-bytes.ts');
const runs = Number(values.runs);
// Each run asks voice-signed-url for two links (engine and bare), plus a pair to warm up, all from this
// machine's one address: past the function's per-address limit it answers 429 and no call connects.
const MAX_RUNS = Math.floor(RATE_LIMITS['voice-signed-url'].perClient / 2) - 1;
if (!Number.isInteger(runs) || runs < 1 || runs > MAX_RUNS) {
  console.error(`--runs must be a whole number from 1 to ${MAX_RUNS} (voice-signed-url's per-address limit).`);
  process.exit(2);
}
/** A start that has not connected by then failed (its toast says why): the bench stops rather than hang. */
const CONNECT_LIMIT_MS = 30_000;
const landingPath = values.landing;
const demoPath = values.demo;
const DIST = 'dist';

/** The body of the engine's last signed-link request: the bare run asks for the same agent and session. */
let signedUrlRequest: string | null = null;

/** Engine: fill the form, wait for the SDK chunk, then time the Start click until the badge says connected. */
async function engineRun(page: Page, base: string): Promise<number> {
  await page.goto(`${base}${demoPath}`, { waitUntil: 'networkidle' });
  const values: Record<string, string> = {
    name: 'Bench Visitor',
    email: 'bench@example.com',
    phone: '+61 400 000 000',
    company: 'Bench Co',
  };
  const inputs = page.locator('form input');
  for (const input of await inputs.all()) await input.fill(values[(await input.getAttribute('name')) ?? ''] ?? 'x');
  await page.locator('form button[type=submit]').click();
  const start = page.locator('main section button').first();
  await start.waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const button = document.querySelector('main section button')!;
    (window as unknown as { benchDone: Promise<number> }).benchDone = new Promise((resolve) => {
      button.addEventListener(
        'click',
        () => {
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (!document.querySelector('[data-status="connected"]')) return;
            observer.disconnect();
            resolve(performance.now() - started);
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        },
        { capture: true, once: true },
      );
    });
  });
  await start.click();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The demo did not connect within ${CONNECT_LIMIT_MS / 1000} s`)),
      CONNECT_LIMIT_MS,
    );
  });
  const done = page.evaluate(() => (window as unknown as { benchDone: Promise<number> }).benchDone);
  const elapsed = await Promise.race([done, limit]).finally(() => clearTimeout(timer));
  await start.click(); // End the call.
  return elapsed;
}

const BARE_PAGE = `<!doctype html><meta charset="utf-8"><title>bare SDK</title>
<script src="/__bench/sdk.js"></script><button id="start">Start</button>
<script>
  window.runBare = async (signedUrl) => {
    return new Promise((resolve, reject) => {
      document.getElementById('start').onclick = () => {
        const started = performance.now();
        ElevenLabsClient.Conversation.startSession({
          signedUrl, connectionType: 'websocket',
          dynamicVariables: { caller_name: 'Bench Visitor', user_email: 'bench@example.com', user_phone: '', user_company: '' },
          onConnect: () => resolve(performance.now() - started),
          onError: (message) => reject(new Error(message)),
        }).then((conversation) => setTimeout(() => conversation.endSession(), 50), reject);
      };
    });
  };
</script>`;

/** A signed link for the same agent and session as the engine's last start, with a solved proof of work. */
async function signedUrlLikeTheEngine(base: string): Promise<string> {
  if (!signedUrlRequest) throw new Error('The engine run made no voice-signed-url request to copy');
  const challenge = await fetch(`${base}/functions/v1/captcha-challenge`, { headers: { Origin: base } });
  const payload = await solveChallenge((await challenge.json()) as AltchaChallenge);
  if (!payload) throw new Error('The proof of work of captcha-challenge could not be solved');
  const response = await fetch(`${base}/functions/v1/voice-signed-url`, {
    method: 'POST',
    headers: { Origin: base, 'Content-Type': 'application/json', 'X-Altcha': payload },
    body: signedUrlRequest,
  });
  if (!response.ok) throw new Error(`voice-signed-url answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { signedUrl: string }).signedUrl;
}

/** Bare SDK: the signed link is fetched first, then the Start click is timed until onConnect. */
async function bareRun(page: Page, base: string): Promise<number> {
  const signedUrl = await signedUrlLikeTheEngine(base);
  await page.goto(`${base}/__bench/bare`);
  const result = page.evaluate(
    (url) => (window as unknown as { runBare(url: string): Promise<number> }).runBare(url),
    signedUrl,
  );
  await page.waitForFunction(() => document.getElementById('start')?.onclick !== null);
  await page.click('#start');
  return result;
}

function summary(label: string, values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `  ${label.padEnd(34)} median ${median.toFixed(0).padStart(5)} ms   min ${sorted[0]!.toFixed(0)}   max ${sorted.at(-1)!.toFixed(0)}`,
  );
  return median;
}

async function reportTiming() {
  // The bare page is served by the same server (not a browser route), so Chromium treats it like the
  // site itself and lets it open sockets to the local simulator.
  const sdk = readFileSync(
    fileURLToPath(new URL('../../node_modules/@elevenlabs/client/dist/lib.iife.js', import.meta.url)),
  );
  const benchPages: Mount = {
    handle(req, res) {
      const body = req.url === '/__bench/sdk.js' ? sdk : req.url === '/__bench/bare' ? BARE_PAGE : null;
      if (body === null) return false;
      res.writeHead(200, { 'Content-Type': req.url?.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8' });
      res.end(body);
      return true;
    },
  };
  // Loaded once the flags are read, so --help answers without loading the local stack and the browser.
  const { createLocalServices, startSiteServer } = await import('../local-stack/index.ts');
  const { chromium } = await import('playwright');
  const mounts = [benchPages, ...(await createLocalServices({ dataDir: 'memory://bench-demo' }))];
  const server = await startSiteServer({ distDir: DIST, port: 0, mounts });
  let browser: Browser | undefined;
  try {
    const launch = chromiumLaunchOptions({ microphone: true });
    browser = await chromium.launch({
      ...launch,
      args: [...launch.args, '--autoplay-policy=no-user-gesture-required'],
    });
    const page = await (await browser.newContext({ permissions: ['microphone'] })).newPage();
    page.on('request', (request) => {
      if (request.url().endsWith('/voice-signed-url') && request.method() === 'POST')
        signedUrlRequest = request.postData();
    });
    const [engine, bare]: [number[], number[]] = [[], []];
    // One warm-up of each, not counted: the first run pays for browser and server start-up.
    await engineRun(page, server.url);
    await bareRun(page, server.url);
    for (let run = 0; run < runs; run += 1) {
      engine.push(await engineRun(page, server.url));
      bare.push(await bareRun(page, server.url));
    }
    console.log(`\nStart → connected against the voice simulator (${runs} runs each, alternating)`);
    const engineMedian = summary(`demo engine (${demoPath})`, engine);
    const bareMedian = summary('bare SDK (startSession)', bare);
    console.log(
      `  engine overhead: ${(engineMedian - bareMedian).toFixed(0)} ms (microphone check + signed link + React render)`,
    );
  } finally {
    await browser?.close();
    await server.close();
  }
}

reportBytes(DIST, landingPath, demoPath);
await reportTiming();
