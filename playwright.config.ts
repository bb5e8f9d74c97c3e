import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/bench/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4317);
/**
 * Suites that start their own server before their first test: `npm run dev` on a copy of the content, run
 * serially against it, or (long-menus) a production build of 100 industries.
 */
const OWN_SERVER_SUITES = [
  '**/editor/*.spec.ts',
  '**/authoring/*.spec.ts',
  '**/demo/agent-greeting.spec.ts',
  '**/site/languages.spec.ts',
  '**/site/long-menus.spec.ts',
];
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A worker per core, up to 4, with or without CI set. Playwright's default is half the cores, one worker
  // on a 2-core machine, where the tests wait on timers and the shared backend as much as on the CPU. More
  // workers than cores made timing-sensitive tests fail in clean-clone runs (docs/performance.md, "The
  // test suites"). Every worker shares one local backend and simulator. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || Math.min(4, availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps a screenshot and Playwright's error context (the page's ARIA snapshot); its
    // retry (CI=1 retries once) records a full trace. A trace of every test, dropped on a pass, costs a
    // fifth of the suite's CPU (docs/performance.md). To trace a local failure:
    // `npx playwright test <file> --trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions({ microphone: true, tests: true }),
  },
  // Same browser, two projects only for the order work is handed out in: the suites that start their own
  // server begin first and the short tests fill the other workers around them, so a long start-up never
  // runs alone at the end of the run.
  projects: [
    { name: 'own-server', testMatch: OWN_SERVER_SUITES, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', testIgnore: OWN_SERVER_SUITES, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: [
    {
      command: 'node scripts/local-stack/serve.ts',
      // One backend for every test: each test is its own client address (LOCAL_TEST_CLIENT_HEADER), and the
      // voice budget fits the suite's starts (supabase/functions/_shared/voice/voice-budget-env.ts).
      env: {
        PORT: String(PORT),
        LOCAL_DATA_DIR: 'memory://e2e',
        LOCAL_TEST_CLIENT_HEADER: '1',
        LOCAL_VOICE_BUDGET: '1000/5000',
      },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
