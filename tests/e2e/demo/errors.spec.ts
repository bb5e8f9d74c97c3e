// Failure paths: refused microphone (and typing instead), a call that drops, an agent that hangs up,
// and a call that cannot start.
import { expect } from '@playwright/test';
import { test } from '../support.ts';
import { expectNoViolations } from '../a11y/helpers.ts';
import {
  closeFromServer,
  CONNECT_TIMEOUT_MS,
  denyMicrophone,
  expectLive,
  expectNotLive,
  expectSimSession,
  flowAt,
  FLOWS,
  openFlow,
  simSession,
  startCall,
  submitDetails,
  toast,
  visitor,
  withSimBehaviour,
} from './helpers.ts';

/**
 * One flow for each way a flow starts its call (from the form, or from the session screen after a
 * delay or at once): the notice is the same component for all, with each flow's own words.
 */
const BY_START = [...new Map(FLOWS.map((flow) => [flow.demo.submit.behaviour, flow])).values()];

test.describe('microphone refused', () => {
  // Without motion the toast is fully shown when axe measures it.
  test.use({ reducedMotion: 'reduce' });

  for (const { demo, slug } of BY_START) {
    test(`${demo.path} (${demo.submit.behaviour}) shows its microphone message and offers typing`, async ({ page }) => {
      await denyMicrophone(page);
      await openFlow(page, demo);
      await submitDetails(page, demo, visitor(`mic-${slug}`));
      if (demo.submit.behaviour !== 'start-session')
        await page.getByRole('button', { name: demo.session.startLabel }).click();
      await expect(toast(page, demo.toasts.micDenied)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Type instead' })).toBeVisible();
      // Start-session flows stay on the form; the others stay on the session screen, not connected.
      if (demo.submit.behaviour === 'start-session')
        await expect(page.getByRole('button', { name: demo.submit.label })).toBeEnabled();
      else await expectNotLive(page, demo);
    });
  }

  test('text mode works without a microphone, by keyboard and with no axe violations', async ({ page, request }) => {
    const { demo } = flowAt('/restaurant-demo');
    const person = visitor('text');
    await denyMicrophone(page);
    await openFlow(page, demo);
    await submitDetails(page, demo, person);
    await expect(page.getByRole('alert').filter({ hasText: demo.toasts.micDenied.message })).toBeVisible();
    await expectNoViolations(page, 'the microphone-blocked notice and its toast');

    await page.getByRole('button', { name: 'Type instead' }).press('Enter');
    await expectLive(page, demo);
    await expect(page.getByRole('button', { name: 'Helpful answer', exact: true })).toBeEnabled();
    await expectNoViolations(page, 'a text-only call with the message box and feedback buttons');
    const message = page.getByRole('textbox', { name: 'Message to the agent' });
    await expect(message).toBeFocused();
    await message.fill('Do you have gluten-free pizza?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(message).toHaveValue('');
    await expect(page.getByRole('log')).toContainText('You: Do you have gluten-free pizza?');
    await expect(page.getByRole('log')).toContainText('(simulated) You said: "Do you have gluten-free pizza?"');
    const record = await simSession(request, person.email);
    expect(record.textOnly).toBe(true);
    expect(record.userMessages).toEqual([{ text: 'Do you have gluten-free pizza?' }]);
    expect(record.userAudio.chunks).toBe(0);
  });
});

test('a mid-call close with an error code shows the connection error and the reconnect hint', async ({
  page,
  request,
}) => {
  const { demo } = flowAt('/logistics-demo');
  const person = visitor('drop');
  await openFlow(page, demo);
  await startCall(page, demo, person);
  await closeFromServer(request, person.email, 4000, 'Simulated failure');
  await expect(toast(page, demo.toasts.connectionError)).toBeVisible();
  await expectNotLive(page, demo);
  await expect(page.getByText(demo.session.reconnectHint!)).toBeVisible();
  await expect(toast(page, demo.toasts.ended)).toHaveCount(0);
});

test('a close 1000 is the agent hanging up: the call ends cleanly to the completion screen', async ({
  page,
  request,
}) => {
  const { demo } = flowAt('/insurance-demo');
  const person = visitor('agent-end');
  await openFlow(page, demo);
  await startCall(page, demo, person);
  await closeFromServer(request, person.email, 1000);
  await expect(toast(page, demo.toasts.ended)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Demo Complete!' })).toBeVisible();
  await expect(toast(page, demo.toasts.connectionError)).toHaveCount(0);
});

test('a close 1000 on a flow without a completion screen returns to the session screen', async ({ page, request }) => {
  const { demo } = flowAt('/automotive-demo');
  const person = visitor('agent-end-2');
  await openFlow(page, demo);
  await startCall(page, demo, person);
  await closeFromServer(request, person.email, 1000);
  await expect(toast(page, demo.toasts.ended)).toBeVisible();
  await expectNotLive(page, demo);
  await expect(page.getByRole('button', { name: demo.session.startLabel })).toBeEnabled();
});

test('a call that cannot start shows the start failure and keeps the details', async ({ page }) => {
  const { demo } = flowAt('/restaurant-demo');
  await withSimBehaviour(page, { sim_fail_handshake: '1' });
  await openFlow(page, demo);
  const person = visitor('fail');
  await submitDetails(page, demo, person);
  // The refusal comes after the same steps as a connection (SDK chunk, captcha, signed link, socket).
  await expect(toast(page, demo.toasts.startFailed)).toBeVisible({ timeout: CONNECT_TIMEOUT_MS });
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue(person.email);
  await expect(page.getByRole('button', { name: demo.submit.label })).toBeEnabled();
});

test('a failed restart from the session screen shows the reconnect failure', async ({ page, request }) => {
  const { demo } = flowAt('/restaurant-demo');
  const person = visitor('refail');
  await openFlow(page, demo);
  await startCall(page, demo, person);
  await page.getByRole('button', { name: demo.session.endLabel }).click();
  await expectNotLive(page, demo);
  await withSimBehaviour(page, { sim_fail_handshake: '1' });
  await page.getByRole('button', { name: demo.session.startLabel }).click();
  await expect(toast(page, demo.toasts.reconnectFailed!)).toBeVisible();
  await expectSimSession(request, person.email, (r) => r.close?.code === 1011, 'the simulator refused the second call');
});
