// @vitest-environment node
// check:live sends each CRM destination a signed ping and reports its answer, creating no contact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCrm } from '../../../../../scripts/ops/check-live/crm.ts';
import {
  LOCAL_CRM_WEBHOOK_SECRET,
  LOCAL_HUBSPOT_TOKEN,
} from '../../../../../scripts/local-stack/supabase/crm-drain.ts';
import { startCrmStack, TEST_CRM_CONFIG } from '../../../supabase/functions/_shared/crm/crm-stack.ts';

let stack: Awaited<ReturnType<typeof startCrmStack>>;
beforeAll(async () => {
  stack = await startCrmStack();
}, 120_000);
afterAll(() => stack?.close());

const shell = (values: Record<string, string>) => (name: string) => values[name];

describe('check:live crm', () => {
  it('pings each destination with a verifying signature and creates no contact', async () => {
    const env = shell({
      CRM_WEBHOOK_SECRET_ZAPIER: LOCAL_CRM_WEBHOOK_SECRET,
      CRM_WEBHOOK_URL_ZAPIER: `${stack.baseUrl}/__sim/webhooks/zapier`,
      HUBSPOT_ACCESS_TOKEN: LOCAL_HUBSPOT_TOKEN,
      HUBSPOT_API_URL: `${stack.baseUrl}/__sim/hubspot`,
    });
    const rows = await checkCrm({ destinations: TEST_CRM_CONFIG.destinations, env });
    expect(rows.map((entry) => [entry.target, entry.status])).toEqual([
      ['zapier', 'ok'],
      ['hubspot', 'ok'],
    ]);
    const [ping] = stack.inbox.deliveries();
    expect(ping!.verified).toBe(true);
    expect(JSON.parse(ping!.body)).toMatchObject({ type: 'ping' });
    expect(stack.hubspot.contacts()).toEqual([]);
  });

  it('fails a destination that refuses, and skips one whose secret this shell lacks', async () => {
    stack.inbox.failNext(1);
    const env = shell({
      CRM_WEBHOOK_SECRET_ZAPIER: LOCAL_CRM_WEBHOOK_SECRET,
      CRM_WEBHOOK_URL_ZAPIER: `${stack.baseUrl}/__sim/webhooks/zapier`,
    });
    const rows = await checkCrm({ destinations: TEST_CRM_CONFIG.destinations, env });
    expect(rows).toEqual([
      expect.objectContaining({
        target: 'zapier',
        status: 'FAIL',
        detail: expect.stringContaining('answered HTTP 500'),
      }),
      expect.objectContaining({
        target: 'hubspot',
        status: 'skip',
        detail: expect.stringContaining('HUBSPOT_ACCESS_TOKEN'),
      }),
    ]);
  });
});
