// Origin allowlist for the edge functions. Browsers send Origin on every cross-origin POST and on
// preflights, so refusing unknown origins keeps other sites from using our forms as a relay.

/** Parsed ALLOWED_ORIGINS: a list of exact origins, or '*' for any (local development only). */
export type AllowedOrigins = '*' | readonly string[];

/**
 * Headers supabase-js sends with functions.invoke(), plus ours: Idempotency-Key (the lead's row id,
 * kept across retries) and X-Altcha (the solved captcha). The browser asks permission for them.
 */
const ALLOWED_REQUEST_HEADERS =
  'authorization, x-client-info, apikey, content-type, x-region, idempotency-key, x-altcha';

/** Lets the page read Retry-After on a 429, so it can say when to try again. */
const EXPOSED_RESPONSE_HEADERS = { 'Access-Control-Expose-Headers': 'Retry-After' };

/**
 * Parses ALLOWED_ORIGINS ("https://a.com,https://b.com" or "*"). Unset or empty allows no browser
 * origin at all: a forgotten setting should fail visibly, not open the functions to every site.
 */
export function parseAllowedOrigins(raw: string | undefined): AllowedOrigins {
  const origins = (raw ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  return origins.includes('*') ? '*' : origins;
}

/**
 * CORS headers for this request, or null when the request comes from a browser origin that is not
 * allowed. Requests without Origin (curl, server to server) are not browser cross-origin calls and
 * get no CORS headers.
 */
export function corsHeadersFor(origin: string | null, allowed: AllowedOrigins): Record<string, string> | null {
  if (origin === null) return {};
  if (allowed === '*') return { 'Access-Control-Allow-Origin': '*', ...EXPOSED_RESPONSE_HEADERS };
  if (!allowed.includes(origin)) return null;
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin', ...EXPOSED_RESPONSE_HEADERS };
}

export function preflightHeaders(allowedMethods: string): Record<string, string> {
  return {
    'Access-Control-Allow-Methods': allowedMethods,
    'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS,
    'Access-Control-Max-Age': '86400',
  };
}
