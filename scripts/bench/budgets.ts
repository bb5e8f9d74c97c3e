import type { RouteKind } from '../content-engine/types.ts';

/** The budgets `npm run bench` enforces; the script exits non-zero when one is broken. */
export const BUDGETS = {
  /**
   * JS before the first interaction (inline scripts, and the scripts and modulepreloads the page loads
   * untouched, with their static imports), gzip, on every landing, fixed and index page in every language:
   * the pages that load the app on the first intent (scripts/build/prerender.ts `hydratesOnIntent`).
   */
  initialJsGzipBytes: 50_000,
  /**
   * JS the contact page fetches by the time it has loaded, hydrated and settled, before the visitor does
   * anything (its initial JS plus what hydration imports), gzip. The live form and the backend client
   * come on the first intent on the form (src/features/contact/useDeferredContactForm.tsx). Checked by
   * tests/e2e/lead-capture/contact-loading.spec.ts.
   */
  contactJsAfterLoadGzipBytes: 150_000,
  /**
   * The JS files a demo page (the demos and the interviews) loads before the first interaction, with their
   * static imports, gzip; its inline scripts (the bootstrap and the route's data, which grows with the
   * content) aside: the size before the agents booked meetings in the call, plus the 3 kB booking may add
   * (docs/performance.md, "Demo pages and booking in the call").
   */
  demoJsFilesGzipBytes: 176_300,
  /** Voice-SDK bytes a non-demo page may load, statically or at run time. */
  voiceSdkBytesOffDemo: 0,
  /** Lighthouse scores (0–100), mobile preset, on every measured route. */
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Largest Contentful Paint on landing pages, milliseconds. */
  lcpMs: 1200,
  /** Cumulative Layout Shift on every measured route. */
  cls: 0.01,
} as const;

/**
 * The first captcha, form submit and voice start after `npm start` (the functions just started under
 * Deno), milliseconds each; `npm run bench:first-calls` checks it.
 */
export const FIRST_CALL_BUDGET_MS = 1000;

/**
 * Landing pages in the budget's sense: the home page (SPEC: "a voice AI landing page") and every
 * industry landing page.
 */
export function isLandingPage(route: { path: string; kind: RouteKind }): boolean {
  return route.path === '/' || route.kind === 'landing';
}

export interface Violation {
  route: string;
  budget: string;
  actual: string;
}
