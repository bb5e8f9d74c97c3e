// @vitest-environment node
// Every place a lead's fields go is built from the lead-column map: each test below fails when one of
// them (the table, the insert, the select, the e-mails, the sweep, the leads table, the CSV, the scripted
// bodies) misses a column the map has.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { createPostgrestDemoRequestStore } from '../../../../../../supabase/functions/_shared/leads/demo-request-store.ts';
import {
  columnsOf,
  CONTACT_COLUMNS,
  DEMO_REQUEST_COLUMNS,
  sampleContactRow,
} from '../../../../../../supabase/functions/_shared/leads/lead-columns.ts';
import { DEMO_REQUEST_FIELDS } from '../../../../../../supabase/functions/_shared/leads/lead-fields.ts';
import { DemoRequestSchema } from '../../../../../../supabase/functions/_shared/leads/lead-schemas.ts';
import { handleSendDemoRequest } from '../../../../../../supabase/functions/_shared/leads/send-demo-request.ts';
import { sweptLeadEmail } from '../../../../../../supabase/functions/_shared/email/outbox-sweep.ts';
import { openLocalDatabase } from '../../../../../../scripts/local-stack/supabase/database.ts';
import { ABUSE_ENDPOINTS } from '../../../../../../scripts/local-checks/abuse/endpoints.ts';
import { demo } from '../../../../../../scripts/local-checks/abuse/scenarios.ts';
import { formatLeadsTable } from '../../../../../../scripts/ops/leads/format-leads.ts';
import { leadsCsv } from '../../../../../../scripts/ops/leads/leads-csv.ts';
import { createMemoryOutboxStore } from '../../../../../../supabase/functions/_shared/email/outbox.ts';
import { parseAllowedOrigins } from '../../../../../../supabase/functions/_shared/http/cors.ts';
import { createUnlimitedRateLimiter } from '../../../../../../supabase/functions/_shared/http/rate-limit.ts';
import { postJson, queuedEmails, recordingLogger, recordingStore, SITE_ORIGIN } from '../../../../support/backend.ts';
import { testCaptchaDeps } from '../../../../support/captcha.ts';

const demoColumns = columnsOf(DEMO_REQUEST_COLUMNS);
const shortColumns = demoColumns.filter(([, entry]) => !entry.notes);

/** A stored Book a Demo row whose every map column holds a value found nowhere else. */
const storedRow = {
  id: '00000000-0000-4000-8000-000000000001',
  source: 'demo_modal',
  locale: 'en',
  created_at: '2026-11-23T01:00:00Z',
  ...Object.fromEntries(demoColumns.map(([, entry]) => [entry.column, `${entry.column}-value`])),
};

/** A valid request with a distinct value in every field (e-mail and phone kept well-formed). */
const request = Object.fromEntries(
  demoColumns.map(([field]) => [
    field,
    field === 'email' ? 'field-email@example.com' : field === 'phone' ? '0400 111 222' : `field-${field}`,
  ]),
);

describe('the lead-column map', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await openLocalDatabase('memory://');
  }, 60_000);
  afterAll(() => db?.close());

  it('names only columns the migrations create, and gives every field a rule the server enforces', async () => {
    const { rows } = await db.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = 'public' and table_name = 'demo_requests'",
    );
    const columns = rows.map((row) => row.column_name);
    for (const [, entry] of [...demoColumns, ...columnsOf(CONTACT_COLUMNS)]) expect(columns).toContain(entry.column);
    expect(Object.keys(DEMO_REQUEST_FIELDS)).toEqual(demoColumns.map(([field]) => field));
    expect(Object.keys(DemoRequestSchema.shape)).toEqual(expect.arrayContaining(Object.keys(DEMO_REQUEST_FIELDS)));
  });

  it('stores every field in its column, and e-mails every field, through send-demo-request', async () => {
    const store = recordingStore();
    const outbox = createMemoryOutboxStore();
    const deps = {
      ...{ store, outbox, limiter: createUnlimitedRateLimiter(), captcha: testCaptchaDeps() },
      ...{ schedulingUrl: null, allowedOrigins: parseAllowedOrigins(SITE_ORIGIN), log: recordingLogger() },
    };
    expect((await handleSendDemoRequest(postJson(request), deps)).status).toBe(200);
    const [row] = store.rows as unknown as Array<Record<string, unknown>>;
    const [email] = queuedEmails(outbox);
    for (const [field, entry] of demoColumns) {
      expect(row?.[entry.column], entry.column).toBe(request[field]);
      expect(email?.text, field).toContain(`${entry.title}:`);
      expect(email?.text, field).toContain(request[field]);
    }
  });

  it('reads every column back when a retry e-mails the stored row', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request) => new Response('[]'));
    const store = createPostgrestDemoRequestStore({
      supabaseUrl: 'https://x.supabase.co/',
      serviceRoleKey: 'k',
      fetch,
    });
    await store.findDemoRequest(storedRow.id);
    const select = new URL(String(fetch.mock.calls[0]![0])).searchParams.get('select')?.split(',');
    for (const [, entry] of demoColumns) expect(select).toContain(entry.column);
  });

  it("puts every column in the sweep's e-mails of a Book a Demo and a contact row", () => {
    const demoEmail = sweptLeadEmail({ key: `demo_request:${storedRow.id}`, lead: storedRow });
    for (const [, entry] of demoColumns) expect(demoEmail?.text).toContain(`${entry.column}-value`);
    const contactEmail = sweptLeadEmail({ key: `contact:${storedRow.id}`, lead: storedRow });
    for (const [, entry] of columnsOf(CONTACT_COLUMNS)) expect(contactEmail?.text).toContain(`${entry.column}-value`);
  });

  it('shows every column in the leads table and the CSV', () => {
    const table = formatLeadsTable([storedRow]);
    const csv = leadsCsv([storedRow], []);
    const [header, line] = csv.split('\r\n');
    for (const [, entry] of shortColumns) {
      expect(table).toContain(entry.title);
      expect(header?.split(',')).toContain(entry.column);
    }
    for (const [, entry] of demoColumns) expect(line).toContain(`${entry.column}-value`);
  });

  it('sends every field in the scripted Book a Demo bodies, and they pass the server schema', () => {
    const flood = ABUSE_ENDPOINTS.flatMap((endpoint) => [endpoint.flood(0), ...endpoint.visitor()]);
    const bodies = [demo, ...flood.filter((call) => call.path.endsWith('send-demo-request')).map((call) => call.body)];
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) {
      expect(Object.keys(body as object).sort()).toEqual(demoColumns.map(([field]) => field).sort());
      expect(DemoRequestSchema.safeParse(body).success).toBe(true);
    }
    const contact = sampleContactRow();
    for (const [, entry] of columnsOf(CONTACT_COLUMNS)) expect(contact).toHaveProperty(entry.column);
  });
});
