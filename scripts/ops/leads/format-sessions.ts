// Turns voice_sessions rows into a terminal table for npm run leads, beside the requests table.
import { analysisLines } from './format-analysis.ts';
import { fit, localMinutes } from './format-leads.ts';

type Row = Record<string, unknown>;

const COLUMNS: ReadonlyArray<{ title: string; width: number; cell(row: Row): string }> = [
  { title: 'Started', width: 16, cell: (row) => localMinutes(row.created_at) },
  { title: 'Flow', width: 22, cell: (row) => text(row.flow) },
  { title: 'Lang', width: 6, cell: (row) => text(row.locale) },
  { title: 'Name', width: 20, cell: (row) => detail(row, 'name') },
  { title: 'Company', width: 18, cell: (row) => detail(row, 'company') },
  { title: 'E-mail', width: 24, cell: (row) => detail(row, 'email') },
  { title: 'Phone', width: 14, cell: (row) => detail(row, 'phone') },
  { title: 'Length', width: 7, cell: (row) => (row.duration_seconds == null ? '' : `${row.duration_seconds} s`) },
  { title: 'Result', width: 8, cell: (row) => (row.outcome_at ? text(row.call_successful) : 'no call') },
  { title: 'Summary', width: 60, cell: (row) => text(row.summary) },
];

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One detail of the jsonb `details` column (PGlite and PostgREST both give an object); '' when absent. */
export function detail(row: Row, field: string): string {
  const details = row.details;
  if (!details || typeof details !== 'object') return '';
  return text((details as Record<string, unknown>)[field]);
}

export function formatSessionsTable(rows: readonly Row[]): string {
  if (rows.length === 0) return 'No voice sessions yet.';
  const line = (cells: string[]) => cells.join('  ').trimEnd();
  const header = line(COLUMNS.map((column) => fit(column.title, column.width)));
  const rule = line(COLUMNS.map((column) => '─'.repeat(column.width)));
  // The summary is what the team reads: never cut it, let the terminal wrap it.
  // A qualified lead's goals and collected fields go on lines of their own under its row.
  const body = rows.flatMap((row) => [
    line(
      COLUMNS.map((column, i) => (i === COLUMNS.length - 1 ? column.cell(row) : fit(column.cell(row), column.width))),
    ),
    ...analysisLines(row),
  ]);
  const count = `${rows.length} voice session${rows.length === 1 ? '' : 's'}, newest first.`;
  return [header, rule, ...body, '', count].join('\n');
}
