// What npm run leads, npm run abuse and the tests read: whole tables as the service role, straight from
// PGlite (the functions never read these lists; they go through the Data API).
import type { PGlite } from '@electric-sql/pglite';
import { runAs } from './database.ts';

const isoDates = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );

async function listTable(db: PGlite, table: string): Promise<Array<Record<string, unknown>>> {
  const result = await runAs(db, 'service_role', (tx) =>
    tx.query<Record<string, unknown>>(`select * from public.${table} order by created_at desc, id`),
  );
  return result.rows.map(isoDates);
}

/** All demo requests, newest first; timestamps as ISO strings. */
export const listDemoRequests = (db: PGlite) => listTable(db, 'demo_requests');

/** Every voice session, newest first; timestamps as ISO strings. */
export const listVoiceSessions = (db: PGlite) => listTable(db, 'voice_sessions');

/** Every outbox entry's dedupe key and status, for the abuse report and tests. */
export async function listOutbox(db: PGlite): Promise<Array<{ dedupe_key: string; status: string }>> {
  const result = await runAs(db, 'service_role', (tx) =>
    tx.query<{ dedupe_key: string; status: string }>('select dedupe_key, status from public.email_outbox'),
  );
  return result.rows;
}

/** Outbox entries counted by status. */
export async function outboxCounts(db: PGlite): Promise<Record<string, number>> {
  const result = await runAs(db, 'service_role', (tx) =>
    tx.query<{ status: string; count: number }>(
      'select status, count(*)::int as count from public.email_outbox group by status',
    ),
  );
  return Object.fromEntries(result.rows.map((row) => [row.status, row.count]));
}

/** Every CRM event's delivery to each destination, oldest first (public.crm_lead_deliveries). */
export async function listCrmDeliveries(db: PGlite): Promise<Array<Record<string, unknown>>> {
  const result = await runAs(db, 'service_role', (tx) =>
    tx.query<{ deliveries: Array<Record<string, unknown>> }>('select public.crm_lead_deliveries() as deliveries'),
  );
  return result.rows[0]?.deliveries ?? [];
}
