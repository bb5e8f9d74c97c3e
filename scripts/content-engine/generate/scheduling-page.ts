// The scheduling page is one value: `schedulingUrl` in industries/site.yaml. The deployed functions
// cannot read that file, so `npm run generate` writes a copy next to them, and the production build
// refuses to run while the copy differs (see production-guard.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { SiteSchema } from '../../../schemas/site.ts';

export const SCHEDULING_PAGE_FILE = 'supabase/functions/_shared/generated/scheduling-page.ts';

/** The text of the functions' copy for `url`. */
export function schedulingPageModule(url: string): string {
  const quoted = `'${url.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return [
    '// Generated from `schedulingUrl` in industries/site.yaml by `npm run generate`; edit site.yaml, not this file.',
    '// The functions cannot read site.yaml once deployed; the production build refuses a copy that differs.',
    `export const SCHEDULING_PAGE_URL = ${quoted};`,
    '',
  ].join('\n');
}

/** `schedulingUrl` from industries/site.yaml. */
export function siteSchedulingUrl(root = process.cwd()): string {
  return SiteSchema.parse(parse(readFileSync(join(root, 'industries/site.yaml'), 'utf8'))).schedulingUrl;
}

/** Rewrites the functions' copy from site.yaml; returns the URL written. */
export function writeSchedulingPage(root = process.cwd()): string {
  const url = siteSchedulingUrl(root);
  writeFileSync(join(root, SCHEDULING_PAGE_FILE), schedulingPageModule(url));
  return url;
}
