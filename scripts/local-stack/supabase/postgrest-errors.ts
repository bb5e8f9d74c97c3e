// PostgREST's error answers: the JSON shape supabase-js puts in `error`, and the HTTP status
// PostgREST picks for each Postgres error code (https://docs.postgrest.org/en/stable/references/errors.html).

export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** What PGlite throws for a failed statement (its DatabaseError), reduced to what we use. */
interface PostgresError {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

export function isPostgresError(error: unknown): error is PostgresError {
  const code: unknown = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** Status for a Postgres error code. Everything local runs as anon, so 42501 is 401, not 403. */
export function statusForPostgresCode(code: string): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42501': 401,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    P0001: 400,
  };
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    XX: 500,
  };
  return exact[code] ?? byClass[code.slice(0, 2)] ?? 400;
}

export function postgresErrorBody(error: PostgresError): PostgrestErrorBody {
  return { code: error.code, message: error.message, details: error.detail ?? null, hint: error.hint ?? null };
}

/** PostgREST's own (PGRST…) errors, for requests that never reach Postgres. */
export function postgrestError(code: string, message: string, details: string | null = null): PostgrestErrorBody {
  return { code, message, details, hint: null };
}

/**
 * `raise sqlstate 'PGRST' using message = '<json body>', detail = '{"status":…,"headers":{…}}'` picks
 * the HTTP status, headers and body, as PostgREST 11.2+ does. Null when the error is not one of those.
 */
export function raisedResponse(
  error: PostgresError,
): { status: number; body: unknown; headers: Record<string, string> } | null {
  if (error.code !== 'PGRST') return null;
  try {
    const body: unknown = JSON.parse(error.message);
    const detail = JSON.parse(error.detail ?? '{}') as { status?: unknown; headers?: unknown };
    const headers =
      typeof detail.headers === 'object' && detail.headers !== null
        ? Object.fromEntries(Object.entries(detail.headers).map(([name, value]) => [name, String(value)]))
        : {};
    return { status: typeof detail.status === 'number' ? detail.status : 400, body, headers };
  } catch {
    return null;
  }
}
