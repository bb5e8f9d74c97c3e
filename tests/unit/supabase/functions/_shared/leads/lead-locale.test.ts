// @vitest-environment node
// Leads in their language (issue 41 item 6): the functions accept an optional BCP 47 `locale`, store it with
// the lead, and the team's e-mail says which language to answer in.
import { describe, expect, it } from 'vitest';
import { parseAllowedOrigins } from '../../../../../../supabase/functions/_shared/http/cors.ts';
import { isLeadLocale } from '../../../../../../supabase/functions/_shared/leads/lead-fields.ts';
import { LeadLocaleSchema } from '../../../../../../supabase/functions/_shared/leads/lead-locale.ts';
import { createMemoryOutboxStore } from '../../../../../../supabase/functions/_shared/email/outbox.ts';
import { sweptLeadEmail } from '../../../../../../supabase/functions/_shared/email/outbox-sweep.ts';
import { createUnlimitedRateLimiter } from '../../../../../../supabase/functions/_shared/http/rate-limit.ts';
import { handleSendDemoRequest } from '../../../../../../supabase/functions/_shared/leads/send-demo-request.ts';
import { handleSendLeadNotification } from '../../../../../../supabase/functions/_shared/leads/send-lead-notification.ts';
import { sessionEmail } from '../../../../../../supabase/functions/_shared/voice/voice-session-email.ts';
import { handleVoiceSignedUrl } from '../../../../../../supabase/functions/_shared/voice/voice-signed-url.ts';
import { memorySessionStore, TEST_LEADS } from '../../../../support/lead-fakes.ts';
import { testCaptchaDeps } from '../../../../support/captcha.ts';
import {
  postJson,
  queuedEmails,
  recordingLogger,
  recordingStore,
  SITE_ORIGIN,
  validDemoRequest,
} from '../../../../support/backend.ts';

function setup() {
  const store = recordingStore();
  const outbox = createMemoryOutboxStore();
  const common = {
    store,
    outbox,
    limiter: createUnlimitedRateLimiter(),
    captcha: testCaptchaDeps(),
    allowedOrigins: parseAllowedOrigins(SITE_ORIGIN),
    log: recordingLogger(),
  };
  return { store, outbox, demo: { ...common, schedulingUrl: null }, lead: common };
}

describe('the locale schema', () => {
  it.each([
    ['es', 'es'],
    ['de-at', 'de-AT'],
    ['zh-hans-cn', 'zh-Hans-CN'],
    [undefined, 'en'],
  ])('takes %j as %j', (input, stored) => {
    expect(LeadLocaleSchema.parse(input)).toBe(stored);
  });

  it.each([['en-a'], ['e'], ['es_ES'], ['x-private'], ['de-'], [`de-${'a'.repeat(40)}`], ['es\n'.repeat(2)], [42]])(
    'refuses %j',
    (input) => {
      expect(LeadLocaleSchema.safeParse(input).success).toBe(false);
    },
  );

  it('is the rule the browser checks before it sends one', () => {
    expect(isLeadLocale('de-AT')).toBe(true);
    expect(isLeadLocale('en-a')).toBe(false);
    expect(isLeadLocale('a'.repeat(36))).toBe(false);
  });
});

describe('send-demo-request', () => {
  it("stores the page's locale and names its language in the team's e-mail", async () => {
    const { store, outbox, demo } = setup();
    const response = await handleSendDemoRequest(postJson({ ...validDemoRequest, locale: 'es' }), demo);
    expect(response.status).toBe(200);
    expect(store.rows[0]).toMatchObject({ locale: 'es' });
    const [email] = queuedEmails(outbox);
    expect(email?.subject).toBe('New demo request in Spanish: Ada Lovelace (Analytical Engines)');
    expect(email?.text).toContain('\nLanguage: Spanish (es)\n');
  });

  it("stores the site's own language for a page that sends none, the subject unchanged", async () => {
    const { store, outbox, demo } = setup();
    await handleSendDemoRequest(postJson(validDemoRequest), demo);
    expect(store.rows[0]).toMatchObject({ locale: 'en' });
    expect(queuedEmails(outbox)[0]).toMatchObject({ subject: 'New demo request: Ada Lovelace (Analytical Engines)' });
    expect(queuedEmails(outbox)[0]?.text).toContain('Language: English (en)');
  });

  it('answers 400 for a locale that is not a language tag, storing nothing', async () => {
    const { store, demo } = setup();
    const response = await handleSendDemoRequest(postJson({ ...validDemoRequest, locale: 'es; drop' }), demo);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_fields',
      fields: { locale: 'Must be a BCP 47 language tag, e.g. es or de-AT' },
    });
    expect(store.rows).toEqual([]);
  });
});

describe('send-lead-notification', () => {
  it("writes the stored row's language into the e-mail", async () => {
    const { store, outbox, lead } = setup();
    const id = crypto.randomUUID();
    store.rows.push({
      ...{ id, name: 'Grete', email: '', company: 'Bäckerei', phone: '0301234567', website: null },
      ...{ ai_help: null, additional_notes: null, source: 'contact', locale: 'de' },
    });
    const body = { name: 'Grete', business: 'Bäckerei', phone: '0301234567', locale: 'de' };
    const response = await handleSendLeadNotification(postJson(body, { headers: { 'Idempotency-Key': id } }), lead);
    expect(response.status).toBe(200);
    const [email] = queuedEmails(outbox);
    expect(email?.subject).toBe('New contact request in German: Grete (Bäckerei)');
    expect(email?.text).toContain('Language: German (de)');
  });

  it('refuses a malformed locale in the body', async () => {
    const { lead } = setup();
    const body = { name: 'Grete', business: 'Bäckerei', phone: '0301234567', locale: 'deutsch!' };
    const response = await handleSendLeadNotification(postJson(body, { headers: { 'Idempotency-Key': 'x' } }), lead);
    expect(response.status).toBe(400);
  });
});

describe('voice-signed-url', () => {
  function voiceDeps() {
    const sessions = memorySessionStore();
    const deps = {
      getSignedUrl: async () => ({ signedUrl: 'wss://voice.example/x', conversationId: 'conv_es' }),
      sessions,
      limiter: createUnlimitedRateLimiter(),
      captcha: testCaptchaDeps(),
      agentIds: new Set(['agent1']),
      leads: TEST_LEADS,
      allowedOrigins: parseAllowedOrigins(SITE_ORIGIN),
      log: recordingLogger(),
    };
    return { deps, sessions };
  }
  const start = { agentId: 'agent1', flow: 'automotive', noticeShown: true };

  it('stores the locale with the session record', async () => {
    const { deps, sessions } = voiceDeps();
    const response = await handleVoiceSignedUrl(postJson({ ...start, locale: 'es-es' }), deps);
    expect(response.status).toBe(200);
    expect(sessions.rows[0]).toMatchObject({ conversation_id: 'conv_es', locale: 'es-ES' });
  });

  it('stores en for a start without one, and refuses a malformed one', async () => {
    const { deps, sessions } = voiceDeps();
    await handleVoiceSignedUrl(postJson(start), deps);
    expect(sessions.rows[0]).toMatchObject({ locale: 'en' });
    const refused = await handleVoiceSignedUrl(postJson({ ...start, locale: 'e'.repeat(36) }), deps);
    expect(refused.status).toBe(400);
  });
});

describe("the team's e-mails from stored rows", () => {
  const outcome = { duration_seconds: 65, call_successful: 'success', summary: 'S', data_collection: null };

  it('a voice session names its language', () => {
    const session = { flow: 'healthcare', details: { name: 'Lucía' }, conversation_id: 'c1', locale: 'es' };
    const email = sessionEmail(session, { ...outcome, transcript: null }, ['sales@example.com']);
    expect(email.subject).toBe('Voice session in Spanish: Lucía, healthcare, 1 min 5 s');
    expect(email.text).toContain('Language: Spanish (es)');
  });

  it("the drain's sweep writes the row's language too", () => {
    const lead = { id: 'x', name: 'Ada', email: 'a@example.com', company: 'AE', phone: '', locale: 'de' };
    expect(sweptLeadEmail({ key: 'demo_request:x', lead })?.text).toContain('Language: German (de)');
    expect(sweptLeadEmail({ key: 'contact:x', lead })?.subject).toBe('New contact request in German: Ada (AE)');
    expect(sweptLeadEmail({ key: 'contact:x', lead: { ...lead, locale: null } })?.text).toContain(
      'Language: (not recorded)',
    );
  });
});
