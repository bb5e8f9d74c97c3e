// The contact page's live form (form library, lead-form pattern, backend client) is fetched on the
// visitor's first intent on the form, not at load; what the visitor does before it arrives is kept.
import { expect, type Page } from '@playwright/test';
import { BUDGETS } from '../../../scripts/bench/budgets.ts';
import { kB } from '../../../scripts/bench/format.ts';
import { DistAssets } from '../../../scripts/bench/static-bytes.ts';
import { tabTo } from '../a11y/helpers.ts';
import { scriptRequests, test, waitForHydration } from '../support.ts';
import {
  contactForm,
  expectContactKept,
  expectToast,
  fillContact,
  gotoHydrated,
  recordBackendCalls,
  unique,
} from './helpers.ts';

/** The live form's own chunk: what the page fetches on the first intent. */
const LIVE_CHUNK = /\/assets\/LiveContactForm-[\w-]+\.js$/;
/** Chunks only the live form (or a later submit) needs: none may load before an intent. */
const DEFERRED_CHUNKS = /\/assets\/(LiveContactForm|useLeadForm|backend|supabaseClient|captcha)-[\w-]+\.js$/;

/** Holds the live form's chunk until `release` is called. */
async function holdLiveChunk(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(LIVE_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('contact page (/contact-us) before its live form arrives', () => {
  test(`fetches no form code at load, and at most ${kB(BUDGETS.contactJsAfterLoadGzipBytes)} of JS gzip right after it`, async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await gotoHydrated(page, '/contact-us');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);

    expect(scripts.filter((path) => DEFERRED_CHUNKS.test(path))).toEqual([]);
    const assets = new DistAssets('dist');
    const fetched = [...new Set(scripts)].reduce((sum, path) => sum + assets.gzip(path), 0);
    expect(fetched, `JS fetched right after load: ${kB(fetched)}`).toBeLessThanOrEqual(
      BUDGETS.contactJsAfterLoadGzipBytes,
    );
  });

  test('takes typing before the page has hydrated, and sends it once it has', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry-client-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const form = contactForm(page);
    const name = unique('Jane Early Bird');
    await page.goto('/contact-us');

    // The server's form: inputs usable at once, the button off so Enter cannot send it natively.
    await expect(form.submit).toBeDisabled();
    await form.name.click();
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact-us$/);
    release();
    await waitForHydration(page);

    await expect(form.name).toHaveValue(name);
    await form.business.fill('Citizen Dental');
    await form.phone.fill('0400 000 000');
    await form.privacy.check();
    const insert = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/rest/v1/demo_requests'));
    await form.submit.click();
    expect((await insert).postDataJSON()).toMatchObject({ name, company: 'Citizen Dental', phone: '0400 000 000' });
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  });

  test('Tab into the first field fetches the live form', async ({ page }) => {
    const scripts = scriptRequests(page);
    await gotoHydrated(page, '/contact-us');
    const { name } = contactForm(page);

    await tabTo(page, name);

    await expect.poll(() => scripts.some((path) => LIVE_CHUNK.test(path))).toBe(true);
    await expect(name).toBeFocused();
  });

  test('keeps what was typed, the focus and the caret when the live form arrives', async ({ page }) => {
    const release = await holdLiveChunk(page);
    await gotoHydrated(page, '/contact-us');
    const form = contactForm(page);
    const name = unique('Jane Citizen');

    await form.business.click();
    await page.keyboard.type('Citizen Dental');
    await form.name.click();
    await page.keyboard.type(name);
    await page.keyboard.press('Home');
    // The same element before and after: a remount would drop the mark.
    await form.name.evaluate((input) => input.setAttribute('data-test-mark', 'before'));
    release();
    await expect(form.name).toHaveAttribute('data-path', /name/);

    await expect(form.name).toHaveAttribute('data-test-mark', 'before');
    await expect(form.name).toBeFocused();
    await page.keyboard.type('Dr ');
    await expect(form.name).toHaveValue(`Dr ${name}`);
    await form.phone.fill('0400 000 000');
    await form.privacy.check();
    const insert = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/rest/v1/demo_requests'));
    await form.submit.click();

    expect((await insert).postDataJSON()).toMatchObject({
      name: `Dr ${name}`,
      company: 'Citizen Dental',
      phone: '0400 000 000',
      email: '',
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeFocused();
  });

  test('sends a submit pressed before the live form arrived once it has, exactly once', async ({ page }) => {
    const release = await holdLiveChunk(page);
    await gotoHydrated(page, '/contact-us');
    const calls = recordBackendCalls(page);
    const form = contactForm(page);
    const name = unique('Jane Early');

    await form.name.fill(name);
    await form.business.fill('Citizen Dental');
    await form.phone.fill('0400 000 000');
    await form.privacy.check();
    await form.submit.click();

    await expect(page.getByRole('main').getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(calls).toEqual([]);
    const notify = page.waitForRequest((r) => r.url().endsWith('/functions/v1/send-lead-notification'));
    release();

    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    expect((await notify).postDataJSON()).toEqual({ name, business: 'Citizen Dental', phone: '0400 000 000' });
    await expectToast(page, 'Thank you!', "We'll be in touch soon to schedule your chat.");
    expect(calls).toEqual(['POST /rest/v1/demo_requests', 'POST /functions/v1/send-lead-notification']);
  });

  test("validates a submit pressed before the live form arrived: 'Missing Information'", async ({ page }) => {
    const release = await holdLiveChunk(page);
    await gotoHydrated(page, '/contact-us');
    const calls = recordBackendCalls(page);
    const form = contactForm(page);

    await form.submit.click();
    release();

    await expectToast(page, 'Missing Information', 'Please fill in all fields');
    await expect(form.name).toBeFocused();
    await expect(form.name).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  test("says 'Something went wrong' and keeps every value when the live form cannot be fetched", async ({ page }) => {
    await page.route(LIVE_CHUNK, (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/contact-us');
    const calls = recordBackendCalls(page);
    const form = contactForm(page);

    await fillContact(form);
    await form.submit.click();

    await expectToast(page, 'Something went wrong', 'Please try again or contact us directly.');
    await expectContactKept(form);
    await expect(form.submit).toBeFocused();
    expect(calls).toEqual([]);
  });
});
