import type { SupabaseClient } from '@supabase/supabase-js';
import { backendConfig } from './backend.ts';

let client: Promise<SupabaseClient> | null = null;

/**
 * The site's one supabase-js client, created on first use. The SDK is loaded with a dynamic import so
 * it stays out of the initial bundle: the contact form fetches it on the visitor's first focus (or at
 * submit), not at page load.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('./supabaseClient.ts').then(
    ({ createClient }) => {
      const { url, anonKey } = backendConfig();
      // Visitors never sign in: no session to store, refresh or read from the address bar.
      return createClient(url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      });
    },
    (error: unknown) => {
      // A failed chunk load (flaky network, a new deploy) must not poison every later attempt.
      client = null;
      throw error;
    },
  );
  return client;
}

/** Starts loading the SDK in the background so a later submit does not wait for it. */
export function preloadSupabase(): void {
  getSupabase().catch(() => {
    // Ignored here: the submit that needs the client retries the import and reports the failure.
  });
}
