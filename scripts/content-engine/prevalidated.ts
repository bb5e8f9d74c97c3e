import { resolve } from 'node:path';
import type { LoadResult } from './types.ts';

/**
 * A build validates the content once, before its two Vite builds, and leaves the result here: Vite
 * bundles its config, and the content plugin with it, into a module of its own, so only the global
 * object reaches both builds. Keyed by the content folder, so a build of another folder reads its files.
 */
const PREVALIDATED = Symbol.for('site-content.prevalidated');
type Shared = { contentDir: string; result: LoadResult } | undefined;

/** Hands the build's one validation of `contentDir` to the Vite builds that follow in this process. */
export function shareValidatedContent(contentDir: string, result: LoadResult): void {
  (globalThis as Record<symbol, Shared>)[PREVALIDATED] = { contentDir: resolve(contentDir), result };
}

/** The validation a build shared for `contentDir`, if any. */
export function sharedContent(contentDir: string): LoadResult | undefined {
  const shared = (globalThis as Record<symbol, Shared>)[PREVALIDATED];
  return shared?.contentDir === resolve(contentDir) ? shared.result : undefined;
}
