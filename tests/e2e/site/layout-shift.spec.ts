// Nothing moves once the page has painted, whatever the browser's language: the offer of the page in the
// browser's language appears after hydration, so it overlays the foot of the viewport instead of taking
// a place in the flow (src/styles/site.css, .language-suggestion).
import { expect, type Page } from '@playwright/test';
import { test, waitUntilSettled } from '../support.ts';

/** Every page here has a version in each of the browser languages below, so some browser is offered one. */
const PAGES = ['/', '/healthcare', '/es', '/es/healthcare', '/de/healthcare'];
const BROWSER_LANGUAGES = ['en-US', 'es-ES', 'de-DE'];

/** The layout shifts the page has had since it started loading, summed as CLS counts them (no input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

for (const locale of BROWSER_LANGUAGES) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 } });

    for (const path of PAGES) {
      test(`${path} does not move after it paints`, async ({ page }) => {
        await page.goto(path);
        await waitUntilSettled(page);
        const pageLanguage = await page.locator('html').getAttribute('lang');
        // The offer shows when the browser's language differs from the page's: then it must not push anything.
        if (pageLanguage !== locale.slice(0, 2)) await expect(page.locator('.language-suggestion')).toBeVisible();
        else await expect(page.locator('.language-suggestion')).toHaveCount(0);
        expect(await layoutShift(page)).toBe(0);
      });
    }
  });
}
