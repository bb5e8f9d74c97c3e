// The local delivery of CRM events: the same _shared/ drain as production, on its own timer beside the
// e-mail timer (so a slow destination never delays an e-mail), to the local stand-ins: every webhook
// destination posts to the inbox (/__sim/webhooks/<name>) and HubSpot goes to its stand-in
// (/__sim/hubspot), each over HTTP through this server, as production posts to the real addresses.
import { webhookSecretName, type CrmConfig } from '../../../supabase/functions/_shared/crm/config.ts';
import { CRM_CONFIG } from '../../../supabase/functions/_shared/generated/crm-config.ts';
import type { CrmDestination } from '../../../supabase/functions/_shared/crm/destination.ts';
import { drainCrm, type CrmDrainResult } from '../../../supabase/functions/_shared/crm/drain.ts';
import { createHubspotDestination } from '../../../supabase/functions/_shared/crm/hubspot.ts';
import type { CrmDeliveryStore } from '../../../supabase/functions/_shared/crm/store.ts';
import { createWebhookDestination } from '../../../supabase/functions/_shared/crm/webhook.ts';
import type { Logger } from '../../../supabase/functions/_shared/http/log.ts';

/** The signing secret of every local webhook destination (Standard Webhooks' whsec_ + base64); never a production value. */
export const LOCAL_CRM_WEBHOOK_SECRET = `whsec_${Buffer.from('local-crm-webhook-signing-secret').toString('base64')}`;
/** The local HubSpot stand-in's private-app token. */
export const LOCAL_HUBSPOT_TOKEN = 'pat-local-hubspot-token';
export const INBOX_PREFIX = '/__sim/webhooks/';
export const HUBSPOT_PREFIX = '/__sim/hubspot';

/** The destinations of `config` pointed at the stand-ins of the server at `baseUrl`. */
export function localCrmDestinations(config: CrmConfig, baseUrl: string): CrmDestination[] {
  return config.destinations.map((destination) =>
    destination.kind === 'webhook'
      ? createWebhookDestination({
          name: destination.name,
          url: `${baseUrl}${INBOX_PREFIX}${destination.name}`,
          secret: LOCAL_CRM_WEBHOOK_SECRET,
          secretName: 'LOCAL_CRM_WEBHOOK_SECRET',
          events: destination.events,
        })
      : createHubspotDestination({
          ...destination,
          token: LOCAL_HUBSPOT_TOKEN,
          basePath: `${baseUrl}${HUBSPOT_PREFIX}`,
        }),
  );
}

/** The function secrets that point a deployed drain's destinations at the stand-ins of `baseUrl`. */
export function localCrmSecrets(baseUrl: string, config: CrmConfig = CRM_CONFIG): Record<string, string> {
  const secrets: Record<string, string> = {
    HUBSPOT_ACCESS_TOKEN: LOCAL_HUBSPOT_TOKEN,
    HUBSPOT_API_URL: `${baseUrl}${HUBSPOT_PREFIX}`,
  };
  for (const destination of config.destinations) {
    if (destination.kind !== 'webhook') continue;
    secrets[webhookSecretName(destination.name)] = LOCAL_CRM_WEBHOOK_SECRET;
    secrets[webhookSecretName(destination.name).replace('_SECRET_', '_URL_')] =
      `${baseUrl}${INBOX_PREFIX}${destination.name}`;
  }
  return secrets;
}

export interface LocalCrmDrainOptions {
  store: CrmDeliveryStore;
  config: CrmConfig;
  log: Logger;
}

/** Starts delivering once the server listens (`start`); `everyMs` 0: no timer, the caller drains (tests). */
export function startCrmDrain(options: LocalCrmDrainOptions, everyMs: number) {
  let destinations: CrmDestination[] = [];
  let draining: Promise<CrmDrainResult> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  const drain = () =>
    (draining ??= drainCrm({
      store: options.store,
      destinations,
      consent: options.config.consent,
      salesFlows: options.config.salesFlows,
      log: options.log,
    }).finally(() => (draining = null)));
  return {
    drain,
    start(baseUrl: string) {
      destinations = localCrmDestinations(options.config, baseUrl.replace(/\/+$/, ''));
      if (everyMs <= 0 || timer) return;
      timer = setInterval(() => {
        drain().catch((error: unknown) => options.log.error('Local CRM delivery failed:', error));
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await draining?.catch(() => undefined);
    },
  };
}
