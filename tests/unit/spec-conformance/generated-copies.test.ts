// The functions cannot read industries/ once deployed, so `npm run generate` (and new:industry) copies
// what they need into supabase/functions/_shared/generated/. These check the copies are current.
import { describe, expect, it } from 'vitest';
import { schedulingPageCopy } from '../../../scripts/build/production-input.ts';
import { siteSchedulingUrl } from '../../../scripts/content-engine/generate/scheduling-page.ts';
import { buildSchedulingLink } from '../../../supabase/functions/_shared/leads/scheduling-link.ts';
import { SCHEDULING_PAGE_URL } from '../../../supabase/functions/_shared/generated/scheduling-page.ts';

describe('scheduling page', () => {
  it('pre-fills the real scheduling page so that its notes field is filled', () => {
    const visitor = { name: 'Ada Lovelace', email: 'ada@example.com', notes: 'Answer after hours' };
    const link = new URL(buildSchedulingLink(new URL(siteSchedulingUrl()), visitor)!);
    expect([...link.searchParams.values()]).toContain('Answer after hours');
  });

  it("the functions' copy is site.yaml's schedulingUrl (npm run generate rewrites it)", () => {
    expect(SCHEDULING_PAGE_URL).toBe(siteSchedulingUrl());
    expect(schedulingPageCopy(process.cwd())).toBe(siteSchedulingUrl());
  });
});

describe('voice agent allow-list', () => {
  it('is the generated copy of the content: every demo flow agent, as npm run generate writes it', async () => {
    const { readFileSync } = await import('node:fs');
    const { loadContent } = await import('../../../scripts/content-engine/load.ts');
    const { VOICE_AGENT_IDS_FILE, voiceAgentFlows, voiceAgentIds, voiceAgentIdsModule } =
      await import('../../../scripts/content-engine/generate/voice-agent-ids.ts');
    const { registry } = loadContent({ root: process.cwd() });
    const ids = voiceAgentIds(registry!, process.cwd());
    expect(readFileSync(VOICE_AGENT_IDS_FILE, 'utf8')).toBe(
      voiceAgentIdsModule(ids, voiceAgentFlows(registry!, process.cwd())),
    );
    for (const route of registry!.routes) {
      if (route.data.kind === 'demo') expect(ids).toContain(route.data.demo.agentId);
    }
  });
});
