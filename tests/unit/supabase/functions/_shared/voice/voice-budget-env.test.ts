// @vitest-environment node
// LOCAL_VOICE_BUDGET and LOCAL_CALL_ME_CAP: the browser tests' backend may size the voice budget and the
// cap on calls for the suite, but only where the local stack marked the runtime as its own; a runtime
// without the marker (a self-hosted Supabase sets no SB_REGION either) never can (voice-budget-env.ts).
import { describe, expect, it } from 'vitest';
import {
  callCapFromEnv,
  LOCAL_STACK_MARKER,
  withLocalVoiceBudget,
} from '../../../../../../supabase/functions/_shared/voice/voice-budget-env.ts';
import { localFunctionSecrets } from '../../../../../../scripts/local-stack/supabase/function-secrets.ts';

const config = { voiceBudget: { perHour: 60, perDay: 300 } };
const envOf = (values: Record<string, string>) => (name: string) => values[name];
const local = { [LOCAL_STACK_MARKER.name]: LOCAL_STACK_MARKER.value };
const quiet = { error() {} };

describe('LOCAL_VOICE_BUDGET', () => {
  it('keeps site.yaml’s budget when unset', () => {
    expect(withLocalVoiceBudget(config, envOf(local))).toBe(config);
  });

  it('sizes the budget where the local stack marked the runtime', () => {
    expect(withLocalVoiceBudget(config, envOf({ ...local, LOCAL_VOICE_BUDGET: '1000/5000' })).voiceBudget).toEqual({
      perHour: 1000,
      perDay: 5000,
    });
  });

  it('is refused, and logged, without the marker (even with no platform variable at all), on the hosted platform and when malformed', () => {
    const errors: string[] = [];
    const log = { error: (line: string) => void errors.push(line) };
    const selfHosted = envOf({ LOCAL_VOICE_BUDGET: '1000/5000' });
    const hosted = envOf({ ...local, LOCAL_VOICE_BUDGET: '1000/5000', SB_REGION: 'eu-central-1' });
    const wrongMarker = envOf({ [LOCAL_STACK_MARKER.name]: '1', LOCAL_VOICE_BUDGET: '1000/5000' });
    expect(withLocalVoiceBudget(config, selfHosted, log)).toBe(config);
    expect(withLocalVoiceBudget(config, hosted, log)).toBe(config);
    expect(withLocalVoiceBudget(config, wrongMarker, log)).toBe(config);
    expect(withLocalVoiceBudget(config, envOf({ ...local, LOCAL_VOICE_BUDGET: 'lots' }), log)).toBe(config);
    expect(errors).toEqual([
      expect.stringMatching(/only the local stack/),
      expect.stringMatching(/only the local stack/),
      expect.stringMatching(/only the local stack/),
      expect.stringMatching(/perHour\/perDay/),
    ]);
  });
});

describe('LOCAL_CALL_ME_CAP', () => {
  const site = { callsPerHour: 20, callsPerDay: 60 };
  it('is site.yaml’s cap unless the marked local stack raises it', () => {
    expect(callCapFromEnv(site, envOf({ LOCAL_CALL_ME_CAP: '1000/5000' }), quiet)).toEqual({ perHour: 20, perDay: 60 });
    expect(callCapFromEnv(site, envOf({ ...local, LOCAL_CALL_ME_CAP: '1000/5000' }), quiet)).toEqual({
      perHour: 1000,
      perDay: 5000,
    });
  });
});

describe('the local stack’s marker', () => {
  it('is set by the local stack for its functions, and by nothing a project deploys', () => {
    const secrets = localFunctionSecrets('http://127.0.0.1:4173', {
      allowedOrigins: '*',
      hmacKey: 'k',
      webhookSecret: 'w',
    });
    expect(secrets[LOCAL_STACK_MARKER.name]).toBe(LOCAL_STACK_MARKER.value);
  });
});
