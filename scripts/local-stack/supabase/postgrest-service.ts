// PostgREST for the service role: what the deployed functions send through supabase/functions/_shared/
// postgrest.ts (horizontal filters, select, order, limit, filtered PATCH, rpc/<function>), so the
// functions' own code can run against the local stack under Deno. The anon side (the browser) keeps
// postgrest.ts's narrower emulation, which never lets a filter widen what anon may touch.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { runAs } from './database.ts';
import type { KeyRole } from './keys.ts';
import {
  InvalidBodyError,
  checkColumns,
  preferences,
  quoteIdent,
  readJsonObjects,
  toParameter,
} from './postgrest-request.ts';

const OPERATORS: Record<string, string> = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' };
/** Query parameters that are not column filters. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);

/** `col=op.value` filters as SQL, parameters appended to `params`; only the operators the functions use. */
export function whereClause(url: URL, known: readonly string[], params: Array<string | null>): string {
  const conditions: string[] = [];
  for (const [column, filter] of url.searchParams) {
    if (RESERVED.has(column)) continue;
    checkColumns([column], known);
    const match = /^(eq|neq|lt|lte|gt|gte|is)\.(.*)$/s.exec(filter);
    if (!match) throw new InvalidBodyError(`Filter ${column}=${filter} is not emulated by the local backend`);
    const [, op, value] = match as unknown as [string, string, string];
    if (op === 'is') {
      const literal = { null: 'null', true: 'true', false: 'false' }[value.toLowerCase()];
      if (!literal) throw new InvalidBodyError(`"${value}" is not a valid value for is`);
      conditions.push(`${quoteIdent(column)} is ${literal}`);
    } else {
      params.push(value);
      conditions.push(`${quoteIdent(column)} ${OPERATORS[op]} $${params.length}`);
    }
  }
  return conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
}

/** `select=a,b` as a column list (`*` when absent). */
export function selectList(url: URL, known: readonly string[]): string {
  const select = url.searchParams.get('select');
  if (!select || select.trim() === '*') return '*';
  const columns = select.split(',').map((column) => column.trim());
  checkColumns(columns, known);
  return columns.map(quoteIdent).join(', ');
}

function orderAndLimit(url: URL, known: readonly string[]): string {
  let sql = '';
  const order = url.searchParams.get('order');
  if (order) {
    const terms = order.split(',').map((term) => {
      const [column = '', direction = 'asc'] = term.trim().split('.');
      checkColumns([column], known);
      if (direction !== 'asc' && direction !== 'desc') throw new InvalidBodyError(`order ${term} is not emulated`);
      return `${quoteIdent(column)} ${direction}`;
    });
    sql += ` order by ${terms.join(', ')}`;
  }
  const limit = url.searchParams.get('limit');
  if (limit !== null) {
    if (!/^\d+$/.test(limit)) throw new InvalidBodyError(`limit=${limit} is not a number`);
    sql += ` limit ${limit}`;
  }
  return sql;
}

export async function selectFiltered(tx: Transaction, request: Request, table: string, known: readonly string[]) {
  const url = new URL(request.url);
  const params: Array<string | null> = [];
  const where = whereClause(url, known, params);
  const sql = `select ${selectList(url, known)} from public.${quoteIdent(table)}${where}${orderAndLimit(url, known)}`;
  return (await tx.query<Record<string, unknown>>(sql, params)).rows;
}

/** A filtered update; the rows it changed (in `select`'s columns) when return=representation. */
export async function updateFiltered(tx: Transaction, request: Request, table: string, known: readonly string[]) {
  const url = new URL(request.url);
  const [changes] = await readJsonObjects(request);
  const columns = Object.keys(changes ?? {});
  checkColumns(columns, known);
  if (columns.length === 0) throw new InvalidBodyError('Empty or invalid json');
  const params = columns.map((column) => toParameter(changes![column]));
  const assignments = columns.map((column, index) => `${quoteIdent(column)} = $${index + 1}`).join(', ');
  const where = whereClause(url, known, params);
  // PostgREST refuses an unfiltered update unless asked; the functions always filter.
  if (where === '') throw new InvalidBodyError('UPDATE requires a WHERE clause');
  const returning = preferences(request).return === 'representation' ? ` returning ${selectList(url, known)}` : '';
  return (
    await tx.query<Record<string, unknown>>(
      `update public.${quoteIdent(table)} set ${assignments}${where}${returning}`,
      params,
    )
  ).rows;
}

/** A Postgres array literal of scalars, each quoted (NULL for null). */
function arrayLiteral(values: readonly unknown[]): string {
  const quote = (value: unknown) =>
    value === null || value === undefined ? 'NULL' : `"${String(value).replace(/[\\"]/g, (char) => `\\${char}`)}"`;
  return `{${values.map(quote).join(',')}}`;
}

/** POST rpc/<function> with named arguments; a scalar result comes back as bare JSON, as PostgREST does. */
export async function callRpc(tx: Transaction, request: Request, name: string): Promise<unknown> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new InvalidBodyError(`Could not find the function public.${name}`);
  const text = await request.text();
  const args = (text.trim() === '' ? {} : JSON.parse(text)) as Record<string, unknown>;
  if (typeof args !== 'object' || args === null || Array.isArray(args))
    throw new InvalidBodyError('Empty or invalid json');
  const names = Object.keys(args);
  // PostgREST reads the body with json_to_record, which turns a JSON array into a Postgres array for an
  // array-typed argument (https://docs.postgrest.org/en/stable/references/api/functions.html); text
  // parameters need the array literal for that.
  const arrays = await tx.query<{ name: string }>(
    `select a.name from pg_proc p join pg_namespace n on n.oid = p.pronamespace,
       unnest(p.proargnames, p.proargtypes::oid[]) as a (name, type) join pg_type t on t.oid = a.type
     where n.nspname = 'public' and p.proname = $1 and t.typcategory = 'A'`,
    [name],
  );
  const arrayArgs = new Set(arrays.rows.map((row) => row.name));
  const params = names.map((key) =>
    arrayArgs.has(key) && Array.isArray(args[key]) ? arrayLiteral(args[key] as unknown[]) : toParameter(args[key]),
  );
  const list = names.map((key, index) => `${quoteIdent(key)} => $${index + 1}`).join(', ');
  // As PostgREST: a function returning rows (setof, table) answers an array of objects, a composite one object.
  const shape = await tx.query<{ retset: boolean; rows: boolean }>(
    `select p.proretset as retset, t.typtype in ('c', 'p') as rows from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
     where n.nspname = 'public' and p.proname = $1 limit 1`,
    [name],
  );
  const { retset = false, rows = false } = shape.rows[0] ?? {};
  const call = `public.${quoteIdent(name)}(${list})`;
  if (!retset && !rows) {
    const result = await tx.query<{ result: unknown }>(`select ${call} as result`, params);
    return result.rows[0]?.result ?? null;
  }
  const result = await tx.query<Record<string, unknown>>(`select * from ${call}`, params);
  const values = rows ? result.rows : result.rows.map((row) => Object.values(row)[0]);
  return retset ? values : (values[0] ?? null);
}

export async function tableColumns(db: PGlite, table: string): Promise<string[]> {
  const result = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
  return result.rows.map((row) => row.column_name);
}

/**
 * Runs `work` as `role` with the request.* settings PostgREST gives every statement, so triggers can
 * read the headers (the contact insert limit reads the client address the gateway stamped).
 */
export function runAsRole<T>(
  db: PGlite,
  role: KeyRole,
  request: Request,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return runAs(db, role, async (tx) => {
    const headers = Object.fromEntries(request.headers);
    await tx.query(
      `select set_config('request.headers', $1, true), set_config('request.method', $2, true),
              set_config('request.path', $3, true)`,
      [JSON.stringify(headers), request.method, new URL(request.url).pathname],
    );
    return work(tx);
  });
}
