// check:live against the real build served by the local stack (the Playwright web server is
// scripts/local-stack/serve.ts): every page, header, preflight and all thirteen flows' signed links hold. The
// failing cases (a function down, an agent missing) are in tests/unit/golive/check-live.test.ts.
import { expect } from '@playwright/test';
import { test } from '../support.ts';
import { optionsFrom } from '../../../scripts/ops/check-live/options.ts';
import { failed } from '../../../scripts/ops/check-live/report.ts';
import { runChecks } from '../../../scripts/ops/check-live/run.ts';

test('check:live passes against npm start, with a row per flow', async ({ baseURL }) => {
  test.slow();
  // An empty environment: the local stack serves the functions on the site's own origin.
  const options = optionsFrom(['--site', baseURL!], {});
  const rows = await runChecks(options);
  expect(failed(rows)).toEqual([]);
  const voice = rows.filter((entry) => entry.check === 'voice');
  expect(voice.map((entry) => entry.target).toSorted()).toEqual(options.flows.map((flow) => flow.slug).toSorted());
  expect(options.flows.length).toBeGreaterThanOrEqual(13);
  for (const entry of voice) expect(entry.detail).toMatch(/: signed link starts a conversation \(\d+ ms\)$/);
  expect(rows.find((entry) => entry.check === 'unknown path')?.status).toBe('ok');
});
