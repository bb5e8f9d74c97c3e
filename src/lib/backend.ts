/**
 * The one way the browser talks to the backend (Supabase, or the embedded local backend): plain fetch
 * with the anon key, JSON in, errors thrown. No SDK: the forms make two kinds of call (an edge function,
 * an insert), and supabase-js would cost every lead form ~50 kB gzip for them.
 */

/** Long enough for a slow mobile connection, short enough that a pending button never hangs. */
export const REQUEST_TIMEOUT_MS = 20_000;

export interface RequestOptions {
  /** Cancels the request, e.g. when the visitor leaves the page. */
  signal?: AbortSignal;
  /** Gives up after this many milliseconds. Default REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
}

/**
 * Where the backend lives. With VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY unset, the site talks to
 * the embedded local backend on its own origin (served by `npm start` and `npm run dev`).
 */
export function backendConfig(): { url: string; anonKey: string } {
  const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;
  if (url && anonKey) return { url: url.replace(/\/$/, ''), anonKey };
  return {
    url: typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin,
    anonKey: 'local-anon-key',
  };
}

/** Aborts on the caller's signal or at the timeout, whichever comes first. */
function abortSignal({ signal, timeoutMs = REQUEST_TIMEOUT_MS }: RequestOptions): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return timeout;
  // Safari before 17.4 has no AbortSignal.any: there the caller's signal alone decides.
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
}

/** POSTs JSON with the anon key; throws on a network failure, a timeout or a non-2xx answer. */
async function post(path: string, body: unknown, options: RequestOptions, headers: Record<string, string> = {}) {
  const { url, anonKey } = backendConfig();
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: anonKey, Authorization: `Bearer ${anonKey}`, ...headers },
    body: JSON.stringify(body),
    signal: abortSignal(options),
  });
  if (response.ok) return response;
  // Functions answer { error }, PostgREST { message }; neither is shown to visitors, only logged.
  const payload = (await response.json().catch(() => null)) as { error?: unknown; message?: unknown } | null;
  const reason = payload?.error ?? payload?.message ?? 'no details';
  throw new Error(`POST ${path} failed with HTTP ${response.status}: ${String(reason)}`);
}

/**
 * Calls an edge function (POST /functions/v1/<name>) and resolves with its JSON answer. Every function
 * call goes through here: the lead forms, and the voice demos' signed link (voice/signedUrl.ts), whose
 * own abort signal is combined with the default timeout.
 */
export async function invokeFunction<T>(name: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const response = await post(`/functions/v1/${name}`, body, options);
  return (await response.json()) as T;
}

/** Inserts one row (POST /rest/v1/<table>). Visitors may only insert, so nothing is read back. */
export async function insertRow(table: string, row: Record<string, unknown>, options: RequestOptions = {}) {
  await post(`/rest/v1/${table}`, row, options, { Prefer: 'return=minimal' });
}
