// The live voice demo under the production Content-Security-Policy: the SDK's audio worklets come from
// this site (self-hosted workletPaths; blob: and data: are refused, see headers.spec.ts), and the call to
// the local simulator (ws: on the same origin, allowed by connect-src 'self') connects with no refusal.
// So does the resampler worklet the SDK adds where the microphone cannot record at 16 kHz (Firefox): the
// build serves it from this origin (src/features/demo/voice/worklets.ts), and the policy names no CDN.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support.ts';
import type { DemoContent } from '../../../scripts/content-engine/types.ts';
import { SECURITY_HEADERS } from '../../../scripts/shared/headers.ts';
import { expectSimSession, flowAt, openFlow, startCall, visitor } from '../demo/helpers.ts';
import { watchCsp, watchWorklets } from './helpers.ts';

/**
 * Fills the general demo's form, starts a call against the simulator and waits until audio has flowed
 * both ways: microphone audio reaches the agent only through the raw-audio worklet (plus the resampler
 * where the browser needs one), and the agent's voice plays only through the concat worklet.
 */
async function callWithAudio(page: Page, request: APIRequestContext, demo: DemoContent, label: string) {
  const person = visitor(label);
  await openFlow(page, demo);
  await startCall(page, demo, person, { all: true });
  await expectSimSession(
    request,
    person.email,
    (record) => record.userAudio.chunks > 0 && (record.agentTurns[0]?.audioChunks ?? 0) > 0,
    'audio flowed both ways',
  );
}

/** Every worklet module added loaded, and from this origin. */
function expectLoadedHere(added: string[], origin: string) {
  for (const entry of added) {
    const [outcome, url] = entry.split(' ');
    expect(outcome, url).toBe('loaded');
    expect(new URL(url!).origin, url).toBe(origin);
  }
}

test('a voice demo connects with the CSP on, its worklets loaded from this origin', async ({ page, request }) => {
  const refusals = await watchCsp(page);
  const worklets = await watchWorklets(page);
  const { demo } = flowAt('/demo');

  const response = await page.goto(demo.path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("connect-src 'self'");
  expect(/script-src ([^;]+)/.exec(policy)?.[1]).not.toMatch(/blob:|data:/);
  await callWithAudio(page, request, demo, 'csp');

  const added = await worklets();
  expect(
    added.filter((entry) => /Processor/.test(entry)),
    'the raw-audio and audio-concat worklets',
  ).toHaveLength(2);
  expectLoadedHere(added, new URL(page.url()).origin);
  expect(await refusals()).toEqual([]);
});

test('a browser that cannot record at 16 kHz loads the resampler worklet from this origin, refused nothing', async ({
  page,
  request,
}) => {
  // Firefox lists no sampleRate constraint, and the SDK then adds the libsamplerate worklet to both the
  // microphone's and the speaker's audio context. Chromium is made to answer the same.
  await page.addInitScript(() => {
    const supported = MediaDevices.prototype.getSupportedConstraints;
    MediaDevices.prototype.getSupportedConstraints = function (this: MediaDevices) {
      const constraints = supported.call(this);
      delete constraints.sampleRate;
      return constraints;
    };
  });
  const refusals = await watchCsp(page);
  const worklets = await watchWorklets(page);
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));
  const { demo } = flowAt('/demo');

  await page.goto(demo.path);
  expect(await page.evaluate(() => 'sampleRate' in navigator.mediaDevices.getSupportedConstraints())).toBe(false);
  await callWithAudio(page, request, demo, 'csp-resampler');

  const origin = new URL(page.url()).origin;
  const added = await worklets();
  const resampler = added.filter((entry) => /libsamplerate/.test(entry));
  // Once for the microphone's audio context, once for the speaker's.
  expect(resampler, 'the resampler worklet was added to both audio contexts').toHaveLength(2);
  expectLoadedHere(added, origin);
  expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  expect(await refusals()).toEqual([]);
});

test('the build serves the resampler worklet itself and names no CDN anywhere', async ({ request }) => {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const worklet = Object.entries(manifest).find(([source]) =>
    source.endsWith('@alexanderolsen/libsamplerate-js/dist/libsamplerate.worklet.js'),
  )?.[1].file;
  expect(worklet, 'the libsamplerate worklet is a build asset').toBeDefined();
  const response = await request.get(`/${worklet}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  expect(await response.text()).toContain('globalThis.LibSampleRate');

  const files = readdirSync('dist', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|html|css|json|txt|xml)$|^_headers$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const voiceChunks = files.filter((file) => readFileSync(file, 'utf8').includes(`/${worklet}`));
  expect(voiceChunks.length, 'a chunk hands the SDK the self-hosted path').toBeGreaterThan(0);
  expect(files.filter((file) => readFileSync(file, 'utf8').includes('cdn.jsdelivr.net'))).toEqual([]);
  expect(SECURITY_HEADERS['Content-Security-Policy']).not.toMatch(/https?:\/\/[^ ;]*cdn|jsdelivr/);
});
