import { expect, test, type Locator } from '@playwright/test';
import { gotoHydrated } from '../support.ts';

/** SPEC §2 Industries dropdown, in order. */
const INDUSTRIES_MENU = [
  ['Restaurant', '/restaurant'],
  ['Automotive', '/automotive'],
  ['Healthcare', '/healthcare'],
  ['Real Estate', '/real-estate'],
  ['E-commerce & Retail', '/ecommerce-retail'],
  ['Insurance', '/insurance'],
  ['Logistics', '/logistics'],
  ['Telecommunications', '/telecommunications'],
  ['Travel & Hospitality', '/travel-hospitality'],
  ['Trades', '/trades'],
];

/** SPEC §2 Demos dropdown, in order. */
const DEMOS_MENU = [
  ['General Demo', '/demo'],
  ['Restaurant Demo', '/restaurant-demo'],
  ['Automotive Demo', '/automotive-demo'],
  ['Healthcare Demo', '/healthcare-demo'],
  ['Real Estate Demo', '/real-estate-demo'],
  ['E-commerce Demo', '/ecommerce-demo'],
  ['Insurance Demo', '/insurance-demo'],
  ['Logistics Demo', '/logistics-demo'],
  ['Telecommunications Demo', '/telecommunications-demo'],
  ['Travel Demo', '/travel-demo'],
  ['Trades Demo', '/trades-demo'],
];

const MENUS = [
  { name: 'Industries', items: INDUSTRIES_MENU },
  { name: 'Demos', items: DEMOS_MENU },
];

async function menuItemsOf(menu: Locator): Promise<string[][]> {
  const items = menu.getByRole('menuitem');
  const count = await items.count();
  const found: string[][] = [];
  for (let index = 0; index < count; index += 1) {
    const item = items.nth(index);
    found.push([(await item.innerText()).trim(), (await item.getAttribute('href')) ?? '']);
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

  for (const { name, items } of MENUS) {
    test(`the ${name} dropdown opens on click and lists SPEC's items in SPEC's order`, async ({ page }) => {
      await gotoHydrated(page, '/');
      const button = page.getByRole('banner').getByRole('button', { name });

      await button.click();

      const menu = page.getByRole('menu', { name });
      await expect(menu).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(await menuItemsOf(menu)).toEqual(items);
    });

    test(`the ${name} dropdown opens from the keyboard and arrow keys walk its items`, async ({ page }) => {
      await gotoHydrated(page, '/about');
      const button = page.getByRole('banner').getByRole('button', { name });

      await button.focus();
      await page.keyboard.press('Enter');

      const menu = page.getByRole('menu', { name });
      await expect(menu).toBeVisible();
      const menuItems = menu.getByRole('menuitem');
      await expect(menuItems).toHaveCount(items.length);

      await page.keyboard.press('ArrowDown');
      await expect(menuItems.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menuItems.nth(1)).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    });

    test(`ArrowDown on the focused ${name} button opens the dropdown at its first item`, async ({ page }) => {
      await gotoHydrated(page, '/trades');
      const button = page.getByRole('banner').getByRole('button', { name });

      await button.focus();
      await page.keyboard.press('ArrowDown');

      const menu = page.getByRole('menu', { name });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await expect(menu.getByRole('menuitem').first()).toHaveText(items[0]![0]!);
    });
  }

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

  test('Enter on a focused dropdown item navigates to its page', async ({ page }) => {
    await gotoHydrated(page, '/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Demos' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Demos' });
    await expect(menu).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'General Demo' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/demo$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('mobile navigation (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the burger opens a drawer with the industries and Chat with us', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Industries' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();

    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    for (const [label, path] of INDUSTRIES_MENU) {
      const link = drawer.getByRole('link', { name: label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', path!);
    }
    const chat = drawer.getByRole('link', { name: 'Chat with us' });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', '/contact-us');
  });

  test('a drawer link navigates and closes the drawer', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');

    await drawer.getByRole('link', { name: 'Trades', exact: true }).click();

    await expect(page).toHaveURL(/\/trades$/);
    await expect(drawer).toBeHidden();
  });

  test('the drawer closes with Escape', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();

    await page.keyboard.press('Escape');

    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
