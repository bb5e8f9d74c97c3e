// @vitest-environment node
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openLocalDatabase, runAs } from '../../../../../../scripts/local-stack/supabase/database.ts';
import { outboxCounts } from '../../../../../../scripts/local-stack/supabase/admin-lists.ts';
import { startOutboxDrain } from '../../../../../../scripts/local-stack/supabase/outbox-drain.ts';
import { inProcessServiceRole } from '../../../../../../scripts/local-stack/supabase/rest-in-process.ts';
import { createPostgrestOutboxStore } from '../../../../../../supabase/functions/_shared/email/outbox-postgrest.ts';
import { handleDrainEmailOutbox } from '../../../../../../supabase/functions/_shared/email/drain-email-outbox.ts';
import type { EmailSender } from '../../../../../../supabase/functions/_shared/email/email.ts';
import {
  createMemoryOutboxStore,
  drainOutbox,
  enqueueEmail,
  MAX_EMAIL_ATTEMPTS,
  retryDelayMs,
  withoutPersonalData,
} from '../../../../../../supabase/functions/_shared/email/outbox.ts';
import { recordingEmail, recordingLogger } from '../../../../support/backend.ts';

const message = { subject: 'New lead', text: 'Ada, ada@example.com, +61 400 000 000', replyTo: 'ada@example.com' };
const failing: EmailSender = {
  send: async () => {
    throw new Error('Resend refused the e-mail (HTTP 422): invalid reply_to ada@example.com, phone +61 400 000 000');
  },
};

let db: PGlite;
beforeAll(async () => {
  db = await openLocalDatabase('memory://');
}, 60_000);
afterAll(() => db.close());

describe('email outbox over the local Data API', () => {
  it('queues one entry per dedupe key and sends it once', async () => {
    const store = createPostgrestOutboxStore(inProcessServiceRole(db));
    await enqueueEmail(store, 'test:once', message);
    await enqueueEmail(store, 'test:once', message);
    const email = recordingEmail();
    expect(await drainOutbox({ store, email, log: recordingLogger() })).toEqual({ sent: 1, retrying: 0, gaveUp: 0 });
    expect(await drainOutbox({ store, email, log: recordingLogger() })).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    expect(email.sent).toEqual([message]);
  });

  it('keeps a failed e-mail for a later attempt and logs no personal data', async () => {
    const store = createPostgrestOutboxStore(inProcessServiceRole(db));
    await enqueueEmail(store, 'test:retry', message);
    const log = recordingLogger();
    const start = new Date();
    expect(await drainOutbox({ store, email: failing, log, now: () => start })).toMatchObject({ retrying: 1 });
    expect(log.lines.join('\n')).not.toMatch(/ada@example\.com|400 000 000/);
    // Not due again until the backoff has passed.
    const email = recordingEmail();
    expect(await drainOutbox({ store, email, log, now: () => start })).toMatchObject({ sent: 0 });
    const later = new Date(start.getTime() + retryDelayMs(1) + 1000);
    expect(await drainOutbox({ store, email, log, now: () => later })).toMatchObject({ sent: 1 });
  });

  it('is out of reach of the anon and authenticated keys', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      await expect(runAs(db, role, (tx) => tx.query('select * from public.email_outbox'))).rejects.toThrow(
        /permission denied/,
      );
    }
    expect(await outboxCounts(db)).toMatchObject({ sent: 2 });
  });
});

describe('drainOutbox', () => {
  it(`gives up after ${MAX_EMAIL_ATTEMPTS} attempts`, async () => {
    const store = createMemoryOutboxStore();
    await enqueueEmail(store, 'k', message);
    let now = Date.now();
    for (let i = 0; i < MAX_EMAIL_ATTEMPTS; i++) {
      await drainOutbox({ store, email: failing, log: recordingLogger(), now: () => new Date(now) });
      now += 7 * 60 * 60_000;
    }
    expect([...store.entries.values()][0]).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS });
  });

  it('masks addresses and phone numbers in errors', () => {
    expect(withoutPersonalData('bad to: ada@example.com phone +61 400 000 000')).toBe(
      'bad to: [address] phone [number]',
    );
  });
});

describe('drain-email-outbox', () => {
  const deps = () => ({
    store: createMemoryOutboxStore(),
    email: recordingEmail(),
    drainSecret: 'right-secret',
    log: recordingLogger(),
  });
  const call = (authorization?: string) =>
    new Request('http://localhost/', {
      method: 'POST',
      headers: authorization ? { Authorization: authorization } : {},
    });

  it('refuses calls without the drain secret', async () => {
    expect((await handleDrainEmailOutbox(call(), deps())).status).toBe(401);
    expect((await handleDrainEmailOutbox(call('Bearer wrong'), deps())).status).toBe(401);
    expect((await handleDrainEmailOutbox(call('Bearer x'), { ...deps(), drainSecret: null })).status).toBe(401);
  });

  it('drains with the secret', async () => {
    const d = deps();
    await enqueueEmail(d.store, 'k', message);
    const response = await handleDrainEmailOutbox(call('Bearer right-secret'), d);
    expect(await response.json()).toEqual({ sent: 1, retrying: 0, gaveUp: 0 });
  });
});

describe('the local drain timer (npm start)', () => {
  it('sends queued e-mail by itself, every tick', async () => {
    const store = createMemoryOutboxStore();
    const email = recordingEmail();
    const timer = startOutboxDrain({ store, email, log: recordingLogger() }, 10);
    await enqueueEmail(store, 'timer:first', message);
    await vi.waitFor(() => expect(email.sent).toEqual([message]));
    await enqueueEmail(store, 'timer:second', { ...message, subject: 'Second lead' });
    await vi.waitFor(() => expect(email.sent.map((sent) => sent.subject)).toEqual(['New lead', 'Second lead']));
    await timer.stop();
  });

  it('runs one drain at a time, and stopping waits for the one under way', async () => {
    const store = createMemoryOutboxStore();
    await enqueueEmail(store, 'timer:slow', message);
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const email = recordingEmail();
    const timer = startOutboxDrain(
      { store, email: { send: (sent) => slow.then(() => email.send(sent)) }, log: recordingLogger() },
      0,
    );

    const first = timer.drain();
    expect(timer.drain()).toBe(first);
    let stopped = false;
    const stopping = timer.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await first).toEqual({ sent: 1, retrying: 0, gaveUp: 0 });
    expect(email.sent).toEqual([message]);
  });
});
