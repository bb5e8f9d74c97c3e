// Every route, one page load each: at 360, 768, 1024 and 1440 px no sideways scrolling, no text
// covering other text and tap targets of at least 24 px; then axe (WCAG 2.2 A/AA, no rules excluded)
// once, at 1440 px. The open states (menus, dialogs, forms, calls) are in states.spec.ts.
import { expect, test } from '@playwright/test';
import { expectNoViolations, gotoHydrated, ROUTES } from './helpers.ts';
import { layoutProblems } from './layout.ts';

const WIDTHS = [360, 768, 1024, 1440];

for (const route of ROUTES) {
  test(`${route.path}: fits 360–1440 px, and no axe violations`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await gotoHydrated(page, route.path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(layoutProblems), `${route.path} at ${width} px`).toEqual({
        overflow: [],
        overlaps: [],
        targets: [],
      });
    }
    await expectNoViolations(page, `${route.path} as loaded`);
  });
}
