/** Any thrown value or SDK error context as an Error, so callers handle one type. */
export function toError(value: unknown, fallbackMessage = 'Unknown voice error'): Error {
  if (value instanceof Error) return value;
  if (typeof value === 'string' && value) return new Error(value);
  return new Error(fallbackMessage);
}

/**
 * The SDK reports a client tool the page does not define (or that threw) through onError with
 * `{ clientToolName }`. It has already told the agent; for the page it is not a failure.
 */
export function isClientToolError(context: unknown): context is { clientToolName: string } {
  return typeof context === 'object' && context !== null && 'clientToolName' in context;
}
