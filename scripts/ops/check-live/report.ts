// The rows check:live prints, and the table they are printed as.

/** ok: holds; FAIL: broken (exit code 1); warn: works but should change; skip: not checked. */
export type CheckStatus = 'ok' | 'FAIL' | 'warn' | 'skip';

export interface CheckRow {
  /** The group: pages, unknown path, header, preflight, voice, agent. */
  check: string;
  /** What was checked: a path, a header, a function, a flow. */
  target: string;
  status: CheckStatus;
  /** What was seen; for a failure, what is wrong and what to do. */
  detail: string;
}

export const row = (check: string, target: string, status: CheckStatus, detail: string): CheckRow => ({
  check,
  target,
  status,
  detail,
});

export const failed = (rows: readonly CheckRow[]): CheckRow[] => rows.filter((entry) => entry.status === 'FAIL');

/** The rows as an aligned text table, then one summary line. */
export function formatReport(rows: readonly CheckRow[]): string {
  const header: CheckRow = { check: 'CHECK', target: 'TARGET', status: 'ok', detail: 'DETAIL' };
  const width = (pick: (entry: CheckRow) => string) =>
    Math.max(...[header, ...rows].map((entry) => pick(entry).length));
  const checkWidth = width((entry) => entry.check);
  const targetWidth = width((entry) => entry.target);
  const line = (entry: CheckRow, status: string) =>
    `${entry.check.padEnd(checkWidth)}  ${entry.target.padEnd(targetWidth)}  ${status.padEnd(6)}  ${entry.detail}`.trimEnd();
  const count = (status: CheckStatus) => rows.filter((entry) => entry.status === status).length;
  const summary = [
    `${count('ok')} ok`,
    `${count('FAIL')} failed`,
    ...(count('warn') ? [`${count('warn')} warned`] : []),
    ...(count('skip') ? [`${count('skip')} skipped`] : []),
  ].join(', ');
  return [
    line(header, 'RESULT'),
    ...rows.map((entry) => line(entry, entry.status)),
    '',
    `${rows.length} checks: ${summary}.`,
  ].join('\n');
}
