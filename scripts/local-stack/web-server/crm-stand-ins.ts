// The CRM stand-ins npm start and npm run dev serve: the webhook inbox (/__sim/webhooks) and HubSpot
// (/__sim/hubspot), each its own package, reached by the local drain over HTTP like the real services.
import { createHubspotSimulator, HUBSPOT_SIM_PATH } from '@harbourline/hubspot-simulator';
import { createWebhookInbox, INBOX_PATH } from '@harbourline/webhook-inbox';
import type { SiteCrm } from '../../../schemas/crm.ts';
import { CRM_CONFIG } from '../../../supabase/functions/_shared/generated/crm-config.ts';
import { crmDestinations } from '../../content-engine/generate/crm-config.ts';
import { adminRequestRefusal } from '../../shared/admin-guard.ts';
import { LOCAL_CRM_WEBHOOK_SECRET, LOCAL_HUBSPOT_TOKEN } from '../supabase/crm-drain.ts';
import type { Mount } from './site-server.ts';

/** What npm start and npm run dev print about the CRM stand-ins. */
export function crmStandInLines(url: string): string[] {
  return [
    `Local webhook inbox: ${url}${INBOX_PATH}  (each lead's CRM events arrive here, signed; it can fail the next ones)`,
    `Local HubSpot: ${url}${HUBSPOT_SIM_PATH}/__state  (the contacts and notes the leads made)`,
  ];
}

/** The stand-ins, and the destinations of `crm` (default: the functions' generated copy) pointed at them. */
export function createCrmStandIns(crm?: SiteCrm) {
  const inbox = createWebhookInbox({ secrets: { default: LOCAL_CRM_WEBHOOK_SECRET } });
  const hubspot = createHubspotSimulator({ token: LOCAL_HUBSPOT_TOKEN });
  const mount: Mount = {
    handle: async (req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (!pathname.startsWith(INBOX_PATH) && !pathname.startsWith(`${HUBSPOT_SIM_PATH}/`)) return false;
      // Admin paths: this machine's tools and pages only (the drain posts from this process).
      const refusal = adminRequestRefusal(req);
      if (refusal !== null) {
        res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: refusal }));
        return true;
      }
      return (await inbox.handle(req, res)) || hubspot.handle(req, res);
    },
  };
  return { inbox, hubspot, mount, config: crm ? { ...CRM_CONFIG, destinations: crmDestinations(crm) } : CRM_CONFIG };
}
