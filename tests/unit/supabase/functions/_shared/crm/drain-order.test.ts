// @vitest-environment node
// The team's e-mail goes out on time whatever the CRM does: the scheduled drain sends the e-mails first, names
// a paused destination in them, and a CRM that hangs or fails neither delays nor fails them.
import { describe, expect, it } from 'vitest';
import type { CrmDrainDeps } from '../../../../../../supabase/functions/_shared/crm/deps-from-env.ts';
import type { CrmDeliveryStore } from '../../../../../../supabase/functions/_shared/crm/store.ts';
import { handleDrainEmailOutbox } from '../../../../../../supabase/functions/_shared/email/drain-email-outbox.ts';
import { createMemoryOutboxStore, enqueueEmail } from '../../../../../../supabase/functions/_shared/email/outbox.ts';
import { recordingEmail, recordingLogger } from '../../../../support/backend.ts';
import { TEST_CRM_CONFIG } from './crm-stack.ts';

const paused = [
  { name: 'zapier', pausedSince: '2026-11-28T08:00:00.000Z', failures: 5, lastError: 'answered HTTP 500' },
];

function crmWith(listDue: CrmDeliveryStore['listDue']): CrmDrainDeps {
  const store: CrmDeliveryStore = {
    listDue,
    claim: async () => true,
    setPayload: async (_id, payload) => payload,
    record: async () => undefined,
    paused: async () => paused,
  };
  const destination = { name: 'zapier', events: ['lead.created' as const], deliver: async () => 200 };
  return { store, destinations: [destination], config: TEST_CRM_CONFIG };
}

const call = () => new Request('http://localhost/', { method: 'POST', headers: { Authorization: 'Bearer s' } });

describe('drain-email-outbox with CRM destinations', () => {
  it('sends the e-mail before the CRM is asked, naming the paused destination', async () => {
    const email = recordingEmail();
    const store = createMemoryOutboxStore();
    await enqueueEmail(store, 'k1', { subject: 'New lead', text: 'Ada' });
    let sentBeforeCrm: number | null = null;
    const crm = crmWith(async () => ((sentBeforeCrm = email.sent.length), []));
    const response = await handleDrainEmailOutbox(call(), {
      store,
      email,
      drainSecret: 's',
      log: recordingLogger(),
      crm,
    });
    expect(sentBeforeCrm).toBe(1);
    expect(email.sent[0]!.text).toContain('CRM: these destinations keep failing and are paused');
    expect(email.sent[0]!.text).toContain(
      '- zapier: paused since 2026-11-28T08:00:00.000Z after 5 failed deliveries (last: answered HTTP 500)',
    );
    expect(await response.json()).toMatchObject({ sent: 1, crm: { sent: 0 } });
  });

  it('answers 200 with the e-mails sent when the CRM drain fails', async () => {
    const email = recordingEmail();
    const store = createMemoryOutboxStore();
    await enqueueEmail(store, 'k2', { subject: 'New lead', text: 'Bo' });
    const log = recordingLogger();
    const crm = crmWith(async () => {
      throw new Error('crm_due_deliveries POST failed (HTTP 503)');
    });
    const response = await handleDrainEmailOutbox(call(), { store, email, drainSecret: 's', log, crm });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sent: 1, crm: null });
    expect(log.lines.join('\n')).toContain('CRM delivery failed');
  });
});
