// Reading PostgREST requests: JSON bodies, Prefer headers, column lists, upsert targets.

export class InvalidBodyError extends Error {}
export class UnknownColumnError extends Error {
  readonly column: string;

  constructor(column: string) {
    super(`Unknown column ${column}`);
    this.column = column;
  }
}

export async function readJsonObjects(request: Request): Promise<Array<Record<string, unknown>>> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    throw new InvalidBodyError('Empty or invalid json');
  }
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
    throw new InvalidBodyError('Empty or invalid json');
  }
  return rows as Array<Record<string, unknown>>;
}

/** Prefer header values, e.g. "return=minimal, missing=default" → { return: 'minimal', missing: 'default' }. */
export function preferences(request: Request): Record<string, string> {
  const prefs: Record<string, string> = {};
  for (const item of (request.headers.get('prefer') ?? '').split(',')) {
    const [key, value] = item.trim().split('=');
    if (key && value) prefs[key] = value;
  }
  return prefs;
}

export function checkColumns(requested: readonly string[], known: readonly string[]): void {
  const unknown = requested.find((column) => !known.includes(column));
  if (unknown !== undefined) throw new UnknownColumnError(unknown);
}

/** Postgres casts text parameters to the column type, as PostgREST's json_populate_record does. */
export function toParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Upsert that keeps the stored row: ?on_conflict=id with Prefer: resolution=ignore-duplicates. */
export function onConflictClause(request: Request, prefs: Record<string, string>, known: readonly string[]): string {
  if (prefs.resolution === undefined) return '';
  if (prefs.resolution !== 'ignore-duplicates') {
    throw new InvalidBodyError(`Prefer: resolution=${prefs.resolution} is not emulated by the local backend`);
  }
  const target = new URL(request.url).searchParams.get('on_conflict');
  if (!target) return ' on conflict do nothing';
  const columns = target.split(',').map((column) => column.trim());
  checkColumns(columns, known);
  return ` on conflict (${columns.map(quoteIdent).join(', ')}) do nothing`;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
