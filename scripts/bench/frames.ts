// npm run bench:demo:frames — what the call visualizer costs in frames, from the built site in dist/
// (run `npm run build` first). A live call against the local voice simulator (fake microphone), Chromium
// slowed 4x (CDP Emulation.setCPUThrottlingRate), every animation frame recorded for a few seconds:
// once with the spectrum visualizer and once with reduced motion (its static indicator, no loop), so
// the difference is the visualizer's own cost.
import type { Browser, BrowserContext } from 'playwright';
import { chromiumLaunchOptions } from './chromium.ts';
import { parseCli } from '../cli-args.ts';

const { values } = parseCli(
  `Usage: npm run bench:demo:frames [-- --demo=/healthcare-demo --seconds=8 --rate=4]
  --demo=PATH   the demo page (default /healthcare-demo)
  --seconds=N   how long each call is recorded (default 8)
  --rate=N      how many times slower the CPU runs (default 4)`,
  {
    demo: { type: 'string', default: '/healthcare-demo' },
    seconds: { type: 'string', default: '8' },
    rate: { type: 'string', default: '4' },
  },
);
const demoPath = values.demo;
const seconds = Number(values.seconds);
const rate = Number(values.rate);
/** One frame at 60 Hz; a gap of 1.5 frames or more means at least one frame was dropped. */
const FRAME_MS = 1000 / 60;
/** A frame that takes longer than this is a visible stutter (the RAIL / LoAF threshold). */
const LONG_FRAME_MS = 50;

interface FrameRecord {
  /** Time between consecutive animation frames, ms. */
  gaps: number[];
  /** Long animation frames the browser reported (PerformanceObserver 'long-animation-frame'), ms. */
  longFrames: number[];
}

/** Fills the form, starts the call (on submit or with the call card's first button) and waits until live. */
async function startCall(context: BrowserContext, base: string) {
  const page = await context.newPage();
  await page.goto(`${base}${demoPath}`, { waitUntil: 'networkidle' });
  const values: Record<string, string> = {
    name: 'Bench Visitor',
    email: 'bench@example.com',
    phone: '+61 400 000 000',
    company: 'Bench Co',
  };
  for (const input of await page.locator('form input').all()) {
    if ((await input.getAttribute('type')) === 'checkbox') await input.check();
    else await input.fill(values[(await input.getAttribute('name')) ?? ''] ?? 'x');
  }
  await page.locator('form button[type=submit]').click();
  const connected = page.locator('[data-status="connected"]');
  // The session screen's status line first: the form page has sections with buttons too (the mic check).
  await page.locator('main [data-status]').first().waitFor();
  await page.locator('main section button').first().waitFor();
  if (!(await connected.isVisible())) await page.locator('main section button').first().click();
  await connected.waitFor({ timeout: 20_000 });
  return page;
}

async function measure(browser: Browser, base: string, reducedMotion: 'reduce' | 'no-preference') {
  const context = await browser.newContext({ permissions: ['microphone'], reducedMotion });
  try {
    const page = await startCall(context, base);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const record = await page.evaluate(
      (durationMs) =>
        new Promise<FrameRecord>((resolve) => {
          const gaps: number[] = [];
          const longFrames: number[] = [];
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) longFrames.push(entry.duration);
          });
          try {
            observer.observe({ type: 'long-animation-frame', buffered: false });
          } catch {
            // Older Chromium without LoAF: the gaps below still count long frames.
          }
          let last = performance.now();
          const started = last;
          const frame = (now: number) => {
            gaps.push(now - last);
            last = now;
            if (now - started < durationMs) requestAnimationFrame(frame);
            else {
              observer.disconnect();
              resolve({ gaps, longFrames });
            }
          };
          requestAnimationFrame(frame);
        }),
      seconds * 1000,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const speaking = await page.locator('[data-mode]').getAttribute('data-mode');
    return { ...record, speaking };
  } finally {
    await context.close();
  }
}

function report(label: string, { gaps, longFrames }: FrameRecord) {
  const sorted = [...gaps].sort((a, b) => a - b);
  const percentile = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  const dropped = gaps.reduce((total, gap) => total + Math.max(0, Math.round(gap / FRAME_MS) - 1), 0);
  const long = gaps.filter((gap) => gap > LONG_FRAME_MS).length;
  console.log(
    `  ${label.padEnd(30)} frames ${String(gaps.length).padStart(4)}   dropped ${String(dropped).padStart(4)}` +
      `   gap median ${percentile(0.5).toFixed(1)} ms  p95 ${percentile(0.95).toFixed(1)} ms  max ${(sorted.at(-1) ?? 0).toFixed(1)} ms` +
      `   frames > ${LONG_FRAME_MS} ms: ${long}   LoAF entries: ${longFrames.length}`,
  );
}

// Loaded once the flags are read, so --help answers without loading the local stack and the browser.
const [{ createLocalServices, startSiteServer }, { chromium }] = await Promise.all([
  import('../local-stack/index.ts'),
  import('playwright'),
]);
const mounts = await createLocalServices({ dataDir: 'memory://bench-frames' });
const server = await startSiteServer({ distDir: 'dist', port: 0, mounts });
let browser: Browser | undefined;
try {
  const launch = chromiumLaunchOptions({ microphone: true });
  browser = await chromium.launch({ ...launch, args: [...launch.args, '--autoplay-policy=no-user-gesture-required'] });
  console.log(`\nAnimation frames during a live call on ${demoPath}, CPU slowed ${rate}x, ${seconds} s each`);
  // A warm-up call, not counted: the first pays for the SDK chunk and the simulator's start.
  await measure(browser, server.url, 'reduce');
  for (const [label, motion] of [
    ['spectrum visualizer', 'no-preference'],
    ['reduced motion (static mark)', 'reduce'],
  ] as const) {
    const { speaking, ...record } = await measure(browser, server.url, motion);
    report(`${label} [${speaking}]`, record);
  }
} finally {
  await browser?.close();
  await server.close();
}
