// What a page fetches, and when: only the document before the first contentful paint, then the late
// stylesheet and the app; the voice SDK only on demo pages and only once the visitor does something.
import { expect, type Page } from '@playwright/test';
import { test, waitForHydration } from '../support.ts';

/** Any chunk with the voice SDK's code: vite.config.ts names each chunk holding @elevenlabs/client's modules so. */
const SDK_CHUNK = /\/assets\/voice-sdk-[\w-]+\.js$/;

/** Every request for the voice runtime chunk the page makes from now on. */
function sdkRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (SDK_CHUNK.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}

/** Start times of the page's script and stylesheet downloads, and of its first contentful paint. */
function timings(page: Page) {
  return page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    assets: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
}

for (const path of ['/', '/automotive', '/restaurant-demo']) {
  test(`${path} fetches its scripts and stylesheets only after the first contentful paint`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const { firstContentfulPaint, assets } = await timings(page);
    expect(firstContentfulPaint).toBeGreaterThan(0);
    expect(assets.map((asset) => asset.url)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/entry-client-.*\.js$/),
        expect.stringMatching(/\.css$/),
      ]),
    );
    for (const asset of assets) expect(asset.startTime, asset.url).toBeGreaterThanOrEqual(firstContentfulPaint!);
    // The late stylesheet is linked once: React adopted the bootstrap's link instead of adding another.
    expect(await page.locator('link[rel="stylesheet"][href*="entry-client"]').count()).toBe(1);
  });
}

test('a demo page loads the voice SDK on the first interaction, not before', async ({ page }) => {
  const sdk = sdkRequests(page);
  await page.goto('/healthcare-demo');
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(sdk, 'SDK requested before any interaction').toEqual([]);

  await page.getByRole('textbox').first().focus();
  await expect.poll(() => sdk.length).toBeGreaterThan(0);
});

test('a landing page never loads the voice SDK, whatever the visitor does', async ({ page }) => {
  const sdk = sdkRequests(page);
  await page.goto('/healthcare');
  await waitForHydration(page);
  await page.mouse.move(100, 200);
  await page.keyboard.press('Tab');
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(500);
  expect(sdk).toEqual([]);
});

test('the contact page loads the Supabase client on the first focus, not at page load', async ({ page }) => {
  const client: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/supabaseClient-[\w-]+\.js$/.test(new URL(request.url()).pathname)) client.push(request.url());
  });
  await page.goto('/contact-us');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await page.waitForTimeout(500);
  expect(client, 'Supabase client requested before any interaction').toEqual([]);

  await page.getByRole('textbox', { name: 'Your Name' }).focus();
  await expect.poll(() => client.length).toBeGreaterThan(0);
});
