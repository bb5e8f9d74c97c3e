// Turns demo_requests rows into a terminal table for npm run leads: when and where a lead came from,
// then one column per short field of the lead-column map and one for everything the visitor wrote.
import { columnsOf, DEMO_REQUEST_COLUMNS, notesOfRow } from '../../../supabase/functions/_shared/leads/lead-columns.ts';

type Row = Record<string, unknown>;

const SOURCE_LABELS: Record<string, string> = { contact: 'Contact', demo_modal: 'Book demo' };
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const COLUMNS: ReadonlyArray<{ title: string; width: number; cell(row: Row): string }> = [
  { title: 'Received', width: 16, cell: (row) => localMinutes(row.created_at) },
  { title: 'From', width: 10, cell: (row) => SOURCE_LABELS[text(row.source)] ?? text(row.source) },
  { title: 'Lang', width: 6, cell: (row) => text(row.locale) },
  ...columnsOf(DEMO_REQUEST_COLUMNS)
    .filter(([, entry]) => !entry.notes)
    .map(([, entry]) => ({
      title: entry.title,
      width: entry.width ?? 20,
      cell: (row: Row) => text(row[entry.column]),
    })),
  { title: 'Notes', width: 40, cell: (row) => notesOfRow(row) },
];

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

export function formatLeadsTable(rows: readonly Row[]): string {
  if (rows.length === 0) return 'No demo or contact requests yet.';
  const line = (cells: string[]) => cells.join('  ').trimEnd();
  const header = line(COLUMNS.map((column) => fit(column.title, column.width)));
  const rule = line(COLUMNS.map((column) => '─'.repeat(column.width)));
  const body = rows.map((row) => line(COLUMNS.map((column) => fit(column.cell(row), column.width))));
  const count = `${rows.length} request${rows.length === 1 ? '' : 's'}, newest first.`;
  return [header, rule, ...body, '', count].join('\n');
}
