// @vitest-environment node
// The contact insert as the browser sends it (anon key, through the local PostgREST), against the
// limits the database itself enforces: supabase/migrations/20261123000200_contact_insert_limits.sql.
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openLocalDatabase, runAs } from '../../../../../scripts/local-stack/supabase/database.ts';
import { handleRestRequest } from '../../../../../scripts/local-stack/supabase/postgrest.ts';
import { LeadNotificationSchema } from '../../../../../supabase/functions/_shared/leads/lead-schemas.ts';
import { RATE_LIMITS } from '../../../../../supabase/functions/_shared/http/limits.ts';

let db: PGlite;
beforeAll(async () => {
  db = await openLocalDatabase('memory://');
}, 60_000);
afterAll(() => db.close());

let addressCounter = 0;
// One /24 per address: the per-/24 limit is looser, but a test's many addresses would still meet it.
const freshAddress = () => `10.${++addressCounter}.0.1`;
const contact = (overrides: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  name: 'Ann Contact',
  company: 'Acme',
  phone: '0400 000 000',
  email: '',
  ...overrides,
});

function insert(
  body: unknown,
  address: string,
  query = '',
  prefer = 'return=minimal',
  extra: Record<string, string> = {},
): Promise<Response> {
  return handleRestRequest(
    db,
    new Request(`http://127.0.0.1/rest/v1/demo_requests${query}`, {
      method: 'POST',
      headers: {
        apikey: 'anon',
        'Content-Type': 'application/json',
        Prefer: prefer,
        ...(address === '' ? {} : { 'CF-Connecting-IP': address }),
        ...extra,
      },
      body: JSON.stringify(body),
    }),
  );
}

async function rowCount(): Promise<number> {
  const result = await runAs(db, 'service_role', (tx) =>
    tx.query<{ count: number }>('select count(*)::int as count from public.demo_requests'),
  );
  return result.rows[0]!.count;
}

describe('contact insert limits in the database', () => {
  it('refuses an array insert whole, leaving the row count unchanged', async () => {
    const before = await rowCount();
    const response = await insert([contact(), contact()], freshAddress());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'one_row_per_request' });
    expect(await rowCount()).toBe(before);
  });

  it('stores one row for a plain insert retried with the same id, answering 201 each time', async () => {
    const address = freshAddress();
    const row = contact();
    const before = await rowCount();
    expect((await insert(row, address)).status).toBe(201);
    expect((await insert(row, address)).status).toBe(201);
    expect(await rowCount()).toBe(before + 1);
  });

  it('lets anon use ON CONFLICT DO NOTHING without a SELECT grant, but not with a conflict target', async () => {
    const row = contact();
    const values = `insert into public.demo_requests (id, name, company, phone) values ($1, $2, $3, $4)`;
    const params = [row.id, row.name, row.company, row.phone];
    const before = await rowCount();
    await runAs(db, 'anon', (tx) => tx.query(`${values} on conflict do nothing`, params));
    await runAs(db, 'anon', (tx) => tx.query(`${values} on conflict do nothing`, params));
    expect(await rowCount()).toBe(before + 1);
    // Postgres needs SELECT on a conflict target's columns, and anon has none: so the browser sends a
    // plain insert (PostgREST's upsert always names a target), which the guard trigger makes idempotent.
    await expect(runAs(db, 'anon', (tx) => tx.query(`${values} on conflict (id) do nothing`, params))).rejects.toThrow(
      /permission denied/,
    );
    await expect(runAs(db, 'anon', (tx) => tx.query('select id from public.demo_requests'))).rejects.toThrow(
      /permission denied/,
    );
  });

  it.each([
    ['a control character in the name', { name: 'Ann\u0007' }],
    ['a line break in the company', { company: 'Acme\nInc' }],
    ['a name of Unicode whitespace only', { name: '\u00A0\u3000\u2003' }],
    ['a phone with letters', { phone: 'call me maybe' }],
    ['a phone with too few digits', { phone: '12-34' }],
  ])('refuses %s with 400', async (_case, overrides) => {
    const before = await rowCount();
    const response = await insert(contact(overrides), freshAddress());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '23514' });
    expect(await rowCount()).toBe(before);
  });

  it('answers 429 with Retry-After past the per-address limit, while another address gets through', async () => {
    const flood = freshAddress();
    const { perClient, windowSeconds } = RATE_LIMITS['contact-insert'];
    for (let i = 0; i < perClient; i++) expect((await insert(contact(), flood)).status).toBe(201);
    const refused = await insert(contact(), flood);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect((await insert(contact(), freshAddress())).status).toBe(201);
  });

  it('uses the numbers in limits.ts', () => {
    // The newest definition of the guard is the one the database runs.
    const sql = readFileSync(`${MIGRATIONS_DIR}/20261127100000_client_address_probe.sql`, 'utf8');
    const call = /hit_client_limits\(\s*'contact-insert', .*?, (\d+), (\d+), (\d+), (\d+)\s*\)/s.exec(sql);
    const { perClient, perNetwork, global, windowSeconds } = RATE_LIMITS['contact-insert'];
    expect(call?.slice(1).map(Number)).toEqual([perClient, perNetwork, global, windowSeconds]);
  });

  it('keys the limit on the platform address, not on a forged X-Forwarded-For', async () => {
    const flood = freshAddress();
    const forged = (i: number) => ({ 'X-Forwarded-For': `192.0.2.${i}` });
    const { perClient } = RATE_LIMITS['contact-insert'];
    const statuses: number[] = [];
    for (let i = 0; i < perClient + 3; i++)
      statuses.push((await insert(contact(), flood, '', 'return=minimal', forged(i))).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(perClient);
    expect(statuses.slice(perClient).every((status) => status === 429)).toBe(true);
  });

  // No trustworthy header reached the database (only the documented X-Forwarded-For, which the caller
  // writes): one shared bucket would let one visitor refuse all others, so the guard counts per content.
  it('without a platform address, never refuses a visitor because of other visitors', async () => {
    const { perClient } = RATE_LIMITS['contact-insert'];
    const statuses: number[] = [];
    for (let i = 0; i < perClient * 3; i++) {
      const row = contact({ name: `Visitor ${i}` });
      statuses.push((await insert(row, '', '', 'return=minimal', { 'X-Forwarded-For': `203.0.113.${i}` })).status);
    }
    expect(statuses.every((status) => status === 201)).toBe(true);
  });

  it('without a platform address, refuses the same content past the per-client number', async () => {
    const { perClient } = RATE_LIMITS['contact-insert'];
    const same = () => contact({ name: 'Replayed Visitor', phone: '0400 111 222' });
    const statuses: number[] = [];
    for (let i = 0; i <= perClient; i++) statuses.push((await insert(same(), '')).status);
    expect(statuses.slice(0, perClient).every((status) => status === 201)).toBe(true);
    expect(statuses[perClient]).toBe(429);
  });

  // The functions' zod rules and the table's checks must agree, or one side stores what the other refuses.
  it.each([
    ['name', 'Ann'],
    ['name', '\u00A0\u2003'],
    ['name', 'Ann\u0085Lee'],
    ['name', 'Ann\tLee'],
    ['name', 'Zoë Ō’Brien'],
    ['business', '\u3000'],
    ['business', 'Acme\u001b'],
    ['phone', '+61 (0)400-000.000'],
    ['phone', '0400 000 000'],
    ['phone', '12345'],
    ['phone', 'call me'],
    ['phone', '1'.repeat(21)],
  ])('zod and SQL agree on %s %j', async (field, value) => {
    const lead = { name: 'Ann', business: 'Acme', phone: '0400 000 000', [field]: value };
    const zodAccepts = LeadNotificationSchema.safeParse(lead).success;
    const row = contact({ name: lead.name, company: lead.business, phone: lead.phone });
    const status = (await insert(row, freshAddress())).status;
    expect(status === 201).toBe(zodAccepts);
  });
});
