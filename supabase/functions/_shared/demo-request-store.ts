// Where lead rows go. Production writes through Supabase's REST API with the service role; the
// local backend writes to PGlite. Both enforce the same table constraints.

/** One row of public.demo_requests as the functions write it (id and created_at are defaults). */
export interface DemoRequestRow {
  name: string;
  email: string;
  company: string;
  phone: string;
  website: string | null;
  ai_help: string | null;
  additional_notes: string | null;
  source: 'contact' | 'demo_modal';
}

export interface DemoRequestStore {
  insertDemoRequest(row: DemoRequestRow): Promise<void>;
}

export interface PostgrestStoreConfig {
  /** SUPABASE_URL, e.g. https://abcd.supabase.co */
  supabaseUrl: string;
  /** SUPABASE_SERVICE_ROLE_KEY: bypasses RLS, so it must stay on the server. */
  serviceRoleKey: string;
  fetch?: typeof fetch;
}

const STORE_TIMEOUT_MS = 10_000;

/** A plain PostgREST insert; supabase-js would add nothing we need here. */
export function createPostgrestDemoRequestStore(config: PostgrestStoreConfig): DemoRequestStore {
  const fetchImpl = config.fetch ?? fetch;
  const endpoint = `${config.supabaseUrl.replace(/\/+$/, '')}/rest/v1/demo_requests`;
  return {
    async insertDemoRequest(row) {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          apikey: config.serviceRoleKey,
          Authorization: `Bearer ${config.serviceRoleKey}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify(row),
        signal: AbortSignal.timeout(STORE_TIMEOUT_MS),
      });
      if (!response.ok) {
        const details = (await response.text().catch(() => '')).slice(0, 500);
        throw new Error(`Storing the demo request failed (HTTP ${response.status}): ${details}`);
      }
    },
  };
}

/** Used when SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is missing; says which one. */
export function createUnconfiguredDemoRequestStore(missing: readonly string[]): DemoRequestStore {
  return {
    async insertDemoRequest() {
      throw new Error(`Cannot store demo requests: ${missing.join(', ')} not set in the function's environment.`);
    },
  };
}
