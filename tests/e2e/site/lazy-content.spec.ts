// The menus are a chunk of their own, fetched while the page hydrates, and routes are looked up in
// small JSON files when a link is first used (a bucket, then the route's data), so neither the entry
// bundle nor what a page fetches grows with the content. These tests hold the files back and check
// that the page still works meanwhile, and works in the page (no reload) once they are in.
import { expect, type Page } from '@playwright/test';
import { test, waitForHydration } from '../support.ts';

/** Holds back the responses for `pattern` until `release()` is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<{ release: () => void; requested: Promise<void> }> {
  let release!: () => void;
  let markRequested!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(pattern, async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { release, requested };
}

/** Marks the current document, so a later check can tell a navigation in the page from a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { documentMark: 'still here' }));
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { documentMark?: string }).documentMark === 'still here');

test('no route table is fetched at load; a link waits for its route to be looked up, then navigates in the page', async ({
  page,
}) => {
  const lookup = await holdBack(page, /\/assets\/route-(lookup-[\w-]+\.js|bucket-[\w-]+\.json)$/);
  let clicked = false;
  let fetchedEarly = false;
  void lookup.requested.then(() => (fetchedEarly = !clicked));
  await page.goto('/healthcare');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await markDocument(page);
  expect(fetchedEarly).toBe(false);

  clicked = true;
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await lookup.requested;
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/healthcare$/);

  lookup.release();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/health/i);
  expect(await sameDocument(page)).toBe(true);
});

test('the menus show the server-rendered items until their chunk is in, then navigate in the page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const menus = await holdBack(page, /\/assets\/nav-[\w-]+\.js$/);
  await page.goto('/');
  await waitForHydration(page);
  await menus.requested;

  const button = page.getByRole('banner').getByRole('button', { name: 'Industries' });
  await button.click();
  const menu = page.getByRole('menu', { name: 'Industries' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Trades' })).toHaveAttribute('href', '/trades');

  menus.release();
  await page.waitForLoadState('networkidle');
  await markDocument(page);
  await menu.getByRole('menuitem', { name: 'Trades' }).click({ delay: 120 });
  await expect(page).toHaveURL(/\/trades$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Trades', exact: true })).toBeVisible();
  // Opening the menu before its items hydrated must not make React throw the server's HTML away.
  expect(errors).toEqual([]);
});

test('the home page fetches no route JSON; a link to an industry fetches its bucket and data and renders that page in the page', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const routeJson = () => fetched.filter((path) => /\/assets\/route-(bucket|data)-[\w-]+\.json$/.test(path));
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(routeJson()).toEqual([]);
  await markDocument(page);

  await page.getByRole('banner').getByRole('button', { name: 'Industries' }).click();
  await page.getByRole('menuitem', { name: 'Logistics' }).click({ delay: 120 });

  await expect(page).toHaveURL(/\/logistics$/);
  // The heading the server renders for the page, so the check holds whatever its copy says.
  const served = await (await page.request.get('/logistics')).text();
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(served)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
  expect(heading).toBeTruthy();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  expect(await sameDocument(page)).toBe(true);
  expect(routeJson().some((path) => path.includes('/route-bucket-'))).toBe(true);
  expect(routeJson().some((path) => path.includes('/route-data-'))).toBe(true);
});
