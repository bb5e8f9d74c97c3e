// What happens during a live call: audio both ways, the speaking/listening indicator, feedback once
// per answer, the agent's booking-link tool, and leaving mid-call.
import { expect } from '@playwright/test';
import { SCHEDULING_URL } from '../lead-capture/helpers.ts';
import { test } from '../support.ts';
import {
  expectLive,
  expectSimSession,
  flowAt,
  openFlow,
  simSession,
  startCall,
  statusLine,
  submitDetails,
  visitor,
} from './helpers.ts';

test('audio flows both ways and the indicator follows who is speaking', async ({ page, request }) => {
  const { demo } = flowAt('/demo');
  const person = visitor('audio');
  await openFlow(page, demo);
  await startCall(page, demo, person, { all: true });
  await expect(page.getByText('Agent is speaking')).toBeVisible();
  await expect(page.getByText('Listening to you')).toBeVisible();
  await expectSimSession(
    request,
    person.email,
    (r) => r.userAudio.chunks >= 10 && r.userAudio.bytes > 0,
    'microphone audio chunks arrived',
  );
  const record = await simSession(request, person.email);
  expect(record.agentTurns[0]?.audioChunks).toBeGreaterThan(0);
  expect(record.textOnly).toBe(false);
});

test("the interview's activity lines change between speaking and listening", async ({ page }) => {
  const { demo } = flowAt('/interview');
  await openFlow(page, demo);
  await startCall(page, demo, visitor('interview'));
  await expect(statusLine(page)).toContainText('Interview Active');
  await expect(statusLine(page).getByText('AI is speaking...')).toBeVisible();
  await expect(statusLine(page).getByText('Listening for your response')).toBeVisible();
});

test('feedback is sent once per agent answer, and the booking-link tool shows the booking button', async ({
  page,
  request,
}) => {
  // Text mode: the agent only answers typed messages, so each answer arrives when the test says.
  const { demo } = flowAt('/healthcare-demo');
  const person = visitor('feedback');
  await openFlow(page, demo);
  await submitDetails(page, demo, person);
  await page.getByRole('button', { name: 'Type instead' }).click();
  await expectLive(page, demo);
  const like = page.getByRole('button', { name: 'Helpful answer', exact: true });
  const dislike = page.getByRole('button', { name: 'Unhelpful answer', exact: true });
  await expect(like).toBeEnabled();
  await like.click();
  await expect(page.getByText('Thanks for your feedback.')).toBeVisible();
  await expect(like).toBeDisabled();
  await expect(dislike).toBeDisabled();
  await expectSimSession(request, person.email, (r) => r.feedback.length === 1, 'one feedback message');

  await page.getByRole('textbox', { name: 'Message to the agent' }).fill('Can I book for Tuesday?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log')).toContainText('(simulated) You said: "Can I book for Tuesday?"');
  await expect(dislike).toBeEnabled();
  await dislike.click();
  await expect(dislike).toBeDisabled();
  await expectSimSession(
    request,
    person.email,
    (r) => r.feedback.length === 2,
    'a second feedback, for the new answer',
  );
  const { feedback, agentTurns } = await simSession(request, person.email);
  expect(feedback).toEqual([
    { score: 'like', eventId: agentTurns[0]!.eventId },
    { score: 'dislike', eventId: agentTurns[1]!.eventId },
  ]);

  // The simulator calls show_booking_link after the 2nd agent turn: the page shows the booking page's
  // button (from site.yaml, not the address the agent passed) and tells the agent it did.
  await expectSimSession(request, person.email, (r) => r.toolResults.length === 1, 'the tool call was answered');
  expect((await simSession(request, person.email)).toolResults[0]).toMatchObject({ isError: false });
  await expect(page.getByText(demo.session.call.bookingOffer)).toBeVisible();
  const booking = page.getByRole('link', { name: demo.session.call.booking.label });
  await expect(booking).toHaveAttribute('href', SCHEDULING_URL.href);
  await expectLive(page, demo);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('leaving the page mid-call closes the socket', async ({ page, request }) => {
  const { demo } = flowAt('/healthcare-demo');
  const person = visitor('leave');
  await openFlow(page, demo);
  await startCall(page, demo, person);
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expectSimSession(
    request,
    person.email,
    (r) => r.close?.by === 'client',
    'the socket closed when the route changed',
  );
});

test('closing the tab mid-call closes the socket', async ({ page, request }) => {
  const { demo } = flowAt('/real-estate-demo');
  const person = visitor('pagehide');
  await openFlow(page, demo);
  await startCall(page, demo, person);
  await page.goto('/');
  await expectSimSession(request, person.email, (r) => r.close?.by === 'client', 'the socket closed on pagehide');
});
