// axe in every open state: menus, drawer, FAQ, the Book a Demo dialog, the contact form's errors and
// thank-you screen, and each of the 13 voice flows from its form errors to the live call and the
// completion screen. One page load per group of states; the demo flows are driven by keyboard only.
import { expect, test, type Page } from '@playwright/test';
import { denyMicrophone, expectLive, flowAt, FLOWS, openFlow, submitDetails, visitor } from '../demo/helpers.ts';
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

/** The error text a field points at through aria-describedby. */
async function describedText(page: Page, id: string | null): Promise<string> {
  expect(id, 'aria-describedby').toBeTruthy();
  const texts = await Promise.all(id!.split(/\s+/).map((part) => page.locator(`[id="${part}"]`).innerText()));
  return texts.join(' ');
}

test.describe('voice flows, by keyboard', () => {
  for (const { demo, slug } of FLOWS) {
    const end = demo.completion ? ` → ${demo.completion.title}` : '';
    test(`${demo.path}: form errors → live call${end}`, async ({ page }) => {
      test.slow();
      await openFlow(page, demo);
      await page.getByRole('button', { name: demo.submit.label }).press('Enter');

      const fields = demo.fields.map((field) => page.getByRole('textbox', { name: field.label, exact: true }));
      const first = fields[demo.fields.findIndex((field) => field.required)]!;
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute('aria-invalid', 'true');
      expect(await describedText(page, await first.getAttribute('aria-describedby'))).not.toBe('');
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNoViolations(page, `${demo.path} form errors`);

      // Type into each field in tab order, then submit with Enter.
      const person = visitor(`a11y-${slug}`);
      await fields[0]!.focus();
      for (const [index, field] of demo.fields.entries()) {
        await expect(fields[index]!).toBeFocused();
        await page.keyboard.type(person[field.name]);
        if (index < demo.fields.length - 1) await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');

      if (demo.submit.behaviour !== 'start-session') {
        await expect(page.getByRole('heading', { level: 2, name: demo.session.title })).toBeFocused();
        await page.getByRole('button', { name: demo.session.startLabel }).press('Enter');
      }
      await expectLive(page, demo);
      await expectNoViolations(page, `${demo.path} session, connected`);

      await page.getByRole('button', { name: demo.session.endLabel }).press('Enter');
      if (demo.completion) {
        await expect(page.getByRole('heading', { level: 2, name: demo.completion.title })).toBeFocused();
        await expectNoViolations(page, `${demo.path} completion screen`);
      } else {
        await expect(page.getByRole('button', { name: demo.session.startLabel })).toBeEnabled();
      }
    });
  }
});

test('the microphone-blocked notice, then a text-only call', async ({ page }) => {
  const { demo } = flowAt('/restaurant-demo');
  await denyMicrophone(page);
  await openFlow(page, demo);
  await submitDetails(page, demo, visitor('a11y-mic'));
  await expect(page.getByRole('alert').filter({ hasText: demo.toasts.micDenied.message })).toBeVisible();
  await expectNoViolations(page, 'the microphone-blocked notice and its toast');

  await page.getByRole('button', { name: 'Type instead' }).press('Enter');
  await expectLive(page, demo);
  await expect(page.getByRole('button', { name: 'Helpful answer', exact: true })).toBeEnabled();
  await expectNoViolations(page, 'a text-only call with the message box and feedback buttons');
});
