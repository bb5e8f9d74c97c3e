// The field-by-field comparison behind agents:push and its --dry-run: only what the YAML sets counts.
import { describe, expect, it } from 'vitest';
import { agentDifferences, formatDifference } from '../../../../../scripts/ops/agents/compare.ts';
import type { DerivedAgentConfig } from '../../../../../scripts/ops/agents/derive.ts';

const wanted: DerivedAgentConfig = {
  name: 'Front desk',
  tags: ['website', 'clinic'],
  conversationConfig: { agent: { prompt: { prompt: 'You are the receptionist.' }, language: 'en' } },
  platformSettings: { queueingConfig: { enabled: false, waitTimeoutSeconds: 60 } },
};

describe('agent differences', () => {
  it('ignores the fields the API adds and names each differing one by its wire path', () => {
    const live = {
      agentId: 'agent_1',
      name: 'Front desk',
      tags: ['clinic', 'website'],
      metadata: { createdAtUnixSecs: 1 },
      conversationConfig: { agent: { prompt: { prompt: 'You are the receptionist.', llm: 'x' }, language: 'en' } },
      platformSettings: { queueingConfig: { enabled: true } },
    };
    expect(agentDifferences(wanted, live)).toEqual([
      { path: 'tags', live: ['clinic', 'website'], wanted: ['website', 'clinic'] },
      { path: 'platform_settings.queueing_config.enabled', live: true, wanted: false },
      { path: 'platform_settings.queueing_config.wait_timeout_seconds', live: undefined, wanted: 60 },
    ]);
    expect(agentDifferences(wanted, { ...live, tags: wanted.tags, platformSettings: wanted.platformSettings })).toEqual(
      [],
    );
  });

  it('shows where a long prompt changed, with both lengths', () => {
    const before = `${'You are the receptionist of a busy clinic. '.repeat(3)}Offer a morning slot.`;
    const after = `${'You are the receptionist of a busy clinic. '.repeat(3)}Offer an evening slot.`;
    const line = formatDifference({ path: 'conversation_config.agent.prompt.prompt', live: before, wanted: after });
    expect(line).toContain('morning');
    expect(line).toContain('evening');
    expect(line).toContain(`(${before.length} characters) → `);
    expect(formatDifference({ path: 'x', live: undefined, wanted: 3 })).toBe('x: (not set) → 3');
  });
});
