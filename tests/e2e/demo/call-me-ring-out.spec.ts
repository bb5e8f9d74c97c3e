// Call me when nobody answers: the local phone rings, the call rings out unanswered, and the call screen
// ends with "nobody answered". The phone gives up as soon as both sides have shown the ringing (its
// ring-out control), instead of after its 30 s ring timeout: what the function and the page do with an
// unanswered call is the same, and sim-phone.spec.ts and the simulator's unit tests time a real ring-out.
import { expect } from '@playwright/test';
import { test } from '../support.ts';
import { callMe, callState, daytimeCountry, freshMobile, requestCall, ringingCall } from './call-me-phone.ts';

test('a call nobody answers rings out, and the screen says so', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const number = freshMobile(daytimeCountry());
  await requestCall(page, number, 'callme-ringout');
  await expect(callState(page)).toHaveText(callMe.screen.ringing);
  const call = await ringingCall(await context.newPage(), number);
  const calls = (await (await request.get('/__sim/phone/calls')).json()) as Array<{
    conversationId: string;
    toNumber: string;
  }>;
  const { conversationId } = calls.findLast((placed) => placed.toNumber === number)!;
  expect((await request.post(`/__sim/phone/calls/${conversationId}/ring-out`)).status()).toBe(200);
  await expect(call.getByText('Call ended: no answer')).toBeVisible({ timeout: 15_000 });
  await expect(callState(page)).toHaveText(`${callMe.screen.ended} ${callMe.screen.noAnswer}`, { timeout: 15_000 });
});
