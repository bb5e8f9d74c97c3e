// @vitest-environment node
// The production wiring of the outbox and the contact notification, with fetch faked.
import { describe, expect, it } from 'vitest';
import {
  drainEmailOutboxDepsFromEnv,
  leadNotificationDepsFromEnv,
} from '../../../../../../supabase/functions/_shared/deps-from-env.ts';
import { handleDrainEmailOutbox } from '../../../../../../supabase/functions/_shared/email/drain-email-outbox.ts';
import { handleSendLeadNotification } from '../../../../../../supabase/functions/_shared/leads/send-lead-notification.ts';
import { postJson, recordingLogger } from '../../../../support/backend.ts';
import { envOf, fakeServices, headersOf, jsonBodyOf, productionEnv, RESEND_KEY } from '../production-fakes.ts';

describe('drain-email-outbox in production', () => {
  const due = [{ id: 'e1', subject: 'New demo request', body: 'Ada', reply_to: 'ada@example.com', attempts: 0 }];
  const outboxReplies = (resend: () => Response) => (url: URL, init: RequestInit) => {
    if (url.host === 'api.resend.com') return resend();
    // The CRM part of the drain (site.yaml crm:): nothing due, nothing paused.
    if (url.pathname.includes('/rpc/crm_')) return Response.json([]);
    if (url.pathname.endsWith('/email_outbox') && init.method === 'GET') return Response.json(due);
    if (url.pathname.endsWith('/email_outbox') && url.search.includes('attempts=eq.0'))
      return Response.json([{ id: 'e1' }]);
    return undefined;
  };
  const drainRequest = () =>
    new Request('http://localhost/', { method: 'POST', headers: { Authorization: 'Bearer drain-secret' } });
  const env: Record<string, string> = { ...productionEnv, OUTBOX_DRAIN_SECRET: 'drain-secret' };
  /** The drain's last write to the outbox table (the CRM's calls come after it). */
  const lastOutboxCall = <T extends { url: string }>(calls: T[]) =>
    calls.filter((call) => call.url.includes('/email_outbox')).at(-1);

  it('sends the due e-mails through Resend and marks them sent', async () => {
    const services = fakeServices(outboxReplies(() => Response.json({ id: 'email_1' })));
    const deps = drainEmailOutboxDepsFromEnv(envOf(env), { fetch: services.fetchImpl, log: recordingLogger() });
    const response = await handleDrainEmailOutbox(drainRequest(), deps);
    const crm = { sent: 0, skipped: 0, retrying: 0, gaveUp: 0 };
    expect(await response.json()).toEqual({ sent: 1, retrying: 0, gaveUp: 0, crm });
    const email = services.calls.find((call) => call.url === 'https://api.resend.com/emails');
    expect(headersOf(email).get('authorization')).toBe(`Bearer ${RESEND_KEY}`);
    // The entry's id: a retry after a failed "mark sent" is not delivered twice (Resend keeps it 24 h).
    expect(headersOf(email).get('idempotency-key')).toBe('e1');
    expect(jsonBodyOf(email)).toMatchObject({
      from: 'Leads <leads@example.com>',
      to: ['sales@example.com', 'founder@example.com'],
      reply_to: 'ada@example.com',
    });
    expect(jsonBodyOf(lastOutboxCall(services.calls))).toMatchObject({ status: 'sent' });
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
    const failed = jsonBodyOf(lastOutboxCall(services.calls));
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
    const [, lookup, queue, ...rest] = services.calls;
    expect(lookup?.url).toContain(`id=eq.${id}&source=eq.contact`);
    // One call marks the row queued and inserts the outbox entry, so the sweep never queues it again.
    expect(queue?.url).toBe('https://project.supabase.co/rest/v1/rpc/queue_lead_email');
    expect(jsonBodyOf(queue)).toMatchObject({ p_key: `contact:${id}`, p_by: 'request' });
    expect(rest).toEqual([]);
  });
});
