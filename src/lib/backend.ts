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

/** Calls an edge function with plain fetch (no SDK needed): JSON in, JSON out, errors thrown. */
export async function invokeFunction<T>(name: string, body: unknown, init: { signal?: AbortSignal } = {}): Promise<T> {
  const { url, anonKey } = backendConfig();
  const response = await fetch(`${url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: anonKey, Authorization: `Bearer ${anonKey}` },
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
