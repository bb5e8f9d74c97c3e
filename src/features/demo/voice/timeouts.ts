/**
 * Every step before the socket opens has its own limit, so Start never hangs on "Connecting…": the
 * signed link (invokeFunction's own timeout, REQUEST_TIMEOUT_MS in src/lib/backend.ts), the microphone
 * prompt and the socket. A step that runs out rejects with a StartTimeoutError.
 */
export const MICROPHONE_TIMEOUT_MS = 30_000;
export const CONNECT_TIMEOUT_MS = 15_000;
/** Stop waiting for the SDK's goodbye after hanging up. */
export const END_TIMEOUT_MS = 3_000;

/** The named step took longer than its limit. */
export class StartTimeoutError extends Error {
  readonly step: 'signed-url' | 'microphone' | 'socket';

  constructor(step: StartTimeoutError['step']) {
    super(`The ${step} step timed out`);
    this.step = step;
    this.name = 'StartTimeoutError';
  }
}

/** Rejects with a StartTimeoutError when `promise` has not settled after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, step: StartTimeoutError['step']): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StartTimeoutError(step)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}
