/** An SDK error (ElevenLabsError, with the HTTP status and body) or any other, as one line. */
export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const { statusCode, body } = error as { statusCode?: number; body?: unknown };
    if (statusCode !== undefined) return `HTTP ${statusCode}: ${JSON.stringify(body)}`;
  }
  return error instanceof Error ? error.message : String(error);
}
