import { describe, expect, it } from 'vitest';
import { crmConfig, crmDestinations } from '../../../../scripts/content-engine/generate/crm-config.ts';
import { loadContent } from '../../../../scripts/content-engine/load.ts';
import { fixtureSite } from '../../fixture-site.ts';
import { SiteCrmSchema } from '../../../../schemas/crm.ts';

/** site.yaml `crm:` as the functions get it: the defaults, the destinations and the consent texts. */
describe('crm settings', () => {
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
