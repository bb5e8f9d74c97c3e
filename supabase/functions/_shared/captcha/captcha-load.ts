// The difficulty dial: the global rate-limit counts are an alarm, not a wall (issue 28). Under load the
// captcha challenge gets harder, so each further call costs a script more work, while a verified
// visitor is still served.
import type { Logger } from '../http/log.ts';
import { RATE_LIMITS } from '../http/limits.ts';
import { postgrest, type ServiceRoleConfig } from '../database/postgrest.ts';

/**
 * Base difficulty: the solver tries maxnumber / 2 hashes on average. Measured 2026-11-25 with
 * scripts/local-checks/abuse/solve-time.ts (Chromium 156, CPU throttled 4x, secret number maxnumber / 2; the
 * machine at load 14 on 2 cores, so a real mid-range phone is faster):
 *   maxnumber     site solver (altcha-solver.ts)   altcha-lib v1 solveChallenge (crypto.subtle)
 *      50,000     0.37 s                           1.64 s
 *     200,000     1.74 s                           5.88 s
 *   1,000,000    10.70 s                          29.24 s
 * 200,000 is solved in the background between the first focus and the first submit (a form takes
 * longer to fill than 2 s; 4x the old 50,000), while 1,000,000 (altcha-lib's default) could keep a
 * quick voice-demo start waiting.
 */
export const CAPTCHA_MAXNUMBER = 200_000;

/** Under load: at half of any bucket's alarm level twice as hard, past it 5x (about 9 s above). */
const LOAD_STEPS = [
  { atLeast: 1, factor: 5 },
  { atLeast: 0.5, factor: 2 },
] as const;

/** Global verified hits per bucket in the current window. */
export interface LoadReader {
  current(): Promise<Record<string, number>>;
}

/** The highest share of its alarm level any bucket has reached (0 = quiet, 1 = at the level). */
export function loadRatio(hits: Record<string, number>): number {
  let ratio = 0;
  for (const [bucket, limit] of Object.entries(RATE_LIMITS)) {
    ratio = Math.max(ratio, (hits[bucket] ?? 0) / limit.global);
  }
  return ratio;
}

/** The maxnumber to issue now. A failed load read falls back to the base: the challenge must not fail. */
export async function difficultyFor(load: LoadReader | undefined, log?: Pick<Logger, 'warn'>): Promise<number> {
  if (!load) return CAPTCHA_MAXNUMBER;
  let ratio = 0;
  try {
    ratio = loadRatio(await load.current());
  } catch (error) {
    log?.warn(`captcha-challenge: could not read the load, base difficulty: ${String(error)}`);
  }
  const step = LOAD_STEPS.find((candidate) => ratio >= candidate.atLeast);
  if (!step) return CAPTCHA_MAXNUMBER;
  log?.warn(
    `captcha-challenge: verified calls at ${Math.round(ratio * 100)}% of an alarm level; difficulty x${step.factor}.`,
  );
  return CAPTCHA_MAXNUMBER * step.factor;
}

/** Keeps one reading for `ttlMs`, so a burst of challenge requests costs one database read. */
export function cachedLoad(reader: LoadReader, ttlMs = 10_000, now: () => number = Date.now): LoadReader {
  let cached: { at: number; value: Promise<Record<string, number>> } | null = null;
  return {
    current() {
      if (cached === null || now() - cached.at > ttlMs) {
        const value = reader.current();
        cached = { at: now(), value };
        value.catch(() => (cached = null));
      }
      return cached.value;
    },
  };
}

/** public.rate_limit_load over PostgREST (service role). All buckets share one window length. */
export function createPostgrestLoadReader(config: ServiceRoleConfig): LoadReader {
  const call = postgrest(config, 'rpc/rate_limit_load', 5_000);
  const windowSeconds = RATE_LIMITS['send-demo-request'].windowSeconds;
  return cachedLoad({
    async current() {
      const value: unknown = await (await call('', 'POST', { p_window_seconds: windowSeconds })).json();
      if (typeof value !== 'object' || value === null) throw new Error('rate_limit_load answered no object');
      return value as Record<string, number>;
    },
  });
}
