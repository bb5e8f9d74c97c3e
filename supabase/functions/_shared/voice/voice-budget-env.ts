// Switches that relax a limit for the local stack's browser tests, where some 200 tests share one database
// within the hour and start more voice demos and calls than the site's real numbers allow:
// LOCAL_VOICE_BUDGET (the browser demos' budget, site.yaml voiceBudget) and LOCAL_CALL_ME_CAP (the cap on
// Call me calls, site.yaml callMe.callsPerHour / callsPerDay), each "perHour/perDay", e.g. 1000/5000.
// The limits' own behaviour is pinned by unit tests and `npm run abuse`, on the site's numbers.
//
// Fail-safe: a switch is honoured only where the runtime positively says it is the local stack, with the
// marker the local stack sets itself (LOCAL_STACK, scripts/local-stack/supabase/function-secrets.ts) and
// no hosted platform's SB_REGION (https://supabase.com/docs/guides/functions/secrets). A missing platform
// variable proves nothing (a self-hosted Supabase sets none), so its absence never opens a switch.
import type { VoiceBudget } from '../http/limits.ts';
import type { VoiceLeadsConfig } from './voice-leads.ts';

type EnvReader = (name: string) => string | undefined;
type Log = Pick<Console, 'error'>;

/** The marker's name and value, set by the local stack for its functions and nowhere else. */
export const LOCAL_STACK_MARKER = { name: 'LOCAL_STACK', value: 'scripts/local-stack' } as const;

/** True only where the local stack marked the runtime as its own. */
export function isMarkedLocal(env: EnvReader): boolean {
  return env(LOCAL_STACK_MARKER.name)?.trim() === LOCAL_STACK_MARKER.value && !env('SB_REGION')?.trim();
}

/** The "perHour/perDay" a switch gives where it is allowed, else null (a refused switch is logged). */
export function localSwitch(name: string, env: EnvReader, log: Log): VoiceBudget | null {
  const raw = env(name)?.trim();
  if (!raw) return null;
  const match = /^(\d{1,6})\/(\d{1,7})$/.exec(raw);
  if (!isMarkedLocal(env) || !match) {
    const why = match
      ? `only the local stack may set it (${LOCAL_STACK_MARKER.name} not set by it)`
      : 'use perHour/perDay, e.g. 1000/5000';
    log.error(`${name}=${raw} ignored: ${why}.`);
    return null;
  }
  return { perHour: Number(match[1]), perDay: Number(match[2]) };
}

/** `config` with the budget LOCAL_VOICE_BUDGET gives, where allowed. */
export function withLocalVoiceBudget<T extends Pick<VoiceLeadsConfig, 'voiceBudget'>>(
  config: T,
  env: EnvReader,
  log: Log = console,
): T {
  const budget = localSwitch('LOCAL_VOICE_BUDGET', env, log);
  return budget ? { ...config, voiceBudget: budget } : config;
}

/** The cap on Call me calls: site.yaml's, or LOCAL_CALL_ME_CAP's where allowed. */
export function callCapFromEnv(
  config: { callsPerHour: number; callsPerDay: number },
  env: EnvReader,
  log: Log = console,
): VoiceBudget {
  return localSwitch('LOCAL_CALL_ME_CAP', env, log) ?? { perHour: config.callsPerHour, perDay: config.callsPerDay };
}
