import { readFileSync } from 'node:fs';
import { HtmlValidate } from 'html-validate';

/**
 * html-validate's `standard` preset: the rules the HTML standard states (which element may contain which,
 * required attributes and children), none of its style preferences. A prerendered page that breaks one
 * renders as the browser repairs it, which React's hydration then finds different from its own tree.
 */
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** One place a page breaks the standard. */
export interface HtmlProblem {
  file: string;
  line: number;
  column: number;
  /** The html-validate rule, e.g. `element-permitted-content`. */
  rule: string;
  message: string;
}

/** Every problem html-validate finds in `files`, file by file, in the order it reports them. */
export async function htmlProblems(files: readonly string[]): Promise<HtmlProblem[]> {
  const problems: HtmlProblem[] = [];
  for (const file of files) {
    const report = await validator.validateString(readFileSync(file, 'utf8'), file);
    for (const result of report.results)
      for (const message of result.messages)
        problems.push({
          file,
          line: message.line,
          column: message.column,
          rule: message.ruleId,
          message: message.message,
        });
  }
  return problems;
}

/** A problem as one line: `dist/about.html:5:120  element-permitted-content  <style> element is …`. */
export function formatHtmlProblem(problem: HtmlProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.rule}  ${problem.message}`;
}
