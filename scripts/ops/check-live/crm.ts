// check:live's CRM rows: each destination of site.yaml `crm:` gets a signed `ping` event (docs/crm-events.md)
// through the same code the drain delivers with, and its answer is reported; a ping stands for no lead, so
// nothing is created (HubSpot: a read of one contact page proves the token and its scope). The secrets
// come from this shell (CRM_WEBHOOK_SECRET_<NAME>, HUBSPOT_ACCESS_TOKEN), as set on the functions.
import type { CrmDestinationConfig } from '../../../supabase/functions/_shared/crm/config.ts';
import { crmDestinationsFromEnv } from '../../../supabase/functions/_shared/crm/deps-from-env.ts';
import { DeliveryError } from '../../../supabase/functions/_shared/crm/destination.ts';
import { HUBSPOT_TOKEN_SECRET, webhookSecretName } from '../../../supabase/functions/_shared/crm/config.ts';
import { row, type CheckRow } from './report.ts';

export interface CrmCheckOptions {
  destinations: readonly CrmDestinationConfig[];
  /** The shell's environment: the secrets and the address overrides (CRM_WEBHOOK_URL_<NAME>, HUBSPOT_API_URL). */
  env: (name: string) => string | undefined;
  fetch?: typeof fetch;
}

const secretOf = (destination: CrmDestinationConfig) =>
  destination.kind === 'hubspot' ? HUBSPOT_TOKEN_SECRET : webhookSecretName(destination.name);

export async function checkCrm(options: CrmCheckOptions): Promise<CheckRow[]> {
  if (options.destinations.length === 0) return [row('crm', 'site.yaml crm', 'skip', 'no destination configured')];
  const config = {
    destinations: options.destinations,
    consent: { contact: null, bookDemo: null, callMe: {}, voice: {} },
    salesFlows: [],
  };
  const destinations = crmDestinationsFromEnv(options.env, config, options.fetch);
  const ping = { type: 'ping' as const, timestamp: new Date().toISOString(), data: { message: 'check:live ping' } };
  return Promise.all(
    options.destinations.map(async (destination, index) => {
      const secret = secretOf(destination);
      if (!options.env(secret)?.trim())
        return row('crm', destination.name, 'skip', `set ${secret} in this shell to send it a signed ping`);
      try {
        const status = await destinations[index]!.deliver(ping, `ping_${crypto.randomUUID()}`);
        return row('crm', destination.name, 'ok', `answered the signed ping (HTTP ${status})`);
      } catch (error) {
        const detail = error instanceof DeliveryError ? error.message : String(error);
        return row(
          'crm',
          destination.name,
          'FAIL',
          `${detail}: check the address in site.yaml and ${secret} (DEPLOY.md "CRM")`,
        );
      }
    }),
  );
}
