// Where lead rows go. Production writes through Supabase's REST API with the service role; the
// local backend writes to PGlite. Both enforce the same table constraints.
import { columnsOf, DEMO_REQUEST_COLUMNS, type DemoRequestColumns } from './lead-columns.ts';
import { postgrest, type ServiceRoleConfig } from '../database/postgrest.ts';

/** One row of public.demo_requests as the functions write it: the map's columns (created_at is a default). */
export interface DemoRequestRow extends DemoRequestColumns {
  /** The submission's id (the Idempotency-Key): a retry with the same id stores nothing new. */
  id: string;
  source: 'contact' | 'demo_modal';
  /** The page's language (BCP 47, lead-locale.ts); absent in rows read before it was stored. */
  locale?: string | null;
}

/** What the contact notification needs from a stored contact row. */
export interface StoredContact {
  name: string;
  company: string;
  phone: string;
  /** The page's language (BCP 47); null for a row stored without one. */
  locale: string | null;
  /** Set once the team's e-mail was queued (by this call or the drain's sweep); a second sends nothing. */
  notified: boolean;
}

/** What findDemoRequest reads: every column a DemoRequestRow has. */
const ROW_SELECT = ['id', ...columnsOf(DEMO_REQUEST_COLUMNS).map(([, entry]) => entry.column), 'source', 'locale'];

export interface DemoRequestStore {
  /** Inserts the row; false when a row with its id exists already (a retried submission). */
  insertDemoRequest(row: DemoRequestRow): Promise<boolean>;
  /** The Book a Demo row (source 'demo_modal') with this id, or null: a retry's e-mail is built from it. */
  findDemoRequest(id: string): Promise<DemoRequestRow | null>;
  /** The contact row (source 'contact') with this id, or null when there is none. */
  findContact(id: string): Promise<StoredContact | null>;
}

export type PostgrestStoreConfig = ServiceRoleConfig;

export function createPostgrestDemoRequestStore(config: PostgrestStoreConfig): DemoRequestStore {
  const call = postgrest(config, 'demo_requests');
  const byId = (id: string) => `id=eq.${encodeURIComponent(id)}`;

  return {
    async insertDemoRequest(row) {
      const response = await call(
        'on_conflict=id&select=id',
        'POST',
        row,
        'resolution=ignore-duplicates,return=representation',
      );
      return ((await response.json()) as unknown[]).length === 1;
    },
    async findDemoRequest(id) {
      const query = `${byId(id)}&source=eq.demo_modal&select=${ROW_SELECT.join(',')}`;
      const rows = (await (await call(query, 'GET')).json()) as DemoRequestRow[];
      return rows[0] ?? null;
    },
    async findContact(id) {
      const query = `${byId(id)}&source=eq.contact&select=name,company,phone,locale,notified_at`;
      const rows = (await (await call(query, 'GET')).json()) as Array<{
        name: string;
        company: string;
        phone: string;
        locale: string | null;
        notified_at: string | null;
      }>;
      const row = rows[0];
      return row
        ? {
            name: row.name,
            company: row.company,
            phone: row.phone,
            locale: row.locale,
            notified: row.notified_at !== null,
          }
        : null;
    },
  };
}

/** Used when SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is missing; says which one. */
export function createUnconfiguredDemoRequestStore(missing: readonly string[]): DemoRequestStore {
  const fail = async (): Promise<never> => {
    throw new Error(`Cannot store demo requests: ${missing.join(', ')} not set in the function's environment.`);
  };
  return { insertDemoRequest: fail, findDemoRequest: fail, findContact: fail };
}
