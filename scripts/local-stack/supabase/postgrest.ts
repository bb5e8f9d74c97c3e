// Just enough of PostgREST (/rest/v1/<table>) for supabase-js against the local database.
//
// Every statement runs as anon inside `set local role anon`, so Postgres itself applies the grants,
// RLS policies and check constraints from supabase/migrations: what fails here fails on Supabase.
// Inserts follow PostgREST closely (columns, Prefer: return / missing). Reads, updates and deletes
// exist to show Postgres refusing them; filters, ordering and embedding are not emulated, and
// updates and deletes match no rows on purpose so a loosened grant can never change data here.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { runAs } from './database.ts';
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

export async function handleRestRequest(db: PGlite, request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === 'OPTIONS') {
    return empty(204, {
      'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': request.headers.get('access-control-request-headers') ?? DEFAULT_ALLOWED_HEADERS,
      'Access-Control-Max-Age': '86400',
    });
  }
  // Supabase's gateway refuses keyless requests before PostgREST sees them; any key works locally.
  if (!request.headers.get('apikey') && !url.searchParams.get('apikey')) {
    return json(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }

  const table = decodeURIComponent(url.pathname.slice(REST_PREFIX.length)).replace(/\/+$/, '');
  const columns = await tableColumns(db, table);
  if (columns.length === 0) {
    return json(404, postgrestError('PGRST205', `Could not find the table 'public.${table}' in the schema cache`));
  }

  try {
    switch (request.method) {
      case 'POST':
        return await insertRows(db, request, table, columns);
      case 'GET':
      case 'HEAD':
        return await selectRows(db, request, table);
      case 'PATCH':
        return await updateNoRows(db, request, table, columns);
      case 'DELETE':
        await runAsAnon(db, request, (tx) => tx.query(`delete from public.${quoteIdent(table)} where false`));
        return empty(204);
      default:
        return json(405, postgrestError('PGRST117', `Unsupported HTTP method: ${request.method}`));
    }
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

async function tableColumns(db: PGlite, table: string): Promise<string[]> {
  const result = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
  return result.rows.map((row) => row.column_name);
}

/**
 * Runs `work` as anon with the request.* settings PostgREST gives every statement, so triggers can
 * read the headers (the contact insert limit takes the client address from x-forwarded-for).
 */
function runAsAnon<T>(db: PGlite, request: Request, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return runAs(db, 'anon', async (tx) => {
    const headers = Object.fromEntries(request.headers);
    await tx.query(
      `select set_config('request.headers', $1, true), set_config('request.method', $2, true),
              set_config('request.path', $3, true)`,
      [JSON.stringify(headers), request.method, new URL(request.url).pathname],
    );
    return work(tx);
  });
}

async function insertRows(db: PGlite, request: Request, table: string, known: readonly string[]): Promise<Response> {
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
      params.push(toParameter(row[column]));
      return `$${params.length}`;
    });
    return `(${values.join(', ')})`;
  });
  const target = `public.${quoteIdent(table)}`;
  // return=representation needs SELECT on the table, exactly as on Supabase; minimal needs none.
  const returning = prefs.return === 'representation' ? ' returning *' : '';
  const conflict = onConflictClause(request, prefs, known);

  // One statement per request, as PostgREST sends: statement-level triggers see every row.
  const inserted = await runAsAnon(db, request, async (tx) => {
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

async function selectRows(db: PGlite, request: Request, table: string): Promise<Response> {
  const method = request.method;
  const rows = await runAsAnon(
    db,
    request,
    async (tx) => (await tx.query(`select * from public.${quoteIdent(table)}`)).rows,
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
  await runAsAnon(db, request, (tx) =>
    tx.query(`update public.${quoteIdent(table)} set ${assignments} where false`, params),
  );
  return empty(204);
}
