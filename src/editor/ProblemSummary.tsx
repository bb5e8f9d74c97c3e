import { Alert, Anchor, List } from '@mantine/core';
import type { Problem } from './api.ts';
import { formPath } from './form/context.ts';

interface ProblemSummaryProps {
  problems: Problem[];
  /** Opens and focuses the field at a form path. */
  onJump(path: string): void;
}

/** Every problem the loader found in this file, each a link to its field. */
export function ProblemSummary({ problems, onJump }: ProblemSummaryProps) {
  if (problems.length === 0) return null;
  return (
    <Alert color="red" title={`${problems.length} problem${problems.length === 1 ? '' : 's'} to fix`}>
      <List size="sm">
        {problems.map((problem) => (
          <List.Item key={`${problem.line}:${problem.column}:${problem.path}:${problem.message}`}>
            <Anchor component="button" type="button" size="sm" onClick={() => onJump(formPath(problem.path))}>
              line {problem.line} {problem.path || '(file)'}
            </Anchor>
            : {problem.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
