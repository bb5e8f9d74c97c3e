// Issue 41's "done when", in the browser against the production build: /es/healthcare-demo shows the
// Spanish form and messages, the simulator's agent greets and answers in Spanish, and npm run leads shows
// the session's language. The texts come from the translation the build used, never pinned here.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { test } from '../support.ts';
import { flowAt, openFlow, simSession, startCall, toast, visitor } from './helpers.ts';

const run = promisify(execFile);

test('a Spanish demo page runs a Spanish call, and its lead says es', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const { demo, language } = flowAt('/es/healthcare-demo');
  expect(language?.code).toBe('es');
  expect(demo.pageLanguage?.language).toBe('es');
  await openFlow(page, demo);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // An empty submit: the form's own message, in Spanish, as the translation words it.
  await page.getByRole('button', { name: demo.submit.label }).click();
  await expect(toast(page, demo.messages.required)).toBeVisible();

  const person = { ...visitor('es'), name: 'Lucía García' };
  await startCall(page, demo, person, { all: true });
  const greeting = demo.pageLanguage!.firstMessage.replace('{{caller_name}}', person.name);
  await expect(page.getByRole('log').getByText(greeting)).toBeVisible();
  // The simulator's scripted answer in the call's language (packages/voice-simulator/src/agent/lines.ts).
  await expect(
    page
      .getByRole('log')
      .getByText(/\(simulado\)/)
      .first(),
  ).toBeVisible({ timeout: 15_000 });

  const record = await simSession(request, person.email);
  expect(record.language).toBe('es');
  expect(record.init?.overrides).toMatchObject({
    agent: { language: 'es', first_message: demo.pageLanguage!.firstMessage },
  });

  const { stdout } = await run(process.execPath, ['scripts/ops/leads/cli.ts', '--url', baseURL!, '--json'], {
    timeout: 30_000,
  });
  const { sessions } = JSON.parse(stdout) as { sessions: Array<Record<string, any>> };
  expect(sessions.find((row) => row.details?.email === person.email)).toMatchObject({
    flow: 'healthcare',
    locale: 'es',
    page: '/es/healthcare-demo',
  });
});
