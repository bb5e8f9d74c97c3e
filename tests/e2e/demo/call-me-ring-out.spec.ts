// Call me when nobody answers: the local phone rings until the call's ringing timeout, and the call
// screen ends with "nobody answered".
import { expect } from '@playwright/test';
import { test } from '../support.ts';
import { callMe, callState, daytimeCountry, freshMobile, requestCall, ringingCall } from './call-me-phone.ts';

test('a call nobody answers rings out, and the screen says so', async ({ page, context }) => {
  test.setTimeout(150_000);
  const number = freshMobile(daytimeCountry());
  await requestCall(page, number, 'callme-ringout');
  await expect(callState(page)).toHaveText(callMe.screen.ringing);
  const call = await ringingCall(await context.newPage(), number);
  await expect(call.getByText(/Call ended/)).toBeVisible({ timeout: 120_000 });
  await expect(callState(page)).toHaveText(`${callMe.screen.ended} ${callMe.screen.noAnswer}`, { timeout: 15_000 });
});
