/** One thing wrong with the content, pinned to the file position an author must edit. */
export interface Problem {
  /** Path relative to the project root, e.g. industries/healthcare.yaml. */
  file: string;
  line: number;
  column: number;
  /** Dotted path of the offending value, e.g. landing.sections[3].items[2].answer; empty for the file itself. */
  path: string;
  message: string;
}

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
