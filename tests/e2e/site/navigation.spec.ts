// The main bar, its two dropdowns and the mobile drawer, by mouse. Keyboard use of the same menus and
// drawer (Enter, arrows, Home/End, Escape, focus return, Enter on an item) is in a11y/keyboard.spec.ts.
import { expect, type Locator } from '@playwright/test';
import { SPEC_DEMOS_MENU, SPEC_INDUSTRIES_MENU, specSubset } from '../../spec.ts';
import { gotoHydrated, test } from '../support.ts';

const MENUS = [
  { name: 'Industries', items: SPEC_INDUSTRIES_MENU },
  { name: 'Demos', items: SPEC_DEMOS_MENU },
];

async function menuItemsOf(menu: Locator): Promise<Array<{ label: string; path: string }>> {
  const items = menu.getByRole('menuitem');
  const found: Array<{ label: string; path: string }> = [];
  for (const item of await items.all()) {
    found.push({ label: (await item.innerText()).trim(), path: (await item.getAttribute('href')) ?? '' });
  }
  return found;
}

test.describe('main navigation bar', () => {
  test('links home, About and Chat with us', async ({ page }) => {
    await gotoHydrated(page, '/healthcare');
    const header = page.getByRole('banner');

    await expect(header.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about');
    await expect(header.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', '/contact-us');
  });

  test("the Industries and Demos dropdowns open on click and list SPEC's items in SPEC's order", async ({ page }) => {
    await gotoHydrated(page, '/');
    for (const { name, items } of MENUS) {
      const button = page.getByRole('banner').getByRole('button', { name });

      await button.click();

      const menu = page.getByRole('menu', { name });
      await expect(menu).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // Items a new content file adds may sit anywhere; SPEC's must all be there, in SPEC's order.
      expect(specSubset(await menuItemsOf(menu), items)).toEqual(items);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
  });

  test('a dropdown item navigates to its page', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Industries' }).click();

    // A human press lasts longer than the menu's 60 ms hover-open delay; an instant synthetic click
    // would let that timer re-open the menu after the click closed it.
    await page.getByRole('menuitem', { name: 'Logistics' }).click({ delay: 120 });

    await expect(page).toHaveURL(/\/logistics$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('menu', { name: 'Industries' })).toBeHidden();
  });
});

test.describe('mobile navigation (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the burger opens a drawer with the industries and Chat with us; a link navigates and closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Industries' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();

    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    for (const { label, path } of SPEC_INDUSTRIES_MENU) {
      const link = drawer.getByRole('link', { name: label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', path);
    }
    const chat = drawer.getByRole('link', { name: 'Chat with us' });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', '/contact-us');

    await drawer.getByRole('link', { name: 'Trades', exact: true }).click();

    await expect(page).toHaveURL(/\/trades$/);
    await expect(drawer).toBeHidden();
  });
});
