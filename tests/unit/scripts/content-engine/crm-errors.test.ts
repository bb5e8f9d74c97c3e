import { describe, expect, it } from 'vitest';
import { crmConfig, crmDestinations } from '../../../../scripts/content-engine/generate/crm-config.ts';
import { loadContent } from '../../../../scripts/content-engine/load.ts';
import { fixtureSite } from '../../fixture-site.ts';
import { SiteCrmSchema } from '../../../../schemas/crm.ts';
import { fixtureProblems } from '../../support/content.ts';

/** site.yaml `crm:` mistakes with the exact text the author reads (fixtures in tests/fixtures/content/malformed). */
describe('crm validation messages', () => {
  it('reports a bad webhook name, a plain-http address and a secret written into the YAML', () => {
    expect(fixtureProblems('site.crm-webhook.yaml')).toMatchInlineSnapshot(`
      "industries/site.yaml:31:13 crm.webhooks[0].name: Use lower-case letters, digits and dashes, starting with a letter, e.g. zapier
      industries/site.yaml:32:12 crm.webhooks[0].url: Give the https address the receiver shows, e.g. https://hooks.zapier.com/hooks/catch/1/abc/
      industries/site.yaml:33:7 crm.webhooks[0].secret: Unknown key "secret": rename it to one of the allowed keys or delete it. Allowed keys: name, url, events"
    `);
  });

  it('reports two webhooks with one name and a HubSpot property mapped to no lead field', () => {
    expect(fixtureProblems('site.crm-hubspot.yaml')).toMatchInlineSnapshot(`
      "industries/site.yaml:31:5 crm.webhooks: Each webhook needs a name of its own: two share one
      industries/site.yaml:38:14 crm.hubspot.properties.email: Expected one of: "person.name", "person.firstName", "person.lastName", "person.email", "person.phone", "person.company", "person.website", "leadId", "source", "flow", "page", "locale", "consent.text", "call.summary", "call.successful"; got text "person.mail". Did you mean "person.email"?"
    `);
  });

  it('gives HubSpot the default property mapping and every event when only enabled', () => {
    const crm = SiteCrmSchema.parse({ hubspot: { enabled: true } });
    expect(crmDestinations(crm)).toEqual([
      expect.objectContaining({ kind: 'hubspot', events: ['lead.created', 'meeting.booked', 'lead.forgotten'] }),
    ]);
    expect(crm.hubspot.properties).toMatchObject({ email: 'person.email', site_lead_id: 'leadId' });
    expect(crmDestinations(SiteCrmSchema.parse(undefined))).toEqual([]);
  });

  it('gives the functions the consent texts each lead was shown, and keeps interview flows out', () => {
    const { registry } = loadContent({ root: process.cwd(), contentDir: fixtureSite() });
    const config = crmConfig(registry!);
    expect(config.consent.contact).toMatch(/privacy policy/);
    expect(Object.values(config.consent.voice).length).toBeGreaterThan(0);
    expect(config.salesFlows.length).toBeGreaterThan(0);
    expect(config.salesFlows.some((flow) => flow.startsWith('interview'))).toBe(false);
    expect(config.destinations.map((destination) => destination.name)).toEqual(['sales-automation', 'hubspot']);
  });
});
