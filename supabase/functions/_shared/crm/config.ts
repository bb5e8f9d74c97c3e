// The CRM destinations as the functions get them: generated from site.yaml `crm:` by `npm run generate`
// (generated/crm-config.ts), since a deployed function cannot read YAML. Secrets are never here: each
// webhook's signing key and the HubSpot token are function secrets (secretNames below, DEPLOY.md).
import type { CrmEventType } from './events.ts';

/** A team endpoint (Zapier, Make, n8n, its own) that gets every event signed per Standard Webhooks. */
export interface WebhookDestinationConfig {
  kind: 'webhook';
  /** Unique; names the delivery rows and the secret, e.g. "zapier". */
  name: string;
  url: string;
  /** The event types it gets. */
  events: readonly CrmEventType[];
}

/** HubSpot through its API: contacts by e-mail, a note per call, the GDPR delete. */
export interface HubspotDestinationConfig {
  kind: 'hubspot';
  name: 'hubspot';
  /** HubSpot contact property → the lead field it holds (a path in the event's data, e.g. "person.name"). */
  properties: Readonly<Record<string, string>>;
  /** HubSpot's legal basis recorded with a lead that gave consent (contact property hs_legal_basis). */
  legalBasis: string;
  events: readonly CrmEventType[];
}

export type CrmDestinationConfig = WebhookDestinationConfig | HubspotDestinationConfig;

/** The consent texts a lead was shown, by source, in the site language. */
export interface ConsentTexts {
  contact: string | null;
  bookDemo: string | null;
  /** By voice flow: the Call me consent checkbox text. */
  callMe: Readonly<Record<string, string>>;
  /** By voice flow: the consent line shown before the microphone opens. */
  voice: Readonly<Record<string, string>>;
}

export interface CrmConfig {
  destinations: readonly CrmDestinationConfig[];
  consent: ConsentTexts;
  /** Voice flows whose leads go to the CRM (flows that notify sales; interviews stay out). */
  salesFlows: readonly string[];
}

/** The function secret holding a webhook's signing key: CRM_WEBHOOK_SECRET_<NAME>, e.g. CRM_WEBHOOK_SECRET_ZAPIER. */
export const webhookSecretName = (name: string) =>
  `CRM_WEBHOOK_SECRET_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
/** The function secret holding the HubSpot private app's access token. */
export const HUBSPOT_TOKEN_SECRET = 'HUBSPOT_ACCESS_TOKEN';
