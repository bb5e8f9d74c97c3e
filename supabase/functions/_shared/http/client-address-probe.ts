// `client-address`: which client address the functions see for this request, for `npm run check:live`
// (DEPLOY.md, step 8). Its twin on the database path is public.client_address_probe()
// (supabase/migrations/20261127100000_client_address_probe.sql). Only the project's secret key may ask:
// the answer is harmless, but the function is no public echo service.
import { clientAddressOf } from './client-address.ts';
import { jsonResponse } from './http.ts';
import { sameSecret } from './same-secret.ts';

export interface ClientAddressProbeDeps {
  /** Every service key the project has (service-key.ts serviceKeysFromEnv); empty refuses every call. */
  serviceKeys: readonly string[];
}

/** The header the address came from, as clientAddressOf reads them; null when none is usable. */
export function clientAddressSource(req: Request): 'cf-connecting-ip' | 'x-real-ip' | null {
  if (clientAddressOf(req).client === 'unknown') return null;
  return req.headers.get('cf-connecting-ip')?.trim() ? 'cf-connecting-ip' : 'x-real-ip';
}

export async function handleClientAddressProbe(req: Request, deps: ClientAddressProbeDeps): Promise<Response> {
  if (req.method !== 'GET') return jsonResponse(405, { error: 'method_not_allowed' }, { Allow: 'GET' });
  if (deps.serviceKeys.length === 0) return jsonResponse(503, { error: 'probe_not_configured' });
  // As on the Data API: the key in `apikey`, or as the bearer token.
  const given = req.headers.get('apikey') ?? (req.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  const matches = await Promise.all(deps.serviceKeys.map((key) => sameSecret(given, key)));
  if (!matches.includes(true)) return jsonResponse(401, { error: 'unauthorized' });
  return jsonResponse(
    200,
    { ...clientAddressOf(req), source: clientAddressSource(req) },
    { 'Cache-Control': 'no-store' },
  );
}
