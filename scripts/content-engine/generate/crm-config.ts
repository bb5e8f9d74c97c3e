// The deployed functions cannot read YAML, so `npm run generate` writes site.yaml `crm:` next to them: the
// destinations (never their secrets), the consent texts each lead was shown, and the flows whose sessions
// are sales leads. It also writes the events' JSON Schema that docs/crm-events.md publishes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { SiteCrm } from '../../../schemas/crm.ts';
import type { CrmConfig } from '../../../supabase/functions/_shared/crm/config.ts';
import { CrmEventSchema } from '../../../supabase/functions/_shared/crm/events.ts';
import { loadContent } from '../load.ts';
import type { Registry } from '../types.ts';

export const CRM_CONFIG_FILE = 'supabase/functions/_shared/generated/crm-config.ts';
export const CRM_EVENTS_SCHEMA_FILE = 'docs/crm-events.schema.json';

/** The destinations of site.yaml `crm:` as the drain reads them. */
export function crmDestinations(crm: SiteCrm): CrmConfig['destinations'] {
  const hooks = crm.webhooks.map((hook) => ({ kind: 'webhook' as const, ...hook }));
  if (!crm.hubspot.enabled) return hooks;
  const { properties, legalBasis, events } = crm.hubspot;
  return [...hooks, { kind: 'hubspot' as const, name: 'hubspot' as const, properties, legalBasis, events }];
}

/** The contact form's privacy checkbox text, which the visitor must tick (schemas/sections/contact-form.ts). */
function contactConsent(registry: Registry): string | null {
  for (const route of registry.routes) {
    if (route.data.kind !== 'page' && route.data.kind !== 'landing') continue;
    const form = route.data.sections.find((section) => section.type === 'contact-form');
    if (form && 'privacyLabel' in form) return form.privacyLabel;
  }
  return null;
}

export function crmConfig(registry: Registry): CrmConfig {
  const voice: Record<string, string> = {};
  const callMe: Record<string, string> = {};
  const salesFlows: string[] = [];
  for (const route of registry.routes) {
    if (route.data.kind !== 'demo') continue;
    const { session, notify } = route.data.demo;
    if (session.consentNotice.trim()) voice[route.data.slug] = session.consentNotice;
    if (session.callMe.enabled)
      callMe[route.data.slug] = session.callMe.consent.replaceAll('{brand}', registry.site.brand.name);
    if (notify === 'sales') salesFlows.push(route.data.slug);
  }
  return {
    destinations: crmDestinations(registry.site.crm),
    consent: { contact: contactConsent(registry), bookDemo: null, callMe, voice },
    salesFlows,
  };
}

export function crmConfigModule(registry: Registry): string {
  return [
    '// Generated from industries/site.yaml `crm` and the flows by `npm run generate`; edit the YAML, not this',
    '// file. The functions cannot read YAML once deployed; secrets are function secrets, never here.',
    "import type { CrmConfig } from '../crm/config.ts';",
    '',
    `export const CRM_CONFIG: CrmConfig = ${JSON.stringify(crmConfig(registry), null, 2)};`,
    '',
  ].join('\n');
}

/** The events' JSON Schema, from the zod schemas the drain checks each body with. */
export function crmEventsJsonSchema(): string {
  return `${JSON.stringify(z.toJSONSchema(CrmEventSchema, { target: 'draft-2020-12' }), null, 2)}\n`;
}

export function writeCrmConfig(root = process.cwd()): string {
  const { registry, problems } = loadContent({ root });
  if (!registry) throw new Error(`The content has ${problems.length} problem(s): run npm run validate.`);
  writeFileSync(join(root, CRM_CONFIG_FILE), crmConfigModule(registry));
  writeFileSync(join(root, CRM_EVENTS_SCHEMA_FILE), crmEventsJsonSchema());
  return `${CRM_CONFIG_FILE} and ${CRM_EVENTS_SCHEMA_FILE}`;
}
