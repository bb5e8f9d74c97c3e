// The production headers on `npm start` (the server the tests run against), and proof the policy is
// enforced yet lets pages run. The per-page CSP <meta> with the hashes of that page's inline scripts is
// checked in head.spec.ts, on the same crawl as the rest of each page's head.
import { expect } from '@playwright/test';
import { test, waitForHydration } from '../support.ts';
import { bootstrapEntry } from '../../../scripts/build/bootstrap.ts';
import { SECURITY_HEADERS } from '../../../scripts/shared/headers.ts';
import { ROUTES, watchCsp } from './helpers.ts';

const REQUIRED = ['Content-Security-Policy', 'Referrer-Policy', 'Permissions-Policy', 'X-Content-Type-Options'];

test('pages, assets and the 404 page carry the documented header set', async ({ request }) => {
  const html = await request.get('/');
  // The entry script the page's bootstrap loads (scripts/build/bootstrap.ts: its first argument).
  const entry = bootstrapEntry(/<script type="module">([\s\S]*?)<\/script>/.exec(await html.text())![1]!);
  const asset = await request.get(entry!);
  const missing = await request.get('/no-such-page');
  for (const response of [html, asset, missing]) {
    for (const name of REQUIRED)
      expect(response.headers()[name.toLowerCase()], `${response.url()} ${name}`).toBe(SECURITY_HEADERS[name]);
  }
  const headers = html.headers();
  expect(headers['permissions-policy']).toContain('microphone=(self)');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  // Plain http: HSTS belongs to the https static hosts (_headers), not to npm start.
  expect(headers['strict-transport-security']).toBeUndefined();
});

test('no policy lets scripts or worklets come from blob: or data: URLs', () => {
  const scriptSources = /script-src ([^;]+)/.exec(SECURITY_HEADERS['Content-Security-Policy']!)![1]!;
  expect(scriptSources).not.toMatch(/blob:|data:|unsafe-eval|\*/);
  expect(SECURITY_HEADERS['Content-Security-Policy']).not.toMatch(/worker-src[^;]*blob:/);
});

for (const path of [
  '/',
  ROUTES.find((route) => route.kind === 'landing')!.path,
  '/contact-us',
  '/demo',
  '/no-such-page',
]) {
  test(`${path} loads and hydrates with the CSP on and nothing refused`, async ({ page }) => {
    const refusals = await watchCsp(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      // The not-found page logs the missing path, and Chrome reports its 404 status; both are expected.
      const expected = path === '/no-such-page' && /^404 Error:|status of 404/.test(message.text());
      if (message.type() === 'error' && !expected) errors.push(message.text());
    });
    await page.goto(path);
    await waitForHydration(page);
    expect(await refusals()).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the policy is enforced: injected inline scripts and blob: worklets are refused', async ({ page }) => {
  const refusals = await watchCsp(page);
  await page.goto('/demo');
  await waitForHydration(page);
  const outcome = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    const source = 'registerProcessor("probe", class extends AudioWorkletProcessor { process() { return false; } });';
    const blobUrl = URL.createObjectURL(new Blob([source], { type: 'application/javascript' }));
    const context = new AudioContext();
    const worklet = await context.audioWorklet.addModule(blobUrl).then(
      () => 'loaded',
      () => 'refused',
    );
    await context.close();
    return { injected: (window as unknown as { __injected?: boolean }).__injected ?? false, worklet };
  });
  expect(outcome).toEqual({ injected: false, worklet: 'refused' });
  expect((await refusals()).map((refusal) => refusal.split(' ')[0])).toEqual(
    expect.arrayContaining(['script-src-elem']),
  );
});
