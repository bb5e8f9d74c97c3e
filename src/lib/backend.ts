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
    anonKey: 'local-anon-key',
  };
}

/** Calls an edge function with plain fetch (no SDK needed): JSON in, JSON out, errors thrown. */
export async function invokeFunction<T>(name: string, body: unknown, init: { signal?: AbortSignal } = {}): Promise<T> {
  const { url, anonKey } = backendConfig();
  const response = await fetch(`${url}/functions/v1/${name}`, {
    method: 'POST',
    // A publishable key (sb_publishable_…) is not a JWT: Supabase reads it from apikey alone and a JWT
    // check would refuse it as a bearer token. A legacy anon key is a JWT and goes in both.
    headers: {
      'Content-Type': 'application/json',
      apikey: anonKey,
      ...(anonKey.startsWith('sb_') ? {} : { Authorization: `Bearer ${anonKey}` }),
    },
    body: JSON.stringify(body),
    ...(init.signal ? { signal: init.signal } : {}),
  });
  const payload = (await response.json().catch(() => null)) as T | { error?: string } | null;
  if (!response.ok) {
    const reason = (payload as { error?: string } | null)?.error ?? `HTTP ${response.status}`;
    throw new Error(`${name} failed: ${reason}`);
  }
  return payload as T;
}
