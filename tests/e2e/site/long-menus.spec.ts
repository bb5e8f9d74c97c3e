import { spawnSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { expectNoViolations } from '../a11y/helpers.ts';
import { gotoHydrated, test } from '../support.ts';
import { scratchProject } from '../../../scripts/bench/scale.ts';
import { SECURITY_HEADERS } from '../../../scripts/shared/headers.ts';
import { startSiteServer, type SiteServer } from '../../../scripts/local-stack/web-server/site-server.ts';
import { SPEC_DEMOS_MENU, SPEC_INDUSTRIES_MENU } from '../../spec.ts';

const INDUSTRIES = 100;
/** The schema's default `menus.size`; the real site.yaml does not set it. */
const MENU_SIZE = 12;

/**
 * The menus of a site with 100 industries (the real ten and generated copies): a production build of
 * a scratch copy of the project, served like `npm start` serves dist/. Dropdowns and footer list the
 * first entries and an "All …" link; the index pages list every entry; the menu buttons are links to
 * them before the scripts run; the page's size does not follow the industry count.
 */
test.describe('menus at 100 industries', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let project: ReturnType<typeof scratchProject>;
  let server: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    project = scratchProject(process.cwd(), INDUSTRIES);
    const build = spawnSync(process.execPath, ['scripts/build/cli.ts'], {
      cwd: project.dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    server = await startSiteServer({ distDir: `${project.dir}/dist`, port: 0, headers: SECURITY_HEADERS });
  });

  test.afterAll(async () => {
    await server?.close();
    project?.remove();
  });

  for (const [name, all, index, spec] of [
    ['Industries', 'All industries', '/industries', SPEC_INDUSTRIES_MENU],
    ['Demos', 'All demos', '/demos', SPEC_DEMOS_MENU],
  ] as const) {
    test(`the ${name} dropdown and footer column list the first ${MENU_SIZE}, SPEC's first, then "${all}"`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${server.url}/`);
      await page.getByRole('banner').getByRole('button', { name }).click();
      const items = page.getByRole('menu', { name }).getByRole('menuitem');
      await expect(items).toHaveCount(MENU_SIZE + 1);
      const labels = await items.allTextContents();
      for (const item of spec) expect(labels).toContain(item.label);
      await expect(items.last()).toHaveText(all);
      await expect(items.last()).toHaveAttribute('href', index);
      const column = page.getByRole('contentinfo').getByRole('navigation', { name });
      await expect(column.getByRole('link')).toHaveCount(MENU_SIZE + 1);
      await expect(column.getByRole('link').last()).toHaveAttribute('href', index);
    });
  }

  test('before the scripts run, the Industries button is a link to the page that lists all 100', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Industries', exact: true }).click();
    await expect(page).toHaveURL(`${server.url}/industries`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All industries');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(INDUSTRIES);
    // Grouped by first letter: a heading per group.
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
    await context.close();
  });

  test('the index page filters by name, and says when nothing matches', async ({ page }) => {
    await gotoHydrated(page, `${server.url}/demos`);
    const filter = page.getByRole('searchbox', { name: 'Filter demos' });
    await filter.fill('healthcare');
    const links = page.getByRole('main').getByRole('link');
    await expect(links.first()).toContainText('Healthcare');
    for (const text of await links.allTextContents()) expect(text.toLowerCase()).toContain('healthcare');
    await filter.fill('no such demo');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No demos match.');
    await expect(links).toHaveCount(0);
  });

  test('from the keyboard: ArrowUp reaches "All industries", Enter opens it, and a generated industry opens in place', async ({
    page,
  }) => {
    await gotoHydrated(page, `${server.url}/`);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const button = page.getByRole('banner').getByRole('button', { name: 'Industries' });
    await button.focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'All industries' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${server.url}/industries`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All industries');
    // A route the home page never loaded: its bucket of the route table is fetched on first use.
    const link = page.getByRole('main').getByRole('link', { name: 'Trades 9' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${server.url}/trades-copy9`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Client-side navigations all along: the page never reloaded.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('the home page has no more elements than at the real ten industries (+5%)', async ({ page }) => {
    const count = () => page.evaluate(() => document.getElementsByTagName('*').length);
    await gotoHydrated(page, '/');
    const real = await count();
    await gotoHydrated(page, `${server.url}/`);
    expect(await count()).toBeLessThanOrEqual(Math.ceil(real * 1.05));
  });

  test('axe finds nothing on the home page with a long menu open, nor on the index page', async ({ page }) => {
    await gotoHydrated(page, `${server.url}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Demos' }).click();
    await expect(page.getByRole('menu', { name: 'Demos' })).toBeVisible();
    await expectNoViolations(page, 'home, Demos menu open, 100 industries');
    await gotoHydrated(page, `${server.url}/industries`);
    await expectNoViolations(page, '/industries, 100 industries');
  });
});
