// SPEC §2 routes are served, the footer every page shares, and the not-found page in a browser. Each
// route's page load (hydration, layout, axe) is in a11y/routes.spec.ts.
import { expect } from '@playwright/test';
import { SPEC_INDUSTRIES_MENU, SPEC_ROUTES } from '../../spec.ts';
import { collectErrors, HYDRATION_ERROR, test, waitUntilSettled } from '../support.ts';

/** SPEC §2 industries, as the footer links them. */
const INDUSTRIES = SPEC_INDUSTRIES_MENU.map(({ label, path }) => [label, path] as const);

test('every SPEC route answers 200 with its prerendered page', async ({ request }) => {
  // One request each; the page load, hydration, layout and axe checks of every route (SPEC's and any
  // a content file adds) are in a11y/routes.spec.ts.
  for (const path of SPEC_ROUTES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<h1[\s>]/);
    expect(html, path).not.toContain('Oops! Page not found');
  }
});

// The footer is one component in the root layout, so one page stands for all of them.
test('the footer links the SPEC industries, Demos, About, Contact, Privacy policy and has the ownership line', async ({
  page,
}) => {
  await page.goto('/healthcare');
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

// The 404 status and HTML for several unknown addresses are checked by request in seo/crawl.spec.ts.
test("an unknown path shows 'Oops! Page not found', logs the path, hydrates cleanly with the footer, and links home", async ({
  page,
}) => {
  const path = `/no-such-page-${Math.random().toString(36).slice(2, 10)}`;
  const errors = collectErrors(page);

  const response = await page.goto(path);

  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  const home = page.getByRole('main').getByRole('link', { name: 'Return to Home' });
  await expect(home).toHaveAttribute('href', '/');
  await waitUntilSettled(page);
  await expect.poll(() => errors.filter((error) => error.includes(path))).toHaveLength(1);
  expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
  expect(errors.filter((error) => error.startsWith('pageerror:'))).toEqual([]);
  await expect(page.getByRole('contentinfo')).toContainText('Australian-owned, serving clients worldwide');

  await home.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Turn Every Call Into Action' })).toBeVisible();
});
