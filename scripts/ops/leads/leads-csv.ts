// CSV export for npm run leads: contact and demo requests and voice sessions in one sheet. Visitors
// type these values, so a cell that a spreadsheet would run as a formula is escaped (OWASP "CSV
// injection"): a leading =, +, -, @, tab or carriage return gets a ' in front.
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

const HEADER = [
  'kind',
  'received',
  'source_or_flow',
  'name',
  'email',
  'phone',
  'company',
  'website',
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
  // The meeting booked in the call (UTC start, the visitor's zone), or why booking failed.
  'meeting_start',
  'meeting_time_zone',
  'meeting_status',
] as const;

function requestLine(row: Row): unknown[] {
  const notes = [row.ai_help, row.additional_notes].filter(Boolean).join(' / ');
  const request = ['request', row.created_at, row.source, row.name, row.email, row.phone, row.company, row.website];
  // No call: empty from duration_seconds to page.
  return [...request, notes, '', '', '', '', '', row.locale];
}

function sessionLine(row: Row): unknown[] {
  const field = (name: 'name' | 'email' | 'phone' | 'company') => detail(row, name);
  return [
    'voice_session',
    row.created_at,
    row.flow,
    field('name'),
    field('email'),
    field('phone'),
    field('company'),
    '',
    row.data_collection ?? '',
    row.duration_seconds,
    row.call_successful,
    row.summary,
    row.conversation_id,
    row.page,
    row.locale,
    goalsText(row),
    evaluationText(row),
    collectedText(row),
    ...meetingCells(row),
  ];
}

function meetingCells(row: Row): unknown[] {
  const booking = row.booking as { start?: string; timeZone?: string } | null | undefined;
  if (booking?.start) return [booking.start, booking.timeZone, 'booked'];
  return ['', '', row.booking_failed ? `failed: ${String(row.booking_failed)}` : ''];
}

/** The whole export, CRLF line ends as spreadsheets expect. */
export function leadsCsv(requests: readonly Row[], sessions: readonly Row[]): string {
  const lines = [[...HEADER], ...requests.map(requestLine), ...sessions.map(sessionLine)];
  return lines.map((cells) => HEADER.map((_, i) => csvCell(cells[i])).join(',')).join('\r\n') + '\r\n';
}
