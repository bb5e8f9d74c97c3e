// The abuse test's figures table, the checks of the other attacks, and the numbers that must be 0.
import type { Check } from './scenarios.ts';

export interface EndpointReport {
  name: string;
  /** The most one client may get accepted (endpoints.ts). */
  limit: number;
  sent: number;
  accepted: number;
  tooMany: number;
  other4xx: number;
  /** 5xx and network failures. */
  other: number;
  seconds: number;
  /** demo_requests rows and outbox e-mails the flood added. */
  rows: number;
  emails: number;
  /** The real visitor's submission (sent twice, as a retry): all 2xx?, rows and e-mails it added. */
  visitor: { ok: boolean; rows: number; emails: number };
}

export interface ReportLimits {
  maxRequests: number;
  maxSeconds: number;
}

const COLUMNS = [
  'endpoint',
  'sent',
  'accepted',
  'limit',
  '429',
  'other 4xx',
  '5xx',
  'rows stored',
  'emails queued',
  'seconds',
  'visitor',
];

export function formatReport(
  reports: readonly EndpointReport[],
  orphanEmails: number,
  limits: ReportLimits,
  checks: readonly Check[] = [],
  /** Further counts that must be 0, by label (e.g. 'e-mails sent twice'). */
  counters: Readonly<Record<string, number>> = {},
): { text: string; failed: boolean } {
  const rows = reports.map((report) => [
    report.name,
    report.sent,
    report.accepted,
    report.limit,
    report.tooMany,
    report.other4xx,
    report.other,
    report.rows,
    report.emails,
    report.seconds.toFixed(1),
    `${report.visitor.ok ? 'OK' : 'REFUSED'} (${report.visitor.rows} row, ${report.visitor.emails} email)`,
  ]);
  const table = [COLUMNS, ...rows].map((cells) => cells.map(String));
  const widths = COLUMNS.map((_, column) => Math.max(...table.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');

  const refusedVisitors =
    reports.filter((report) => !report.visitor.ok).length +
    checks.filter((check) => !check.ok && check.expected === 'visitor 2xx').length;
  const lostLeads = reports.filter((report) => report.visitor.rows < 1 && report.name.includes('insert')).length;
  const overLimit = reports.filter((report) => report.accepted > report.limit).length;
  const failedChecks = checks.filter((check) => !check.ok).length;
  const checkWidth = Math.max(0, ...checks.map((check) => check.name.length));
  const checkLines = checks.map(
    (check) =>
      `${check.ok ? 'ok  ' : 'FAIL'}  ${check.name.padEnd(checkWidth)}  expected ${check.expected}, got ${check.got}`,
  );
  // A visitor's submission sent twice must store at most one row.
  const duplicates = reports.reduce((sum, report) => sum + Math.max(0, report.visitor.rows - 1), 0);
  const text = [
    `Flood from one loopback address per endpoint, a forged X-Forwarded-For on every call (at most ${limits.maxRequests} requests, ${limits.maxSeconds} s), then a real visitor from another address, submitting twice (a retry).`,
    '',
    line(table[0]!),
    line(widths.map((width) => '-'.repeat(width))),
    ...table.slice(1).map(line),
    '',
    ...(checks.length > 0 ? ['Other attacks:', ...checkLines, ''] : []),
    `real visitors refused: ${refusedVisitors}   lost leads: ${lostLeads}   emails without a stored row: ${orphanEmails}   clients over their limit: ${overLimit}   duplicate rows from retries: ${duplicates}   failed checks: ${failedChecks}` +
      Object.entries(counters)
        .map(([label, count]) => `   ${label}: ${count}`)
        .join(''),
  ].join('\n');
  const extra = Object.values(counters).reduce((sum, count) => sum + count, 0);
  return {
    text,
    failed: refusedVisitors + lostLeads + orphanEmails + overLimit + duplicates + failedChecks + extra > 0,
  };
}
