// Each lead's CRM deliveries as a terminal table for npm run leads, under the leads and the sessions:
// per event and destination, whether it arrived, how many tries it took and why the last one failed.
import { fit, localMinutes } from './format-leads.ts';

type Row = Record<string, unknown>;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function state(row: Row): string {
  if (row.status === 'sent') return `sent ${localMinutes(row.sent_at)}`;
  if (row.status === 'pending') return Number(row.attempts) > 0 ? 'retrying' : 'queued';
  return text(row.status);
}

const COLUMNS: ReadonlyArray<{ title: string; width: number; cell(row: Row): string }> = [
  { title: 'Lead', width: 34, cell: (row) => text(row.lead_key) },
  { title: 'Event', width: 14, cell: (row) => text(row.type) },
  { title: 'Destination', width: 18, cell: (row) => text(row.destination) },
  { title: 'State', width: 22, cell: state },
  { title: 'Tries', width: 5, cell: (row) => text(row.attempts) },
  { title: 'Last failure', width: 60, cell: (row) => text(row.last_error) },
];

export function formatDeliveriesTable(rows: readonly Row[]): string {
  if (rows.length === 0) return 'No CRM deliveries yet.';
  const line = (cells: string[]) => cells.join('  ').trimEnd();
  const header = line(COLUMNS.map((column) => fit(column.title, column.width)));
  const rule = line(COLUMNS.map((column) => '─'.repeat(column.width)));
  const body = rows.map((row) =>
    line(
      COLUMNS.map((column, i) => (i === COLUMNS.length - 1 ? column.cell(row) : fit(column.cell(row), column.width))),
    ),
  );
  const failing = rows.filter((row) => row.status !== 'sent' && row.status !== 'skipped').length;
  const count = `${rows.length} CRM deliver${rows.length === 1 ? 'y' : 'ies'}, oldest first; ${failing} not delivered yet.`;
  return [header, rule, ...body, '', count].join('\n');
}
