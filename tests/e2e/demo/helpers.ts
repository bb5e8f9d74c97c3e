// Shared steps for the voice-demo browser tests: the 13 flows from YAML, the simulator's record of
// each call, and the form steps. Calls are told apart by a unique email, so tests can run in parallel
// against the one simulator without reading each other's sessions.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { DemoContent, DemoData } from '../../../scripts/content-engine/types.ts';
import { loadContent } from '../../../scripts/content-engine/load.ts';
import type { SimSessionRecord } from '@harbourline/voice-simulator';

const { registry, problems } = loadContent({ root: process.cwd() });
if (!registry) throw new Error(`Content does not load: ${problems.length} problems`);

const demosOf = (routes: typeof registry.routes) =>
  routes
    .flatMap((route) => (route.kind === 'demo' ? [route.data] : []))
    .sort((a, b) => a.demo.path.localeCompare(b.demo.path));

/** The flows at the SPEC's addresses, in the source language. */
export const FLOWS = demosOf(registry.routes);
/** Their translated pages (/es/healthcare-demo), which only the language tests open. */
const LOCALE_FLOWS = demosOf(registry.localeRoutes ?? []);

export function flowAt(path: string): DemoData {
  const flow = [...FLOWS, ...LOCALE_FLOWS].find((data) => data.demo.path === path);
  if (!flow) throw new Error(`No flow at ${path}`);
  return flow;
}

export type Visitor = Record<'name' | 'email' | 'phone' | 'company', string>;

/** A visitor with an email no other test uses. */
export function visitor(tag: string): Visitor {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { name: 'Jane Tester', email: `e2e-${tag}-${id}@example.com`, phone: '+61 400 111 222', company: 'Acme Pty' };
}

/** What the agent should receive when only the required fields are filled in (SPEC §3). */
export function expectedVariables(demo: DemoContent, filled: Partial<Visitor>): Record<string, string> {
  const fieldOf = { caller_name: 'name', user_email: 'email', user_phone: 'phone', user_company: 'company' } as const;
  return Object.fromEntries(
    demo.variables.send.map((name) => [name, filled[fieldOf[name]] || demo.variables.defaults[name] || '']),
  );
}

/** Opens the flow and waits until the page is hydrated (the submit button is enabled). */
export async function openFlow(page: Page, demo: DemoContent) {
  await page.goto(demo.path);
  await expect(page.getByRole('button', { name: demo.submit.label })).toBeEnabled();
}

/** Fills the required fields (or all with `all`) and submits. Returns what was typed. */
export async function submitDetails(
  page: Page,
  demo: DemoContent,
  person: Visitor,
  { all = false } = {},
): Promise<Partial<Visitor>> {
  const filled: Partial<Visitor> = {};
  for (const field of demo.fields) {
    if (!field.required && !all) continue;
    await page.getByRole('textbox', { name: field.label, exact: true }).fill(person[field.name]);
    filled[field.name] = person[field.name];
  }
  await page.getByRole('button', { name: demo.submit.label }).click();
  return filled;
}

/** Submits the form and starts a voice call from wherever the flow starts it. */
export async function startCall(page: Page, demo: DemoContent, person: Visitor, options: { all?: boolean } = {}) {
  const filled = await submitDetails(page, demo, person, options);
  if (demo.submit.behaviour !== 'start-session') {
    await page.getByRole('button', { name: demo.session.startLabel }).click();
  }
  await expectLive(page, demo);
  return filled;
}

export const statusLine = (page: Page) => page.getByRole('status');

/** Connecting includes downloading the SDK chunk on a cold page, so allow a slow machine some time. */
export const CONNECT_TIMEOUT_MS = 15_000;

export async function expectLive(page: Page, demo: DemoContent) {
  await expect(statusLine(page).locator('[data-status="connected"]')).toHaveText(demo.session.status.connected, {
    timeout: CONNECT_TIMEOUT_MS,
  });
}

export async function expectNotLive(page: Page, demo: DemoContent) {
  await expect(statusLine(page).locator('[data-status="disconnected"]')).toHaveText(demo.session.status.disconnected);
}

/** The toast showing this message (and title, when it has one). */
export function toast(page: Page, { title, message }: { title?: string | undefined; message: string }): Locator {
  const alert = page.getByRole('alert').filter({ hasText: message });
  return title ? alert.filter({ hasText: title }) : alert;
}

/** The simulator's record of the call made by this visitor (matched on user_email). */
export async function simSession(request: APIRequestContext, email: string): Promise<SimSessionRecord> {
  let found: SimSessionRecord | undefined;
  await expect
    .poll(
      async () => {
        const records = (await (await request.get('/__sim/sessions')).json()) as SimSessionRecord[];
        found = records.findLast((record) => record.init?.dynamicVariables.user_email === email);
        return found !== undefined;
      },
      { message: `a simulator session for ${email}` },
    )
    .toBe(true);
  return found!;
}

/** Polls the simulator's record of this visitor's call until `check` passes. */
export async function expectSimSession(
  request: APIRequestContext,
  email: string,
  check: (record: SimSessionRecord) => boolean,
  message: string,
) {
  await expect.poll(async () => check(await simSession(request, email)), { message, timeout: 10_000 }).toBe(true);
}

/** Server-side close of this visitor's call. */
export async function closeFromServer(request: APIRequestContext, email: string, code: number, reason = '') {
  const { id } = await simSession(request, email);
  const response = await request.post(`/__sim/sessions/${id}/close`, { data: { code, reason } });
  expect(response.status()).toBe(200);
}

/** Adds `sim_*` behaviour parameters to this page's signed links (see packages/voice-simulator/README.md). */
export async function withSimBehaviour(page: Page, params: Record<string, string>) {
  await page.route('**/functions/v1/voice-signed-url', async (route) => {
    const response = await route.fetch();
    const { signedUrl } = (await response.json()) as { signedUrl: string };
    const url = new URL(signedUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    await route.fulfill({ response, json: { signedUrl: url.toString() } });
  });
}

/** The microphone prompt is refused, as when the visitor clicks Block. */
export async function denyMicrophone(page: Page) {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
}
