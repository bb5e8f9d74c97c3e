import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A worker per core, up to 4, with or without CI set. Playwright's default is half the cores: one
  // worker on our 2-core CI machine, where `.ci/run` (no CI variable) took 8.7-12.0 min of e2e
  // against 6.1-6.8 min with 2 workers (140-152 tests, session 20). The cap is a guess, not a
  // measurement: every worker shares one local backend and simulator. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || Math.min(4, availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions({ microphone: true }),
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npx tsx scripts/serve.ts`,
    env: { PORT: String(PORT), LOCAL_DATA_DIR: 'memory://e2e' },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
