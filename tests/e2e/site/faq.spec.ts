// SPEC §7: FAQ accordions keep at most one item open, and clicking the open item closes it. Every FAQ
// is the same component, so one page stands for all of them; the SPEC sizes of each page's FAQ are
// checked on the content (tests/unit/scripts/content-engine/registry.test.ts), the keyboard and the open state's
// accessibility in a11y/keyboard.spec.ts.
import { expect } from '@playwright/test';
import { gotoHydrated, test } from '../support.ts';

test('the FAQ keeps one item open at a time, and clicking the open one closes it', async ({ page }) => {
  await gotoHydrated(page, '/healthcare');
  const main = page.getByRole('main');
  const items = main.locator('button[aria-expanded]');
  const open = main.getByRole('button', { expanded: true });
  const first = items.nth(0);
  const second = items.nth(1);
  expect(await open.count()).toBeLessThanOrEqual(1);

  await first.click();
  await expect(open).toHaveCount(1);
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const firstAnswer = main.getByRole('region', { name: (await first.innerText()).trim() });
  await expect(firstAnswer).toBeVisible();

  await second.click();
  await expect(open).toHaveCount(1);
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstAnswer).toBeHidden();

  await second.click();
  await expect(open).toHaveCount(0);
  await expect(main.getByRole('region', { name: (await second.innerText()).trim() })).toBeHidden();
});
