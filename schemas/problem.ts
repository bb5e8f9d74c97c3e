// One problem with the content, as the checker reports it and the visual editor shows it.
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
