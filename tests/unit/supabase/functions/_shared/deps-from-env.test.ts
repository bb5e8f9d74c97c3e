// @vitest-environment node
// The production wiring, with fetch faked: what the deployed functions send to Supabase, Resend and
// ElevenLabs, and that provider failures never leak a secret to the browser.
import { describe, expect, it } from 'vitest';
import {
  demoRequestDepsFromEnv,
  voiceSignedUrlDepsFromEnv,
} from '../../../../../supabase/functions/_shared/deps-from-env.ts';
import { handleSendDemoRequest } from '../../../../../supabase/functions/_shared/leads/send-demo-request.ts';
import { SCHEDULING_PAGE_URL } from '../../../../../supabase/functions/_shared/generated/scheduling-page.ts';
import { handleVoiceSignedUrl } from '../../../../../supabase/functions/_shared/voice/voice-signed-url.ts';
import { postJson, recordingLogger, validDemoRequest } from '../../../support/backend.ts';

import {
  ELEVENLABS_KEY,
  envOf,
  fakeFetch,
  fakeServices,
  headersOf,
  jsonBodyOf,
  productionEnv,
  SERVICE_KEY,
} from './production-fakes.ts';

describe('send-demo-request in production', () => {
  it('spends the captcha and counts the hit in one call, inserts with the id through PostgREST with the service role and queues the e-mail', async () => {
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
    expect(limit?.url).toBe('https://project.supabase.co/rest/v1/rpc/spend_captcha_and_count');
    expect(jsonBodyOf(limit)).toMatchObject({
      p_bucket: 'send-demo-request',
      p_per_client: 5,
      p_budget_per_hour: null,
    });
    expect(jsonBodyOf(limit).p_signature).toMatch(/^[0-9a-f]{64}$/);
    expect(insert?.url).toBe('https://project.supabase.co/rest/v1/demo_requests?on_conflict=id&select=id');
    expect(headersOf(insert).get('apikey')).toBe(SERVICE_KEY);
    expect(headersOf(insert).get('authorization')).toBe(`Bearer ${SERVICE_KEY}`);
    expect(headersOf(insert).get('prefer')).toBe('resolution=ignore-duplicates,return=representation');
    expect(jsonBodyOf(insert)).toMatchObject({ id, name: 'Ada Lovelace', source: 'demo_modal' });
    // One call marks the row queued and inserts the outbox entry (public.queue_lead_email).
    expect(queue?.url).toBe('https://project.supabase.co/rest/v1/rpc/queue_lead_email');
    expect(jsonBodyOf(queue)).toMatchObject({
      p_key: `demo_request:${id}`,
      p_reply_to: 'ada@example.com',
      p_subject: 'New demo request: Ada Lovelace (Analytical Engines)',
      p_by: 'request',
    });
    expect(services.calls.some((call) => call.url.includes('resend'))).toBe(false);
  });

  it('answers 429 with Retry-After when spend_captcha_and_count says to wait, storing nothing', async () => {
    const services = fakeServices((url) =>
      url.pathname.endsWith('/rpc/spend_captcha_and_count')
        ? Response.json({ outcome: 'rate_limited', wait: 42 })
        : undefined,
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
    expect(log.lines.join('\n')).toContain(
      'SUPABASE_SECRET_KEYS or SUPABASE_SECRET_KEY (or the legacy SUPABASE_SERVICE_ROLE_KEY) not set',
    );
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

describe('voice-signed-url in production', () => {
  /** A start of the general demo: the session record's fields travel with the agent id. */
  const start = {
    agentId: 'agent_general_demo_01',
    flow: 'general',
    details: { name: 'Ann' },
    noticeShown: true,
    page: '/demo',
  };

  it('asks ElevenLabs for a single-use signed URL with the API key header, then stores the session', async () => {
    const { calls, fetchImpl } = fakeServices((url) =>
      url.host === 'api.elevenlabs.io'
        ? Response.json({ signed_url: 'wss://api.elevenlabs.io/v1/convai?token=abc', conversation_id: 'conv_9' })
        : undefined,
    );
    const deps = voiceSignedUrlDepsFromEnv(envOf(productionEnv), { fetch: fetchImpl, log: recordingLogger() });
    const response = await handleVoiceSignedUrl(postJson(start), deps);
    expect(await response.json()).toEqual({
      signedUrl: 'wss://api.elevenlabs.io/v1/convai?token=abc',
      conversationId: 'conv_9',
    });
    // The budget from the generated site settings goes with the spend, in the same call.
    const limit = jsonBodyOf(calls[0]);
    expect(limit).toMatchObject({ p_bucket: 'voice-signed-url' });
    expect([limit.p_budget_per_hour, limit.p_budget_per_day].every(Number.isInteger)).toBe(true);
    expect(calls[1]?.url).toBe(
      'https://api.elevenlabs.io/v1/convai/conversation/get-signed-url?agent_id=agent_general_demo_01&include_conversation_id=true',
    );
    expect(headersOf(calls[1]).get('xi-api-key')).toBe(ELEVENLABS_KEY);
    expect(calls[2]?.url).toBe('https://project.supabase.co/rest/v1/voice_sessions');
    expect(headersOf(calls[2]).get('authorization')).toBe(`Bearer ${SERVICE_KEY}`);
  });

  it('answers 502 voice_unavailable without the key when ElevenLabs fails', async () => {
    const { fetchImpl } = fakeServices((url) =>
      url.host === 'api.elevenlabs.io' ? new Response(`bad key ${ELEVENLABS_KEY}`, { status: 401 }) : undefined,
    );
    const deps = voiceSignedUrlDepsFromEnv(envOf(productionEnv), { fetch: fetchImpl, log: recordingLogger() });
    const response = await handleVoiceSignedUrl(postJson(start), deps);
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('{"error":"voice_unavailable"}');
  });

  it('answers 502 when ElevenLabs answers without signed_url', async () => {
    const { fetchImpl } = fakeServices((url) =>
      url.host === 'api.elevenlabs.io' ? Response.json({ detail: 'nope' }) : undefined,
    );
    const deps = voiceSignedUrlDepsFromEnv(envOf(productionEnv), { fetch: fetchImpl, log: recordingLogger() });
    const response = await handleVoiceSignedUrl(postJson(start), deps);
    expect(response.status).toBe(502);
  });

  it('answers 503 when ELEVENLABS_API_KEY is not set', async () => {
    const { ELEVENLABS_API_KEY: _key, ...env } = productionEnv;
    const { fetchImpl } = fakeServices();
    const deps = voiceSignedUrlDepsFromEnv(envOf(env), { fetch: fetchImpl, log: recordingLogger() });
    const response = await handleVoiceSignedUrl(postJson(start), deps);
    expect(response.status).toBe(503);
  });
});
