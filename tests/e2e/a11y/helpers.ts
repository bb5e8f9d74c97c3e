// Shared by the accessibility suite: the routes the build prerendered, axe with the WCAG 2.2 A/AA
// tags, and hydration-aware page loading.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Registry } from '../../../scripts/content-engine/types.ts';
import { loadContent } from '../../../scripts/content-engine/load.ts';
export { gotoHydrated, unique } from '../support.ts';

function loadRegistry(): Registry {
  const { registry, problems } = loadContent({ root: process.cwd() });
  if (!registry) throw new Error(`Content does not load: ${problems.length} problems`);
  return registry;
}

/** The content as the build saw it: menus and routes follow whatever files there are. */
export const REGISTRY = loadRegistry();

/** Every route of the registry (SPEC's 28 and any a content file adds), in registry order. */
export const ROUTES = REGISTRY.routes;

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The WCAG violations axe finds on the page as it is now, one line per element
 * (`rule: selector — summary`), so a failure names what to fix. Empty when clean.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Transitions (menus, dialogs, toasts) must have finished, or axe measures half-faded colours.
  await page.waitForTimeout(50);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Legacy mode runs axe.run in the page. The default (runPartial) opens a second page per scan to
  // inject axe again and finish there, for cross-origin frames, which the site has none of. Timed with
  // 9 scans of /healthcare and / on the built site (load 2.6): default 870-1361 ms a scan, legacy
  // 495-783 ms; the same 21 passing rules and violations. About 100 scans run in CI.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
    ),
  );
}

/** Asserts axe finds nothing; `state` names what is open, for the failure message. */
export async function expectNoViolations(page: Page, state: string): Promise<void> {
  expect(await axeViolations(page), `axe violations with ${state}`).toEqual([]);
}

/** Whether the focused element shows a focus indicator: an outline or a focus ring drawn as a shadow. */
export async function focusIndicator(page: Page): Promise<{ element: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { element: 'body', visible: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== 'none';
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    return { element: name, visible: outline || ring };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop that the focused
 * element shows where focus is. Fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const indicator = await focusIndicator(page);
    expect(indicator.visible, `focus is visible on ${indicator.element}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${String(target)} not reached in ${max} presses of Tab`);
}
