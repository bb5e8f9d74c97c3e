// Turns demo_requests rows into a terminal table for npm run leads.

const COLUMNS = [
  { key: 'created_at', title: 'Received', width: 16 },
  { key: 'source', title: 'From', width: 10 },
  { key: 'locale', title: 'Lang', width: 6 },
  { key: 'name', title: 'Name', width: 22 },
  { key: 'company', title: 'Company', width: 22 },
  { key: 'email', title: 'E-mail', width: 28 },
  { key: 'phone', title: 'Phone', width: 16 },
  { key: 'website', title: 'Website', width: 24 },
  { key: 'ai_help', title: 'How AI would help / notes', width: 40 },
] as const;

const SOURCE_LABELS: Record<string, string> = { contact: 'Contact', demo_modal: 'Book demo' };

function cellText(row: Record<string, unknown>, key: (typeof COLUMNS)[number]['key']): string {
  const value = row[key];
  if (key === 'created_at') return localMinutes(value);
  if (key === 'source') return SOURCE_LABELS[String(value)] ?? String(value ?? '');
  if (key === 'ai_help') return [row.ai_help, row.additional_notes].filter(Boolean).join(' / ');
  return value === null || value === undefined ? '' : String(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local time, minutes precision: "2025-06-01 14:05". */
export function localMinutes(value: unknown): string {
  const date = new Date(String(value));
  return Number.isNaN(date.getTime())
    ? String(value ?? '')
    : `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fit(text: string, width: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

export function formatLeadsTable(rows: ReadonlyArray<Record<string, unknown>>): string {
  if (rows.length === 0) return 'No demo or contact requests yet.';
  const line = (cells: string[]) => cells.join('  ').trimEnd();
  const header = line(COLUMNS.map((column) => fit(column.title, column.width)));
  const rule = line(COLUMNS.map((column) => '─'.repeat(column.width)));
  const body = rows.map((row) => line(COLUMNS.map((column) => fit(cellText(row, column.key), column.width))));
  const count = `${rows.length} request${rows.length === 1 ? '' : 's'}, newest first.`;
  return [header, rule, ...body, '', count].join('\n');
}
