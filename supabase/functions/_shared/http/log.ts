/** Where functions report what went wrong. `console` fits; tests pass a silent or recording one. */
export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

/** Message of any thrown value, for logs only: never send it to the browser. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
