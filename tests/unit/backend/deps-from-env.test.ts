// @vitest-environment node
// The production wiring, with fetch faked: what the deployed functions send to Supabase, Resend and
// ElevenLabs, and that provider failures never leak a secret to the browser.
import { describe, expect, it } from 'vitest';
import {
  demoRequestDepsFromEnv,
  leadNotificationDepsFromEnv,
  voiceSignedUrlDepsFromEnv,
} from '../../../supabase/functions/_shared/deps-from-env.ts';
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

describe('send-demo-request in production', () => {
  it('inserts through PostgREST with the service role and e-mails through Resend', async () => {
    const { calls, fetchImpl } = fakeFetch((url) =>
      url.host === 'api.resend.com' ? Response.json({ id: 'email_1' }) : new Response(null, { status: 201 }),
    );
    const deps = demoRequestDepsFromEnv(envOf(productionEnv), { fetch: fetchImpl, log: recordingLogger() });
    const response = await handleSendDemoRequest(postJson(validDemoRequest), deps);

    expect(response.status).toBe(200);
    // The booking page is site.yaml's schedulingUrl (its copy in scheduling-page.ts), never a secret.
    const { schedulingLink } = await response.json();
    expect(schedulingLink.startsWith(`${SCHEDULING_PAGE_URL}?name=Ada`)).toBe(true);

    const [insert, email] = calls;
    expect(insert?.url).toBe('https://project.supabase.co/rest/v1/demo_requests');
    expect(headersOf(insert).get('apikey')).toBe(SERVICE_KEY);
    expect(headersOf(insert).get('authorization')).toBe(`Bearer ${SERVICE_KEY}`);
    expect(headersOf(insert).get('prefer')).toBe('return=minimal');
    expect(jsonBodyOf(insert)).toMatchObject({
      name: 'Ada Lovelace',
      source: 'demo_modal',
      ai_help: 'Answer after-hours calls',
    });

    expect(email?.url).toBe('https://api.resend.com/emails');
    expect(headersOf(email).get('authorization')).toBe(`Bearer ${RESEND_KEY}`);
    expect(jsonBodyOf(email)).toMatchObject({
      from: 'Leads <leads@example.com>',
      to: ['sales@example.com', 'founder@example.com'],
      reply_to: 'ada@example.com',
      subject: 'New demo request: Ada Lovelace (Analytical Engines)',
    });
  });

  it('answers 502 notification_failed when Resend refuses, without the key in the answer or the log', async () => {
    const { fetchImpl } = fakeFetch((url) =>
      url.host === 'api.resend.com'
        ? Response.json({ message: `API key ${RESEND_KEY} is invalid` }, { status: 401 })
        : new Response(null, { status: 201 }),
    );
    const log = recordingLogger();
    const deps = demoRequestDepsFromEnv(envOf(productionEnv), { fetch: fetchImpl, log });
    const response = await handleSendDemoRequest(postJson(validDemoRequest), deps);

    expect(response.status).toBe(502);
    const text = await response.text();
    expect(text).toBe('{"error":"notification_failed"}');
    expect(text).not.toContain(RESEND_KEY);
    const logged = log.lines.join('\n');
    expect(logged).toContain('Resend refused the e-mail (HTTP 401)');
    expect(logged).not.toContain(RESEND_KEY);
    expect(logged).toContain('[redacted]');
  });

  it('answers 502 notification_failed when Resend cannot be reached', async () => {
    const { fetchImpl } = fakeFetch((url) => {
      if (url.host === 'api.resend.com') throw new TypeError('fetch failed');
      return new Response(null, { status: 201 });
    });
    const deps = demoRequestDepsFromEnv(envOf(productionEnv), { fetch: fetchImpl, log: recordingLogger() });
    const response = await handleSendDemoRequest(postJson(validDemoRequest), deps);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'notification_failed' });
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
    const { calls, fetchImpl } = fakeFetch(() =>
      Response.json(
        { code: '23514', message: 'violates check constraint "demo_requests_name_length"' },
        { status: 400 },
      ),
    );
    const deps = demoRequestDepsFromEnv(envOf(productionEnv), { fetch: fetchImpl, log: recordingLogger() });
    const response = await handleSendDemoRequest(postJson(validDemoRequest), deps);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('{"error":"internal_error"}');
    expect(calls).toHaveLength(1);
  });

  it('refuses browser origins when ALLOWED_ORIGINS is not set', async () => {
    const { ALLOWED_ORIGINS: _origins, ...env } = productionEnv;
    const deps = demoRequestDepsFromEnv(envOf(env), { log: recordingLogger() });
    const response = await handleSendDemoRequest(postJson(validDemoRequest), deps);
    expect(response.status).toBe(403);
  });

  it('ignores a SCHEDULING_URL secret left from an older setup, and says so in the log', async () => {
    const { fetchImpl } = fakeFetch((url) =>
      url.host === 'api.resend.com' ? Response.json({ id: 'email_1' }) : new Response(null, { status: 201 }),
    );
    const log = recordingLogger();
    const deps = demoRequestDepsFromEnv(envOf({ ...productionEnv, SCHEDULING_URL: 'https://calendly.com/old/demo' }), {
      fetch: fetchImpl,
      log,
    });
    const response = await handleSendDemoRequest(postJson(validDemoRequest), deps);
    expect(new URL((await response.json()).schedulingLink).origin).toBe(new URL(SCHEDULING_PAGE_URL).origin);
    expect(log.lines.join('\n')).toContain('the SCHEDULING_URL secret is no longer read');
  });
});

describe('send-lead-notification in production', () => {
  it('answers 502 and names the missing settings in the log when e-mail is not configured', async () => {
    const { RESEND_API_KEY: _key, LEAD_NOTIFY_TO: _to, ...env } = productionEnv;
    const log = recordingLogger();
    const deps = leadNotificationDepsFromEnv(envOf(env), { log });
    const response = await handleSendLeadNotification(postJson({ name: 'A', business: 'B', phone: '1' }), deps);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'notification_failed' });
    expect(log.lines.join('\n')).toContain('set RESEND_API_KEY, LEAD_NOTIFY_TO');
  });
});

describe('voice-signed-url in production', () => {
  /** A start of the general demo: the session record's fields travel with the agent id. */
  const start = { agentId: 'agent_123', flow: 'general', details: { name: 'Ann' }, noticeShown: true, page: '/demo' };

  it('asks ElevenLabs for a single-use signed URL with the API key header, then stores the session', async () => {
    const { calls, fetchImpl } = fakeFetch(() =>
      Response.json({ signed_url: 'wss://api.elevenlabs.io/v1/convai?token=abc', conversation_id: 'conv_9' }),
    );
    const deps = voiceSignedUrlDepsFromEnv(envOf(productionEnv), { fetch: fetchImpl, log: recordingLogger() });
    const response = await handleVoiceSignedUrl(postJson(start), deps);
    expect(await response.json()).toEqual({
      signedUrl: 'wss://api.elevenlabs.io/v1/convai?token=abc',
      conversationId: 'conv_9',
    });
    expect(calls[0]?.url).toBe(
      'https://api.elevenlabs.io/v1/convai/conversation/get-signed-url?agent_id=agent_123&include_conversation_id=true',
    );
    expect(headersOf(calls[0]).get('xi-api-key')).toBe(ELEVENLABS_KEY);
    expect(calls[1]?.url).toBe('https://project.supabase.co/rest/v1/voice_sessions');
    expect(headersOf(calls[1]).get('authorization')).toBe(`Bearer ${SERVICE_KEY}`);
  });

  it('answers 502 voice_unavailable without the key when ElevenLabs fails', async () => {
    const { fetchImpl } = fakeFetch(() => new Response(`bad key ${ELEVENLABS_KEY}`, { status: 401 }));
    const deps = voiceSignedUrlDepsFromEnv(envOf(productionEnv), { fetch: fetchImpl, log: recordingLogger() });
    const response = await handleVoiceSignedUrl(postJson(start), deps);
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('{"error":"voice_unavailable"}');
  });

  it('answers 502 when ElevenLabs answers without signed_url', async () => {
    const { fetchImpl } = fakeFetch(() => Response.json({ detail: 'nope' }));
    const deps = voiceSignedUrlDepsFromEnv(envOf(productionEnv), { fetch: fetchImpl, log: recordingLogger() });
    const response = await handleVoiceSignedUrl(postJson(start), deps);
    expect(response.status).toBe(502);
  });

  it('answers 503 when ELEVENLABS_API_KEY is not set', async () => {
    const { ELEVENLABS_API_KEY: _key, ...env } = productionEnv;
    const deps = voiceSignedUrlDepsFromEnv(envOf(env), { log: recordingLogger() });
    const response = await handleVoiceSignedUrl(postJson(start), deps);
    expect(response.status).toBe(503);
  });
});
