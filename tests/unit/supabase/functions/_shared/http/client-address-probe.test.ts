// @vitest-environment node
// check:live's two client-address probes: the `client-address` function and public.client_address_probe().
// Only a secret key may ask; each answers what its path's limits key on, from the platform's headers.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalDatabase, runAs } from '../../../../../../scripts/local-stack/supabase/database.ts';
import { handleClientAddressProbe } from '../../../../../../supabase/functions/_shared/http/client-address-probe.ts';

const KEYS = { serviceKeys: ['sb_secret_right', 'legacy.service.jwt'] };
const get = (headers: Record<string, string>, method = 'GET') =>
  new Request('http://localhost/functions/v1/client-address', { method, headers });

describe('the client-address function', () => {
  it('answers the address and its header to a secret key, in apikey or as the bearer', async () => {
    const platform = { 'CF-Connecting-IP': '203.0.113.9', 'X-Forwarded-For': '6.6.6.6, 203.0.113.9' };
    const byApikey = await handleClientAddressProbe(get({ apikey: 'sb_secret_right', ...platform }), KEYS);
    expect([byApikey.status, await byApikey.json()]).toEqual([
      200,
      { client: '203.0.113.9', network: '203.0.113.0/24', source: 'cf-connecting-ip' },
    ]);
    const byBearer = await handleClientAddressProbe(
      get({ Authorization: 'Bearer legacy.service.jwt', 'X-Real-IP': '192.0.2.4' }),
      KEYS,
    );
    expect(await byBearer.json()).toEqual({ client: '192.0.2.4', network: '192.0.2.0/24', source: 'x-real-ip' });
  });

  it('says unknown, with no source, when only X-Forwarded-For came', async () => {
    const response = await handleClientAddressProbe(
      get({ apikey: 'sb_secret_right', 'X-Forwarded-For': '6.6.6.6' }),
      KEYS,
    );
    expect(await response.json()).toEqual({ client: 'unknown', network: 'unknown', source: null });
  });

  it.each([
    ['no key', {}, KEYS, 'GET', 401, 'unauthorized'],
    ['a publishable key', { apikey: 'sb_publishable_x' }, KEYS, 'GET', 401, 'unauthorized'],
    [
      'a project without a service key',
      { apikey: 'sb_secret_right' },
      { serviceKeys: [] },
      'GET',
      503,
      'probe_not_configured',
    ],
    ['a POST', { apikey: 'sb_secret_right' }, KEYS, 'POST', 405, 'method_not_allowed'],
  ])('refuses %s', async (_name, headers, deps, method, status, error) => {
    const response = await handleClientAddressProbe(get(headers, method), deps);
    expect([response.status, await response.json()]).toEqual([status, { error }]);
  });
});

let db: PGlite;
beforeAll(async () => {
  db = await openLocalDatabase('memory://');
}, 60_000);
afterAll(() => db.close());

const probeAs = (role: 'anon' | 'service_role', headers: Record<string, string>) =>
  runAs(db, role, async (tx) => {
    await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
    return (await tx.query<{ seen: unknown }>('select public.client_address_probe() as seen')).rows[0]!.seen;
  });

describe('public.client_address_probe()', () => {
  it('answers the service role what the contact guard keys on', async () => {
    expect(
      await probeAs('service_role', { 'cf-connecting-ip': '2001:db8:0:1::5', 'x-forwarded-for': '6.6.6.6' }),
    ).toEqual({
      client: '2001:db8:0:1::/64',
      network: '2001:db8::/48',
      source: 'cf-connecting-ip',
    });
    expect(await probeAs('service_role', { 'x-forwarded-for': '6.6.6.6' })).toEqual({
      client: 'unknown',
      network: 'unknown',
      source: null,
    });
  });

  it('is not callable with the publishable key (anon)', async () => {
    await expect(probeAs('anon', {})).rejects.toThrow(/permission denied/);
  });
});
