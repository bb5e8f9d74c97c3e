// The call's devices against the local simulator: microphone and speaker pickers that switch a
// live call (the SDK asked for the picked device by id), the mic check's level meter (never a prompt
// of its own, and every track stopped), keyboard and axe over the new controls, and the live call's
// layout at desktop and 360 px. Chromium's fake media has one microphone, so the page is given two
// of each kind by stubbing enumerateDevices; getUserMedia and setSinkId are wrapped to record what the
// page asked for (the fake ids do not exist, so the wrapper opens the fake microphone instead).
import { expect, type Page } from '@playwright/test';
import { test } from '../support.ts';
import { expectNoViolations } from '../a11y/helpers.ts';
import { expectLive, expectNotLive, flowAt, openFlow, startCall, submitDetails, visitor } from './helpers.ts';

/** What the page asked of the media devices. */
interface MediaProbe {
  /** The `audio` constraints of every getUserMedia call. */
  audio: unknown[];
  streams: MediaStream[];
  /** Every setSinkId id. */
  sinks: string[];
}

declare global {
  interface Window {
    mediaProbe?: MediaProbe;
  }
}

/** A flow that shows the session screen after the form (Start on the call card). */
const { demo } = flowAt('/automotive-demo');
const { devices } = demo.session;

/**
 * `twoOfEach`: list two named devices of each kind. `notYetAllowed`: play a visitor who has not allowed
 * the microphone yet (the launch flags allow it up front): until the page's first getUserMedia, the
 * permission reads 'prompt' and the devices have no names or ids, as browsers hide them.
 */
async function probeMedia(
  page: Page,
  { twoOfEach, notYetAllowed = false }: { twoOfEach: boolean; notYetAllowed?: boolean },
) {
  await page.addInitScript(
    ({ stub, hidden }: { stub: boolean; hidden: boolean }) => {
      const probe: MediaProbe = { audio: [], streams: [], sinks: [] };
      window.mediaProbe = probe;
      const media = navigator.mediaDevices;
      const open = media.getUserMedia.bind(media);
      let allowed = !hidden;
      if (hidden) {
        const query = navigator.permissions.query.bind(navigator.permissions);
        navigator.permissions.query = async (descriptor) => {
          const status = await query(descriptor);
          if (descriptor.name !== 'microphone' || allowed) return status;
          return Object.defineProperty(status, 'state', { get: () => (allowed ? 'granted' : 'prompt') });
        };
        const list = media.enumerateDevices.bind(media);
        media.enumerateDevices = async () => {
          const listed = await list();
          return allowed
            ? listed
            : listed.map((device) => ({ ...device.toJSON(), deviceId: '', label: '' }) as MediaDeviceInfo);
        };
      }
      media.getUserMedia = async (constraints) => {
        const audio = constraints?.audio;
        probe.audio.push(JSON.parse(JSON.stringify(audio ?? null)));
        allowed = true;
        const stream = await open(
          stub && typeof audio === 'object'
            ? { ...constraints, audio: { ...audio, deviceId: undefined } }
            : constraints,
        );
        probe.streams.push(stream);
        return stream;
      };
      if (!stub) return;
      const entry = (kind: MediaDeviceKind, deviceId: string, label: string): MediaDeviceInfo => ({
        kind,
        deviceId,
        label,
        groupId: deviceId,
        toJSON: () => ({ kind, deviceId, label }),
      });
      media.enumerateDevices = () =>
        Promise.resolve([
          entry('audioinput', 'mic-desk', 'Desk Microphone'),
          entry('audioinput', 'mic-usb', 'USB Microphone'),
          entry('audiooutput', 'out-builtin', 'Built-in Speakers'),
          entry('audiooutput', 'out-headset', 'Jabra Headset'),
        ]);
      HTMLMediaElement.prototype.setSinkId = function (sinkId: string) {
        probe.sinks.push(sinkId);
        return Promise.resolve();
      };
    },
    { stub: twoOfEach, hidden: notYetAllowed },
  );
}

const askedDeviceIds = (page: Page) =>
  page.evaluate(() =>
    (window.mediaProbe?.audio ?? []).map((audio) =>
      typeof audio === 'object' && audio !== null && 'deviceId' in audio ? JSON.stringify(audio.deviceId) : null,
    ),
  );
const sinks = (page: Page) => page.evaluate(() => window.mediaProbe?.sinks ?? []);
const liveTracks = (page: Page) =>
  page.evaluate(
    () =>
      (window.mediaProbe?.streams ?? []).flatMap((stream) => stream.getTracks()).filter((t) => t.readyState === 'live')
        .length,
  );

/** Tabs forward until `name`'s select has focus, so it is reachable by keyboard. */
async function tabTo(page: Page, name: string) {
  const target = page.getByRole('combobox', { name });
  for (let press = 0; press < 40; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${name} is not reachable with Tab`);
}

test.use({ reducedMotion: 'reduce' });

test('a device change mid-call: the SDK is asked for the picked microphone and speaker by id', async ({ page }) => {
  await probeMedia(page, { twoOfEach: true });
  await openFlow(page, demo);
  await submitDetails(page, demo, visitor('devices'));
  const beforeCall = (await askedDeviceIds(page)).length;
  await page.getByRole('button', { name: demo.session.startLabel }).click();
  await expectLive(page, demo);
  // The call opened on the listed default, named explicitly.
  expect((await askedDeviceIds(page)).slice(beforeCall)).toContain(JSON.stringify({ exact: 'mic-desk' }));
  const microphone = page.getByRole('combobox', { name: devices.microphone });
  const speaker = page.getByRole('combobox', { name: devices.speaker });
  await expect(microphone).toHaveValue('mic-desk');
  await expect(page.getByText(devices.headphonesSuggestion)).toBeVisible();
  await expectNoViolations(page, 'a live call with the device pickers');

  // Keyboard: Tab to the microphone picker and move to the next device.
  await page.getByRole('button', { name: demo.session.call.mute }).focus();
  await tabTo(page, devices.microphone);
  await page.keyboard.press('ArrowDown');
  await expect(microphone).toHaveValue('mic-usb');
  await expect.poll(() => askedDeviceIds(page)).toContain(JSON.stringify({ exact: 'mic-usb' }));

  await speaker.selectOption({ label: 'Jabra Headset' });
  await expect.poll(() => sinks(page)).toContain('out-headset');
  await expect(page.getByText(devices.headphonesSuggestion)).toBeHidden();
  await expectLive(page, demo);

  // The pick is remembered for the visit: the next call opens on it.
  await page.getByRole('button', { name: demo.session.endLabel }).click();
  await expectNotLive(page, demo);
  expect(await page.evaluate(() => sessionStorage.getItem('demoAudioDevices'))).toContain('mic-usb');
});

test('the mic check: no prompt of its own, a level meter on request, and every track stopped', async ({ page }) => {
  await probeMedia(page, { twoOfEach: false, notYetAllowed: true });
  await openFlow(page, demo);
  const testButton = page.getByRole('button', { name: devices.test });
  await expect(testButton).toBeVisible();
  expect(await askedDeviceIds(page), 'the microphone was not asked for before the visitor did').toEqual([]);

  await testButton.click();
  const meter = page.getByRole('meter', { name: devices.level });
  await expect(meter).toBeVisible();
  // Chromium's fake microphone beeps: the level moves above zero.
  await expect
    .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 10_000 })
    .toBeGreaterThan(0);
  expect(await liveTracks(page)).toBe(1);
  await expectNoViolations(page, 'the mic check with its meter');

  await page.getByRole('button', { name: devices.stop }).click();
  await expect(meter).toBeHidden();
  await expect.poll(() => liveTracks(page)).toBe(0);

  // Allowed now, so the session screen's check runs on its own before Start, and stops when the call starts.
  await submitDetails(page, demo, visitor('mic-check'));
  await expect(page.getByRole('meter', { name: devices.level })).toBeVisible();
  await page.getByRole('button', { name: demo.session.startLabel }).click();
  await expectLive(page, demo);
  await expect(page.getByRole('meter', { name: devices.level })).toBeHidden();
  await expect.poll(() => liveTracks(page), { message: 'only the call has the microphone' }).toBe(1);

  await page.getByRole('button', { name: demo.session.endLabel }).click();
  await expectNotLive(page, demo);
  await expect.poll(() => liveTracks(page), { message: 'the microphone is off after the call' }).toBe(0);
  // After a call the check waits to be asked again.
  await expect(page.getByRole('button', { name: devices.test })).toBeVisible();
});

test('the live call at desktop and 360 px: pickers and visualizer fit, nothing scrolls sideways', async ({
  page,
}, testInfo) => {
  await probeMedia(page, { twoOfEach: true });
  await openFlow(page, demo);
  await startCall(page, demo, visitor('devices-shots'));
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('combobox', { name: devices.microphone })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`call-live-${width}.png`), fullPage: true });
  }
});
