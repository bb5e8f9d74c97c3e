import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Registry } from '../content-engine/types.ts';
import { headersFile, securityHeaders, type HeaderEnv } from '../shared/headers.ts';
import { writeCrawlerFiles } from './sitemap.ts';

/**
 * The last build step, after prerendering (which finishes the pages themselves, see prerender.ts):
 * the header file for static hosts, and sitemap.xml and robots.txt from the route registry the build
 * validated at its start.
 */
export function finishSite(registry: Registry, env: HeaderEnv, distDir = 'dist'): void {
  writeFileSync(join(distDir, '_headers'), headersFile(securityHeaders(env, { https: true })));
  writeCrawlerFiles(distDir, registry.site.origin, registry.routes, registry.site.sourceLocale);
}
