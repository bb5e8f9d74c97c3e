// axe on every route as it first appears: one page load per route, WCAG 2.2 A/AA, no rules excluded.
import { test } from '@playwright/test';
import { expectNoViolations, gotoHydrated, ROUTES } from './helpers.ts';

for (const route of ROUTES) {
  test(`${route.path} has no axe violations`, async ({ page }) => {
    await gotoHydrated(page, route.path);
    await expectNoViolations(page, `${route.path} as loaded`);
  });
}
