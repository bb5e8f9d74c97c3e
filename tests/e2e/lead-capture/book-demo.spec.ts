import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support.ts';
import { prefillParametersFor } from '../../../supabase/functions/_shared/leads/scheduling-link.ts';
import { expectToast, gotoHydrated, recordBackendCalls, SCHEDULING_URL, storedLead, unique } from './helpers.ts';

function dialogOf(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Book a Demo' });
  return {
    dialog,
    name: dialog.getByRole('textbox', { name: 'Full Name' }),
    email: dialog.getByRole('textbox', { name: 'Email' }),
    company: dialog.getByRole('textbox', { name: 'Company Name' }),
    website: dialog.getByRole('textbox', { name: 'Company Website' }),
    phone: dialog.getByRole('textbox', { name: 'Phone Number' }),
    aiHelp: dialog.getByRole('textbox', { name: 'How would an AI Agent help your Business?' }),
    additionalNotes: dialog.getByRole('textbox', { name: 'Additional Notes' }),
    submit: dialog.getByRole('button', { name: 'Book Demo' }),
  };
}

type Modal = ReturnType<typeof dialogOf>;

async function openModal(page: Page): Promise<Modal> {
  await gotoHydrated(page, '/about');
  await page.getByRole('main').getByRole('button', { name: 'Book a Demo' }).first().click();
  const modal = dialogOf(page);
  await expect(modal.dialog).toBeVisible();
  return modal;
}

async function fill(modal: Modal, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) await modal[key as keyof typeof values & keyof Modal].fill(value);
}

/** The scheduling site is external; answer it locally so the new tab has something to load. */
async function stubSchedulingSite(context: BrowserContext) {
  await context.route(
    (url) => url.origin === SCHEDULING_URL.origin,
    (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Booking</title><h1>Pick a time</h1>' }),
  );
}

const answers = () => ({
  name: unique('Jane Demo'),
  email: 'jane@citizen-dental.example',
  company: 'Citizen Dental',
  website: 'citizen-dental.example',
  phone: '+61 400 000 000',
  aiHelp: 'Answer after-hours calls and book appointments.',
  additionalNotes: 'Two clinics in Sydney.',
});

test.describe('Book a Demo dialog (/about)', () => {
  test('stores the request and opens the pre-filled booking page in a new tab', async ({ page, context, request }) => {
    await stubSchedulingSite(context);
    const modal = await openModal(page);
    const typed = answers();
    await fill(modal, typed);

    const sent = page.waitForRequest((r) => r.url().endsWith('/functions/v1/send-demo-request'));
    const newTab = context.waitForEvent('page');
    await modal.submit.click();

    expect((await sent).postDataJSON()).toEqual(typed);
    const booking = await newTab;
    await booking.waitForURL((url) => url.origin === SCHEDULING_URL.origin);
    const link = new URL(booking.url());
    expect(link.pathname).toBe(SCHEDULING_URL.pathname);
    expect(link.searchParams.get('name')).toBe(typed.name);
    expect(link.searchParams.get('email')).toBe(typed.email);
    // The scheduler's own name for free-text notes (cal.com: notes, Calendly: a1).
    const notesParameter = prefillParametersFor(SCHEDULING_URL).notes;
    expect(notesParameter ? link.searchParams.get(notesParameter) : typed.aiHelp).toContain(typed.aiHelp);
    expect(await booking.evaluate(() => window.opener)).toBeNull();

    await expect(page.getByRole('alert').filter({ hasText: 'Booking Link Created!' })).toBeVisible();
    await expect(modal.dialog).toBeHidden();
    expect(await storedLead(request, typed.name)).toMatchObject({
      email: typed.email,
      company: typed.company,
      phone: typed.phone,
      website: typed.website,
      ai_help: typed.aiHelp,
      additional_notes: typed.additionalNotes,
      source: 'demo_modal',
    });

    await page.getByRole('main').getByRole('button', { name: 'Book a Demo' }).first().click();
    for (const field of [
      modal.name,
      modal.email,
      modal.company,
      modal.website,
      modal.phone,
      modal.aiHelp,
      modal.additionalNotes,
    ]) {
      await expect(field).toHaveValue('');
    }
  });

  test('leaves the browser to refuse blank required fields, and sends nothing', async ({ page, context }) => {
    const calls = recordBackendCalls(page);
    const modal = await openModal(page);
    let tabs = 0;
    context.on('page', () => (tabs += 1));

    await modal.submit.click();

    for (const field of [modal.name, modal.email, modal.company, modal.website, modal.aiHelp]) {
      await expect(field).toHaveAttribute('required', '');
    }
    for (const field of [modal.phone, modal.additionalNotes]) await expect(field).not.toHaveAttribute('required');
    expect(await modal.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await modal.email.fill('not-an-email');
    expect(await modal.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await expect(modal.dialog).toBeVisible();
    expect(calls).toEqual([]);
    expect(tabs).toBe(0);
  });

  test("reads 'Creating Booking...' with fields disabled while sending", async ({ page, context }) => {
    await stubSchedulingSite(context);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/functions/v1/send-demo-request', async (route) => {
      await held;
      await route.continue();
    });
    const modal = await openModal(page);
    await fill(modal, answers());

    const newTab = context.waitForEvent('page');
    await modal.submit.click();

    await expect(modal.dialog.getByRole('button', { name: 'Creating Booking...' })).toBeDisabled();
    for (const field of [modal.name, modal.email, modal.aiHelp, modal.additionalNotes])
      await expect(field).toBeDisabled();
    release();
    await (await newTab).waitForURL((url) => url.origin === SCHEDULING_URL.origin);
    await expect(modal.dialog).toBeHidden();
  });

  test("shows the red 'Error' toast, closes the waiting tab and keeps every value when the request fails", async ({
    page,
    context,
  }) => {
    await page.route('**/functions/v1/send-demo-request', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'internal_error' }),
      }),
    );
    const modal = await openModal(page);
    const typed = answers();
    await fill(modal, typed);

    const waitingTab = context.waitForEvent('page');
    await modal.submit.click();

    const toast = await expectToast(page, 'Error', 'Failed to create booking. Please try again.');
    expect(await toast.getAttribute('style')).toContain('--mantine-color-red');
    await expect(modal.dialog).toBeVisible();
    for (const [key, value] of Object.entries(typed)) await expect(modal[key as keyof typeof typed]).toHaveValue(value);
    await expect(modal.submit).toBeEnabled();
    const tab = await waitingTab;
    await expect.poll(() => tab.isClosed()).toBe(true);
  });

  test("says 'Success!' and closes the waiting tab when no booking link comes back", async ({ page, context }) => {
    await page.route('**/functions/v1/send-demo-request', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ schedulingLink: null }) }),
    );
    const modal = await openModal(page);
    await fill(modal, answers());

    const waitingTab = context.waitForEvent('page');
    await modal.submit.click();

    await expect(page.getByRole('alert').filter({ hasText: 'Success!' })).toBeVisible();
    await expect(modal.dialog).toBeHidden();
    const tab = await waitingTab;
    await expect.poll(() => tab.isClosed()).toBe(true);
  });

  test("offers 'Open your booking page' when the browser blocks the new tab", async ({ page, context }) => {
    await stubSchedulingSite(context);
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const modal = await openModal(page);
    const typed = answers();
    await fill(modal, typed);

    await modal.submit.click();

    const toast = page.getByRole('alert').filter({ hasText: 'Booking Link Created!' });
    const link = toast.getByRole('link', { name: /Open your booking page/ });
    await expect(link).toBeVisible();
    await expect(modal.dialog).toBeHidden();
    const newTab = context.waitForEvent('page');
    await link.click();
    const booking = await newTab;
    await booking.waitForURL((url) => url.origin === SCHEDULING_URL.origin);
    expect(new URL(booking.url()).searchParams.get('name')).toBe(typed.name);
  });

  test('opens on arrival at /about#book-demo', async ({ page }) => {
    await page.goto('/about#book-demo');

    await expect(dialogOf(page).dialog).toBeVisible();
  });
});
