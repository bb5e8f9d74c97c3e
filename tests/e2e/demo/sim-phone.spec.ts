// The local phone (/__sim/phone) against the local stack: a call placed straight through the simulator's
// outbound-call API rings there, and is answered (the agent's first message, a typed reply, its answer, Hang up),
// declined, left to ring out, or refused by a busy line; each outcome shows on the page and in the
// conversations API. The "Call me" demo tests (call-me*.spec.ts) reach the same page through the function.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations } from '../a11y/helpers.ts';
import { test } from '../support.ts';

const API = '/__sim/elevenlabs/v1/convai';
const KEY = { 'xi-api-key': 'e2e' };

/** A number in Ofcom's range for drama (07700 900xxx): no one answers it, and tests rarely share one. */
const fictionalNumber = () => `+447700900${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** Places a call from the local number, ringing for `ringSeconds` (sent, so no other test's setting applies). */
async function placeCall(request: APIRequestContext, toNumber: string, ringSeconds = 60): Promise<string> {
  const response = await request.post(`${API}/twilio/outbound-call`, {
    headers: KEY,
    data: {
      agent_id: 'agent_e2e_phone',
      agent_phone_number_id: 'phnum_local',
      to_number: toNumber,
      conversation_initiation_client_data: {
        dynamic_variables: { caller_name: 'Jane' },
        conversation_config_override: {
          agent: { first_message: 'Hi {{caller_name}}, this is the demo agent calling.' },
        },
      },
      telephony_call_config: { ringing_timeout_secs: ringSeconds },
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { conversation_id: string }).conversation_id;
}

async function callResult(request: APIRequestContext, id: string) {
  const response = await request.get(`${API}/conversations/${id}`, { headers: KEY });
  return (await response.json()) as { status: string; metadata: { phone_call: { call_result?: string } } };
}

/** The newest call to this number on the page (calls are listed newest first). */
const callTo = (page: Page, toNumber: string) => page.getByRole('region', { name: `Call to ${toNumber}` }).first();

test.use({ reducedMotion: 'reduce' });

test('a call rings with an alert, is answered from the keyboard, talks by text and hangs up', async ({
  page,
  request,
}) => {
  const to = fictionalNumber();
  await page.goto('/__sim/phone');
  await expect(page.getByRole('heading', { level: 1, name: 'Local phone' })).toBeVisible();
  const id = await placeCall(request, to);
  const call = callTo(page, to);
  await expect(call.getByRole('alert')).toContainText(`Incoming call to ${to}`);
  await expect(call.getByText('Ringing…')).toBeVisible();
  await expect(call.getByRole('textbox', { name: 'Your reply' })).toBeHidden();
  await expectNoViolations(page, 'a ringing call');

  await call.getByRole('button', { name: 'Answer' }).focus();
  await page.keyboard.press('Enter');
  const transcript = call.getByRole('log', { name: 'Call transcript' });
  await expect(transcript).toContainText('Agent: Hi Jane, this is the demo agent calling.');
  await expect(call.getByText('Connected')).toBeVisible();
  expect((await callResult(request, id)).status).toBe('in-progress');

  const reply = call.getByRole('textbox', { name: 'Your reply' });
  await expect(reply).toBeFocused();
  await reply.fill('What do you do?');
  await page.keyboard.press('Enter');
  await expect(transcript).toContainText('You: What do you do?');
  await expect(transcript).toContainText('(simulated) You said: "What do you do?"');
  // One list item per line: the greeting, the reply, the answer.
  await expect(transcript.getByRole('listitem')).toHaveCount(3);
  await expectNoViolations(page, 'a call in progress');

  await call.getByRole('button', { name: 'Hang up' }).click();
  await expect(call.getByText('Call ended: completed')).toBeVisible();
  await expect.poll(async () => (await callResult(request, id)).metadata.phone_call.call_result).toBe('answered');
});

test('a declined call ends declined, and the platform reports it as busy', async ({ page, request }) => {
  const to = fictionalNumber();
  await page.goto('/__sim/phone');
  const id = await placeCall(request, to);
  const call = callTo(page, to);
  await call.getByRole('button', { name: 'Decline' }).click();
  await expect(call.getByText('Call ended: declined')).toBeVisible();
  await expect(call.getByRole('button', { name: 'Answer' })).toHaveCount(0);
  expect(await callResult(request, id)).toMatchObject({
    status: 'failed',
    metadata: { phone_call: { call_result: 'busy' } },
  });
});

test('an unanswered call rings out as no answer', async ({ page, request }) => {
  const to = fictionalNumber();
  await page.goto('/__sim/phone');
  const id = await placeCall(request, to, 2);
  const call = callTo(page, to);
  await expect(call.getByText('Ringing…')).toBeVisible();
  await expect(call.getByText('Call ended: no answer')).toBeVisible({ timeout: 10_000 });
  expect((await callResult(request, id)).metadata.phone_call.call_result).toBe('no_answer');
});

test('the busy switch refuses calls at once, on a phone-sized screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const to = fictionalNumber();
  await page.goto('/__sim/phone');
  const busy = page.getByRole('checkbox', { name: /Busy line/ });
  await expect(busy).not.toBeChecked();
  await busy.check();
  // The switch is the whole simulator's: place the call and put it back at once, as other tests share it.
  await expect.poll(async () => (await (await request.get('/__sim/phone/settings')).json()).busy).toBe(true);
  const id = await placeCall(request, to);
  await busy.uncheck();
  await expect(callTo(page, to).getByText('Call ended: busy')).toBeVisible();
  expect((await callResult(request, id)).metadata.phone_call.call_result).toBe('busy');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect.poll(async () => (await (await request.get('/__sim/phone/settings')).json()).busy).toBe(false);
});
