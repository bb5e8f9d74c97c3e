import { z } from 'zod';

/** The CRM events a destination can take (supabase/functions/_shared/crm/events.ts defines their bodies). */
export const CRM_EVENT_TYPES = ['lead.created', 'meeting.booked', 'lead.forgotten'] as const;

/** The lead fields a HubSpot property can hold: paths in a lead event's data, plus the name split in two. */
export const CRM_LEAD_FIELDS = [
  'person.name',
  'person.firstName',
  'person.lastName',
  'person.email',
  'person.phone',
  'person.company',
  'person.website',
  'leadId',
  'source',
  'flow',
  'page',
  'locale',
  'consent.text',
  'call.summary',
  'call.successful',
] as const;

const EventsSchema = z
  .array(z.enum(CRM_EVENT_TYPES))
  .min(1)
  .default([...CRM_EVENT_TYPES])
  .describe('The events it gets: lead.created, meeting.booked, lead.forgotten. Default all three.');

/** One webhook endpoint; its signing secret is the function secret CRM_WEBHOOK_SECRET_<NAME> (DEPLOY.md). */
export const CrmWebhookSchema = z
  .strictObject({
    name: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,39}$/, 'Use lower-case letters, digits and dashes, starting with a letter, e.g. zapier')
      .refine((name) => name !== 'hubspot', 'hubspot is the built-in HubSpot destination: pick another name')
      .describe(
        'A short unique name, e.g. zapier; the signing secret is CRM_WEBHOOK_SECRET_<NAME> (CRM_WEBHOOK_SECRET_ZAPIER).',
      ),
    url: z
      .url({
        protocol: /^https$/,
        error: 'Give the https address the receiver shows, e.g. https://hooks.zapier.com/hooks/catch/1/abc/',
      })
      .describe('The https address that receives the events, e.g. https://hooks.zapier.com/hooks/catch/1/abc/.'),
    events: EventsSchema,
  })
  .describe('A webhook endpoint (Zapier, Make, n8n or your own) that gets each event signed per Standard Webhooks.');

/** The default HubSpot contact properties: standard ones plus three custom ones DEPLOY.md creates. */
export const DEFAULT_HUBSPOT_PROPERTIES = {
  email: 'person.email',
  firstname: 'person.firstName',
  lastname: 'person.lastName',
  phone: 'person.phone',
  company: 'person.company',
  website: 'person.website',
  site_lead_id: 'leadId',
  site_lead_source: 'source',
  site_lead_locale: 'locale',
} as const;

export const CrmHubspotSchema = z
  .strictObject({
    enabled: z
      .boolean()
      .default(false)
      .describe('Send leads to HubSpot; the token is the function secret HUBSPOT_ACCESS_TOKEN. Default false.'),
    properties: z
      .record(
        z
          .string()
          .regex(/^[a-z][a-z0-9_]{0,99}$/, 'HubSpot property names are lower-case internal names, e.g. firstname'),
        z.enum(CRM_LEAD_FIELDS),
      )
      .default({ ...DEFAULT_HUBSPOT_PROPERTIES })
      .describe(
        'HubSpot contact property → lead field, e.g. { firstname: person.firstName }. Default: e-mail, names, phone, company, website, site_lead_id, site_lead_source, site_lead_locale.',
      ),
    legalBasis: z
      .string()
      .min(1)
      .default('Freely given consent from contact')
      .describe(
        'HubSpot legal basis (hs_legal_basis) recorded when the lead gave consent. Default "Freely given consent from contact".',
      ),
    events: EventsSchema,
  })
  .refine((hubspot) => !hubspot.enabled || Object.values(hubspot.properties).includes('leadId'), {
    path: ['properties'],
    message: 'Map one property to leadId (default site_lead_id): leads without an e-mail are kept apart by it',
  })
  .describe('HubSpot: each lead becomes a contact (by e-mail), with a note holding the call.');

/** site.yaml `crm`: where each lead goes besides the team's e-mail. */
export const SiteCrmSchema = z
  .strictObject({
    webhooks: z
      .array(CrmWebhookSchema)
      .max(20)
      .default([])
      .refine((hooks) => new Set(hooks.map((hook) => hook.name)).size === hooks.length, {
        message: 'Each webhook needs a name of its own: two share one',
      })
      .describe('Webhook endpoints, each with its name and url. Default none.'),
    hubspot: CrmHubspotSchema.default({
      enabled: false,
      properties: { ...DEFAULT_HUBSPOT_PROPERTIES },
      legalBasis: 'Freely given consent from contact',
      events: [...CRM_EVENT_TYPES],
    }),
  })
  .default({
    webhooks: [],
    hubspot: {
      enabled: false,
      properties: { ...DEFAULT_HUBSPOT_PROPERTIES },
      legalBasis: 'Freely given consent from contact',
      events: [...CRM_EVENT_TYPES],
    },
  })
  .describe('The sales team\u2019s CRM: webhook endpoints and HubSpot. Secrets are function secrets, never here.');

export type SiteCrm = z.output<typeof SiteCrmSchema>;
