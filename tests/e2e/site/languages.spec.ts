import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, type Page } from '@playwright/test';
import { test, waitForHydration } from '../support.ts';
import { freePort, waitForServer } from '../../../scripts/local-stack/web-server/ports.ts';

/** The dev server compiles each module on first request; a busy machine needs more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The site in three languages, on the translation fixture (tests/fixtures/translations: English, Spanish,
 * and Arabic, right to left): the document's language and direction, the bars mirrored in Arabic, the
 * language menu by keyboard and in the drawer, the marks on links to pages not translated, and the
 * suggestion of the browser's language, remembered once dismissed. The fixture is not the real content,
 * so the suite starts `npm run dev` on a copy of it, as dev-hot-update.spec.ts does.
 */
test.describe('the site in the visitor’s language', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let contentDir: string;
  let server: ChildProcess;
  let baseURL: string;
  let output = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    contentDir = join(mkdtempSync(join(tmpdir(), 'languages-')), 'content');
    cpSync('tests/fixtures/translations', contentDir, { recursive: true });
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['scripts/local-stack/dev.ts'], {
      env: {
        ...process.env,
        CONTENT_DIR: contentDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOCAL_DATA_DIR: 'memory://languages',
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForServer(`${baseURL}/es`, 150_000, () => output);
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    if (contentDir) rmSync(join(contentDir, '..'), { recursive: true, force: true });
  });

  const open = async (page: Page, path: string) => {
    await page.goto(`${baseURL}${path}`);
    await waitForHydration(page);
  };
  /** The x of the logo link and of the main navigation in the header. */
  const barOrder = (page: Page) =>
    page.evaluate(() => {
      const header = document.querySelector('header')!;
      const logo = header.querySelector('a[aria-label]')!.getBoundingClientRect();
      const nav = header.querySelector('nav')!.getBoundingClientRect();
      return { logo: logo.x, nav: nav.x };
    });

  test('an Arabic page is right to left and its bar is mirrored; a Spanish one is not', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // One og:locale:alternate per other version (the router's head() would keep only one).
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(2);
    const rtl = await barOrder(page);
    expect(rtl.logo).toBeGreaterThan(rtl.nav);

    await open(page, '/es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.locator('html').getAttribute('dir')).toBeNull();
    const ltr = await barOrder(page);
    expect(ltr.logo).toBeLessThan(ltr.nav);
  });

  test('the language menu works by keyboard and leads to the same page in the language chosen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/es/bakery');
    const trigger = page.getByRole('button', { name: 'ES Language: Español' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Español' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Español', 'English', 'العربية (الصفحة الرئيسية)']);
    // Arabic has no bakery page: its item leads to the Arabic home and says so, in Arabic.
    await expect(menu.getByRole('menuitem', { name: /العربية/ })).toHaveAttribute('href', '/ar');
    await expect(menu.getByRole('menuitem', { name: /العربية/ })).toHaveAttribute('lang', 'ar');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/bakery`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a translated page marks the links to pages that are not translated with their language', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/ar');
    const bakery = page.getByRole('contentinfo').getByRole('link', { name: /Bakery \(AR in English\)/ });
    await expect(bakery).toHaveAttribute('hreflang', 'en');
    await expect(bakery.locator('[lang="en"]')).toHaveText('Bakery');
    // A button keeps the mark inside its label, where it is seen.
    const demo = page.getByRole('main').getByRole('link', { name: 'AR Try a Demo (AR in English)' });
    await expect(demo).toHaveAttribute('hreflang', 'en');
    await expect(demo.getByText('(AR in English)')).toBeVisible();
  });

  test('the drawer at 390 px offers the languages too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page, '/es');
    await page.getByRole('button', { name: 'ES Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('ES Language').click();
    await expect(drawer.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });

  test.describe('with a Spanish browser', () => {
    test.use({ locale: 'es-ES' });

    test('an English page suggests its Spanish version, never redirects, and remembers a dismissal', async ({
      page,
    }) => {
      await open(page, '/bakery');
      await expect(page).toHaveURL(`${baseURL}/bakery`);
      const offer = page.getByRole('complementary', { name: 'Español' });
      await expect(offer).toContainText('Esta página también está disponible en español.');
      await expect(offer.getByRole('link', { name: 'Leer en español' })).toHaveAttribute('href', '/es/bakery');
      await offer.getByRole('button', { name: 'Cerrar' }).click();
      await expect(offer).toHaveCount(0);
      await open(page, '/bakery');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Español' })).toHaveCount(0);
    });

    test('a Spanish page suggests nothing', async ({ page }) => {
      await open(page, '/es/bakery');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.language-suggestion')).toHaveCount(0);
    });
  });
});
