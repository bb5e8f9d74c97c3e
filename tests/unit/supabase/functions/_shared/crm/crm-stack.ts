// One PGlite database with the migrations, the production CRM store over the local PostgREST emulation,
// and the two stand-ins on a loopback server, for the CRM delivery tests.
import type { PGlite } from '@electric-sql/pglite';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHubspotSimulator } from '@harbourline/hubspot-simulator';
import { createWebhookInbox } from '@harbourline/webhook-inbox';
import { openLocalDatabase } from '../../../../../../scripts/local-stack/supabase/database.ts';
import { handleRestRequest } from '../../../../../../scripts/local-stack/supabase/postgrest.ts';
import {
  LOCAL_CRM_WEBHOOK_SECRET,
  LOCAL_HUBSPOT_TOKEN,
  localCrmDestinations,
} from '../../../../../../scripts/local-stack/supabase/crm-drain.ts';
import type { CrmConfig } from '../../../../../../supabase/functions/_shared/crm/config.ts';
import { drainCrm } from '../../../../../../supabase/functions/_shared/crm/drain.ts';
import { createPostgrestCrmStore } from '../../../../../../supabase/functions/_shared/crm/store.ts';
import { recordingLogger } from '../../../../support/backend.ts';

export const TEST_CRM_CONFIG: CrmConfig = {
  destinations: [
    {
      kind: 'webhook',
      name: 'zapier',
      url: 'https://unused.example',
      events: ['lead.created', 'meeting.booked', 'lead.forgotten'],
    },
    {
      kind: 'hubspot',
      name: 'hubspot',
      properties: {
        email: 'person.email',
        firstname: 'person.firstName',
        lastname: 'person.lastName',
        phone: 'person.phone',
        company: 'person.company',
        site_lead_id: 'leadId',
      },
      legalBasis: 'Freely given consent from contact',
      events: ['lead.created', 'meeting.booked', 'lead.forgotten'],
    },
  ],
  consent: {
    contact: null,
    bookDemo: null,
    callMe: { restaurant: 'Call me at this number.' },
    voice: { restaurant: 'You are talking to an AI.' },
  },
  salesFlows: ['restaurant'],
};

export async function startCrmStack(config: CrmConfig = TEST_CRM_CONFIG) {
  const db: PGlite = await openLocalDatabase('memory://crm');
  const inbox = createWebhookInbox({ secrets: { default: LOCAL_CRM_WEBHOOK_SECRET } });
  const hubspot = createHubspotSimulator({ token: LOCAL_HUBSPOT_TOKEN });
  const server: Server = createServer(async (req, res) => {
    if (!(await inbox.handle(req, res)) && !(await hubspot.handle(req, res))) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const rest = {
    supabaseUrl: 'http://local.test',
    serviceRoleKey: 'unused',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
      handleRestRequest(db, new Request(input, init), 'service_role')) as typeof fetch,
  };
  const store = createPostgrestCrmStore(rest);
  const destinations = localCrmDestinations(config, baseUrl);
  const log = recordingLogger();
  const drain = (now = new Date()) =>
    drainCrm({ store, destinations, consent: config.consent, salesFlows: config.salesFlows, log, now: () => now });
  const sql = <T>(text: string, params: unknown[] = []) => db.query<T>(text, params).then((result) => result.rows);
  return {
    db,
    rest,
    inbox,
    hubspot,
    store,
    destinations,
    drain,
    sql,
    log,
    baseUrl,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
  };
}
