import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright';

/** Debian's Chromium here, CHROMIUM_PATH elsewhere, else Playwright's own build. */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageLoad {
  /** Same-origin paths requested while the page loaded and settled. */
  requested: string[];
  /** Console errors and uncaught exceptions, CSP refusals included. */
  errors: string[];
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}), args: CHROMIUM_FLAGS });
}

/** Loads one page like a visitor (mobile viewport) and records what it fetched and what went wrong. */
export async function loadPage(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const requested: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const requestUrl = new URL(request.url());
    if (requestUrl.origin === origin) requested.push(requestUrl.pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, { waitUntil: 'networkidle' });
  // Hydration has finished once the router's bootstrap data is gone.
  await page
    .waitForFunction(() => !('$_TSR' in window), undefined, { timeout: 10_000 })
    .catch(() => errors.push('did not hydrate within 10 s'));
  await page.waitForTimeout(300);
  await context.close();
  return { requested, errors };
}
