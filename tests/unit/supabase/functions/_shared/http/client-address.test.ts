// One client-address rule in the functions (client-address.ts) and in SQL (private.client_address()):
// the platform's header, never the caller's X-Forwarded-For; IPv6 per /64, IPv4 per address.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../../../../../scripts/local-stack/supabase/database.ts';
import { clientAddressOf, groupAddress } from '../../../../../../supabase/functions/_shared/http/client-address.ts';

const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers });

describe('clientAddressOf', () => {
  it('takes cf-connecting-ip, then x-real-ip, and never X-Forwarded-For', () => {
    const forged = { 'X-Forwarded-For': '6.6.6.6, 203.0.113.5' };
    expect(
      clientAddressOf(request({ ...forged, 'CF-Connecting-IP': '198.51.100.7', 'X-Real-IP': '192.0.2.1' })),
    ).toEqual({ client: '198.51.100.7', network: '198.51.100.0/24' });
    expect(clientAddressOf(request({ ...forged, 'X-Real-IP': '192.0.2.1' })).client).toBe('192.0.2.1');
    expect(clientAddressOf(request(forged))).toEqual({ client: 'unknown', network: 'unknown' });
  });

  it('groups IPv6 per /64 and maps IPv4-mapped addresses to IPv4', () => {
    expect(groupAddress('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toEqual({
      client: '2001:db8:0:1::/64',
      network: '2001:db8::/48',
    });
    expect(groupAddress('::ffff:203.0.113.9').client).toBe('203.0.113.9');
    expect(groupAddress('::ffff:cb00:7109').client).toBe('203.0.113.9');
  });

  it.each(['', 'not-an-ip', '256.1.1.1', '1.2.3', '2001:db8::1::2', '1:2:3:4:5:6:7:8:9', '1.2.3.4/24'])(
    'puts %j in the shared unknown bucket',
    (raw) => expect(groupAddress(raw).client).toBe('unknown'),
  );
});

let db: PGlite;
beforeAll(async () => {
  db = await openLocalDatabase('memory://');
}, 60_000);
afterAll(() => db.close());

async function sqlAddress(headers: Record<string, string>) {
  const result = await db.query<{ client: string; network: string }>(
    `select set_config('request.headers', $1, true), private.client_address() as client,
       private.client_network() as network`,
    [JSON.stringify(headers)],
  );
  return { client: result.rows[0]!.client, network: result.rows[0]!.network };
}

describe('private.client_address() agrees with client-address.ts', () => {
  it.each([
    '203.0.113.7',
    '::ffff:203.0.113.7',
    '2001:db8:0:1::5',
    '2001:db8::1',
    '2001:0:0:1:2:3:4:5',
    '0:0:0:1::9',
    '::1',
    'a:b:c:d:e:f:1:2',
    'garbage',
    '10.0.0.0/8',
  ])('for cf-connecting-ip %s', async (address) => {
    const lowercase = { 'cf-connecting-ip': address, 'x-forwarded-for': '6.6.6.6' };
    expect(await sqlAddress(lowercase)).toEqual(clientAddressOf(request(lowercase)));
  });

  it('falls back to x-real-ip, and ignores x-forwarded-for', async () => {
    expect((await sqlAddress({ 'x-real-ip': '192.0.2.4', 'x-forwarded-for': '6.6.6.6' })).client).toBe('192.0.2.4');
    expect((await sqlAddress({ 'x-forwarded-for': '6.6.6.6' })).client).toBe('unknown');
  });
});
