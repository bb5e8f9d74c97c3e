// CSV export for npm run leads: contact and demo requests and voice sessions in one sheet. Visitors
// type these values, so a cell that a spreadsheet would run as a formula is escaped (OWASP "CSV
// injection"): a leading =, +, -, @, tab or carriage return gets a ' in front.
// The request columns come from the lead-column map; a voice session fills the same ones from its details.
import { columnsOf, DEMO_REQUEST_COLUMNS, notesOfRow } from '../../../supabase/functions/_shared/leads/lead-columns.ts';
import { collectedText, evaluationText, goalsText } from './format-analysis.ts';
import { detail } from './format-sessions.ts';

type Row = Record<string, unknown>;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula-escaped, then quoted when it holds a comma, quote or line break (RFC 4180). */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The map's short fields, by column: name, email, … (its long texts share the notes cell). */
const FIELD_COLUMNS = columnsOf(DEMO_REQUEST_COLUMNS)
  .filter(([, entry]) => !entry.notes)
  .map(([, entry]) => entry.column);

const HEADER = [
  'kind',
  'received',
  'source_or_flow',
  ...FIELD_COLUMNS,
  'notes',
  'duration_seconds',
  'call_successful',
  'summary',
  'conversation_id',
  'page',
  // The page's language (BCP 47): the language to answer the lead in.
  'locale',
  'goals',
  'evaluation',
  'collected',
];

/** A request's cells by heading; a request has no call, so the call's cells stay empty. */
function requestLine(row: Row): Row {
  const fields = Object.fromEntries(FIELD_COLUMNS.map((column) => [column, row[column]]));
  return {
    kind: 'request',
    received: row.created_at,
    source_or_flow: row.source,
    ...fields,
    notes: notesOfRow(row),
    locale: row.locale,
  };
}

/** A voice session's cells by heading: the fields the visitor gave before the call are its details. */
function sessionLine(row: Row): Row {
  const fields = Object.fromEntries(FIELD_COLUMNS.map((column) => [column, detail(row, column)]));
  return {
    kind: 'voice_session',
    received: row.created_at,
    source_or_flow: row.flow,
    ...fields,
    notes: row.data_collection ?? '',
    duration_seconds: row.duration_seconds,
    call_successful: row.call_successful,
    summary: row.summary,
    conversation_id: row.conversation_id,
    page: row.page,
    locale: row.locale,
    goals: goalsText(row),
    evaluation: evaluationText(row),
    collected: collectedText(row),
  };
}

/** The whole export, CRLF line ends as spreadsheets expect. */
export function leadsCsv(requests: readonly Row[], sessions: readonly Row[]): string {
  const lines = [...requests.map(requestLine), ...sessions.map(sessionLine)];
  const header = HEADER.map(csvCell).join(',');
  const body = lines.map((cells) => HEADER.map((column) => csvCell(cells[column])).join(','));
  return [header, ...body].join('\r\n') + '\r\n';
}
