import { vi } from 'vitest';

/** Answers the form's calls get; override one per test. */
export interface FakeAnswers {
  insert?: () => Promise<{ error: { message: string } | null }>;
  invoke?: () => Promise<{ data: unknown; error: Error | null }>;
}

/** A stand-in for the supabase-js client with just the calls the lead forms make, each a spy. */
export function fakeSupabase(answers: FakeAnswers = {}) {
  const abortSignal = vi.fn(answers.insert ?? (async () => ({ error: null })));
  const insert = vi.fn(() => ({ abortSignal }));
  const from = vi.fn(() => ({ insert }));
  const invoke = vi.fn(answers.invoke ?? (async () => ({ data: null, error: null })));
  return { client: { from, functions: { invoke } }, from, insert, invoke };
}

/** A promise plus the functions that settle it, to look at the UI while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
