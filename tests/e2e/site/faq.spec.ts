import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../support.ts';

/** SPEC §2 and §9: FAQ sizes per landing page. */
const FAQS = [
  { path: '/healthcare', questions: 6 },
  { path: '/automotive', questions: 6 },
  { path: '/logistics', questions: 6 },
  { path: '/ecommerce-retail', questions: 4 },
  { path: '/travel-hospitality', questions: 4 },
];

for (const { path, questions } of FAQS) {
  test.describe(`the FAQ on ${path}`, () => {
    test(`has ${questions} questions with at most one open`, async ({ page }) => {
      await gotoHydrated(page, path);
      const main = page.getByRole('main');

      await expect(main.locator('button[aria-expanded]')).toHaveCount(questions);
      expect(await main.getByRole('button', { expanded: true }).count()).toBeLessThanOrEqual(1);
    });

    test('keeps one item open at a time, and clicking the open one closes it', async ({ page }) => {
      await gotoHydrated(page, path);
      const main = page.getByRole('main');
      const items = main.locator('button[aria-expanded]');
      const open = main.getByRole('button', { expanded: true });
      const first = items.nth(0);
      const second = items.nth(1);

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

    test('opens and closes from the keyboard', async ({ page }) => {
      await gotoHydrated(page, path);
      const main = page.getByRole('main');
      const last = main.locator('button[aria-expanded]').last();

      await last.focus();
      await page.keyboard.press('Enter');
      await expect(last).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(last).toHaveAttribute('aria-expanded', 'false');
    });
  });
}
