// The site module every page's bundle carries (virtual:content) holds what the app renders, not the
// team's lead settings, which only the functions and the build read.
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../../scripts/content-engine/load.ts';
import { contentModule, SITE_ID } from '../../../../scripts/content-engine/virtual-modules.ts';
import { fixtureSite } from '../../fixture-site.ts';

const { registry } = loadContent({ root: process.cwd(), contentDir: fixtureSite() });

async function siteModule(target: 'serve' | 'client' | 'prerender'): Promise<Record<string, unknown>> {
  const code = contentModule(SITE_ID, registry!, target)!;
  return ((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { site: Record<string, unknown> }).site;
}

describe('the site module (virtual:content)', () => {
  it.each(['serve', 'client', 'prerender'] as const)('leaves out the lead settings (%s)', async (target) => {
    const site = await siteModule(target);
    expect(registry!.site.leads.notify.sales.length).toBeGreaterThan(0);
    expect(site).not.toHaveProperty('leads');
    expect(site).not.toHaveProperty('voiceBudget');
    // The team's CRM endpoints are for the functions only.
    expect(site).not.toHaveProperty('crm');
    expect(JSON.stringify(site)).not.toContain(registry!.site.leads.notify.sales[0]);
  });

  it('keeps every other setting as site.yaml has it', async () => {
    const { leads: _leads, voiceBudget: _voiceBudget, crm: _crm, ...rest } = registry!.site;
    expect(await siteModule('client')).toEqual(JSON.parse(JSON.stringify(rest)));
  });
});
