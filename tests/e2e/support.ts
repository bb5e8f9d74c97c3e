// Small helpers every browser suite uses.
import type { Page } from '@playwright/test';

/** Waits until React has hydrated the page (the router's bootstrap data is gone and the h1 is React's). */
export async function waitForHydration(page: Page): Promise<void> {
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
