import { configure, screen, waitFor, within } from '@testing-library/react';
import { createChallenge } from '../../../supabase/functions/_shared/captcha/altcha.ts';
import { expect, vi } from 'vitest';

// Toasts and the dialog's close transition can take over a second when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

/** One HTTP answer of the fake backend: the status and the JSON body (none when left out). */
export interface FakeReply {
  status: number;
  body?: unknown;
}

/** Answers the form's calls get; override one per test. */
export interface FakeAnswers {
  /** POST /rest/v1/demo_requests; default 201 with no body, as PostgREST answers return=minimal. */
  insert?: () => Promise<FakeReply>;
  /** POST /functions/v1/<name>; default 200 with `null`. */
  invoke?: (name: string) => Promise<FakeReply>;
}

/**
 * Stands in for the backend at the network boundary: replaces `fetch`, and records each insert and
 * function call (with its parsed JSON body and headers) as a spy. Undo with vi.unstubAllGlobals().
 */
export function fakeBackend(answers: FakeAnswers = {}) {
  const insert = vi.fn((_row: unknown, _headers: Headers, _url: URL) =>
    (answers.insert ?? (async () => ({ status: 201 })))(),
  );
  const invoke = vi.fn((name: string, _body: unknown, _headers: Headers) =>
    (answers.invoke ?? (async () => ({ status: 200, body: null })))(name),
  );
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const { pathname } = url;
    const body: unknown = JSON.parse(String(init.body));
    const headers = new Headers(init.headers);
    const reply: FakeReply =
      pathname === '/rest/v1/demo_requests'
        ? await insert(body, headers, url)
        : pathname.startsWith('/functions/v1/')
          ? await invoke(pathname.slice('/functions/v1/'.length), body, headers)
          : { status: 404, body: { message: `nothing at ${pathname}` } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
  });
  // The captcha fetches its challenge on the first focus; answered apart (a trivial one), so `fetch`
  // keeps counting only the calls that send the visitor's data.
  const captcha = vi.fn(async () =>
    Response.json(await createChallenge({ hmacKey: 'test', maxnumber: 10, expiresInSeconds: 60 })),
  );
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    new URL(String(input)).pathname === '/functions/v1/captcha-challenge' ? captcha() : fetch(input, init),
  );
  return { fetch, insert, invoke, captcha };
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
