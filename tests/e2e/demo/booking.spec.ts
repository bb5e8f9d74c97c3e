// The demo books the meeting, against `npm start`'s local stack with nothing pushed: the visitor asks the
// general demo's agent for a meeting on a weekday morning (by voice, typed, or on the local phone), the
// agent offers the stand-in calendar's free times and books the one picked. /__sim/calendar lists the
// booking, the post-call panel shows it with a calendar file and the scheduler's links, and `npm run leads`
// carries it. With the calendar set to fail, the call goes on, the agent offers the scheduling link and the
// lead is stored. In Spanish and German the times are spoken and shown in that language's format.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import type { DemoContent } from '../../../scripts/content-engine/types.ts';
import { test } from '../support.ts';
import { callState, callMe, daytimeCountry, freshMobile, general, requestCall, ringingCall } from './call-me-phone.ts';
import { expectLive, expectNotLive, flowAt, openFlow, startCall, submitDetails, visitor } from './helpers.ts';

const run = promisify(execFile);
/** The visitor's browser zone: the meeting is booked, spoken and shown in it. */
const ZONE = 'Europe/Madrid';
test.use({ timezoneId: ZONE });
// The calendar's failure switch is one for the whole server: these tests take turns.
test.describe.configure({ mode: 'serial' });

interface CalendarBooking {
  uid: string;
  start: string;
  attendee: { email?: string; timeZone: string };
  status: string;
}

/** `npm run leads --json`'s row of this visitor, once the call's outcome is stored. */
async function leadOf(baseURL: string, email: string): Promise<Record<string, any>> {
  let row: Record<string, any> | undefined;
  await expect
    .poll(
      async () => {
        const { stdout } = await run(process.execPath, ['scripts/ops/leads/cli.ts', '--url', baseURL, '--json'], {
          timeout: 30_000,
        });
        row = (JSON.parse(stdout) as { sessions: Array<Record<string, any>> }).sessions.find(
          (session) => session.details?.email === email,
        );
        return row?.call_successful !== undefined && row.call_successful !== null;
      },
      { timeout: 45_000, message: `npm run leads lists ${email}'s call, ended` },
    )
    .toBe(true);
  return row!;
}

/** The local calendar page lists exactly one booking with this e-mail; its record, from the same calendar. */
async function onlyBookingOf(page: Page, email: string): Promise<CalendarBooking> {
  await page.goto('/__sim/calendar');
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  const bookings = (await (await page.request.get('/__sim/calendar/bookings')).json()) as CalendarBooking[];
  return bookings.find((booking) => booking.attendee.email === email)!;
}

/** Switches the local calendar's API on its page: 'Answer every call with 500' or 'Answer normally'. */
async function setCalendarApi(page: Page, answer: string) {
  await page.goto('/__sim/calendar');
  await page.getByRole('combobox', { name: /The API/ }).selectOption({ label: answer });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('combobox', { name: /The API/ })).toHaveValue(answer.includes('500') ? 'error' : 'none');
}

/** A typed call: "Type instead", then each line sent in turn, each waiting for the agent's answer. */
async function typedCall(page: Page, demo: DemoContent, turns: Array<[said: string, answer: string | RegExp]>) {
  await page.getByRole('button', { name: demo.texts.typeInstead }).click();
  await expectLive(page, demo);
  const log = page.getByRole('log');
  for (const [said, answer] of turns) {
    await page.getByRole('textbox', { name: demo.texts.messageLabel }).fill(said);
    await page.getByRole('button', { name: demo.texts.send, exact: true }).click();
    await expect(log).toContainText(answer, { timeout: 15_000 });
  }
}

/** How the page shows a meeting: its language's full date and short time, in the meeting's zone. */
const shownTime = (page: Page, start: string, zone: string) =>
  page.evaluate(
    ([at, timeZone]) =>
      `${new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(at!))} (${timeZone!.replaceAll('_', ' ')})`,
    [start, zone],
  );

/** How the agent says a time, in the page's language and the visitor's zone (the function's spokenTime). */
const spokenTime = (start: string, locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(start));

/** The post-call panel shows the meeting: when, the .ics of that time, and the scheduler's links. */
async function expectMeetingPanel(page: Page, demo: DemoContent, booking: Record<string, any>) {
  const texts = demo.session.postCall;
  const panel = page.getByRole('region', { name: texts.title });
  await expect(panel.getByText(texts.meeting.title, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(panel).toContainText(await shownTime(page, booking.start, booking.timeZone));
  await expect(panel.getByRole('link', { name: texts.meeting.reschedule })).toHaveAttribute(
    'href',
    booking.rescheduleUrl,
  );
  await expect(panel.getByRole('link', { name: texts.meeting.cancel })).toHaveAttribute('href', booking.cancelUrl);
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: texts.meeting.downloadCalendar }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('meeting.ics');
  const ics = await readFile((await download.path())!, 'utf8');
  const utc = new Date(booking.start)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  expect(ics).toContain(`DTSTART:${utc}`);
  expect(ics).toContain('BEGIN:VEVENT');
}

/** A weekday morning in `zone`. */
function expectWeekdayMorning(start: string, zone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  })
    .formatToParts(new Date(start))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  expect(Number(parts.hour)).toBeLessThan(12);
  expect(['Sat', 'Sun']).not.toContain(parts.weekday);
}

test('by voice on /demo: the visitor asks for a weekday morning, picks a time, and the meeting is booked once', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { demo } = general;
  const person = visitor('booking-voice');
  await openFlow(page, demo);
  await startCall(page, demo, person, { all: true });
  // The simulated visitor's speech to an agent that books: a meeting request, then the first time offered.
  const log = page.getByRole('log');
  await expect(log).toContainText('Could we book a meeting on a weekday morning?', { timeout: 30_000 });
  await expect(log).toContainText('I can offer 1) ', { timeout: 15_000 });
  await expect(log).toContainText('The first one, please.', { timeout: 30_000 });
  await expect(log).toContainText("Done: you're booked for", { timeout: 15_000 });
  await page.getByRole('button', { name: demo.session.endLabel }).click();
  await expectNotLive(page, demo);

  const calendar = await onlyBookingOf(await context.newPage(), person.email);
  expect(calendar.attendee.timeZone).toBe(ZONE);
  expectWeekdayMorning(calendar.start, ZONE);
  const lead = await leadOf(baseURL!, person.email);
  expect(lead.booking).toMatchObject({ start: calendar.start, timeZone: ZONE, uid: calendar.uid });
  expect(lead.booking_failed ?? null).toBeNull();
  await expectMeetingPanel(page, demo, lead.booking);
});

test('typed on /demo, then npm run leads shows the meeting under the call', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const { demo } = general;
  const person = visitor('booking-typed');
  await openFlow(page, demo);
  await submitDetails(page, demo, person);
  await typedCall(page, demo, [
    ['Could we book a meeting on a weekday morning?', /I can offer 1\) .+\. Which one suits you\?/],
    ['The second one, please.', "Done: you're booked for"],
  ]);
  await page.getByRole('button', { name: demo.session.endLabel }).click();
  const calendar = await onlyBookingOf(await context.newPage(), person.email);
  const lead = await leadOf(baseURL!, person.email);
  expect(lead.booking).toMatchObject({ start: calendar.start, timeZone: ZONE });
  await expectMeetingPanel(page, demo, lead.booking);
  const { stdout } = await run(process.execPath, ['scripts/ops/leads/cli.ts', '--url', baseURL!], { timeout: 30_000 });
  expect(stdout).toContain(`Meeting: booked in the call for`);
  expect(stdout).toContain(lead.booking.rescheduleUrl);
});

test('on a Call me call: the visitor asks on the local phone, picks a time, and the meeting is booked in their zone', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const number = freshMobile(daytimeCountry());
  const person = await requestCall(page, number, 'booking-phone');
  const call = await ringingCall(await context.newPage(), number);
  await call.getByRole('button', { name: 'Answer' }).click();
  const transcript = call.getByRole('log', { name: 'Call transcript' });
  await expect(transcript).toContainText('Agent:', { timeout: 15_000 });
  const reply = async (text: string, answer: string | RegExp) => {
    await call.getByRole('textbox', { name: 'Your reply' }).fill(text);
    await call.getByRole('button', { name: 'Send' }).click();
    await expect(transcript).toContainText(answer, { timeout: 15_000 });
  };
  await reply('Could we book a meeting on a weekday morning?', /I can offer 1\) .+/);
  await reply('The first one, please.', "Done: you're booked for");
  await call.getByRole('button', { name: 'Hang up' }).click();
  await expect(callState(page)).toHaveText(`${callMe.screen.ended} ${callMe.screen.completed}`, { timeout: 15_000 });

  const calendar = await onlyBookingOf(await context.newPage(), person.email);
  const lead = await leadOf(baseURL!, person.email);
  // Call me books in the number's zone, not the browser's.
  expect(calendar.attendee.timeZone).toBe(lead.time_zone);
  expect(lead.booking).toMatchObject({ start: calendar.start, timeZone: lead.time_zone });
  await expectMeetingPanel(page, general.demo, lead.booking);
});

test('with the calendar set to fail, the call goes on, the agent offers the scheduling link, and the lead is stored', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const calendarPage = await context.newPage();
  await setCalendarApi(calendarPage, 'Answer every call with 500');
  try {
    const { demo } = general;
    const person = visitor('booking-fails');
    await openFlow(page, demo);
    await submitDetails(page, demo, person);
    await typedCall(page, demo, [
      [
        'Could we book a meeting on a weekday morning?',
        /I'm sorry, I can't reach the calendar right now\..+https:\/\//,
      ],
      ['Thanks, please send it.', '(simulated) You said: "Thanks, please send it."'],
    ]);
    await expectLive(page, demo);
    await page.getByRole('button', { name: demo.session.endLabel }).click();
    const panel = page.getByRole('region', { name: demo.session.postCall.title });
    await expect(panel).toBeVisible();
    const lead = await leadOf(baseURL!, person.email);
    expect(lead).toMatchObject({ flow: 'general', booking_failed: 'calendar_refused' });
    expect(lead.booking ?? null).toBeNull();
    await calendarPage.goto('/__sim/calendar');
    await expect(calendarPage.getByRole('row').filter({ hasText: person.email })).toHaveCount(0);
    await expect(panel.getByText(demo.session.postCall.meeting.title, { exact: true })).toHaveCount(0);
  } finally {
    await setCalendarApi(calendarPage, 'Answer normally');
  }
});

for (const [path, locale, ask, pick] of [
  ['/es/demo', 'es', '¿Podemos reservar una reunión un día laborable por la mañana?', 'La primera, por favor.'],
  ['/de/demo', 'de', 'Können wir einen Termin an einem Wochentag vormittags vereinbaren?', 'Den ersten, bitte.'],
] as const) {
  test(`on ${path} the times are spoken and shown in that language's format`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const { demo } = flowAt(path);
    const person = visitor(`booking-${locale}`);
    await openFlow(page, demo);
    await submitDetails(page, demo, person);
    await typedCall(page, demo, [
      [ask, locale === 'es' ? /Puedo ofrecerle 1\) / : /Ich kann Ihnen 1\) /],
      [pick, locale === 'es' ? 'Hecho: tiene la reunión el' : 'Erledigt: Ihr Termin ist am'],
    ]);
    await page.getByRole('button', { name: demo.session.endLabel }).click();
    const calendar = await onlyBookingOf(await context.newPage(), person.email);
    const spoken = spokenTime(calendar.start, locale, ZONE);
    // Read out as the language says a time, e.g. "lunes, 2 de marzo, 10:00" or "Montag, 2. März um 10:00".
    await expect(page.getByRole('log')).toContainText(`1) ${spoken}`);
    await expect(page.getByRole('log')).toContainText(spoken.split(/,| um /)[0]!);
    const lead = await leadOf(baseURL!, person.email);
    expect(lead.booking).toMatchObject({ start: calendar.start, timeZone: ZONE });
    await expectMeetingPanel(page, demo, lead.booking);
  });
}
