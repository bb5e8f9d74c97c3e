// @vitest-environment node
// ElevenLabs keeps a conversation until told (platform_settings.privacy.retention_days): every agent is
// pushed with the period the privacy policy states for the voice-agent provider's copy, read from the
// policy's own text, so the two cannot drift apart.
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../scripts/content-engine/load.ts';
import { deriveAgentConfig } from '../../../scripts/ops/agents/derive.ts';
import { loadFlows } from '../../../scripts/ops/agents/flows.ts';

const { registry } = loadContent({ root: process.cwd() });
if (!registry) throw new Error('The content does not load: run npm run validate');

/** The days the privacy policy gives for what the voice-agent provider holds. */
function providerRetentionDays(): number {
  const policy = registry!.routes.find((route) => route.path === '/privacy-policy');
  const sentences = JSON.stringify(policy?.data).split(/(?<=\.)\s|\\n|","/);
  const stated = sentences.filter((sentence) => /voice-agent provider/.test(sentence) && /\d+ days/.test(sentence));
  expect(stated, 'the privacy policy states a period in days for the voice-agent provider').toHaveLength(1);
  return Number(/(\d+) days/.exec(stated[0]!)![1]);
}

describe("the voice agents' conversation retention", () => {
  it('is the period the privacy policy states for the provider, on every agent', () => {
    const days = providerRetentionDays();
    const configs = loadFlows(process.cwd())
      .flows.map((flow) => deriveAgentConfig(flow))
      .filter(Boolean);
    expect(configs.length).toBeGreaterThan(0);
    for (const config of configs) expect(config!.platformSettings.privacy).toEqual({ retentionDays: days });
  });
});
