// The live voice demo under the production Content-Security-Policy: the SDK's audio worklets come from
// this site (self-hosted workletPaths; blob: and data: are refused, see headers.spec.ts), and the call to
// the local simulator (ws: on the same origin, allowed by connect-src 'self') connects with no refusal.
import { expect, test } from '@playwright/test';
import { expectSimSession, flowAt, openFlow, startCall, visitor } from '../demo/helpers.ts';

test('a voice demo connects with the CSP on, its worklets loaded from this origin', async ({ page, request }) => {
  await page.addInitScript(() => {
    const refusals: string[] = [];
    (window as unknown as { __cspRefusals: string[] }).__cspRefusals = refusals;
    document.addEventListener('securitypolicyviolation', (event) =>
      refusals.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const { demo } = flowAt('/demo');
  const person = visitor('csp');

  const response = await page.goto(demo.path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("connect-src 'self'");
  expect(/script-src ([^;]+)/.exec(policy)?.[1]).not.toMatch(/blob:|data:/);
  await openFlow(page, demo);
  await startCall(page, demo, person, { all: true });

  // Microphone audio reaches the agent only through the raw-audio worklet, and the agent's voice plays
  // only through the concat worklet: both loaded, or there would be no chunks and no agent turn.
  await expectSimSession(
    request,
    person.email,
    (record) => record.userAudio.chunks > 0 && (record.agentTurns[0]?.audioChunks ?? 0) > 0,
    'audio flowed both ways',
  );
  const worklets = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /Processor/.test(name)),
  );
  for (const url of worklets) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  expect(await page.evaluate(() => (window as unknown as { __cspRefusals: string[] }).__cspRefusals)).toEqual([]);
});
