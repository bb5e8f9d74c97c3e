// The theme reaches the built pages: the primary colour is the brand teal once the full stylesheet has
// loaded (the build moves it after Mantine's theme variables), and focus rings stand out on every band.
import { expect, type Page } from '@playwright/test';
import { test } from '../support.ts';
import { openFlow, flowAt } from '../demo/helpers.ts';
import { gotoHydrated } from './helpers.ts';

const BRAND_TEAL = 'rgb(0, 125, 126)'; // #007d7e, brand.8: 5:1 with white text

/** Waits until the full stylesheet, loaded at the end of <body>, applies. */
async function fullStylesheetLoaded(page: Page) {
  await page.waitForFunction(() =>
    [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/') && sheet.cssRules.length > 0),
  );
}

const background = (page: Page, name: string) =>
  page
    .getByRole('link', { name, exact: true })
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

test('primary buttons are the theme teal, not Mantine’s default blue', async ({ page }) => {
  await gotoHydrated(page, '/');
  await fullStylesheetLoaded(page);
  expect(await background(page, 'Try a Demo')).toBe(BRAND_TEAL);
  expect(await background(page, 'Chat with us')).toBe(BRAND_TEAL);
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled'),
  );
  expect(primary.trim()).toBe('#007d7e');
});

test('a button with no colour of its own is teal on a demo page too', async ({ page }) => {
  const { demo } = flowAt('/real-estate-demo');
  await openFlow(page, demo);
  await fullStylesheetLoaded(page);
  const submit = page.getByRole('button', { name: demo.submit.label });
  expect(await submit.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(BRAND_TEAL);
});

test('focus rings are teal on light bands and white on the teal band', async ({ page }) => {
  await gotoHydrated(page, '/healthcare');
  await fullStylesheetLoaded(page);
  await page.keyboard.press('Tab');
  const ring = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element: HTMLElement) => {
        element.focus();
        return getComputedStyle(element).outlineColor;
      });
  expect(await ring('main a')).toBe(BRAND_TEAL);
  expect(await ring('.section-band[data-background="brand"] a')).toBe('rgb(255, 255, 255)');
});
