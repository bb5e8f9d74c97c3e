// prefers-reduced-motion: no transitions, animations or smooth scrolling anywhere, and the call
// visualizer holds still; without the preference the visualizer does move, so the check can fail.
import { expect, type Page } from '@playwright/test';
import { test } from '../support.ts';
import { expectLive, flowAt, openFlow, startCall, visitor } from '../demo/helpers.ts';
import { gotoHydrated } from './helpers.ts';

/** Elements whose transitions or animations last longer than a frame. */
async function movingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const longest = (list: string) =>
      Math.max(...list.split(',').map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 1 : 1000)));
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return longest(style.transitionDuration) > 1 || longest(style.animationDuration) > 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
}

/** The visualizer's two spectrum canvases as images, twice, 600 ms apart. */
async function barFrames(page: Page): Promise<[string[], string[]]> {
  const read = () =>
    page
      .locator('[data-who] canvas')
      .evaluateAll((canvases) => canvases.map((canvas) => (canvas as HTMLCanvasElement).toDataURL()));
  const first = await read();
  await page.waitForTimeout(600);
  return [first, await read()];
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('pages, menus and the FAQ have no motion', async ({ page }) => {
    await gotoHydrated(page, '/healthcare');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    await page.getByRole('button', { name: 'Industries', exact: true }).click();
    await page.getByRole('main').locator('button[aria-expanded]').first().click();
    expect(await movingElements(page)).toEqual([]);
  });

  test('the call visualizer holds still during a live call', async ({ page }) => {
    const { demo } = flowAt('/demo');
    await openFlow(page, demo);
    await startCall(page, demo, visitor('a11y-still'));
    await expect(page.getByText('Agent is speaking')).toBeVisible();
    // The static indicator: a steady mark per side, no spectrum canvas to move.
    await expect(page.locator('[data-static]')).toHaveCount(1);
    await expect(page.locator('[data-static] [data-who]')).toHaveCount(2);
    await expect(page.locator('[data-who] canvas')).toHaveCount(0);
    expect(await movingElements(page)).toEqual([]);
  });
});

test('without the preference, the visualizer follows the audio', async ({ page }) => {
  const { demo } = flowAt('/demo');
  await openFlow(page, demo);
  await startCall(page, demo, visitor('a11y-moving'));
  await expectLive(page, demo);
  await expect(page.locator('[data-static]')).toHaveCount(0);
  await expect(page.locator('[data-who] canvas')).toHaveCount(2);
  await expect
    .poll(async () => {
      const [before, after] = await barFrames(page);
      return before.some((transform, index) => transform !== after[index]);
    })
    .toBe(true);
});
