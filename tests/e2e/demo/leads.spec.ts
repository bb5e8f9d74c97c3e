// A visitor's demo becomes a lead: the form's details are stored with the signed session, the
// simulator's post-call webhook completes it when the call ends, and `npm run leads` lists it with
// its summary. Also: "Forget my details" clears what the flow saved in this browser.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { test } from '../support.ts';
import { expectNotLive, flowAt, openFlow, startCall, visitor } from './helpers.ts';

const run = promisify(execFile);

/** `npm run leads` against this test's server (the same command a marketer runs). */
async function leadsOutput(baseURL: string, ...extra: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['scripts/ops/leads/cli.ts', '--url', baseURL, ...extra], {
    timeout: 30_000,
  });
  return stdout;
}

test('a finished demo call is listed by npm run leads with its details and summary', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const { demo } = flowAt('/demo');
  const tag = Math.random().toString(36).slice(2, 8);
  const person = { ...visitor('leads'), name: `Lena ${tag}`, company: `Leads ${tag} Pty` };
  await openFlow(page, demo);
  await startCall(page, demo, person, { all: true });
  await expect(page.getByText('Agent is speaking')).toBeVisible();
  await page.getByRole('button', { name: demo.session.endLabel }).click();
  await expectNotLive(page, demo);

  const summary = `${person.name} talked with the simulated agent`;
  // The table the poll ended on is the one read below: each run of the command costs seconds.
  let table = '';
  await expect
    .poll(async () => (table = await leadsOutput(baseURL!)), {
      timeout: 30_000,
      message: 'npm run leads lists the session',
    })
    .toContain(summary);
  const line = table.split('\n').find((row) => row.includes(summary))!;
  expect(line).toContain('general');
  expect(line).toContain(person.name);

  const { sessions } = JSON.parse(await leadsOutput(baseURL!, '--json')) as { sessions: Array<Record<string, any>> };
  const session = sessions.find((row) => row.details?.email === person.email);
  expect(session).toMatchObject({
    flow: 'general',
    agent_id: demo.agentId,
    details: { name: person.name, email: person.email, phone: person.phone, company: person.company },
    notice_shown: true,
    page: demo.path,
    call_successful: expect.any(String),
  });
  expect(session?.conversation_id).toMatch(/^conv_sim_/);
});

test('Forget my details clears what the flow saved in this browser', async ({ page }) => {
  const { demo } = flowAt('/demo');
  if (demo.storage === 'memory') throw new Error('/demo is expected to keep details in local storage');
  const key = demo.storage.localStorageKey;
  const person = visitor('forget');
  await openFlow(page, demo);
  const nameField = page.getByRole('textbox', { name: demo.fields[0]!.label, exact: true });
  await nameField.fill(person.name);
  await page.evaluate(([k, name]) => localStorage.setItem(k!, JSON.stringify({ name })), [key, person.name]);

  await page.getByRole('button', { name: 'Forget my details' }).click();
  await expect(page.getByText('Your details were removed from this browser.')).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
  await expect(nameField).toHaveValue('');
});
