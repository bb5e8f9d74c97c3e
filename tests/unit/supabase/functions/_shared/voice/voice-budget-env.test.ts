// @vitest-environment node
// LOCAL_VOICE_BUDGET: the browser tests' backend may size the voice budget for the suite; a hosted
// project never can (voice-budget-env.ts).
import { describe, expect, it } from 'vitest';
import { withLocalVoiceBudget } from '../../../../../../supabase/functions/_shared/voice/voice-budget-env.ts';

const config = { voiceBudget: { perHour: 60, perDay: 300 } };
const envOf = (values: Record<string, string>) => (name: string) => values[name];

describe('LOCAL_VOICE_BUDGET', () => {
  it('keeps site.yaml’s budget when unset', () => {
    expect(withLocalVoiceBudget(config, envOf({}))).toBe(config);
  });

  it('sizes the local stack’s budget', () => {
    expect(withLocalVoiceBudget(config, envOf({ LOCAL_VOICE_BUDGET: '1000/5000' })).voiceBudget).toEqual({
      perHour: 1000,
      perDay: 5000,
    });
  });

  it('is refused, and logged, on the hosted platform and when malformed', () => {
    const errors: string[] = [];
    const log = { error: (line: string) => void errors.push(line) };
    const hosted = envOf({ LOCAL_VOICE_BUDGET: '1000/5000', SB_REGION: 'eu-central-1' });
    expect(withLocalVoiceBudget(config, hosted, log)).toBe(config);
    expect(withLocalVoiceBudget(config, envOf({ LOCAL_VOICE_BUDGET: 'lots' }), log)).toBe(config);
    expect(errors).toEqual([expect.stringMatching(/only the local stack/), expect.stringMatching(/perHour\/perDay/)]);
  });
});
