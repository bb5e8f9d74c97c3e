// Every route of the content registry (SPEC's 28 and any a content file adds), one page load each:
// the prerendered HTML answers 200 with its h1, title and description; the page hydrates to the same
// h1 with no console error (hydration errors and CSP refusals included) or uncaught exception, and
// fetches no voice-SDK chunk unless it is a demo (the byte budgets in `npm test` count only the
// bytes and leave these page loads to this suite); at 360, 768, 1024 and 1440 px there is no
// sideways scrolling, no text covering other text and no tap target under 24 px; then axe (WCAG 2.2
// A/AA, no rules excluded) once, at 1440 px. The open states (menus, dialogs, forms, calls) are in
// keyboard.spec.ts and demo/flows.spec.ts.
import { expect } from '@playwright/test';
import { collectErrors, nextFrames, test, waitUntilSettled } from '../support.ts';
import { expectNoViolations, ROUTES } from './helpers.ts';
import { layoutProblems } from './layout.ts';
import { DistAssets } from '../../../scripts/bench/static-bytes.ts';

const WIDTHS = [360, 768, 1024, 1440];
/** Paths of the built chunks that hold the voice SDK (the build the server serves). */
const VOICE_SDK_FILES = new DistAssets('dist').voiceSdkFiles;

for (const route of ROUTES) {
  test(`${route.path}: prerendered, hydrates cleanly, fits 360–1440 px, and no axe violations`, async ({
    page,
    request,
  }) => {
    const response = await request.get(route.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).not.toContain('Oops! Page not found');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    const prerenderedH1s = await page.evaluate(
      (source) =>
        [...new DOMParser().parseFromString(source, 'text/html').querySelectorAll('h1')].map(
          (heading) => heading.textContent?.trim() ?? '',
        ),
      html,
    );
    expect(prerenderedH1s, 'one h1 in the prerendered HTML').toHaveLength(1);
    expect(prerenderedH1s[0]).toBeTruthy();

    const errors = collectErrors(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    expect((await page.goto(route.path))?.status()).toBe(200);
    await waitUntilSettled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(prerenderedH1s[0]!);
    expect(errors, 'console errors: hydration errors, CSP refusals and uncaught exceptions included').toEqual([]);
    expect(VOICE_SDK_FILES.size, 'the build has voice-SDK chunks to look for').toBeGreaterThan(0);
    if (route.kind !== 'demo') expect(requested.filter((path) => VOICE_SDK_FILES.has(path))).toEqual([]);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await nextFrames(page);
      expect(await page.evaluate(layoutProblems), `${route.path} at ${width} px`).toEqual({
        overflow: [],
        overlaps: [],
        targets: [],
      });
    }
    await expectNoViolations(page, `${route.path} as loaded`);
  });
}
