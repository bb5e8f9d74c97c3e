// The CRM drain's dependencies from the function's environment: the destinations of the generated
// site.yaml copy, each with its secret (CRM_WEBHOOK_SECRET_<NAME>, HUBSPOT_ACCESS_TOKEN). A missing secret
// does not stop the drain: that destination's deliveries fail with the secret's name, are retried, and the
// destination is paused and named in the team's e-mails until the secret is set. CRM_WEBHOOK_URL_<NAME> and
// HUBSPOT_API_URL replace an address (a staging receiver; the local stack's stand-ins).
import type { ServiceRoleConfig } from '../database/postgrest.ts';
import { CRM_CONFIG } from '../generated/crm-config.ts';
import { HUBSPOT_TOKEN_SECRET, webhookSecretName, type CrmConfig } from './config.ts';
import type { CrmDestination } from './destination.ts';
import { createHubspotDestination } from './hubspot.ts';
import { createPostgrestCrmStore, type CrmDeliveryStore } from './store.ts';
import { createWebhookDestination } from './webhook.ts';

export interface CrmDrainDeps {
  store: CrmDeliveryStore;
  destinations: readonly CrmDestination[];
  config: CrmConfig;
}

const secret = (env: (name: string) => string | undefined, name: string) => env(name)?.trim() || null;

/** Every destination of `config` with its secret from `env`. */
export function crmDestinationsFromEnv(
  env: (name: string) => string | undefined,
  config: CrmConfig = CRM_CONFIG,
  fetchImpl?: typeof fetch,
): CrmDestination[] {
  return config.destinations.map((destination) =>
    destination.kind === 'webhook'
      ? createWebhookDestination({
          ...destination,
          url: secret(env, webhookSecretName(destination.name).replace('_SECRET_', '_URL_')) ?? destination.url,
          secret: secret(env, webhookSecretName(destination.name)),
          secretName: webhookSecretName(destination.name),
          ...(fetchImpl ? { fetch: fetchImpl } : {}),
        })
      : createHubspotDestination({
          ...destination,
          token: secret(env, HUBSPOT_TOKEN_SECRET),
          ...(secret(env, 'HUBSPOT_API_URL') ? { basePath: secret(env, 'HUBSPOT_API_URL')! } : {}),
        }),
  );
}

/** The drain's CRM part, or nothing when the database is not configured (the e-mail drain says so). */
export function crmDrainDepsFromEnv(
  env: (name: string) => string | undefined,
  db: ServiceRoleConfig | string[],
): { crm?: CrmDrainDeps } {
  if (Array.isArray(db) || CRM_CONFIG.destinations.length === 0) return {};
  return { crm: { store: createPostgrestCrmStore(db), destinations: crmDestinationsFromEnv(env), config: CRM_CONFIG } };
}
