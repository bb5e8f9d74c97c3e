// @vitest-environment node
// The production wiring, with fetch faked: what the deployed functions send to Supabase, Resend and
// ElevenLabs, and that provider failures never leak a secret to the browser.
import { describe, expect, it } from 'vitest';
import {
  demoRequestDepsFromEnv,
  drainEmailOutboxDepsFromEnv,
  leadNotificationDepsFromEnv,
  voiceSignedUrlDepsFromEnv,
} from '../../../supabase/functions/_shared/deps-from-env.ts';
import { handleDrainEmailOutbox } from '../../../supabase/functions/_shared/drain-email-outbox.ts';
import { handleSendDemoRequest } from '../../../supabase/functions/_shared/send-demo-request.ts';
import { handleSendLeadNotification } from '../../../supabase/functions/_shared/send-lead-notification.ts';
import { SCHEDULING_PAGE_URL } from '../../../supabase/functions/_shared/scheduling-page.ts';
import { handleVoiceSignedUrl } from '../../../supabase/functions/_shared/voice-signed-url.ts';
import { postJson, recordingLogger, SITE_ORIGIN, validDemoRequest } from './helpers.ts';

const RESEND_KEY = 're_SECRET123';
const SERVICE_KEY = 'service-role-SECRET456';
const ELEVENLABS_KEY = 'xi_SECRET789';

const productionEnv: Record<string, string> = {
  SUPABASE_URL: 'https://project.supabase.co/',
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
  RESEND_API_KEY: RESEND_KEY,
  LEAD_NOTIFY_TO: 'sales@example.com, founder@example.com',
  LEAD_NOTIFY_FROM: 'Leads <leads@example.com>',
  ALLOWED_ORIGINS: `${SITE_ORIGIN}, https://example.com`,
  ELEVENLABS_API_KEY: ELEVENLABS_KEY,
};

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records calls and answers from `reply`, keyed by host. */
function fakeFetch(reply: (url: URL) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    return reply(new URL(url));
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const envOf = (env: Record<string, string>) => (name: string) => env[name];
const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);
const jsonBodyOf = (call: Call | undefined) => JSON.parse(String(call?.init.body));

/** Answers as Supabase (rate limit RPC, tables) and Resend would on a good day; `override` first. */
function fakeServices(override: (url: URL, init: RequestInit) => Response | undefined = () => undefined) {
  const fake = fakeFetch((url) => {
    const call = fake.calls.at(-1)!;
    const special = override(url, call.init);
    if (special) return special;
    if (url.host === 'api.resend.com') return Response.json({ id: 'email_1' });
    if (url.pathname.endsWith('/rpc/hit_rate_limit')) return Response.json(0);
    if (url.pathname.endsWith('/demo_requests') && call.init.method === 'POST') {
      return Response.json([{ id: jsonBodyOf(call).id }], { status: 201 });
    }
    return new Response(null, { status: 201 });
  });
  return fake;
}

describe('send-demo-request in production', () => {
  it('counts the hit, inserts with the id through PostgREST with the service role and queues the e-mail', async () => {
    const services = fakeServices();
    const deps = demoRequestDepsFromEnv(envOf(productionEnv), { fetch: services.fetchImpl, log: recordingLogger() });
    const id = crypto.randomUUID();
    const response = await handleSendDemoRequest(
      postJson(validDemoRequest, { headers: { 'Idempotency-Key': id } }),
      deps,
    );

    expect(response.status).toBe(200);
    // The booking page is site.yaml's schedulingUrl (its copy in scheduling-page.ts), never a secret.
    const { schedulingLink } = await response.json();
    expect(schedulingLink.startsWith(`${SCHEDULING_PAGE_URL}?name=Ada`)).toBe(true);

    const [limit, insert, queue] = services.calls;
    expect(limit?.url).toBe('https://project.supabase.co/rest/v1/rpc/hit_rate_limit');
    expect(jsonBodyOf(limit)).toMatchObject({ p_bucket: 'send-demo-request', p_per_client: 5 });
    expect(insert?.url).toBe('https://project.supabase.co/rest/v1/demo_requests?on_conflict=id&select=id');
    expect(headersOf(insert).get('apikey')).toBe(SERVICE_KEY);
    expect(headersOf(insert).get('authorization')).toBe(`Bearer ${SERVICE_KEY}`);
    expect(headersOf(insert).get('prefer')).toBe('resolution=ignore-duplicates,return=representation');
    expect(jsonBodyOf(insert)).toMatchObject({ id, name: 'Ada Lovelace', source: 'demo_modal' });
    expect(queue?.url).toBe('https://project.supabase.co/rest/v1/email_outbox?on_conflict=dedupe_key');
    expect(jsonBodyOf(queue)).toMatchObject({
      dedupe_key: `demo_request:${id}`,
      reply_to: 'ada@example.com',
      subject: 'New demo request: Ada Lovelace (Analytical Engines)',
    });
    expect(services.calls.some((call) => call.url.includes('resend'))).toBe(false);
  });

  it('answers 429 with Retry-After when hit_rate_limit says to wait, storing nothing', async () => {
    const services = fakeServices((url) =>
      url.pathname.endsWith('/rpc/hit_rate_limit') ? Response.json(42) : undefined,
    );
    const deps = demoRequestDepsFromEnv(envOf(productionEnv), { fetch: services.fetchImpl, log: recordingLogger() });
    const response = await handleSendDemoRequest(postJson(validDemoRequest), deps);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(services.calls).toHaveLength(1);
  });

  it('answers 500 internal_error and names the missing setting in the log when Supabase is not configured', async () => {
    const { SUPABASE_SERVICE_ROLE_KEY: _key, ...env } = productionEnv;
    const { calls, fetchImpl } = fakeFetch(() => new Response(null, { status: 201 }));
    const log = recordingLogger();
    const deps = demoRequestDepsFromEnv(envOf(env), { fetch: fetchImpl, log });
    const response = await handleSendDemoRequest(postJson(validDemoRequest), deps);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'internal_error' });
    expect(log.lines.join('\n')).toContain('SUPABASE_SERVICE_ROLE_KEY not set');
    expect(calls).toEqual([]);
  });

  it('answers 500 internal_error without PostgREST details when the insert is refused', async () => {
    const services = fakeServices((url) =>
      url.pathname.endsWith('/demo_requests')
        ? Response.json(
            { code: '23514', message: 'violates check constraint "demo_requests_name_length"' },
            { status: 400 },
          )
        : undefined,
    );
    const deps = demoRequestDepsFromEnv(envOf(productionEnv), { fetch: services.fetchImpl, log: recordingLogger() });
    const response = await handleSendDemoRequest(postJson(validDemoRequest), deps);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('{"error":"internal_error"}');
    expect(services.calls).toHaveLength(2);
  });

  it('refuses browser origins when ALLOWED_ORIGINS is not set', async () => {
    const { ALLOWED_ORIGINS: _origins, ...env } = productionEnv;
    const deps = demoRequestDepsFromEnv(envOf(env), { log: recordingLogger() });
    const response = await handleSendDemoRequest(postJson(validDemoRequest), deps);
    expect(response.status).toBe(403);
  });

  it('ignores a SCHEDULING_URL secret left from an older setup, and says so in the log', async () => {
    const services = fakeServices();
    const log = recordingLogger();
    const deps = demoRequestDepsFromEnv(envOf({ ...productionEnv, SCHEDULING_URL: 'https://calendly.com/old/demo' }), {
      fetch: services.fetchImpl,
      log,
    });
    const response = await handleSendDemoRequest(postJson(validDemoRequest), deps);
    expect(new URL((await response.json()).schedulingLink).origin).toBe(new URL(SCHEDULING_PAGE_URL).origin);
    expect(log.lines.join('\n')).toContain('the SCHEDULING_URL secret is no longer read');
  });
});

describe('drain-email-outbox in production', () => {
  const due = [{ id: 'e1', subject: 'New demo request', body: 'Ada', reply_to: 'ada@example.com', attempts: 0 }];
  const outboxReplies = (resend: () => Response) => (url: URL, init: RequestInit) => {
    if (url.host === 'api.resend.com') return resend();
    if (url.pathname.endsWith('/email_outbox') && init.method === 'GET') return Response.json(due);
    if (url.pathname.endsWith('/email_outbox') && url.search.includes('attempts=eq.0'))
      return Response.json([{ id: 'e1' }]);
    return undefined;
  };
  const drainRequest = () =>
    new Request('http://localhost/', { method: 'POST', headers: { Authorization: 'Bearer drain-secret' } });
  const env: Record<string, string> = { ...productionEnv, OUTBOX_DRAIN_SECRET: 'drain-secret' };

  it('sends the due e-mails through Resend and marks them sent', async () => {
    const services = fakeServices(outboxReplies(() => Response.json({ id: 'email_1' })));
    const deps = drainEmailOutboxDepsFromEnv(envOf(env), { fetch: services.fetchImpl, log: recordingLogger() });
    const response = await handleDrainEmailOutbox(drainRequest(), deps);
    expect(await response.json()).toEqual({ sent: 1, retrying: 0, gaveUp: 0 });
    const email = services.calls.find((call) => call.url === 'https://api.resend.com/emails');
    expect(headersOf(email).get('authorization')).toBe(`Bearer ${RESEND_KEY}`);
    expect(jsonBodyOf(email)).toMatchObject({
      from: 'Leads <leads@example.com>',
      to: ['sales@example.com', 'founder@example.com'],
      reply_to: 'ada@example.com',
    });
    expect(jsonBodyOf(services.calls.at(-1))).toMatchObject({ status: 'sent' });
  });

  it('keeps a refused e-mail for a retry, without the key in the log or the table', async () => {
    const refused = () => Response.json({ message: `API key ${RESEND_KEY} is invalid` }, { status: 401 });
    const services = fakeServices(outboxReplies(refused));
    const log = recordingLogger();
    const deps = drainEmailOutboxDepsFromEnv(envOf(env), { fetch: services.fetchImpl, log });
    expect(await (await handleDrainEmailOutbox(drainRequest(), deps)).json()).toMatchObject({ retrying: 1 });
    const logged = log.lines.join('\n');
    expect(logged).toContain('Resend refused the e-mail (HTTP 401)');
    expect(logged).not.toContain(RESEND_KEY);
    const failed = jsonBodyOf(services.calls.at(-1));
    expect(failed).toMatchObject({ status: 'pending' });
    expect(failed.last_error).not.toContain(RESEND_KEY);
  });

  it('fails every send and names the missing settings when e-mail is not configured', async () => {
    const { RESEND_API_KEY: _key, LEAD_NOTIFY_TO: _to, ...partial } = env;
    const services = fakeServices(outboxReplies(() => Response.json({})));
    const log = recordingLogger();
    const deps = drainEmailOutboxDepsFromEnv(envOf(partial), { fetch: services.fetchImpl, log });
    expect(await (await handleDrainEmailOutbox(drainRequest(), deps)).json()).toMatchObject({ retrying: 1 });
    expect(log.lines.join('\n')).toContain('set RESEND_API_KEY, LEAD_NOTIFY_TO');
  });
});

describe('send-lead-notification in production', () => {
  it('looks up the stored contact row by the Idempotency-Key and queues its e-mail once', async () => {
    const id = crypto.randomUUID();
    const services = fakeServices((url, init) =>
      url.pathname.endsWith('/demo_requests') && init.method === 'GET'
        ? Response.json([{ name: 'Grace', company: 'Compilers', phone: '0400 000 000', notified_at: null }])
        : undefined,
    );
    const deps = leadNotificationDepsFromEnv(envOf(productionEnv), {
      fetch: services.fetchImpl,
      log: recordingLogger(),
    });
    const body = { name: 'Grace', business: 'Compilers', phone: '0400 000 000' };
    const response = await handleSendLeadNotification(postJson(body, { headers: { 'Idempotency-Key': id } }), deps);
    expect(response.status).toBe(200);
    const [, lookup, queue, mark] = services.calls;
    expect(lookup?.url).toContain(`id=eq.${id}&source=eq.contact`);
    expect(jsonBodyOf(queue)).toMatchObject({ dedupe_key: `contact:${id}` });
    expect(mark?.init.method).toBe('PATCH');
    expect(jsonBodyOf(mark)).toHaveProperty('notified_at');
  });
});

describe('voice-signed-url in production', () => {
  it('asks ElevenLabs for a signed URL with the API key header', async () => {
    const { calls, fetchImpl } = fakeFetch(() =>
      Response.json({ signed_url: 'wss://api.elevenlabs.io/v1/convai?token=abc' }),
    );
    const deps = voiceSignedUrlDepsFromEnv(envOf(productionEnv), { fetch: fetchImpl, log: recordingLogger() });
    const response = await handleVoiceSignedUrl(postJson({ agentId: 'agent_123' }), deps);
    expect(await response.json()).toEqual({ signedUrl: 'wss://api.elevenlabs.io/v1/convai?token=abc' });
    expect(calls[0]?.url).toBe('https://api.elevenlabs.io/v1/convai/conversation/get-signed-url?agent_id=agent_123');
    expect(headersOf(calls[0]).get('xi-api-key')).toBe(ELEVENLABS_KEY);
  });

  it('answers 502 voice_unavailable without the key when ElevenLabs fails', async () => {
    const { fetchImpl } = fakeFetch(() => new Response(`bad key ${ELEVENLABS_KEY}`, { status: 401 }));
    const deps = voiceSignedUrlDepsFromEnv(envOf(productionEnv), { fetch: fetchImpl, log: recordingLogger() });
    const response = await handleVoiceSignedUrl(postJson({ agentId: 'agent_123' }), deps);
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('{"error":"voice_unavailable"}');
  });

  it('answers 502 when ElevenLabs answers without signed_url', async () => {
    const { fetchImpl } = fakeFetch(() => Response.json({ detail: 'nope' }));
    const deps = voiceSignedUrlDepsFromEnv(envOf(productionEnv), { fetch: fetchImpl, log: recordingLogger() });
    const response = await handleVoiceSignedUrl(postJson({ agentId: 'agent_123' }), deps);
    expect(response.status).toBe(502);
  });

  it('answers 503 when ELEVENLABS_API_KEY is not set', async () => {
    const { ELEVENLABS_API_KEY: _key, ...env } = productionEnv;
    const deps = voiceSignedUrlDepsFromEnv(envOf(env), { log: recordingLogger() });
    const response = await handleVoiceSignedUrl(postJson({ agentId: 'agent_123' }), deps);
    expect(response.status).toBe(503);
  });
});
