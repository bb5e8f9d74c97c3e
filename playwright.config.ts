import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/bench/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4317);
/** Suites that start `npm run dev` on a copy of the content and run serially against it. */
const DEV_SERVER_SUITES = ['**/editor/*.spec.ts', '**/authoring/*.spec.ts', '**/demo/agent-greeting.spec.ts'];
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A worker per core, up to 4, with or without CI set. Playwright's default is half the cores: one
  // worker on our 2-core CI machine, where `.ci/run` (no CI variable) took 8.7-12.0 min of e2e against
  // 6.1-6.8 min with 2 workers (140-152 tests, session 20). A third worker on 2 cores fills the time the
  // others wait on timers (165 tests: 331 s with 60 s of idle CPU, against 312-313 s with 11-13 s idle),
  // but in a clean-clone CI run it failed two timing-sensitive tests (a dev server that missed a file
  // write for 60 s, a race in the content plugin since fixed; a first Tab that found no focus, cause
  // unknown), which 2 workers never did. Every worker shares one local backend and simulator.
  // E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || Math.min(4, availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps a screenshot and Playwright's error context (the page's ARIA snapshot); its
    // retry (CI=1 retries once) records a full trace. Recording a trace for every test and dropping it
    // on a pass cost a fifth of the suite's CPU: flows + a11y routes (41 tests, 2 workers, headless
    // shell, load 4-5) took 199-205 busy CPU-s with DOM snapshots, 180 without them, 161-170 with no
    // trace. To trace a local failure: `npx playwright test <file> --trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions({ microphone: true, tests: true }),
  },
  // Same browser, two projects only for the order work is handed out in: the suites that drive their own
  // `npm run dev` (the editor's six serial tests and its dev server's start take one worker for about
  // 2 min in CI) start first, and the short tests fill the other worker around them. Listed last, the
  // editor ran alone at the end of the run. Measured, the order made no difference to the wall time
  // (8.4 min before, 8.6 min after).
  projects: [
    { name: 'dev-server', testMatch: DEV_SERVER_SUITES, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', testIgnore: DEV_SERVER_SUITES, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: [
    {
      command: `npx tsx scripts/local-stack/serve.ts`,
      env: { PORT: String(PORT), LOCAL_DATA_DIR: 'memory://e2e', LOCAL_TEST_CLIENT_HEADER: '1' },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
