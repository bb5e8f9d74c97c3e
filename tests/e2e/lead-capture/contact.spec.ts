import { expect } from '@playwright/test';
import { test } from '../support.ts';
import {
  contactForm,
  expectContactKept,
  expectToast,
  fillContact,
  gotoHydrated,
  recordBackendCalls,
  storedLead,
  unique,
} from './helpers.ts';

test.describe('contact page (/contact-us)', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/contact-us');
  });

  test("stores the request, notifies the team and thanks the visitor under 'Let's Have a Chat!'", async ({
    page,
    request,
  }) => {
    const form = contactForm(page);
    const name = unique('Jane Contact');
    await expect(page.getByRole('heading', { level: 1, name: "Let's Have a Chat!" })).toBeVisible();

    await form.name.fill(name);
    await form.business.fill('Citizen Dental');
    await form.phone.fill('+61 400 000 000');
    await form.privacy.check();
    const insert = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/rest/v1/demo_requests'));
    const notify = page.waitForRequest((r) => r.url().endsWith('/functions/v1/send-lead-notification'));
    await form.submit.click();

    const row = (await insert).postDataJSON() as { id: string };
    expect(row).toEqual({
      // The submission's own row id: a retry sends the same one, and the database keeps one row.
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name,
      company: 'Citizen Dental',
      phone: '+61 400 000 000',
      email: '',
    });
    expect((await notify).postDataJSON()).toEqual({ name, business: 'Citizen Dental', phone: '+61 400 000 000' });
    expect(await (await notify).headerValue('idempotency-key')).toBe(row.id);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeFocused();
    await expect(page.getByRole('main')).toContainText('within 24 hours');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expectToast(page, 'Thank you!', "We'll be in touch soon to schedule your chat.");
    expect(await storedLead(request, name)).toMatchObject({
      company: 'Citizen Dental',
      phone: '+61 400 000 000',
      email: '',
      source: 'contact',
      website: null,
    });

    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test("says 'Missing Information: Please fill in all fields' and marks the blank fields", async ({ page }) => {
    const calls = recordBackendCalls(page);
    const form = contactForm(page);

    await form.submit.click();

    await expectToast(page, 'Missing Information', 'Please fill in all fields');
    for (const field of [form.name, form.business, form.phone]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('This field is required');
    }
    await expect(form.name).toBeFocused();
    expect(calls).toEqual([]);
  });

  test('treats whitespace-only answers as missing', async ({ page }) => {
    const calls = recordBackendCalls(page);
    const form = contactForm(page);

    await form.name.fill('Jane');
    await form.business.fill('   ');
    await form.phone.fill('0400 000 000');
    await form.privacy.check();
    await form.submit.click();

    await expectToast(page, 'Missing Information', 'Please fill in all fields');
    await expect(form.business).toBeFocused();
    expect(calls).toEqual([]);
  });

  test("says 'Privacy Policy Required: Please accept the privacy policy to continue' when the box is unticked", async ({
    page,
  }) => {
    const calls = recordBackendCalls(page);
    const form = contactForm(page);

    await form.name.fill('Jane');
    await form.business.fill('Citizen Dental');
    await form.phone.fill('0400 000 000');
    await form.submit.click();

    await expectToast(page, 'Privacy Policy Required', 'Please accept the privacy policy to continue');
    await expect(form.privacy).toHaveAttribute('aria-invalid', 'true');
    await expect(form.privacy).toBeFocused();
    expect(calls).toEqual([]);
  });

  test('links the privacy policy in a new tab, so typed values stay put', async ({ page, context }) => {
    const form = contactForm(page);
    await form.name.fill('Jane');

    const policyTab = context.waitForEvent('page');
    await page
      .getByRole('main')
      .getByRole('link', { name: /privacy policy/ })
      .click();

    await expect(await policyTab).toHaveURL(/\/privacy-policy$/);
    await expect(form.name).toHaveValue('Jane');
  });

  test("keeps every typed value and says 'Something went wrong' when the backend fails", async ({ page }) => {
    const calls = recordBackendCalls(page);
    await page.route('**/rest/v1/demo_requests*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom' }) }),
    );
    const form = contactForm(page);

    await fillContact(form);
    await form.submit.click();

    await expectToast(page, 'Something went wrong', 'Please try again or contact us directly.');
    await expectContactKept(form);
    await expect(form.name).toBeEnabled();
    expect(calls).toEqual(['POST /rest/v1/demo_requests']);
  });

  test("reads 'Submitting...' with every field disabled while sending", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/demo_requests*', async (route) => {
      await held;
      await route.continue();
    });
    const form = contactForm(page);

    await form.name.fill(unique('Jane Slow'));
    await form.business.fill('Citizen Dental');
    await form.phone.fill('0400 000 000');
    await form.privacy.check();
    await form.submit.click();

    const pending = page.getByRole('main').getByRole('button', { name: 'Submitting...' });
    await expect(pending).toBeDisabled();
    for (const field of [form.name, form.business, form.phone, form.privacy]) await expect(field).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  });
});
