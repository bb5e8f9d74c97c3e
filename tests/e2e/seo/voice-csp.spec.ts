// The live voice demo under the production Content-Security-Policy: the SDK's audio worklets come from
// this site (self-hosted workletPaths), and the call to the local simulator (ws: on the same origin,
// allowed by connect-src 'self') connects with no refusal.
import { expect, test } from '@playwright/test';
import { flowAt, openFlow, simSession, startCall, visitor } from '../demo/helpers.ts';

test('a voice demo connects with the CSP on, loading its worklets from this origin', async ({ page, request }) => {
  await page.addInitScript(() => {
    const refusals: string[] = [];
    (window as unknown as { __cspRefusals: string[] }).__cspRefusals = refusals;
    document.addEventListener('securitypolicyviolation', (event) => refusals.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const worklets: string[] = [];
  page.on('request', (request) => {
    if (/Processor/.test(request.url())) worklets.push(request.url());
  });
  const { demo } = flowAt('/demo');
  const person = visitor('csp');

  const response = await page.goto(demo.path);
  expect(response?.headers()['content-security-policy']).toContain("connect-src 'self'");
  await openFlow(page, demo);
  await startCall(page, demo, person, { all: true });

  const record = await simSession(request, person.email);
  expect(record.agentTurns.length).toBeGreaterThan(0);
  expect(worklets.length).toBeGreaterThan(0);
  for (const url of worklets) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  expect(await page.evaluate(() => (window as unknown as { __cspRefusals: string[] }).__cspRefusals)).toEqual([]);
});
