// The edge functions answer the browser's CORS preflight from the site's origin: without that, every
// form and voice demo fails in the browser even when the function itself works.
import { functionNames as deployedFunctions } from '../../local-stack/index.ts';
import { isLoopbackHost } from '../../shared/build-env.ts';
import { describeError, request, type HttpContext } from './http.ts';
import { row, type CheckRow } from './report.ts';

/** The headers the site sends (supabase-js and src/lib/backend.ts), so the preflight asks for them all. */
const REQUESTED_HEADERS = ['apikey', 'authorization', 'content-type', 'x-client-info'];

/**
 * Functions no browser calls, so they answer no CORS preflight: ElevenLabs' post-call webhook and the
 * booking tools' webhook (voice-booking, called by the agent's server tools with their secret), the outbox
 * drain that Supabase Cron invokes with its own secret, and check:live's client-address probe.
 */
export const SERVER_ONLY_FUNCTIONS: ReadonlySet<string> = new Set([
  'client-address',
  'drain-email-outbox',
  'voice-booking',
  'voice-post-call',
]);

/** The functions the site calls from the browser: every deployed function but the server-only ones. */
export const functionNames = (root = process.cwd()) =>
  deployedFunctions(root).filter((name) => !SERVER_ONLY_FUNCTIONS.has(name));

export const functionUrl = (supabaseUrl: string, name: string) => `${supabaseUrl}/functions/v1/${name}`;

export async function checkPreflight(
  context: HttpContext,
  site: string,
  supabaseUrl: string,
  name: string,
): Promise<CheckRow> {
  let response: Response;
  try {
    response = await request(context, functionUrl(supabaseUrl, name), {
      method: 'OPTIONS',
      headers: {
        Origin: site,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': REQUESTED_HEADERS.join(', '),
      },
    });
    await response.body?.cancel();
  } catch (error) {
    return row('preflight', name, 'FAIL', describeError(error));
  }
  if (response.status === 404) {
    return row(
      'preflight',
      name,
      'FAIL',
      `answered 404: the function is not deployed (supabase functions deploy ${name})`,
    );
  }
  if (response.status >= 500) {
    return row(
      'preflight',
      name,
      'FAIL',
      `answered ${response.status}: the function is down (supabase functions logs ${name}, then deploy it again)`,
    );
  }
  const allowOrigin = response.headers.get('access-control-allow-origin');
  if (!response.ok || (allowOrigin !== site && allowOrigin !== '*')) {
    return row(
      'preflight',
      name,
      'FAIL',
      `answered ${response.status} without allowing ${site}: add it to ALLOWED_ORIGINS (supabase secrets set) and deploy again`,
    );
  }
  const methods = (response.headers.get('access-control-allow-methods') ?? '').toUpperCase();
  const headers = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
  const missingHeaders = REQUESTED_HEADERS.filter((header) => !headers.includes(header));
  if (!methods.includes('POST') || missingHeaders.length > 0) {
    const lacks = [...(methods.includes('POST') ? [] : ['POST']), ...missingHeaders].join(', ');
    return row('preflight', name, 'FAIL', `allows ${site} but not ${lacks}`);
  }
  if (allowOrigin === '*' && !isLoopbackHost(new URL(site).hostname)) {
    return row('preflight', name, 'warn', 'allows any origin (ALLOWED_ORIGINS=*): list the site origin instead');
  }
  return row('preflight', name, 'ok', `allows ${allowOrigin === '*' ? 'any origin' : site}`);
}
