// Just enough of PostgREST (/rest/v1/<table>) for supabase-js against the local database.
//
// Every statement runs as the key's role (gateway.ts decides it) inside `set local role`, so Postgres
// itself applies the grants, RLS policies and check constraints from supabase/migrations: what fails
// here fails on Supabase. Inserts follow PostgREST closely (columns, Prefer: return / missing). For anon,
// reads, updates and deletes exist to show Postgres refusing them; filters are ignored, and updates and
// deletes match no rows on purpose so a loosened grant can never change data here. The service role (the
// functions under Deno) gets the filters, PATCH and rpc/ it uses (postgrest-service.ts).
import type { PGlite } from '@electric-sql/pglite';
import type { KeyRole } from './keys.ts';
import { callRpc, runAsRole, selectFiltered, selectList, tableColumns, updateFiltered } from './postgrest-service.ts';
import {
  isPostgresError,
  postgresErrorBody,
  postgrestError,
  raisedResponse,
  statusForPostgresCode,
} from './postgrest-errors.ts';
import {
  checkColumns,
  InvalidBodyError,
  onConflictClause,
  preferences,
  quoteIdent,
  readJsonObjects,
  toParameter,
  UnknownColumnError,
} from './postgrest-request.ts';

export const REST_PREFIX = '/rest/v1/';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Content-Range, Content-Location',
};
const DEFAULT_ALLOWED_HEADERS =
  'apikey, authorization, x-client-info, content-type, prefer, accept-profile, content-profile';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
const empty = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { ...CORS, ...headers } });

/** One Data API request, already admitted by the gateway (gateway.ts restAccess) as `role`. */
export async function handleRestRequest(db: PGlite, request: Request, role: KeyRole = 'anon'): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === 'OPTIONS') {
    return empty(204, {
      'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': request.headers.get('access-control-request-headers') ?? DEFAULT_ALLOWED_HEADERS,
      'Access-Control-Max-Age': '86400',
    });
  }
  const table = decodeURIComponent(url.pathname.slice(REST_PREFIX.length)).replace(/\/+$/, '');
  if (role === 'service_role' && table.startsWith('rpc/')) {
    if (request.method !== 'POST')
      return json(405, postgrestError('PGRST117', `Unsupported HTTP method: ${request.method}`));
    return withPostgresErrors(table, async () =>
      json(200, await runAsRole(db, role, request, (tx) => callRpc(tx, request, table.slice(4)))),
    );
  }
  const columns = await tableColumns(db, table);
  if (columns.length === 0) {
    return json(404, postgrestError('PGRST205', `Could not find the table 'public.${table}' in the schema cache`));
  }

  return withPostgresErrors(table, async () => {
    switch (request.method) {
      case 'POST':
        return await insertRows(db, request, table, columns, role);
      case 'GET':
      case 'HEAD':
        return await selectRows(db, request, table, columns, role);
      case 'PATCH':
        if (role === 'service_role') return await updateRows(db, request, table, columns);
        return await updateNoRows(db, request, table, columns);
      case 'DELETE':
        await runAsRole(db, 'anon', request, (tx) => tx.query(`delete from public.${quoteIdent(table)} where false`));
        return empty(204);
      default:
        return json(405, postgrestError('PGRST117', `Unsupported HTTP method: ${request.method}`));
    }
  });
}

async function withPostgresErrors(table: string, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InvalidBodyError) return json(400, postgrestError('PGRST102', error.message));
    if (error instanceof UnknownColumnError) {
      return json(
        400,
        postgrestError('PGRST204', `Could not find the '${error.column}' column of '${table}' in the schema cache`),
      );
    }
    if (isPostgresError(error)) {
      const raised = raisedResponse(error);
      if (raised) return json(raised.status, raised.body, raised.headers);
      return json(statusForPostgresCode(error.code), postgresErrorBody(error));
    }
    throw error;
  }
}

async function insertRows(
  db: PGlite,
  request: Request,
  table: string,
  known: readonly string[],
  role: KeyRole,
): Promise<Response> {
  const rows = await readJsonObjects(request);
  const prefs = preferences(request);
  const columnsParam = new URL(request.url).searchParams.get('columns');
  const columns = columnsParam
    ? columnsParam.split(',').map((column) => column.trim().replace(/^"|"$/g, ''))
    : [...new Set(rows.flatMap((row) => Object.keys(row)))];
  checkColumns(columns, known);

  // PostgREST fills keys missing from a row with NULL unless the client asks for column defaults.
  const params: Array<string | null> = [];
  const valueLists = rows.map((row) => {
    const values = columns.map((column) => {
      if (!(column in row) && prefs.missing === 'default') return 'default';
      if (!Array.isArray(row[column])) {
        params.push(toParameter(row[column]));
        return `$${params.length}`;
      }
      // A JSON array becomes the column's type (text[] or jsonb) as PostgREST's json_populate_record does it.
      params.push(JSON.stringify({ [column]: row[column] }));
      return `(json_populate_record(null::public.${quoteIdent(table)}, $${params.length}::json)).${quoteIdent(column)}`;
    });
    return `(${values.join(', ')})`;
  });
  const target = `public.${quoteIdent(table)}`;
  // return=representation needs SELECT on the table, exactly as on Supabase; minimal needs none.
  const returning = prefs.return === 'representation' ? ` returning ${selectList(new URL(request.url), known)}` : '';
  const conflict = onConflictClause(request, prefs, known);

  // One statement per request, as PostgREST sends: statement-level triggers see every row.
  const inserted = await runAsRole(db, role, request, async (tx) => {
    if (rows.length === 0) return [];
    const sql =
      columns.length === 0
        ? `insert into ${target} select from generate_series(1, ${rows.length})${conflict}${returning}`
        : `insert into ${target} (${columns.map(quoteIdent).join(', ')}) values ${valueLists.join(', ')}${conflict}${returning}`;
    return (await tx.query(sql, params)).rows;
  });

  if (returning) return json(201, inserted, { 'Content-Range': `*/*` });
  return empty(201, { 'Content-Range': '*/*' });
}

async function selectRows(
  db: PGlite,
  request: Request,
  table: string,
  known: readonly string[],
  role: KeyRole,
): Promise<Response> {
  const method = request.method;
  const rows = await runAsRole(db, role, request, async (tx) =>
    role === 'service_role'
      ? await selectFiltered(tx, request, table, known)
      : (await tx.query(`select * from public.${quoteIdent(table)}`)).rows,
  );
  const range = rows.length === 0 ? '*/*' : `0-${rows.length - 1}/*`;
  if (method === 'HEAD') return empty(200, { 'Content-Range': range });
  return json(200, rows, { 'Content-Range': range });
}

async function updateNoRows(db: PGlite, request: Request, table: string, known: readonly string[]): Promise<Response> {
  const [changes] = await readJsonObjects(request);
  const columns = Object.keys(changes ?? {});
  checkColumns(columns, known);
  if (columns.length === 0) return empty(204);
  const assignments = columns.map((column, index) => `${quoteIdent(column)} = $${index + 1}`).join(', ');
  const params = columns.map((column) => toParameter(changes?.[column]));
  await runAsRole(db, 'anon', request, (tx) =>
    tx.query(`update public.${quoteIdent(table)} set ${assignments} where false`, params),
  );
  return empty(204);
}

async function updateRows(db: PGlite, request: Request, table: string, known: readonly string[]): Promise<Response> {
  const rows = await runAsRole(db, 'service_role', request, (tx) => updateFiltered(tx, request, table, known));
  return preferences(request).return === 'representation' ? json(200, rows) : empty(204);
}
