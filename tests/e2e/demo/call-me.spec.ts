// Call me against the local stack: the visitor asks for a call on the general demo, the local phone at
// /__sim/phone rings, and the call screen follows it to the end. Answered, the call becomes a lead in
// `npm run leads`; declined, the screen says so; a number we never call is refused in words.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { test } from '../support.ts';
import {
  callMe,
  callState,
  daytimeCountry,
  freshMobile,
  general,
  nightCountry,
  requestCall,
  ringingCall,
} from './call-me-phone.ts';

const run = promisify(execFile);
const { screen } = callMe;
const ended = (reason: string) => `${screen.ended} ${reason}`;

/** `npm run leads --json` against this test's server, as a marketer runs it. */
async function leadSessions(baseURL: string): Promise<Array<Record<string, any>>> {
  const { stdout } = await run(process.execPath, ['scripts/ops/leads/cli.ts', '--url', baseURL, '--json'], {
    timeout: 30_000,
  });
  return (JSON.parse(stdout) as { sessions: Array<Record<string, any>> }).sessions;
}

test('the phone rings, is answered, talks and hangs up: the screen follows, and the lead is listed', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const number = freshMobile(daytimeCountry());
  const person = await requestCall(page, number, 'callme');
  await expect(page.getByRole('heading', { name: screen.title })).toBeFocused();
  await expect(callState(page)).toHaveText(screen.ringing);

  const phone = await context.newPage();
  const call = await ringingCall(phone, number);
  await call.getByRole('button', { name: 'Answer' }).click();
  await expect(callState(page)).toHaveText(screen.inProgress, { timeout: 15_000 });
  const transcript = call.getByRole('log', { name: 'Call transcript' });
  await expect(transcript).toContainText('Agent:', { timeout: 15_000 });
  const question = 'What can an AI voice agent do for my business?';
  await call.getByRole('textbox', { name: 'Your reply' }).fill(question);
  await call.getByRole('button', { name: 'Send' }).click();
  // The simulated agent answers every reply by quoting it.
  await expect(transcript).toContainText(`You said: "${question}"`, { timeout: 15_000 });
  await call.getByRole('button', { name: 'Hang up' }).click();

  await expect(callState(page)).toHaveText(ended(screen.completed), { timeout: 15_000 });
  const postCall = page.getByRole('region', { name: general.demo.session.postCall.title });
  await expect(postCall).toContainText(/conv_sim_\w+/);
  await expect(postCall.getByRole('group', { name: general.demo.session.postCall.ratingLabel })).toBeVisible();

  let session: Record<string, any> | undefined;
  await expect
    .poll(
      async () => {
        session = (await leadSessions(baseURL!)).find((row) => row.details?.email === person.email);
        return session?.call_successful !== undefined && session.call_successful !== null;
      },
      { timeout: 45_000, message: 'npm run leads lists the phone call, analysed' },
    )
    .toBe(true);
  expect(session).toMatchObject({
    flow: 'general',
    agent_id: general.demo.agentId,
    details: { name: person.name, email: person.email, phone: number, company: person.company },
    notice_shown: true,
    page: general.demo.path,
  });
  await expect(postCall).toContainText(session!.conversation_id as string);
  // The rating goes to the phone call's conversation, as after a browser call.
  const texts = general.demo.session.postCall;
  await postCall.getByRole('radio', { name: texts.ratingScale[4]! }).check();
  await postCall.getByRole('button', { name: texts.sendRating }).click();
  await expect(postCall.getByText(texts.ratingSent)).toBeVisible();

  await page.getByRole('button', { name: screen.backToForm }).click();
  await expect(page.getByRole('textbox', { name: 'Phone Number', exact: true })).toHaveValue(number);
});

test('a declined call ends the screen with its reason, and the form comes back as it was', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  // On a phone-sized screen: the form and the call screen fit its width.
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const number = freshMobile(daytimeCountry());
  const person = await requestCall(page, number, 'callme-decline');
  await expect(callState(page)).toHaveText(screen.ringing);
  expect(await fits()).toBe(true);
  const call = await ringingCall(await context.newPage(), number);
  await call.getByRole('button', { name: 'Decline' }).click();
  await expect(callState(page)).toHaveText(ended(screen.declined), { timeout: 15_000 });
  expect(await fits()).toBe(true);
  await expect(page.getByRole('region', { name: general.demo.session.postCall.title })).toHaveCount(0);
  await page.getByRole('button', { name: screen.backToForm }).click();
  await expect(page.getByRole('textbox', { name: 'Email Address', exact: true })).toHaveValue(person.email);
  await expect(page.getByRole('checkbox', { name: /I agree to one automated call/ })).toBeChecked();
});

test('Stop waiting leaves a ringing call’s screen with everything typed; the same number is not called twice', async ({
  page,
}) => {
  const number = freshMobile(daytimeCountry());
  await requestCall(page, number, 'callme-stop');
  await expect(callState(page)).toHaveText(screen.ringing);
  await page.getByRole('button', { name: screen.stopWaiting }).click();
  await expect(page.getByRole('textbox', { name: 'Phone Number', exact: true })).toHaveValue(number);
  await expect(page.getByRole('checkbox', { name: /I agree to one automated call/ })).toBeChecked();
  // The function calls a number once a day: asking again is refused, in words, beside the button.
  await page.getByRole('button', { name: callMe.button }).click();
  await expect(page.getByRole('alert').filter({ hasText: callMe.refusals.numberLimit })).toBeVisible();
  await expect(page.getByRole('heading', { name: screen.title })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Phone Number', exact: true })).toHaveValue(number);
});

test('numbers we never call are refused in words under the number, and no call is placed', async ({ page }) => {
  const phoneField = page.getByRole('textbox', { name: 'Phone Number', exact: true });
  await requestCall(page, '+44 9090 123456', 'callme-premium');
  await expect(phoneField).toHaveAccessibleDescription(callMe.messages.notCallable);
  await expect(phoneField).toBeFocused();
  await phoneField.fill('+33 6 12 34 56 78');
  await page.getByRole('button', { name: callMe.button }).click();
  await expect(phoneField).toHaveAccessibleDescription(/We cannot call numbers in France yet/);
  await expect(page.getByRole('heading', { name: screen.title })).toHaveCount(0);
});

test('a number where it is night now is refused with the time to try again', async ({ page }) => {
  const country = nightCountry();
  // At every hour some country of the allow-list is at night (tests/unit/scripts/local-checks/abuse/abuse-call-me.test.ts checks each).
  expect(country, 'a country of the allow-list where it is night now').toBeTruthy();
  await requestCall(page, freshMobile(country!), 'callme-night');
  const refusal = page.getByRole('alert').filter({ hasText: 'It is night at that number' });
  await expect(refusal).toContainText(/Please try again after \w+day .+, [A-Za-z_ ]+ time\./);
  await expect(page.getByRole('heading', { name: screen.title })).toHaveCount(0);
});
