import { configure, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';

// Toasts and the dialog's close transition can take over a second when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

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
  return { client: { from, functions: { invoke } }, from, insert, abortSignal, invoke };
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

/** Waits for the toast with this title and returns it; Mantine renders toasts as role="alert". */
export async function findToast(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = screen.queryAllByRole('alert').find((alert) => within(alert).queryByText(title));
    if (!toast) throw new Error(`No toast titled "${title}"`);
    return toast;
  });
}

/** Asserts a toast with exactly this title and message is showing. */
export async function expectToast(title: string, message: string): Promise<HTMLElement> {
  const toast = await findToast(title);
  expect(within(toast).getByText(title)).toBeInTheDocument();
  expect(within(toast).getByText(message)).toBeInTheDocument();
  return toast;
}
