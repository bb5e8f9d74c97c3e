import type { Problem } from '../../schemas/problem.ts';

export type { Problem } from '../../schemas/problem.ts';

export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  return problem.path ? `${where} ${problem.path}: ${problem.message}` : `${where} ${problem.message}`;
}

/** All problems, sorted by file and position, one per line. */
export function formatProblems(problems: readonly Problem[]): string {
  return [...problems]
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
    .map(formatProblem)
    .join('\n');
}

export function dottedPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, '');
}
