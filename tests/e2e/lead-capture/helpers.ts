import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
export { gotoHydrated, unique } from '../support.ts';

/** The toast with this title; asserted to show exactly this message. */
export async function expectToast(page: Page, title: string, message: string): Promise<Locator> {
  const toast = page.getByRole('alert').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(toast.getByText(message, { exact: true })).toBeVisible();
  return toast;
}

/** The stored row with this name, read through the local backend's loopback-only admin endpoint. */
export async function storedLead(
  request: APIRequestContext,
  name: string,
): Promise<Record<string, unknown> | undefined> {
  const response = await request.get('/__backend/demo_requests');
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as Array<Record<string, unknown>>;
  return rows.find((row) => row.name === name);
}

/** The scheduling page configured in industries/site.yaml; the local backend builds links from it. */
export const SCHEDULING_URL = new URL(
  (parse(readFileSync('industries/site.yaml', 'utf8')) as { schedulingUrl: string }).schedulingUrl,
);

/**
 * Every request the page makes to the backend, to prove a rejected form sent nothing. The proof-of-work
 * challenge is left out: the page fetches it at the first focus, before anything is typed, and it
 * carries no visitor data.
 */
export function recordBackendCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/functions/v1/captcha-challenge') return;
    if (pathname.startsWith('/rest/v1/') || pathname.startsWith('/functions/v1/'))
      calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

/** The contact page's form, found by its labels. */
export function contactForm(page: Page) {
  const main = page.getByRole('main');
  return {
    name: main.getByRole('textbox', { name: 'Your Name' }),
    business: main.getByRole('textbox', { name: 'Business Name' }),
    phone: main.getByRole('textbox', { name: 'Phone Number' }),
    privacy: main.getByRole('checkbox', { name: /privacy policy/ }),
    submit: main.getByRole('button', { name: 'Submit' }),
  };
}

type ContactForm = ReturnType<typeof contactForm>;

/** A complete contact request, as the failure tests type it. */
const TYPED = { name: 'Jane Citizen', business: 'Citizen Dental', phone: '0400 000 000' };

/** Types a complete request and ticks the privacy box. */
export async function fillContact(form: ContactForm): Promise<void> {
  await form.name.fill(TYPED.name);
  await form.business.fill(TYPED.business);
  await form.phone.fill(TYPED.phone);
  await form.privacy.check();
}

/** After a failure: everything fillContact typed is still there, and Submit can be pressed again. */
export async function expectContactKept(form: ContactForm): Promise<void> {
  await expect(form.name).toHaveValue(TYPED.name);
  await expect(form.business).toHaveValue(TYPED.business);
  await expect(form.phone).toHaveValue(TYPED.phone);
  await expect(form.privacy).toBeChecked();
  await expect(form.submit).toBeEnabled();
}
