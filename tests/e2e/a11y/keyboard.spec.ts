// Keyboard only: the skip link, menus, drawer, accordion and dialog, and three journeys completed
// without a mouse (the contact form, the Book a Demo dialog and the real-estate demo). Every Tab stop
// on the way must show where focus is, and axe (WCAG 2.2 A/AA) checks each state the journeys open:
// both menus, the drawer, an FAQ answer, the Book a Demo dialog open and with blank required fields,
// and the contact form's errors and thank-you. Each voice flow's states are checked on its call in
// demo/flows.spec.ts; the microphone-blocked notice and text-only call in demo/errors.spec.ts.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support.ts';
import { SCHEDULING_URL } from '../lead-capture/helpers.ts';
import { expectLive, flowAt, openFlow, visitor } from '../demo/helpers.ts';
import { expectNoViolations, gotoHydrated, REGISTRY, tabTo, unique } from './helpers.ts';

// Without motion, toasts and dialogs appear and leave at once: axe never measures a half-faded toast
// that happens to auto-close while it runs. Colours, markup and focus are the same either way.
test.use({ reducedMotion: 'reduce' });

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Tabs `presses` times and checks focus never leaves `container`. */
async function expectFocusTrapped(page: Page, container: Locator, presses: number, key = 'Tab') {
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(key);
    expect(
      await container.evaluate((element) => element.contains(document.activeElement)),
      `${key} #${press + 1}`,
    ).toBe(true);
  }
}

test('the skip link is the first Tab stop and moves focus to the main content', async ({ page }) => {
  await gotoHydrated(page, '/healthcare');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await tabTo(page, skip, { max: 1 });
  const box = await skip.boundingBox();
  expect(box && box.y >= 0 && box.height >= 24, 'the focused skip link is on screen').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab continues inside the main content, past the navigation.
  await page.keyboard.press('Tab');
  expect(await page.getByRole('main').evaluate((main) => main.contains(document.activeElement))).toBe(true);
});

test('the Industries and Demos menus open, move and close from the keyboard', async ({ page }) => {
  // The menus list whatever industry files there are, so first and last come from the content.
  const { industries: industryItems, demos: demoItems } = REGISTRY.nav;
  await gotoHydrated(page, '/');
  const industries = page.getByRole('button', { name: 'Industries', exact: true });
  const menu = page.getByRole('menu', { name: 'Industries' });
  const item = (label: string) => menu.getByRole('menuitem', { name: label, exact: true });
  await tabTo(page, industries);

  await page.keyboard.press('Enter');
  await expect(industries).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem')).toHaveCount(industryItems.length);
  await expectNoViolations(page, 'the Industries menu open');
  await page.keyboard.press('ArrowDown');
  await expect(item(industryItems[0]!.label)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(industryItems[1]!.label)).toBeFocused();
  await page.keyboard.press('End');
  await expect(item(industryItems.at(-1)!.label)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(industryItems[0]!.label)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(industries).toBeFocused();

  // ArrowDown on the focused button opens the menu at its first item; Enter follows the item.
  const demos = page.getByRole('button', { name: 'Demos', exact: true });
  await tabTo(page, demos, { max: 1 });
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: demoItems[0]!.label, exact: true })).toBeFocused();
  await expectNoViolations(page, 'the Demos menu open');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(demoItems[1]!.path);
});

test('the mobile drawer traps focus, closes on Escape and gives focus back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/');
  const burger = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, burger);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectNoViolations(page, 'the mobile drawer open');
  await expectFocusTrapped(page, drawer, 20);
  await expectFocusTrapped(page, drawer, 5, 'Shift+Tab');

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(burger).toBeFocused();

  // A link in the drawer, by keyboard.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await tabTo(page, drawer.getByRole('link', { name: 'About' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/about');
  await expect(drawer).toBeHidden();
});

test('FAQ questions open, close and move with the keyboard', async ({ page }) => {
  await gotoHydrated(page, '/healthcare');
  const questions = page.getByRole('main').locator('button[aria-expanded]');
  await questions.first().focus();
  await page.keyboard.press('Enter');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  await expectNoViolations(page, 'an FAQ item open');
  await page.keyboard.press('Space');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, questions.nth(2), { max: 3 });
});

test('the contact form, keyboard only: errors lead to the first blank field, then the thank-you', async ({ page }) => {
  await gotoHydrated(page, '/contact-us');
  const main = page.getByRole('main');
  const name = main.getByRole('textbox', { name: 'Your Name' });
  const submit = main.getByRole('button', { name: 'Submit' });

  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('This field is required');
  await expect(page.getByRole('alert').filter({ hasText: 'Missing Information' })).toBeVisible();
  await expectNoViolations(page, 'contact form errors and their toast');

  await page.keyboard.type(unique('Jane Keys'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('Citizen Dental');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+61 400 000 000');
  // Only the privacy box left: focus goes to it, and its error is its description.
  await tabTo(page, submit, { max: 3 });
  await page.keyboard.press('Enter');
  const privacy = main.getByRole('checkbox', { name: /privacy policy/ });
  await expect(privacy).toBeFocused();
  await expect(privacy).toHaveAccessibleDescription('Please accept the privacy policy to continue');
  await page.keyboard.press('Space');
  await expect(privacy).toBeChecked();
  await tabTo(page, submit, { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'Thank you!' })).toBeVisible();
  await expectNoViolations(page, 'contact success and its toast');
});

test('the Book a Demo dialog, keyboard only: focus trapped, Escape closes, then a booking', async ({
  page,
  context,
}) => {
  test.slow();
  await context.route(
    (url) => url.origin === SCHEDULING_URL.origin,
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Booking</title>' }),
  );
  await gotoHydrated(page, '/about');
  const trigger = page.getByRole('main').getByRole('button', { name: 'Book a Demo' }).first();
  const dialog = page.getByRole('dialog', { name: 'Book a Demo' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
  await expectNoViolations(page, 'the Book a Demo dialog open');
  await expectFocusTrapped(page, dialog, 12);
  await expectFocusTrapped(page, dialog, 12, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
  // Booking with every field blank: the browser refuses the blanks (SPEC §5) and puts focus on the first.
  const book = dialog.getByRole('button', { name: 'Book Demo' });
  await tabTo(page, book);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
  await expectNoViolations(page, 'the Book a Demo dialog with blank required fields');
  for (const [label, value] of [
    ['Full Name', unique('Jane Keys')],
    ['Email', 'jane@citizen-dental.example'],
    ['Company Name', 'Citizen Dental'],
    ['Company Website', 'citizen-dental.example'],
    ['Phone Number', '+61 400 000 000'],
    ['How would an AI Agent help your Business?', 'Answer after-hours calls.'],
    ['Additional Notes', 'Two clinics.'],
  ] as const) {
    const field = dialog.getByRole('textbox', { name: label });
    if (!(await isFocused(field))) await tabTo(page, field, { max: 1 });
    await page.keyboard.type(value);
  }
  await tabTo(page, book, { max: 1 });
  const booking = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  await booking;
  await expect(page.getByRole('alert').filter({ hasText: 'Booking Link Created!' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the real-estate demo, keyboard only: form → session → Start → connected → End → Demo Complete!', async ({
  page,
}) => {
  test.slow();
  const { demo } = flowAt('/real-estate-demo');
  const person = visitor('a11y-keys');
  await openFlow(page, demo);
  const fields = demo.fields.map((field) => page.getByRole('textbox', { name: field.label, exact: true }));
  await tabTo(page, fields[0]!);
  for (const [index, field] of demo.fields.entries()) {
    if (index > 0) await tabTo(page, fields[index]!, { max: 1 });
    await page.keyboard.type(person[field.name]);
  }
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: demo.session.title })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: demo.session.startLabel }));
  await page.keyboard.press('Enter');
  await expectLive(page, demo);
  // Focus stays on the call button, which now ends the call.
  const end = page.getByRole('button', { name: demo.session.endLabel });
  await expect(end).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: 'Demo Complete!' })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'Back to Real Estate' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/real-estate');
});
