// @vitest-environment node
// One value, two readers: the retention period and the flows' notify settings come from YAML, and
// the functions' generated copy must match it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  retentionCronSql,
  VOICE_LEADS_CONFIG_FILE,
  voiceLeadsConfig,
  voiceLeadsConfigModule,
} from '../../../scripts/content-engine/generate/voice-leads-config.ts';
import { loadContent } from '../../../scripts/content-engine/load.ts';
import { RETENTION_DAYS_TOKEN } from '../../../scripts/content-engine/registry.ts';
import { VOICE_LEADS_CONFIG } from '../../../supabase/functions/_shared/generated/voice-leads-config.ts';

const { registry } = loadContent({ root: process.cwd() });
if (!registry) throw new Error('The content does not load: run npm run validate');

describe('voice lead settings from YAML', () => {
  it("the functions' copy is up to date (npm run generate)", () => {
    expect(readFileSync(VOICE_LEADS_CONFIG_FILE, 'utf8')).toBe(voiceLeadsConfigModule(registry));
    expect(VOICE_LEADS_CONFIG).toEqual(voiceLeadsConfig(registry));
  });

  it('names every flow, and interviews go to hiring with their transcript', () => {
    // One entry per flow: a translated page (/es/healthcare-demo) is the same flow as its source.
    const demos = registry.routes.flatMap((route) =>
      route.data.kind === 'demo' &&
      (route.data.language?.code ?? registry.site.sourceLocale) === registry.site.sourceLocale
        ? [route.data]
        : [],
    );
    expect(Object.keys(VOICE_LEADS_CONFIG.flows).sort()).toEqual(demos.map((data) => data.slug).sort());
    for (const data of demos.filter((flow) => flow.demo.kind === 'interview')) {
      expect(VOICE_LEADS_CONFIG.flows[data.slug]).toEqual({ notify: 'hiring', keepTranscript: true });
    }
    expect(VOICE_LEADS_CONFIG.teams.sales?.length).toBeGreaterThan(0);
    expect(VOICE_LEADS_CONFIG.teams.hiring?.length).toBeGreaterThan(0);
  });

  it('the privacy policy states the retention period the deletion job uses', () => {
    const policy = registry.routes.find((route) => route.path === '/privacy-policy');
    const text = JSON.stringify(policy?.data);
    expect(text).not.toContain(RETENTION_DAYS_TOKEN);
    expect(text).toContain(`deleted automatically ${registry.site.leads.retentionDays} days after the session`);
    expect(VOICE_LEADS_CONFIG.retentionDays).toBe(registry.site.leads.retentionDays);
    expect(retentionCronSql(registry.site.leads.retentionDays)).toContain(
      `public.delete_expired_voice_sessions(${registry.site.leads.retentionDays})`,
    );
  });
});
