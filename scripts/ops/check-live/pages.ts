// The static site: every route answers with its page, an unknown path answers 404, and the security
// headers of scripts/shared/headers.ts are sent.
import { randomBytes } from 'node:crypto';
import { securityHeaders } from '../../shared/headers.ts';
import { directives } from './csp.ts';
import { describeError, inPool, request, type HttpContext } from './http.ts';
import { row, type CheckRow } from './report.ts';

export interface PagesResult {
  rows: CheckRow[];
  /** The HTML of every page that loaded, by path (the voice check reads the agent ids from it). */
  html: Map<string, string>;
}

export async function checkPages(context: HttpContext, site: string, paths: readonly string[]): Promise<PagesResult> {
  const html = new Map<string, string>();
  const problems = await inPool(paths, 6, async (path): Promise<CheckRow | null> => {
    try {
      const response = await request(context, `${site}${path}`);
      const type = response.headers.get('content-type') ?? '';
      const body = await response.text();
      if (response.status !== 200) return row('pages', path, 'FAIL', `answered ${response.status}, expected 200`);
      if (!type.includes('text/html'))
        return row('pages', path, 'FAIL', `answered ${type || 'no content type'}, expected text/html`);
      html.set(path, body);
      return null;
    } catch (error) {
      return row('pages', path, 'FAIL', describeError(error));
    }
  });
  const failures = problems.filter((problem): problem is CheckRow => problem !== null);
  const ok = paths.length - failures.length;
  const rows = ok > 0 ? [row('pages', `${ok} of ${paths.length} routes`, 'ok', 'answer 200 with HTML')] : [];
  return { rows: [...rows, ...failures], html };
}

export async function checkUnknownPath(context: HttpContext, site: string): Promise<CheckRow> {
  const path = `/check-live-${randomBytes(4).toString('hex')}`;
  try {
    const response = await request(context, `${site}${path}`);
    await response.body?.cancel();
    if (response.status === 404) return row('unknown path', path, 'ok', 'answers 404');
    return row(
      'unknown path',
      path,
      'FAIL',
      `answered ${response.status}, expected 404: serve 404.html with status 404 and remove any "/* /index.html 200" rewrite (DEPLOY.md)`,
    );
  } catch (error) {
    return row('unknown path', path, 'FAIL', describeError(error));
  }
}

function cspRow(value: string | null, site: string, supabaseUrl: string): CheckRow {
  const name = 'Content-Security-Policy';
  if (!value)
    return row(
      'header',
      name,
      'FAIL',
      'missing: upload dist/_headers with the site, or add the headers to the server (DEPLOY.md)',
    );
  const policy = directives(value);
  const missing = [
    ...(policy.get('default-src')?.includes("'self'") ? [] : ["default-src 'self'"]),
    ...(policy.get('frame-ancestors')?.includes("'none'") ? [] : ["frame-ancestors 'none'"]),
  ];
  const supabaseOrigin = new URL(supabaseUrl).origin;
  const connect = policy.get('connect-src') ?? policy.get('default-src') ?? [];
  if (supabaseOrigin !== site && !connect.includes(supabaseOrigin)) missing.push(`connect-src ${supabaseOrigin}`);
  if (missing.length === 0) return row('header', name, 'ok', 'present');
  return row(
    'header',
    name,
    'FAIL',
    `lacks ${missing.join(', ')}: rebuild with VITE_SUPABASE_URL set and upload the new dist/_headers`,
  );
}

export interface HeadersResult {
  rows: CheckRow[];
  /** The Content-Security-Policy the home page was served with, if any (the voice check reads it). */
  csp: string | null;
}

/** One row per header of the documented set, read from the home page's response. */
export async function checkHeaders(context: HttpContext, site: string, supabaseUrl: string): Promise<HeadersResult> {
  let headers: Headers;
  try {
    const response = await request(context, `${site}/`);
    await response.body?.cancel();
    headers = response.headers;
  } catch (error) {
    return { rows: [row('header', 'all', 'FAIL', describeError(error))], csp: null };
  }
  const https = site.startsWith('https:');
  const expected = securityHeaders({}, { https });
  const rows = [cspRow(headers.get('content-security-policy'), site, supabaseUrl)];
  for (const [name, value] of Object.entries(expected)) {
    if (name === 'Content-Security-Policy') continue;
    const actual = headers.get(name);
    if (name === 'Strict-Transport-Security') {
      const ok = actual !== null && /max-age=[1-9]/.test(actual);
      rows.push(row('header', name, ok ? 'ok' : 'FAIL', ok ? 'present' : `missing: expected ${value}`));
    } else if (actual?.trim().toLowerCase() === value.toLowerCase()) {
      rows.push(row('header', name, 'ok', value));
    } else {
      rows.push(row('header', name, 'FAIL', `${actual === null ? 'missing' : `is "${actual}"`}, expected ${value}`));
    }
  }
  if (!https) rows.push(row('header', 'Strict-Transport-Security', 'skip', 'plain http: only sent over https'));
  return { rows, csp: headers.get('content-security-policy') };
}
