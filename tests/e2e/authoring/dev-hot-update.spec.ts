import { spawnSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect } from '@playwright/test';
import { test, waitForHydration } from '../support.ts';
import { startDevServer, type DevServer } from '../dev-server.ts';

/** The dev server compiles each module on first request; a busy machine needs more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * `npm run dev` against a throwaway copy of the content, as an author uses it: an industry added with
 * `npm run new:industry` is served and in the menus; saving a YAML file updates the open page without
 * a reload; a broken save shows Vite's error overlay with the located message, and fixing it clears the
 * overlay. The suite starts its own dev server: the configured web server is the production build,
 * which has no hot updates.
 */
test.describe('authoring with npm run dev', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  const ORIGINAL = "title: Never Miss Another Job While You're on the Tools";
  let file: string;
  let original: string;
  let server: DevServer;
  let baseURL: string;

  /** Saves the file the way editors do, in one step, so the watcher never sees it half written. */
  const save = (text: string) => {
    writeFileSync(`${file}.saving`, text);
    renameSync(`${file}.saving`, file);
  };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startDevServer({
      content: 'industries',
      name: 'dev-hmr',
      readyPath: '/trades',
      prepare: (contentDir) => {
        file = join(contentDir, 'trades.yaml');
        original = readFileSync(file, 'utf8');
        expect(original).toContain(ORIGINAL);
        // An eleventh industry, the way AUTHORING.md tells an author to add one.
        const created = spawnSync(
          process.execPath,
          ['scripts/content-engine/new-industry.ts', '--', 'pet-care', 'Pet Care'],
          {
            env: { ...process.env, CONTENT_DIR: contentDir },
            encoding: 'utf8',
          },
        );
        expect(created.stdout + created.stderr).toContain('Created');
      },
    });
    baseURL = server.baseURL;
  });

  test.afterAll(async () => await server?.stop());

  test('an industry made by npm run new:industry is served, with its entries in both menus', async ({ page }) => {
    await page.goto(`${baseURL}/pet-care`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('[[REPLACE: The headline');
    // The server's HTML shows the menu buttons before the dev server has compiled the page's scripts: a
    // click before hydration reaches no handler.
    await waitForHydration(page);
    for (const [menu, label, href] of [
      ['Industries', 'Pet Care', '/pet-care'],
      ['Demos', 'Pet Care Demo', '/pet-care-demo'],
    ] as const) {
      await page.getByRole('button', { name: menu, exact: true }).first().click();
      await expect(page.getByRole('menuitem', { name: label, exact: true })).toHaveAttribute('href', href);
      await page.keyboard.press('Escape');
    }
    await page.goto(`${baseURL}/pet-care-demo`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pet Care AI Voice Demo');
  });

  test('a saved heading appears without a reload; a broken save shows the overlay until it is fixed', async ({
    page,
  }) => {
    // The page must be hydrated and connected to the HMR socket before anything changes.
    const connected = page.waitForEvent('console', {
      predicate: (message) => message.text().includes('[vite] connected'),
      timeout: 90_000,
    });
    await page.goto(`${baseURL}/trades`);
    await connected;
    await page.waitForLoadState('networkidle');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText("Never Miss Another Job While You're on the Tools");
    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'still here'));
    const marker = () => page.evaluate(() => (window as unknown as { __marker?: string }).__marker);

    save(original.replace(ORIGINAL, 'title: Answered While You Work'));
    await expect(heading).toHaveText('Answered While You Work');
    expect(await marker()).toBe('still here');

    save(original.replace(ORIGINAL, 'titel: Answered While You Work'));
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toBeVisible({ timeout: 30_000 });
    await expect(overlay).toContainText('trades.yaml:17:7 landing.sections[0].title: Required');
    await expect(overlay).toContainText('Unknown key "titel". Did you mean "title"?');

    save(original.replace(ORIGINAL, 'title: Every Call Answered, Fixed'));
    await expect(overlay).toHaveCount(0);
    await expect(heading).toHaveText('Every Call Answered, Fixed');
    expect(await marker()).toBe('still here');
  });
});
