// @vitest-environment node
// Idempotent leads and the e-mail outbox, at the handlers: retries, stored rows, failures, limits.
import { describe, expect, it } from 'vitest';
import { parseAllowedOrigins } from '../../../../../../supabase/functions/_shared/http/cors.ts';
import { HONEYPOT_FIELD } from '../../../../../../supabase/functions/_shared/leads/lead-fields.ts';
import { RATE_LIMITS } from '../../../../../../supabase/functions/_shared/http/limits.ts';
import { createMemoryOutboxStore, drainOutbox } from '../../../../../../supabase/functions/_shared/email/outbox.ts';
import {
  createMemoryRateLimiter,
  createUnlimitedRateLimiter,
} from '../../../../../../supabase/functions/_shared/http/rate-limit.ts';
import { handleSendDemoRequest } from '../../../../../../supabase/functions/_shared/leads/send-demo-request.ts';
import { handleSendLeadNotification } from '../../../../../../supabase/functions/_shared/leads/send-lead-notification.ts';
import {
  postJson,
  queuedEmails,
  recordingLogger,
  recordingStore,
  SITE_ORIGIN,
  validDemoRequest,
} from '../../../../support/backend.ts';
import { testCaptchaDeps } from '../../../../support/captcha.ts';

function setup(limiter = createUnlimitedRateLimiter()) {
  const store = recordingStore();
  const outbox = createMemoryOutboxStore();
  const log = recordingLogger();
  const common = {
    store,
    outbox,
    limiter,
    captcha: testCaptchaDeps(),
    allowedOrigins: parseAllowedOrigins(SITE_ORIGIN),
    log,
  };
  return {
    store,
    outbox,
    log,
    demo: { ...common, schedulingUrl: new URL('https://calendly.com/acme/demo') },
    lead: common,
  };
}

const withKey = (id: string, address = '203.0.113.1') => ({
  headers: { 'Idempotency-Key': id, 'CF-Connecting-IP': address },
});
const validLead = { name: 'Grace Hopper', business: 'Compilers Inc', phone: '0400 000 000' };

function storeContact(store: ReturnType<typeof recordingStore>, id: string) {
  store.rows.push({
    id,
    name: 'Grace Hopper',
    email: '',
    company: 'Compilers Inc',
    phone: '0400 000 000',
    website: null,
    ai_help: null,
    additional_notes: null,
    source: 'contact',
  });
}

describe('send-lead-notification', () => {
  it("queues one e-mail, written from the stored row, under the row's key", async () => {
    const { store, outbox, lead } = setup();
    const id = crypto.randomUUID();
    storeContact(store, id);
    const response = await handleSendLeadNotification(
      postJson({ ...validLead, name: 'Someone Else' }, withKey(id)),
      lead,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(queuedEmails(outbox)).toEqual([
      expect.objectContaining({ subject: 'New contact request: Grace Hopper (Compilers Inc)' }),
    ]);
    expect([...outbox.entries.keys()]).toEqual([`contact:${id}`]);
  });

  it('sends no e-mail when no contact row with that id is stored', async () => {
    const { outbox, lead } = setup();
    const response = await handleSendLeadNotification(postJson(validLead, withKey(crypto.randomUUID())), lead);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'lead_not_found' });
    expect(queuedEmails(outbox)).toEqual([]);
  });

  it('sends no second e-mail for an already-notified row', async () => {
    const { store, outbox, lead } = setup();
    const id = crypto.randomUUID();
    storeContact(store, id);
    await handleSendLeadNotification(postJson(validLead, withKey(id)), lead);
    const again = await handleSendLeadNotification(postJson(validLead, withKey(id)), lead);
    expect(again.status).toBe(200);
    expect(queuedEmails(outbox)).toHaveLength(1);
  });

  it('refuses a request without an Idempotency-Key, or with one that is not a UUID', async () => {
    const { outbox, lead } = setup();
    const missing = await handleSendLeadNotification(postJson(validLead), lead);
    expect(await missing.json()).toEqual({ error: 'missing_idempotency_key' });
    const invalid = await handleSendLeadNotification(postJson(validLead, withKey('1 OR 1=1')), lead);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: 'invalid_idempotency_key' });
    expect(queuedEmails(outbox)).toEqual([]);
  });

  it('answers OK to a filled honeypot and queues nothing', async () => {
    const { outbox, lead } = setup();
    const response = await handleSendLeadNotification(postJson({ ...validLead, [HONEYPOT_FIELD]: 'x' }), lead);
    expect(await response.json()).toEqual({ ok: true });
    expect(queuedEmails(outbox)).toEqual([]);
  });

  it.each(['name', 'business', 'phone'])('answers 400 naming %s when it is missing', async (field) => {
    const { lead } = setup();
    const body: Record<string, unknown> = { ...validLead };
    delete body[field];
    const response = await handleSendLeadNotification(postJson(body, withKey(crypto.randomUUID())), lead);
    expect(await response.json()).toEqual({ error: 'invalid_fields', fields: { [field]: 'Required' } });
  });
});

describe('send-demo-request', () => {
  it('stores one row and queues one e-mail for a retry with the same Idempotency-Key', async () => {
    const { store, outbox, demo } = setup();
    const id = crypto.randomUUID();
    for (let i = 0; i < 3; i++) {
      expect((await handleSendDemoRequest(postJson(validDemoRequest, withKey(id)), demo)).status).toBe(200);
    }
    expect(store.rows.map((row) => row.id)).toEqual([id]);
    expect(queuedEmails(outbox)).toHaveLength(1);
  });

  it("builds a retry's e-mail from the stored row, not from what the retry says", async () => {
    const { store, outbox, demo } = setup();
    const id = crypto.randomUUID();
    const failing = { ...demo.outbox, enqueue: () => Promise.reject(new Error('outbox down')) };
    expect(
      (await handleSendDemoRequest(postJson(validDemoRequest, withKey(id)), { ...demo, outbox: failing })).status,
    ).toBe(200);
    const forged = { ...validDemoRequest, name: 'Mallory', email: 'mallory@example.com' };
    expect((await handleSendDemoRequest(postJson(forged, withKey(id)), demo)).status).toBe(200);
    const emails = queuedEmails(outbox);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.replyTo).toBe(validDemoRequest.email);
    expect(emails[0]?.text).not.toContain('Mallory');
    expect(store.rows).toHaveLength(1);
  });

  it("refuses a contact row's id as a Book a Demo key with 409, queueing nothing", async () => {
    const { store, outbox, demo } = setup();
    const id = crypto.randomUUID();
    storeContact(store, id);
    const response = await handleSendDemoRequest(postJson(validDemoRequest, withKey(id)), demo);
    expect([response.status, await response.json()]).toEqual([409, { error: 'idempotency_key_reused' }]);
    expect(queuedEmails(outbox)).toHaveLength(0);
  });

  it('answers 200 with the link when the e-mail fails, and keeps the e-mail in the outbox', async () => {
    const { outbox, demo, log } = setup();
    const response = await handleSendDemoRequest(postJson(validDemoRequest, withKey(crypto.randomUUID())), demo);
    expect(response.status).toBe(200);
    expect((await response.json()).schedulingLink).toMatch(/^https:\/\/calendly\.com\/acme\/demo\?/);
    const failing = { send: () => Promise.reject(new Error('Resend refused (HTTP 500) for ada@example.com')) };
    expect(await drainOutbox({ store: outbox, email: failing, log })).toMatchObject({ retrying: 1 });
    expect([...outbox.entries.values()]).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, lastError: 'Resend refused (HTTP 500) for [address]' }),
    ]);
    expect(log.lines.join('\n')).not.toContain('ada@example.com');
  });

  it('answers 200 with the link when even queueing the e-mail fails, once the row is stored', async () => {
    const { store, demo, log } = setup();
    const outbox = { ...demo.outbox, enqueue: () => Promise.reject(new Error('outbox down')) };
    const response = await handleSendDemoRequest(postJson(validDemoRequest), { ...demo, outbox });
    expect(response.status).toBe(200);
    expect((await response.json()).schedulingLink).not.toBeNull();
    expect(store.rows).toHaveLength(1);
    expect(log.lines.join('\n')).toContain('could not queue its e-mail');
  });

  it.each([
    ['name', 'Ada\u0000Lovelace'],
    ['company', 'Engines\u001b[31m'],
    ['aiHelp', 'calls\u0085please'],
  ])('refuses control characters in %s', async (field, value) => {
    const { store, demo } = setup();
    const response = await handleSendDemoRequest(postJson({ ...validDemoRequest, [field]: value }), demo);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_fields',
      fields: { [field]: 'Must not contain control characters' },
    });
    expect(store.rows).toEqual([]);
  });

  it('keeps line breaks in the long answers', async () => {
    const { store, demo } = setup();
    const response = await handleSendDemoRequest(postJson({ ...validDemoRequest, aiHelp: 'one\r\ntwo\tthree' }), demo);
    expect(response.status).toBe(200);
    expect(store.rows[0]?.ai_help).toBe('one\r\ntwo\tthree');
  });

  it('answers 429 with Retry-After past the limit, while another address still gets through', async () => {
    const { store, demo } = setup(createMemoryRateLimiter());
    const { perClient } = RATE_LIMITS['send-demo-request'];
    const flood = () => postJson(validDemoRequest, withKey(crypto.randomUUID(), '198.51.100.66'));
    for (let i = 0; i < perClient; i++) expect((await handleSendDemoRequest(flood(), demo)).status).toBe(200);
    const refused = await handleSendDemoRequest(flood(), demo);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
    const visitor = await handleSendDemoRequest(
      postJson(validDemoRequest, withKey(crypto.randomUUID(), '192.0.2.10')),
      demo,
    );
    expect(visitor.status).toBe(200);
    expect(store.rows).toHaveLength(perClient + 1);
  });
});
