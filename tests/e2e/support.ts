// Small helpers every browser suite uses.
import { test as base, type Page } from '@playwright/test';

/**
 * Playwright's `test`, with each test playing its own client: a browser cannot choose its source
 * address, so its pages name one in X-Test-Client-Address, which the local stack (started with
 * LOCAL_TEST_CLIENT_HEADER=1) uses as the socket address (scripts/local-stack/supabase/client-address-emulation.ts). The rate limits
 * (supabase/functions/_shared/http/limits.ts) are per address, as in production; without this, the whole
 * suite would be one visitor starting dozens of voice demos in ten minutes, and meet them.
 */
let testsInWorker = 0;
export const test = base.extend({
  context: async ({ context }, provide, testInfo) => {
    testsInWorker += 1;
    const client = `198.18.${testInfo.workerIndex % 256}.${testsInWorker % 256}`;
    await context.setExtraHTTPHeaders({ 'X-Test-Client-Address': client });
    await provide(context);
  },
});

/**
 * Landing, fixed and index pages fetch the app on the visitor's first intent (scripts/build/bootstrap.ts):
 * where the page waits for one, a press of Shift, which changes nothing on the page, gives it, once the page
 * has painted, as a visitor's would be (the load event can come before the first paint).
 */
export async function startHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const waiting = await page.evaluate(() => {
    const block = document.getElementById('after-paint');
    const heading = document.querySelector('h1');
    const hydrated = !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
    return !hydrated && !!block && (JSON.parse(block.textContent ?? '{}') as { hydrate?: string }).hydrate === 'intent';
  });
  if (waiting) await page.keyboard.press('Shift');
}

/**
 * Waits until React has hydrated the page (the router's bootstrap data is gone and the h1 is React's),
 * giving the first intent on pages that wait for one.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await startHydration(page);
  await page.waitForFunction(() => !('$_TSR' in window));
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** Loads a page and waits until React has hydrated it, so clicks and keys reach real handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** A value no other test run uses, to find this test's records among everything the local backend stored. */
export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** Same-origin script paths the page requests from now on. */
export function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

/** What React and our client entry print when server HTML and client render disagree. */
export const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

/** Console errors and uncaught exceptions of a page, from the moment it is created. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Two animation frames: whatever the last change scheduled has been laid out and painted. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Hydration, then a settled network, so any recoverable hydration error has been reported. */
export async function waitUntilSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await nextFrames(page);
}
