// Fakes for the production wiring tests: the functions' environment, and a fetch that answers as
// Supabase (rate limit RPC, tables) and Resend would.
import { TEST_ALTCHA_KEY } from '../../../support/captcha.ts';
import { SITE_ORIGIN } from '../../../support/backend.ts';

export const RESEND_KEY = 're_SECRET123';
export const SERVICE_KEY = 'service-role-SECRET456';
export const ELEVENLABS_KEY = 'xi_SECRET789';

export const productionEnv: Record<string, string> = {
  SUPABASE_URL: 'https://project.supabase.co/',
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
  RESEND_API_KEY: RESEND_KEY,
  LEAD_NOTIFY_TO: 'sales@example.com, founder@example.com',
  LEAD_NOTIFY_FROM: 'Leads <leads@example.com>',
  ALLOWED_ORIGINS: `${SITE_ORIGIN}, https://example.com`,
  ELEVENLABS_API_KEY: ELEVENLABS_KEY,
  ALTCHA_HMAC_KEY: TEST_ALTCHA_KEY,
};

export interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records calls and answers from `reply`, keyed by host. */
export function fakeFetch(reply: (url: URL) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    return reply(new URL(url));
  }) as typeof fetch;
  return { calls, fetchImpl };
}

export const envOf = (env: Record<string, string>) => (name: string) => env[name];
export const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);
export const jsonBodyOf = (call: Call | undefined) => JSON.parse(String(call?.init.body));

/** Answers as Supabase (rate limit RPC, tables) and Resend would on a good day; `override` first. */
export function fakeServices(override: (url: URL, init: RequestInit) => Response | undefined = () => undefined) {
  const fake = fakeFetch((url) => {
    const call = fake.calls.at(-1)!;
    const special = override(url, call.init);
    if (special) return special;
    if (url.host === 'api.resend.com') return Response.json({ id: 'email_1' });
    if (url.pathname.endsWith('/rpc/spend_captcha_and_count')) return Response.json({ outcome: 'counted', global: 1 });
    if (url.pathname.endsWith('/rpc/queue_lead_email')) return Response.json(true);
    if (url.pathname.endsWith('/demo_requests') && call.init.method === 'POST') {
      return Response.json([{ id: jsonBodyOf(call).id }], { status: 201 });
    }
    return new Response(null, { status: 201 });
  });
  return fake;
}
