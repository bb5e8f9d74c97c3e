import { expect, test, type Page } from '@playwright/test';
import { SPEC_INDUSTRIES_MENU, SPEC_ROUTES } from '../../spec.ts';
import { waitForHydration } from '../support.ts';

const ROUTES = SPEC_ROUTES;

/** SPEC §2 industries, as the footer links them. */
const INDUSTRIES = SPEC_INDUSTRIES_MENU.map(({ label, path }) => [label, path] as const);

/** What React and our client entry print when server HTML and client render disagree. */
const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

/** Console errors and uncaught exceptions of a page, from the moment it is created. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Hydration, then a settled network, so any recoverable hydration error has been reported. */
async function waitUntilSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The text of the only h1 in a prerendered document, parsed the way the browser parses it. */
async function prerenderedH1(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return [...doc.querySelectorAll('h1')].map((heading) => heading.textContent?.trim() ?? '');
  }, html);
}

for (const path of ROUTES) {
  test.describe(`route ${path}`, () => {
    test('returns 200 with prerendered HTML holding its h1, title and description', async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).not.toContain('Oops! Page not found');
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);

      const [h1, ...extraH1s] = await prerenderedH1(page, html);
      expect(extraH1s).toEqual([]);
      expect(h1).toBeTruthy();

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1!);
    });

    test('hydrates with no hydration errors in the console', async ({ page }) => {
      const errors = collectErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);

      await waitUntilSettled(page);

      expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
      expect(errors.filter((error) => error.startsWith('pageerror:'))).toEqual([]);
    });

    test('has the footer with the industries, Demos, About, Contact, Privacy policy and the ownership line', async ({
      page,
    }) => {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');

      for (const [label, href] of INDUSTRIES) {
        await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      }
      const demos = footer.getByRole('navigation', { name: 'Demos' });
      await expect(demos.getByRole('link', { name: 'General Demo' })).toHaveAttribute('href', '/demo');
      await expect(footer.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about');
      await expect(footer.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact-us');
      await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
      await expect(footer).toContainText('Australian-owned, serving clients worldwide');
    });
  });
}

test.describe('an unknown path', () => {
  const path = `/no-such-page-${Math.random().toString(36).slice(2, 10)}`;

  test('answers 404 with the prerendered not-found page', async ({ request }) => {
    const response = await request.get(path);

    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  test("shows 'Oops! Page not found' with a link home and logs the path", async ({ page }) => {
    const errors = collectErrors(page);

    const response = await page.goto(path);

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    await expect.poll(() => errors.filter((error) => error.includes(path))).toHaveLength(1);
  });

  test('hydrates with no hydration errors and keeps the footer', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(path);

    await waitUntilSettled(page);

    expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
    expect(errors.filter((error) => error.startsWith('pageerror:'))).toEqual([]);
    await expect(page.getByRole('contentinfo')).toContainText('Australian-owned, serving clients worldwide');
  });

  test('the link home goes to the home page', async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);

    await page.getByRole('main').getByRole('link', { name: /home/i }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Turn Every Call Into Action' })).toBeVisible();
  });
});
