/**
 * The one way the browser calls an edge function (Supabase, or the embedded local backend): plain fetch
 * with the public key, JSON in, JSON out, a timeout, and a typed error. The contact page's insert goes
 * through the official supabase-js client (src/lib/supabase.ts), loaded on the visitor's first focus.
 */

/** Long enough for a slow mobile connection, short enough that a pending button never hangs. */
export const REQUEST_TIMEOUT_MS = 20_000;

export interface RequestOptions {
  /** Cancels the request, e.g. when the visitor leaves the page. */
  signal?: AbortSignal;
  /** Gives up after this many milliseconds. Default REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Extra request headers, e.g. `Idempotency-Key` (the stored row's id). Bodies stay SPEC's. */
  headers?: Record<string, string>;
}

/**
 * Headers every function call carries, added by other modules without touching each call site. The
 * captcha (src/lib/captcha.ts) registers its `X-Altcha` payload here.
 */
export type HeaderSource = (functionName: string) => Promise<Record<string, string>>;
const headerSources: HeaderSource[] = [];
export function addHeaderSource(source: HeaderSource): void {
  if (!headerSources.includes(source)) headerSources.push(source);
}

/**
 * A refused or failed call. `code` is the function's `error` field (contract: `{ error, fields? }`),
 * `fields` maps a field name to its problem code, `retryAfter` is the 429's `Retry-After` in seconds,
 * `body` the whole refusal (e.g. voice-call-me's `retryAt`). Status 0 means the request never got an
 * answer (offline, timeout, CORS).
 */
export class BackendError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly retryAfter: number | null;
  readonly body: Readonly<Record<string, unknown>>;

  constructor(
    message: string,
    status: number,
    code: string,
    fields: Readonly<Record<string, string>> = {},
    retryAfter: number | null = null,
    body: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'BackendError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
    this.body = body;
  }

  /** Too many requests from this visitor or in total: try again later, nothing was stored. */
  get rateLimited(): boolean {
    return this.status === 429;
  }

  /** The proof-of-work check failed or expired: a new one is solved and the visitor may resend. */
  get captchaRefused(): boolean {
    return this.code.startsWith('captcha');
  }
}

/**
 * Where the backend lives. With VITE_SUPABASE_URL and a public key (VITE_SUPABASE_PUBLISHABLE_KEY, or the
 * legacy VITE_SUPABASE_ANON_KEY) unset, the site talks to the embedded local backend on its own origin
 * (served by `npm start` and `npm run dev`). `npm run build -- --production` refuses to build that way.
 */
export function backendConfig(): { url: string; anonKey: string } {
  const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  const anonKey = (import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY ?? import.meta.env.VITE_SUPABASE_ANON_KEY) as
    string | undefined;
  if (url && anonKey) return { url: url.replace(/\/$/, ''), anonKey };
  return {
    url: typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin,
    // The local stack's publishable key (scripts/local-stack/supabase/keys.ts): like a project's, it is not
    // a JWT, so the local gateway refuses it wherever Supabase's would.
    anonKey: 'sb_publishable_local_stack_not_a_real_key',
  };
}

/** Aborts on the caller's signal or at `timeout`, whichever comes first. */
function abortSignal(signal: AbortSignal | undefined, timeout: AbortSignal): AbortSignal {
  if (!signal) return timeout;
  // Safari before 17.4 has no AbortSignal.any: there the caller's signal alone decides.
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
}

function retryAfterSeconds(response: Response): number | null {
  const header = response.headers.get('Retry-After');
  const value = header === null ? NaN : Number(header);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** The function's refusal as a BackendError (exported for calls that are not a POST, e.g. a GET of state). */
export async function refusal(name: string, response: Response): Promise<BackendError> {
  const payload = (await response.json().catch(() => null)) as { error?: unknown; fields?: unknown } | null;
  const code = typeof payload?.error === 'string' ? payload.error : `http_${response.status}`;
  const fields =
    typeof payload?.fields === 'object' && payload.fields !== null ? (payload.fields as Record<string, string>) : {};
  const message = `${name} failed with HTTP ${response.status}: ${code}`;
  const body = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  return new BackendError(message, response.status, code, fields, retryAfterSeconds(response), body);
}

/**
 * Calls an edge function (POST /functions/v1/<name>) and resolves with its JSON answer. Every function
 * call goes through here: the lead forms and the voice demos' signed link.
 */
export async function invokeFunction<T>(name: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const { url, anonKey } = backendConfig();
  const added = await Promise.all(headerSources.map((source) => source(name)));
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${url}/functions/v1/${name}`, {
      method: 'POST',
      // A publishable key (sb_publishable_…) is not a JWT: Supabase reads it from apikey alone and a JWT
      // check would refuse it as a bearer token. A legacy anon key is a JWT and goes in both.
      headers: {
        'Content-Type': 'application/json',
        apikey: anonKey,
        ...(anonKey.startsWith('sb_') ? {} : { Authorization: `Bearer ${anonKey}` }),
        ...Object.assign({}, ...added),
        ...options.headers,
      },
      body: JSON.stringify(body),
      signal: abortSignal(options.signal, timeout),
    });
  } catch (error) {
    // The caller cancelled (e.g. the visitor pressed Cancel): theirs to handle, as they expect it.
    if (options.signal?.aborted) throw error;
    // The timer says whether it fired; the error's class is no guide across realms (a DOMException
    // made by the runtime is not always an instance of the page's Error).
    const code = timeout.aborted ? 'timeout' : 'network';
    throw new BackendError(`${name} got no answer: ${String(error)}`, 0, code);
  }
  if (!response.ok) throw await refusal(name, response);
  return (await response.json().catch(() => null)) as T;
}
