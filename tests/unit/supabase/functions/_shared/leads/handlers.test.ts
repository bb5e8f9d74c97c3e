// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseAllowedOrigins } from '../../../../../../supabase/functions/_shared/http/cors.ts';
import { HONEYPOT_FIELD } from '../../../../../../supabase/functions/_shared/leads/lead-fields.ts';
import { MAX_BODY_BYTES } from '../../../../../../supabase/functions/_shared/http/http.ts';
import {
  handleSendDemoRequest,
  type DemoRequestDeps,
} from '../../../../../../supabase/functions/_shared/leads/send-demo-request.ts';
import { createMemoryOutboxStore } from '../../../../../../supabase/functions/_shared/email/outbox.ts';
import { createUnlimitedRateLimiter } from '../../../../../../supabase/functions/_shared/http/rate-limit.ts';
import {
  handleVoiceSignedUrl,
  type VoiceSignedUrlDeps,
} from '../../../../../../supabase/functions/_shared/voice/voice-signed-url.ts';
import { memorySessionStore, TEST_LEADS } from '../../../../support/lead-fakes.ts';
import {
  postJson,
  queuedEmails,
  recordingLogger,
  recordingStore,
  SITE_ORIGIN,
  validDemoRequest,
} from '../../../../support/backend.ts';
import { testCaptchaDeps } from '../../../../support/captcha.ts';

function demoDeps(overrides: Partial<DemoRequestDeps> = {}) {
  const store = recordingStore();
  const outbox = createMemoryOutboxStore();
  // The team's e-mail is queued in the outbox; `email.sent` reads what was queued.
  const email = {
    get sent() {
      return queuedEmails(outbox);
    },
  };
  const log = recordingLogger();
  const deps: DemoRequestDeps = {
    store,
    outbox,
    limiter: createUnlimitedRateLimiter(),
    captcha: testCaptchaDeps(),
    schedulingUrl: new URL('https://calendly.com/acme/demo?hide_gdpr_banner=1'),
    allowedOrigins: parseAllowedOrigins(SITE_ORIGIN),
    log,
    ...overrides,
  };
  return { deps, store, email, log };
}

const withoutField = (field: string) => {
  const body: Record<string, unknown> = { ...validDemoRequest };
  delete body[field];
  return body;
};

describe('send-demo-request', () => {
  it('stores the request, notifies the team and answers a pre-filled scheduling link', async () => {
    const { deps, store, email } = demoDeps();
    const response = await handleSendDemoRequest(postJson(validDemoRequest), deps);

    expect(response.status).toBe(200);
    const { schedulingLink } = await response.json();
    const link = new URL(schedulingLink);
    expect(link.origin + link.pathname).toBe('https://calendly.com/acme/demo');
    expect(link.searchParams.get('hide_gdpr_banner')).toBe('1');
    expect(link.searchParams.get('name')).toBe('Ada Lovelace');
    expect(link.searchParams.get('email')).toBe('ada@example.com');
    expect(link.searchParams.get('a1')).toBe('Answer after-hours calls\n\nPrefer mornings');

    expect(store.rows).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        phone: '+61 400 000 000',
        website: 'https://engines.example',
        ai_help: 'Answer after-hours calls',
        additional_notes: 'Prefer mornings',
        source: 'demo_modal',
        // A page in the site's own language sends none (issue 41).
        locale: 'en',
      },
    ]);
    expect(email.sent).toHaveLength(1);
    expect(email.sent[0]).toMatchObject({
      subject: 'New demo request: Ada Lovelace (Analytical Engines)',
      replyTo: 'ada@example.com',
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });

  it('answers schedulingLink null when no scheduling URL is configured', async () => {
    const { deps } = demoDeps({ schedulingUrl: null });
    const response = await handleSendDemoRequest(postJson(validDemoRequest), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ schedulingLink: null });
  });

  it('accepts a request without the optional phone and notes, storing them as empty', async () => {
    const { deps, store } = demoDeps();
    const { phone: _phone, additionalNotes: _notes, ...required } = validDemoRequest;
    const response = await handleSendDemoRequest(postJson(required), deps);
    expect(response.status).toBe(200);
    expect(store.rows[0]).toMatchObject({ phone: '', additional_notes: null });
  });

  it('answers 400 invalid_json for a body that is not JSON', async () => {
    const { deps, store } = demoDeps();
    const response = await handleSendDemoRequest(postJson('{"name": '), deps);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_json' });
    expect(store.rows).toEqual([]);
  });

  it('answers 400 invalid_body for JSON that is not an object', async () => {
    const { deps } = demoDeps();
    const response = await handleSendDemoRequest(postJson([validDemoRequest]), deps);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_body', message: 'Send a JSON object.' });
  });

  it.each(['name', 'email', 'company', 'website', 'aiHelp'])(
    'answers 400 naming %s when it is missing',
    async (field) => {
      const { deps, store, email } = demoDeps();
      const response = await handleSendDemoRequest(postJson(withoutField(field)), deps);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid_fields', fields: { [field]: 'Required' } });
      expect(store.rows).toEqual([]);
      expect(email.sent).toEqual([]);
    },
  );

  it.each(['name', 'email', 'company', 'website', 'aiHelp'])('treats a blank %s as missing', async (field) => {
    const { deps } = demoDeps();
    const response = await handleSendDemoRequest(postJson({ ...validDemoRequest, [field]: '   ' }), deps);
    expect(await response.json()).toEqual({ error: 'invalid_fields', fields: { [field]: 'Required' } });
  });

  it('names every invalid field at once', async () => {
    const { deps } = demoDeps();
    const response = await handleSendDemoRequest(
      postJson({ name: 'x'.repeat(201), email: 'not-an-email', company: 42, website: 'w', aiHelp: 'a' }),
      deps,
    );
    expect(await response.json()).toEqual({
      error: 'invalid_fields',
      fields: {
        name: 'Must be at most 200 characters',
        email: 'Must be a valid email address',
        company: 'Must be text',
      },
    });
  });

  it('answers 413 when Content-Length is over the limit, without reading the body', async () => {
    const { deps, store } = demoDeps();
    const padded = JSON.stringify({ ...validDemoRequest, additionalNotes: 'x'.repeat(MAX_BODY_BYTES) });
    const request = postJson(padded, { headers: { 'Content-Length': String(padded.length) } });
    const response = await handleSendDemoRequest(request, deps);
    expect(response.status).toBe(413);
    expect(request.bodyUsed).toBe(false);
    expect(await response.json()).toEqual({ error: 'payload_too_large', maxBytes: MAX_BODY_BYTES });
    expect(store.rows).toEqual([]);
  });

  it('answers 413 when a streamed body without Content-Length grows over the limit', async () => {
    const { deps } = demoDeps();
    const chunk = new TextEncoder().encode('x'.repeat(4096));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 5) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request('http://localhost/', {
      method: 'POST',
      headers: { Origin: SITE_ORIGIN },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const response = await handleSendDemoRequest(request, deps);
    expect(response.status).toBe(413);
  });

  it('answers 405 with an Allow header for other methods', async () => {
    const { deps } = demoDeps();
    const response = await handleSendDemoRequest(
      new Request('http://localhost/', { method: 'GET', headers: { Origin: SITE_ORIGIN } }),
      deps,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await response.json()).toEqual({ error: 'method_not_allowed' });
  });

  it('answers a preflight from an allowed origin with 204 and the CORS headers supabase-js needs', async () => {
    const { deps } = demoDeps();
    const response = await handleSendDemoRequest(
      new Request('http://localhost/', {
        method: 'OPTIONS',
        headers: {
          Origin: SITE_ORIGIN,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info',
        },
      }),
      deps,
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    for (const header of ['authorization', 'apikey', 'content-type', 'x-client-info']) {
      expect(response.headers.get('access-control-allow-headers')).toContain(header);
    }
  });

  it('refuses a disallowed origin with 403 and no CORS header, storing nothing', async () => {
    const { deps, store, log } = demoDeps();
    const response = await handleSendDemoRequest(postJson(validDemoRequest, { origin: 'https://evil.example' }), deps);
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await response.json()).toEqual({ error: 'origin_not_allowed' });
    expect(store.rows).toEqual([]);
    expect(log.lines.join('\n')).toContain('Add it to ALLOWED_ORIGINS');
  });

  it('refuses a preflight from a disallowed origin', async () => {
    const { deps } = demoDeps();
    const response = await handleSendDemoRequest(
      new Request('http://localhost/', { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } }),
      deps,
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows any origin when ALLOWED_ORIGINS is *', async () => {
    const { deps } = demoDeps({ allowedOrigins: parseAllowedOrigins('*') });
    const response = await handleSendDemoRequest(postJson(validDemoRequest, { origin: 'http://localhost:5173' }), deps);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers OK to a filled honeypot but stores and sends nothing', async () => {
    const { deps, store, email } = demoDeps();
    const response = await handleSendDemoRequest(
      postJson({ ...validDemoRequest, [HONEYPOT_FIELD]: 'https://spam' }),
      deps,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ schedulingLink: null });
    expect(store.rows).toEqual([]);
    expect(email.sent).toEqual([]);
  });

  it('answers 500 internal_error without details when storing fails, and queues nothing', async () => {
    const failing = {
      ...recordingStore(),
      async insertDemoRequest(): Promise<boolean> {
        throw new Error('connection to db.internal:5432 refused');
      },
    };
    const { deps, email, log } = demoDeps({ store: failing });
    const response = await handleSendDemoRequest(postJson(validDemoRequest), deps);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('{"error":"internal_error"}');
    expect(email.sent).toEqual([]);
    expect(log.lines.join('\n')).toContain('connection to db.internal:5432 refused');
  });
});

describe('voice-signed-url', () => {
  function voiceDeps(getSignedUrl: VoiceSignedUrlDeps['getSignedUrl']) {
    const log = recordingLogger();
    const sessions = memorySessionStore();
    const allowedOrigins = parseAllowedOrigins(SITE_ORIGIN);
    const agentIds = new Set(['agent_general-1', 'agent1']);
    const captcha = testCaptchaDeps();
    const limiter = createUnlimitedRateLimiter();
    const deps = { getSignedUrl, sessions, limiter, captcha, agentIds, leads: TEST_LEADS, allowedOrigins, log };
    return { deps, log, sessions };
  }
  const session = { flow: 'automotive', noticeShown: true };
  const signed = (signedUrl: string) => ({ signedUrl, conversationId: 'conv_1' });

  it('answers the signed URL and conversation id for the agent', async () => {
    const { deps } = voiceDeps(async (agentId) => signed(`wss://voice.example/convai?agent_id=${agentId}&token=t`));
    const response = await handleVoiceSignedUrl(postJson({ agentId: 'agent_general-1', ...session }), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      signedUrl: 'wss://voice.example/convai?agent_id=agent_general-1&token=t',
      conversationId: 'conv_1',
    });
  });

  it.each([
    [{}, 'Required'],
    [{ agentId: '' }, 'Required'],
    [{ agentId: '../../v1/user' }, 'Must contain only letters, digits, _ and -'],
    [{ agentId: 'a'.repeat(101) }, 'Must be at most 100 characters'],
  ])('refuses agentId in %j', async (body, message) => {
    const { deps } = voiceDeps(async () => signed('wss://never'));
    const response = await handleVoiceSignedUrl(postJson({ ...session, ...body }), deps);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_fields', fields: { agentId: message } });
  });

  it('answers 502 voice_unavailable when the provider fails', async () => {
    const { deps, log } = voiceDeps(async () => {
      throw new Error('ElevenLabs refused a signed URL (HTTP 401)');
    });
    const response = await handleVoiceSignedUrl(postJson({ agentId: 'agent1', ...session }), deps);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'voice_unavailable' });
    expect(log.lines.join('\n')).toContain('HTTP 401');
  });

  it('answers 503 voice_unavailable when no provider is configured', async () => {
    const { deps } = voiceDeps(null);
    const response = await handleVoiceSignedUrl(postJson({ agentId: 'agent1', ...session }), deps);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'voice_unavailable' });
  });
});
