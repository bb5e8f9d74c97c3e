// After the call: the post-call panel (rating sent once with the SDK's overall feedback, transcript
// download and copy, the conversation id, Talk again) and the call-language picker, against the
// production build and the voice simulator, whose records say what reached the service.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import type { DemoContent } from '../../../scripts/content-engine/types.ts';
import { expectNoViolations, focusIndicator, tabTo } from '../a11y/helpers.ts';
import { test } from '../support.ts';
import {
  expectLive,
  expectNotLive,
  expectSimSession,
  FLOWS,
  flowAt,
  openFlow,
  simSession,
  startCall,
  submitDetails,
  visitor,
} from './helpers.ts';

// Toasts appear and leave at once, so axe never measures a half-faded one.
test.use({ reducedMotion: 'reduce' });

const panel = (page: Page, demo: DemoContent) => page.getByRole('region', { name: demo.session.postCall.title });

/** A text-mode call with one exchange, ended by the visitor: the panel is up. */
async function typedCall(page: Page, demo: DemoContent, email: string, message: string) {
  await page.getByRole('button', { name: 'Type instead' }).click();
  await expectLive(page, demo);
  await page.getByRole('textbox', { name: 'Message to the agent' }).fill(message);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log')).toContainText(`(simulated) You said: "${message}"`);
  await page.getByRole('button', { name: demo.session.endLabel }).click();
  await expect(panel(page, demo)).toBeVisible();
  return email;
}

test('the rating is sent once; the transcript downloads and copies; the id copies; Talk again calls again', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { demo } = flowAt('/healthcare-demo');
  const texts = demo.session.postCall;
  const person = visitor('postcall');
  await openFlow(page, demo);
  await submitDetails(page, demo, person);
  await typedCall(page, demo, person.email, 'Do you take new patients?');
  const first = await simSession(request, person.email);
  const box = panel(page, demo);
  await page.screenshot({ path: test.info().outputPath('post-call-session-screen.png'), fullPage: true });

  // The conversation id, for support, is the one the service gave the call.
  await expect(box.getByText(first.id, { exact: true })).toBeVisible();
  await box.getByRole('button', { name: texts.copyConversationId }).click();
  await expect(box.getByRole('button', { name: texts.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.id);

  // The transcript as a .txt file with the turns, and the same text on the clipboard.
  const downloading = page.waitForEvent('download');
  await box.getByRole('button', { name: texts.downloadTranscript }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.txt$/);
  expect(download.suggestedFilename()).toContain(first.id);
  const file = await readFile((await download.path())!, 'utf8');
  expect(file).toContain(`Agent: ${first.agentTurns[0]!.text}`);
  expect(file).toContain('You: Do you take new patients?');
  await box.getByRole('button', { name: texts.copyTranscript }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(file.trimEnd());

  // The rating: a POST of the SDK's overall feedback, recorded once for this conversation.
  await box.getByRole('radio', { name: texts.ratingScale[3]! }).check();
  await box.getByRole('textbox', { name: texts.commentLabel }).fill('Clear and quick');
  await box.getByRole('button', { name: texts.sendRating }).click();
  await expect(box.getByText(texts.ratingSent)).toBeVisible();
  await expect(box.getByRole('button', { name: texts.sendRating })).toHaveCount(0);
  await expectSimSession(request, person.email, (r) => r.overallFeedback.length === 1, 'the rating arrived');
  const rated = await simSession(request, person.email);
  expect(rated.overallFeedback[0]).toMatchObject({ rating: 4, comment: 'Clear and quick' });
  expect(rated.overallFeedbackRequests, 'one request, not a refused second').toBe(1);

  // Talk again: a new call (a new conversation), and the panel of the last one goes.
  await box.getByRole('button', { name: texts.talkAgain }).click();
  await expectLive(page, demo);
  await expect(panel(page, demo)).toHaveCount(0);
  await expect.poll(async () => (await simSession(request, person.email)).id).not.toBe(first.id);
});

test('a rating that fails to send keeps the stars and the comment, and the retry sends it', async ({
  page,
  request,
}) => {
  const { demo } = flowAt('/healthcare-demo');
  const texts = demo.session.postCall;
  const person = visitor('ratingfail');
  let refused = 0;
  await page.route('**/v1/convai/conversations/*/feedback', async (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    await route.fulfill({ status: 503, json: { detail: 'unavailable' } });
  });
  await openFlow(page, demo);
  await submitDetails(page, demo, person);
  await typedCall(page, demo, person.email, 'Hello');
  const box = panel(page, demo);
  await box.getByRole('radio', { name: texts.ratingScale[1]! }).check();
  await box.getByRole('textbox', { name: texts.commentLabel }).fill('Too slow');
  await box.getByRole('button', { name: texts.sendRating }).click();
  await expect(box.getByRole('alert')).toHaveText(texts.ratingFailed);
  await expect(box.getByRole('radio', { name: texts.ratingScale[1]! })).toBeChecked();
  await expect(box.getByRole('textbox', { name: texts.commentLabel })).toHaveValue('Too slow');
  await expectNoViolations(page, `${demo.path} post-call panel, rating failed`);
  await box.getByRole('button', { name: texts.sendRating }).click();
  await expect(box.getByText(texts.ratingSent)).toBeVisible();
  await expectSimSession(request, person.email, (r) => r.overallFeedback.length === 1, 'the retry arrived');
  expect((await simSession(request, person.email)).overallFeedback[0]).toMatchObject({
    rating: 2,
    comment: 'Too slow',
  });
});

const withLanguages = FLOWS.find((data) => data.demo.session.languages.options.length > 1);

test('the picked language and its first message reach the socket', async ({ page, request }) => {
  test.skip(!withLanguages, 'no flow lists languages');
  const { demo } = withLanguages!;
  const { languages } = demo.session;
  const picked = languages.options[1]!;
  const person = visitor('language');
  await openFlow(page, demo);
  await page.getByRole('combobox', { name: languages.label }).selectOption({ label: picked.label });
  await startCall(page, demo, person);
  const record = await simSession(request, person.email);
  expect(record.init?.overrides).toMatchObject({
    agent: { language: picked.code, first_message: picked.firstMessage },
  });
  expect(record.language).toBe(picked.code);
  const greeting = picked.firstMessage!.replace('{{caller_name}}', person.name);
  await expect(page.getByRole('log')).toContainText(greeting);
  await page.screenshot({ path: test.info().outputPath('language-call-live.png') });
  // The language is chosen before a call: the picker rests while one runs.
  await expect(page.getByRole('combobox', { name: languages.label })).toBeDisabled();
});

test('the post-call panel by keyboard only, and axe at 0 beside the completion screen and at 360 px', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const data = FLOWS.find((flow) => flow.demo.completion) ?? flowAt('/healthcare-demo');
  const { demo } = data;
  const texts = demo.session.postCall;
  const person = visitor('postcallkeys');
  await openFlow(page, demo);
  await startCall(page, demo, person);
  await page.getByRole('button', { name: demo.session.endLabel }).press('Enter');
  const box = panel(page, demo);
  await expect(box).toBeVisible();
  if (!demo.completion) await expectNotLive(page, demo);
  await expectNoViolations(page, `${demo.path} post-call panel`);
  await page.screenshot({ path: testInfo.outputPath('post-call-desktop.png'), fullPage: true });

  // Tab reaches the stars (each stop shows focus), arrows choose, Tab on to the comment and Send.
  const stars = box.getByRole('radio');
  await tabTo(page, stars.first(), { max: 60 });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(box.getByRole('radio', { name: texts.ratingScale[2]! })).toBeChecked();
  await expect(box.getByRole('radio', { name: texts.ratingScale[2]! })).toBeFocused();
  expect((await focusIndicator(page)).visible, 'the focused star shows focus').toBe(true);
  await page.keyboard.press('Tab');
  await expect(box.getByRole('textbox', { name: texts.commentLabel })).toBeFocused();
  await page.keyboard.type('Fine');
  await tabTo(page, box.getByRole('button', { name: texts.sendRating }), { max: 2 });
  await page.keyboard.press('Enter');
  await expect(box.getByText(texts.ratingSent)).toBeFocused();
  await expectSimSession(request, person.email, (r) => r.overallFeedback[0]?.rating === 3, 'the keyboard rating');
  await expectNoViolations(page, `${demo.path} post-call panel, rated`);

  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoViolations(page, `${demo.path} post-call panel at 360 px`);
  await page.screenshot({ path: testInfo.outputPath('post-call-360.png'), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scroll at 360 px').toBeLessThanOrEqual(0);

  // Talk again, by keyboard: a new call starts.
  await tabTo(page, box.getByRole('button', { name: texts.talkAgain }), { max: 20 });
  await page.keyboard.press('Enter');
  await expectLive(page, demo);
});
