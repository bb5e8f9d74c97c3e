// check:live against the real build served by the local stack (the Playwright web server is
// scripts/local-stack/serve.ts): every page, header and preflight holds, and a row per flow, a few of them
// signing a link and starting a conversation (check:live stays within the per-address voice limit). The
// failing cases (a function down, an agent missing) are in tests/unit/scripts/ops/check-live/check-live.test.ts.
import { expect } from '@playwright/test';
import { test } from '../support.ts';
import { optionsFrom } from '../../../scripts/ops/check-live/options.ts';
import { failed } from '../../../scripts/ops/check-live/report.ts';
import { runChecks } from '../../../scripts/ops/check-live/run.ts';
import { LOCAL_CALCOM_API_KEY, localCalcomApiUrl } from '../../../scripts/local-stack/index.ts';

test('check:live against npm start: every row holds but the seo row of a build for another origin, with a row per flow', async ({
  baseURL,
}) => {
  test.slow();
  // The local stack serves the functions on the site's own origin; the Cal.com key and address are the local
  // calendar's, given as an operator gives the live ones.
  const calcom = { CALCOM_API_KEY: LOCAL_CALCOM_API_KEY, CALCOM_API_URL: localCalcomApiUrl(baseURL!) };
  const options = optionsFrom(['--site', baseURL!], calcom);
  const rows = await runChecks(options);
  // The test build is made for the default SITE_ORIGIN (industries/site.yaml), not for this address, so the
  // seo row fails, and says how to fix it; everything else holds.
  const [seo, ...others] = failed(rows);
  expect(others).toEqual([]);
  expect(seo).toMatchObject({ check: 'seo', status: 'FAIL' });
  expect(seo?.detail).toMatch(
    /^robots\.txt names https:\/\/\S+\/sitemap\.xml, expected .*build again with SITE_ORIGIN/,
  );
  const voice = rows.filter((entry) => entry.check === 'voice');
  expect(voice.map((entry) => entry.target).toSorted()).toEqual(options.flows.map((flow) => flow.slug).toSorted());
  expect(options.flows.length).toBeGreaterThanOrEqual(13);
  const started = voice.filter((entry) => /: signed link starts a conversation \(\d+ ms\)$/.test(entry.detail));
  // A few agents a run, taken in turn, so three runs in ten minutes stay within 30 starts per address.
  expect(started.length).toBeGreaterThan(0);
  expect(started.length).toBeLessThanOrEqual(3);
  for (const entry of voice.filter((row) => !started.includes(row)))
    expect(entry.detail).toMatch(/no link signed this run \(\d+ of \d+ agents per run, taken in turn/);
  expect(rows.find((entry) => entry.check === 'unknown path')?.status).toBe('ok');
  expect(rows.find((entry) => entry.check === 'booking')?.status).toBe('ok');
});
