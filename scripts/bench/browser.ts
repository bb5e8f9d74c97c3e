import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from './chromium.ts';

export interface PageLoad {
  /** Same-origin paths requested while the page loaded and settled. */
  requested: string[];
  /** Console errors and uncaught exceptions, CSP refusals included. */
  errors: string[];
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
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
  // Generous limits: CI runs this on a busy two-core machine, and a slow page is not a broken budget.
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // Hydration has finished once the router's bootstrap data is gone.
  await page
    .waitForFunction(() => !('$_TSR' in window), undefined, { timeout: 30_000 })
    .catch(() => errors.push('did not hydrate within 30 s'));
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(300);
  await context.close();
  return { requested, errors };
}
