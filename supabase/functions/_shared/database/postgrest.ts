// The functions' one way to reach the database: PostgREST over Supabase's REST API with the service
// role (the lead tables grant nothing to anon). Plain fetch: supabase-js would add nothing needed here.

export interface ServiceRoleConfig {
  /** SUPABASE_URL, e.g. https://abcd.supabase.co */
  supabaseUrl: string;
  /** SUPABASE_SERVICE_ROLE_KEY: bypasses RLS, so it must stay on the server. */
  serviceRoleKey: string;
  fetch?: typeof fetch;
}

/** One call on a table or RPC: query string (without `?`), method, JSON body, `Prefer` header. */
export type PostgrestCall = (query: string, method: string, body?: unknown, prefer?: string) => Promise<Response>;

/**
 * Calls on `/rest/v1/<resource>` (a table, or `rpc/<function>`). A non-2xx answer throws with the status
 * and PostgREST's error code only: its message and details can quote the row, which holds personal data.
 */
export function postgrest(config: ServiceRoleConfig, resource: string, timeoutMs = 10_000): PostgrestCall {
  const fetchImpl = config.fetch ?? fetch;
  const base = `${config.supabaseUrl.replace(/\/+$/, '')}/rest/v1/${resource}`;
  return async (query, method, body, prefer) => {
    const response = await fetchImpl(query ? `${base}?${query}` : base, {
      method,
      headers: {
        apikey: config.serviceRoleKey,
        Authorization: `Bearer ${config.serviceRoleKey}`,
        'Content-Type': 'application/json',
        ...(prefer ? { Prefer: prefer } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      const error = (await response.json().catch(() => null)) as { code?: unknown } | null;
      const code = typeof error?.code === 'string' ? ` ${error.code}` : '';
      throw new Error(`${resource} ${method} failed (HTTP ${response.status}${code})`);
    }
    return response;
  };
}
