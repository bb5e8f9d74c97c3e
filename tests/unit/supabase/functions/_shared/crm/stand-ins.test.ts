// @vitest-environment node
// The stand-ins are as strict as the services: the inbox verifies with the official standardwebhooks
// library (a body changed after signing, or another secret, does not verify), and the HubSpot stand-in
// refuses what HubSpot refuses (an unknown property, a field the client's models do not have, a bad token).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCAL_CRM_WEBHOOK_SECRET,
  LOCAL_HUBSPOT_TOKEN,
} from '../../../../../../scripts/local-stack/supabase/crm-drain.ts';
import { signedRequest } from '../../../../../../supabase/functions/_shared/crm/webhook.ts';
import { startCrmStack } from './crm-stack.ts';

let stack: Awaited<ReturnType<typeof startCrmStack>>;
beforeAll(async () => {
  stack = await startCrmStack();
}, 120_000);
afterAll(() => stack?.close());

const ping = { type: 'ping' as const, timestamp: new Date().toISOString(), data: { message: 'ping' } };
const post = (path: string, body: string, headers: Record<string, string>) =>
  fetch(`${stack.baseUrl}${path}`, { method: 'POST', body, headers });

describe('the webhook inbox', () => {
  it('verifies a signed delivery and refuses a tampered body or another secret', async () => {
    const { body, headers } = signedRequest(LOCAL_CRM_WEBHOOK_SECRET, 'evt_1', ping, new Date());
    expect((await post('/__sim/webhooks/zapier', body, headers)).status).toBe(204);
    expect((await post('/__sim/webhooks/zapier', body.replace('ping"}', 'pong"}'), headers)).status).toBe(401);
    const other = signedRequest(
      `whsec_${Buffer.from('another-secret-of-32-bytes-long!').toString('base64')}`,
      'evt_2',
      ping,
      new Date(),
    );
    expect((await post('/__sim/webhooks/zapier', other.body, other.headers)).status).toBe(401);
    const [last, tampered, first] = stack.inbox.deliveries();
    expect([first!.verified, tampered!.verified, last!.verified]).toEqual([true, false, false]);
  });

  it('fails the next deliveries when asked, then accepts again', async () => {
    await post('/__sim/webhooks/__fail', '{"count": 2}', { 'content-type': 'application/json' });
    const send = () => {
      const { body, headers } = signedRequest(LOCAL_CRM_WEBHOOK_SECRET, 'evt_3', ping, new Date());
      return post('/__sim/webhooks/zapier', body, headers).then((response) => response.status);
    };
    expect([await send(), await send(), await send()]).toEqual([500, 500, 204]);
  });
});

describe('the HubSpot stand-in', () => {
  const hubspot = (path: string, body: unknown, token = LOCAL_HUBSPOT_TOKEN) =>
    post(`/__sim/hubspot${path}`, JSON.stringify(body), {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    });
  const upsert = (input: Record<string, unknown>) =>
    hubspot('/crm/v3/objects/contacts/batch/upsert', { inputs: [input] });

  it('refuses a property the portal does not have, as HubSpot does', async () => {
    const response = await upsert({
      idProperty: 'email',
      id: 'a@example.com',
      properties: { favourite_colour: 'blue' },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('PROPERTY_DOESNT_EXIST');
  });

  it('refuses a field the official client\u2019s model does not have', async () => {
    const response = await upsert({ idProperty: 'email', id: 'a@example.com', properties: {}, email: 'a@example.com' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('$.inputs[0].email: unknown field of SimplePublicObjectBatchInputUpsert');
  });

  it('refuses a wrong token and a note without a contact to hold it', async () => {
    expect((await upsert({ idProperty: 'email', id: 'a@example.com', properties: {} })).status).toBe(200);
    expect((await hubspot('/crm/v3/objects/contacts/batch/upsert', { inputs: [] }, 'pat-wrong')).status).toBe(401);
    const note = {
      properties: { hs_timestamp: new Date().toISOString(), hs_note_body: 'x' },
      associations: [{ to: { id: '999999' }, types: [] }],
    };
    expect((await hubspot('/crm/v3/objects/notes', note)).status).toBe(400);
  });
});
