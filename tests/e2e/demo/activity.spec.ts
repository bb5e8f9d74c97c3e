// The call's failure and activity states against the local simulator: a silent drop (pings stop, the socket stays open)
// ends the call within the ping watchdog's limit; a busy refusal (close 1013) shows the busy state with
// Try again that works; a server tool shows its activity line, then "Done". Each new state passes axe,
// and the busy state works from the keyboard alone. Texts come from YAML, so content edits keep it green.
import { expect, type Page } from '@playwright/test';
import { PING_SILENCE_LIMIT_MS } from '../../../src/features/demo/voice/liveCall.ts';
import { test } from '../support.ts';
import { expectNoViolations } from '../a11y/helpers.ts';
import {
  expectLive,
  expectNotLive,
  expectSimSession,
  flowAt,
  FLOWS,
  openFlow,
  simSession,
  startCall,
  submitDetails,
  visitor,
} from './helpers.ts';

/** A flow that returns to the session screen after a call (no completion screen). */
const { demo } = flowAt('/automotive-demo');
const { call } = demo.session;

test.use({ reducedMotion: 'reduce' });

/** The first signed link carries `sim_busy=1`; later ones are left alone, so Try again connects. */
async function busyOnce(page: Page) {
  let refused = 0;
  await page.route('**/functions/v1/voice-signed-url', async (route) => {
    const response = await route.fetch();
    if (refused > 0) return route.fulfill({ response });
    refused += 1;
    const { signedUrl } = (await response.json()) as { signedUrl: string };
    const url = new URL(signedUrl);
    url.searchParams.set('sim_busy', '1');
    await route.fulfill({ response, json: { signedUrl: url.toString() } });
  });
}

test('a silent drop (no pings, socket open) ends the call within the watchdog limit, with Reconnect', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const person = visitor('silent');
  await openFlow(page, demo);
  await startCall(page, demo, person);
  const { id } = await simSession(request, person.email);
  expect((await request.post(`/__sim/sessions/${id}/silence`)).status()).toBe(200);
  const silencedAt = Date.now();
  await expect(page.getByText(call.connectionLost)).toBeVisible({ timeout: PING_SILENCE_LIMIT_MS + 5_000 });
  const tookMs = Date.now() - silencedAt;
  console.log(`silent drop noticed after ${tookMs} ms (limit ${PING_SILENCE_LIMIT_MS} ms)`);
  // Not before the limit minus one ping interval (the last ping may have come up to 3 s earlier).
  expect(tookMs).toBeGreaterThan(PING_SILENCE_LIMIT_MS - 3_500);
  await expectNotLive(page, demo);
  // The page closed the socket itself.
  await expectSimSession(
    request,
    person.email,
    (record) => record.close?.by === 'client',
    'the page closed the socket',
  );
  await expect(page.getByRole('button', { name: call.reconnect })).toBeVisible();
});

test('a busy refusal shows the busy state with Try again (which connects) and Book a Demo; axe at 0', async ({
  page,
}) => {
  await busyOnce(page);
  await openFlow(page, demo);
  await submitDetails(page, demo, visitor('busy'));
  await page.getByRole('button', { name: demo.session.startLabel }).click();
  await expect(page.getByText(call.busy)).toBeVisible({ timeout: 15_000 });
  // Book a Demo is a button where the page hosts the dialog, else a link to the page that does.
  const { label: bookLabel } = call.busyAction;
  await expect(
    page.getByRole('button', { name: bookLabel }).or(page.getByRole('link', { name: bookLabel })),
  ).toBeVisible();
  await expectNotLive(page, demo);
  await expectNoViolations(page, 'the busy state');
  await page.getByRole('button', { name: call.busyTryAgain }).click();
  await expectLive(page, demo);
  await expect(page.getByText(call.busy)).toHaveCount(0);
});

test('a busy refusal on a flow that starts from the form keeps the form, with Try again that connects', async ({
  page,
}) => {
  const formStart = FLOWS.find((flow) => flow.demo.submit.behaviour === 'start-session');
  if (!formStart) throw new Error('SPEC has flows that start the call from the form (restaurant, logistics)');
  const { demo: flow } = formStart;
  await busyOnce(page);
  await openFlow(page, flow);
  const person = visitor('busy-form');
  await submitDetails(page, flow, person);
  await expect(page.getByText(flow.session.call.busy)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue(person.email);
  await expectNoViolations(page, 'the busy state on the form');
  await page.getByRole('button', { name: flow.session.call.busyTryAgain }).click();
  await expectLive(page, flow);
});

test('the busy state, keyboard only: Try again is reachable with Tab and starts the call', async ({ page }) => {
  await busyOnce(page);
  await openFlow(page, demo);
  await submitDetails(page, demo, visitor('busy-keys'));
  const start = page.getByRole('button', { name: demo.session.startLabel });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(call.busy)).toBeVisible({ timeout: 15_000 });
  const tryAgain = page.getByRole('button', { name: call.busyTryAgain });
  let reached = false;
  for (let step = 0; step < 15 && !reached; step += 1) {
    await page.keyboard.press('Tab');
    reached = await tryAgain.evaluate((element) => element === document.activeElement);
  }
  expect(reached, 'Try again is reached with Tab').toBe(true);
  await page.keyboard.press('Enter');
  await expectLive(page, demo);
});

test('a server tool shows its activity line politely, then Done, without taking focus; axe at 0', async ({
  page,
  request,
}) => {
  const person = visitor('tool');
  await openFlow(page, demo);
  await startCall(page, demo, person);
  const { id } = await simSession(request, person.email);
  // A normal call never shows the audio fallback (it would mean playback is blocked).
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('button', { name: call.enableAudio })).toHaveCount(0);
  const focused = await page.evaluate(() => document.activeElement?.outerHTML ?? '');
  const response = await request.post(`/__sim/sessions/${id}/agent-tool`, {
    // Long enough for the axe scan below on a loaded machine; "Done" then shows for TOOL_DONE_SHOW_MS.
    data: { toolName: 'check_availability', durationMs: 8_000 },
  });
  expect(response.status()).toBe(200);
  const label = call.toolLabels.check_availability ?? call.toolWorking;
  const running = page.getByText(label);
  await expect(running).toBeVisible();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: label })).toHaveCount(1);
  await expectNoViolations(page, 'a tool running');
  await expect(page.getByText(call.toolDone, { exact: true })).toBeVisible({ timeout: 12_000 });
  await expect(running).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement?.outerHTML ?? '')).toBe(focused);
  await expectNoViolations(page, 'a tool done');
  // A tool the flow has no label for gets the generic line.
  await request.post(`/__sim/sessions/${id}/agent-tool`, { data: { toolName: 'lookup_inventory', durationMs: 1_000 } });
  await expect(page.getByText(call.toolLabels.lookup_inventory ?? call.toolWorking)).toBeVisible();
});

test('after the visitor speaks the agent is "thinking" until its answer arrives', async ({ page }) => {
  // Hold the agent's answers after the greeting back for 2 s, so the thinking line stays long enough to see.
  let answers = 0;
  await page.routeWebSocket(/\/v1\/convai\/conversation/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      const isAnswer = typeof message === 'string' && message.includes('"agent_response"');
      if (isAnswer && ++answers > 1) setTimeout(() => ws.send(message), 2_000);
      else ws.send(message);
    });
    ws.onClose((code, reason) => server.close({ code, reason }));
    server.onClose((code, reason) => ws.close({ code, reason }));
  });
  await openFlow(page, demo);
  await submitDetails(page, demo, visitor('thinking'));
  await page.getByRole('button', { name: demo.texts.typeInstead }).click();
  await expectLive(page, demo);
  await expect.poll(() => answers, { message: 'the greeting' }).toBe(1);
  const message = page.getByRole('textbox', { name: demo.texts.messageLabel });
  await message.fill('Do you work weekends?');
  await message.press('Enter');
  const thinking = page.locator('[aria-live="polite"]').getByText(call.thinking);
  await expect(thinking).toBeVisible();
  await expectNoViolations(page, 'the agent thinking');
  await expect(thinking).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText('Do you work weekends?', { exact: false }).first()).toBeVisible();
});
