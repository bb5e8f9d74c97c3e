/** The table npm run agents:test prints: per flow, per test, the verdict, the time and each condition. */
import { testNamePrefix } from './derive-tests.ts';
import type { FlowTestResult } from './run-tests.ts';

const MARK = { passed: 'PASS', failed: 'FAIL', cancelled: 'STOP', 'timed out': 'TIME', 'not judged': 'OPEN' } as const;

export function formatTestTable(flows: readonly FlowTestResult[]): string {
  const lines: string[] = [];
  const width = Math.max(20, ...flows.flatMap((flow) => flow.runs.map((run) => shortName(flow.slug, run.name).length)));
  for (const flow of flows) {
    lines.push(`${flow.slug}${flow.agentId ? `  ${flow.agentId}` : ''}`);
    if (flow.problem) lines.push(`  FAIL  ${flow.problem}`);
    for (const run of flow.runs) {
      const time = `${run.seconds.toFixed(1)} s`.padStart(8);
      // The platform's summary when it gives one (the simulator counts its checks), else its verdict.
      const verdict = run.summary || run.result;
      lines.push(`  ${MARK[run.status]}  ${shortName(flow.slug, run.name).padEnd(width)}  ${time}  ${verdict}`);
      for (const message of run.messages) lines.push(`          ${message}`);
    }
  }
  const runs = flows.flatMap((flow) => flow.runs);
  const passed = runs.filter((run) => run.status === 'passed').length;
  const open = runs.filter((run) => run.status === 'not judged').length;
  const broken = flows.filter((flow) => flow.problem).length;
  lines.push(
    '',
    `${passed} of ${runs.length} tests passed, ${runs.length - passed - open} failed, ${open} not judged ` +
      `(${runs.length - open} judged) in ${flows.length} flow${flows.length === 1 ? '' : 's'}` +
      (broken > 0 ? `; ${broken} flow${broken === 1 ? '' : 's'} could not run` : '') +
      '.',
  );
  return lines.join('\n');
}

const shortName = (slug: string, name: string) =>
  name.startsWith(testNamePrefix(slug)) ? name.slice(testNamePrefix(slug).length) : name;
