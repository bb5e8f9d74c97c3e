// axe in every open state: menus, drawer, FAQ, the Book a Demo dialog, and the contact form's errors
// and thank-you screen, one page load per group of states. Each voice flow's states (form errors,
// live call, completion) are checked on its one keyboard-driven call in demo/flows.spec.ts, and the
// microphone-blocked notice and text-only call in demo/errors.spec.ts.
import { expect } from '@playwright/test';
import { test } from '../support.ts';
import { expectNoViolations, gotoHydrated, unique } from './helpers.ts';

// Without motion, toasts and dialogs appear and leave at once: axe never measures a half-faded toast
// that happens to auto-close while it runs. Colours and markup are the same either way.
test.use({ reducedMotion: 'reduce' });

test('the Industries and Demos menus, open', async ({ page }) => {
  await gotoHydrated(page, '/');
  for (const name of ['Industries', 'Demos']) {
    const button = page.getByRole('button', { name, exact: true });
    await button.click();
    await expect(page.getByRole('menu', { name })).toBeVisible();
    await expectNoViolations(page, `the ${name} menu open`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', { name })).toBeHidden();
  }
});

test('the mobile drawer, open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoViolations(page, 'the mobile drawer open');
});

test('an FAQ item, open', async ({ page }) => {
  await gotoHydrated(page, '/healthcare');
  const question = page.getByRole('main').locator('button[aria-expanded]').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expectNoViolations(page, 'an FAQ item open');
});

test('the Book a Demo dialog, open and with blank required fields', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await page.getByRole('main').getByRole('button', { name: 'Book a Demo' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book a Demo' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, 'the Book a Demo dialog open');

  await dialog.getByRole('button', { name: 'Book Demo' }).click();
  // The browser refuses the blanks (SPEC §5) and puts focus on the first one.
  await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
  await expectNoViolations(page, 'the Book a Demo dialog with blank required fields');
});

test('the contact form with errors, then the thank-you screen', async ({ page }) => {
  await gotoHydrated(page, '/contact-us');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Missing Information' })).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Your Name' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'contact form errors and their toast');

  await main.getByRole('textbox', { name: 'Your Name' }).fill(unique('Jane A11y'));
  await main.getByRole('textbox', { name: 'Business Name' }).fill('Citizen Dental');
  await main.getByRole('textbox', { name: 'Phone Number' }).fill('+61 400 000 000');
  await main.getByRole('checkbox', { name: /privacy policy/ }).check();
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'Thank you!' })).toBeVisible();
  await expectNoViolations(page, 'contact success and its toast');
});
