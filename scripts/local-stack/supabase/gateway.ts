// The local stand-in for the hosted API gateway that sits in front of PostgREST and the Edge Functions:
// what it refuses before any code runs, and the client-address headers it writes. Everything it lets
// through would pass on a hosted project; everything it refuses would be refused there (research notes:
// /work/research/platform-facts.md, questions 1 and 2).
import { apiKeyRole, verifyJwt, type KeyRole } from './keys.ts';

export interface Refusal {
  status: number;
  body: Record<string, unknown>;
}

/**
 * The client address, as hosted Supabase passes it (Cloudflare in front): `cf-connecting-ip` and
 * `x-real-ip` are OVERWRITTEN with the address that connected, and that address is APPENDED to any
 * `x-forwarded-for` the client sent, whose first entries stay the client's own, untrusted words.
 * https://developers.cloudflare.com/fundamentals/reference/http-headers/ ("CF-Connecting-IP provides the
 * client IP address connecting to Cloudflare"); https://github.com/orgs/supabase/discussions/34647 (a
 * spoofed X-Forwarded-For arrives verbatim, cf-connecting-ip keeps the real address). Applies to the
 * functions and to PostgREST's `request.headers` alike. The function side reads it with
 * supabase/functions/_shared/http/client-address.ts, the SQL side with private.client_address().
 */
export function stampClientAddress(headers: Headers, socketAddress: string | undefined): void {
  const address = socketAddress ?? 'unknown';
  headers.set('cf-connecting-ip', address);
  headers.set('x-real-ip', address);
  const sent = headers.get('x-forwarded-for')?.trim();
  headers.set('x-forwarded-for', sent ? `${sent}, ${address}` : address);
}

/**
 * What reaches PostgREST's `request.headers`. Supabase documents only X-Forwarded-For there ("To access
 * the IP address of the client look up the X-Forwarded-For header in the request.headers setting",
 * https://supabase.com/docs/guides/api/securing-your-api, "Accessing request information"); a hosted RPC
 * also shows cf-connecting-ip (https://github.com/orgs/supabase/discussions/34647), which the stamp above
 * emulates. LOCAL_REST_CLIENT_HEADERS=forwarded-for emulates a project that passes only the documented
 * header, where the database sees no trustworthy address (check:live's client-address row then fails).
 */
export function restClientHeaders(headers: Headers): void {
  if (process.env.LOCAL_REST_CLIENT_HEADERS !== 'forwarded-for') return;
  headers.delete('cf-connecting-ip');
  headers.delete('x-real-ip');
}

const bearer = (headers: Headers) => /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')?.[1] ?? null;

/**
 * A function deployed with verify_jwt (the CLI's default, see functions-config.ts) runs only for a valid
 * JWT of this project in `Authorization`: a legacy anon or service_role key, or a user's token. A
 * publishable key is not a JWT and is refused, as the troubleshooting guide says ("the legacy auth
 * verification check only understands the legacy format"):
 * https://supabase.com/docs/guides/troubleshooting/edge-function-401-error-response
 * Without verify_jwt the platform checks nothing, not even `apikey` ("The Supabase platform does not
 * verify the apikey header when using Edge Functions in this way", guides/api/api-keys). Preflights
 * (OPTIONS) carry no credentials and always reach the function.
 */
export function functionRefusal(method: string, headers: Headers, verifiesJwt: boolean): Refusal | null {
  if (!verifiesJwt || method === 'OPTIONS') return null;
  if (!headers.get('authorization'))
    return { status: 401, body: { code: 401, message: 'Missing authorization header' } };
  const token = bearer(headers);
  if (!token || !verifyJwt(token)) return { status: 401, body: { code: 401, message: 'Invalid JWT' } };
  // A key this project never issued is refused too (logged as invalid_key by the platform; the body's
  // wording is not documented, the status is).
  const apikey = headers.get('apikey');
  if (apikey && apiKeyRole(apikey) === null) return { status: 401, body: { code: 401, message: 'Invalid API key' } };
  return null;
}

/**
 * The Data API (/rest/v1) needs a project key in `apikey` (header or query), always: "Using the apikey
 * header with the Supabase API keys is mandatory and not configurable" (guides/api/securing-your-api).
 * `Authorization: Bearer` may carry a JWT of this project (its role wins) or the very same key as
 * `apikey` (what supabase-js sends with a publishable key); any other new key there is refused
 * ("You cannot send a publishable or secret key in the Authorization: Bearer ... header, except if the
 * value exactly equals the apikey header", guides/api/api-keys). Bodies as the gateway answers them.
 */
export function restAccess(method: string, url: URL, headers: Headers): Refusal | { role: KeyRole } {
  if (method === 'OPTIONS') return { role: 'anon' };
  const apikey = headers.get('apikey') ?? url.searchParams.get('apikey');
  if (!apikey) {
    return {
      status: 401,
      body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
    };
  }
  const keyRole = apiKeyRole(apikey);
  if (!keyRole) {
    return {
      status: 401,
      body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
    };
  }
  const token = bearer(headers);
  if (!headers.get('authorization') || token === apikey) return { role: keyRole };
  const claims = token ? verifyJwt(token) : null;
  if (!claims) {
    return { status: 401, body: { code: 'PGRST301', details: null, hint: null, message: 'Invalid JWT' } };
  }
  return { role: claims.role === 'service_role' ? 'service_role' : 'anon' };
}
