// Recovering a call against the local simulator: mute (a real toggle; muted sends silence
// only), a hung signed-link request (the timeout message, Try again and Cancel), and the browser going
// offline mid-call (ended cleanly, "The connection was lost", one-tap Reconnect).
import { expect, type Page } from '@playwright/test';
import { test } from '../support.ts';
import { expectNoViolations } from '../a11y/helpers.ts';
import {
  expectLive,
  expectNotLive,
  expectSimSession,
  flowAt,
  openFlow,
  startCall,
  submitDetails,
  visitor,
} from './helpers.ts';

/** A flow that returns to the session screen after a call (no completion screen). */
const { demo } = flowAt('/automotive-demo');
const { call } = demo.session;

// Without motion toasts are fully shown when axe measures them.
test.use({ reducedMotion: 'reduce' });

/** Every user_audio_chunk the page sends, decoded, with whether it carries any sound. */
async function recordAudioChunks(page: Page) {
  const chunks: Array<{ at: number; silent: boolean }> = [];
  await page.routeWebSocket(/\/v1\/convai\/conversation/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (typeof message === 'string' && message.includes('"user_audio_chunk"')) {
        const { user_audio_chunk } = JSON.parse(message) as { user_audio_chunk: string };
        chunks.push({ at: Date.now(), silent: Buffer.from(user_audio_chunk, 'base64').every((byte) => byte === 0) });
      }
      server.send(message);
    });
    server.onMessage((message) => ws.send(message));
    ws.onClose((code, reason) => server.close({ code, reason }));
    server.onClose((code, reason) => ws.close({ code, reason }));
  });
  return chunks;
}

test('mute is a toggle with aria-pressed, and while muted only silence is sent', async ({ page }) => {
  const chunks = await recordAudioChunks(page);
  await openFlow(page, demo);
  await startCall(page, demo, visitor('mute'));
  const mute = page.getByRole('button', { name: call.mute });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  // The fake microphone's tone reaches the socket before muting, so the silence check below can fail.
  await expect.poll(() => chunks.some((chunk) => !chunk.silent), { timeout: 10_000 }).toBe(true);

  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(500); // chunks already buffered when the button was pressed
  const mutedFrom = Date.now();
  await page.waitForTimeout(2_000);
  const whileMuted = chunks.filter((chunk) => chunk.at >= mutedFrom && chunk.at <= mutedFrom + 2_000);
  expect(
    whileMuted.filter((chunk) => !chunk.silent),
    'chunks with sound while muted',
  ).toEqual([]);
  await expectNoViolations(page, 'the call muted');

  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  const unmutedFrom = Date.now();
  await expect
    .poll(() => chunks.some((chunk) => chunk.at > unmutedFrom && !chunk.silent), { timeout: 10_000 })
    .toBe(true);
});

test('a signed-link request that never answers times out with Try again, and Cancel stops a start', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.route('**/functions/v1/voice-signed-url', () => {
    // Never answers: a hung function.
  });
  await openFlow(page, demo);
  await submitDetails(page, demo, visitor('hung'));
  const start = page.getByRole('button', { name: demo.session.startLabel });
  await start.click();

  const cancel = page.getByRole('button', { name: call.cancel });
  await expect(cancel).toBeVisible();
  await expectNoViolations(page, 'a start connecting, with Cancel');
  await cancel.click();
  await expect(start).toBeEnabled();
  await expect(cancel).toHaveCount(0);
  await expectNotLive(page, demo);

  await start.click();
  await expect(page.getByText(call.timeout)).toBeVisible({ timeout: 45_000 });
  const tryAgain = page.getByRole('button', { name: call.tryAgain });
  await expect(tryAgain).toBeVisible();
  await expectNoViolations(page, 'a start that timed out');
  await tryAgain.click();
  await expect(page.getByRole('button', { name: call.cancel })).toBeVisible();
});

test('going offline mid-call ends it with "The connection was lost" and a Reconnect that works', async ({
  page,
  context,
  request,
}) => {
  const person = visitor('offline');
  await openFlow(page, demo);
  await startCall(page, demo, person);
  await context.setOffline(true);
  await expect(page.getByText(call.connectionLost)).toBeVisible();
  await expectNotLive(page, demo);
  // The call ended on the page's side: the socket closed (the simulator sees the close).
  await context.setOffline(false);
  await expectSimSession(request, person.email, (record) => record.close !== null, 'the socket closed');
  const reconnect = page.getByRole('button', { name: call.reconnect });
  await expect(reconnect).toBeVisible();
  await expectNoViolations(page, 'a lost connection with Reconnect');
  await reconnect.click();
  await expectLive(page, demo);
  await expect(page.getByText(call.connectionLost)).toHaveCount(0);
});
