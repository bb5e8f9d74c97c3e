/**
 * An SDK error (ElevenLabsError, with the HTTP status and body) or any other, as one line; a validation
 * error (FastAPI's `detail` list) as each field's path and message, so the line names what was refused.
 */
export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const { statusCode, body } = error as { statusCode?: number; body?: unknown };
    const detail = (body as { detail?: unknown } | undefined)?.detail;
    if (statusCode !== undefined && Array.isArray(detail) && detail.every(isFieldError)) {
      return `HTTP ${statusCode}: ${detail.map((entry) => `${entry.loc.slice(1).join('.')}: ${entry.msg}`).join('; ')}`;
    }
    if (statusCode !== undefined) return `HTTP ${statusCode}: ${JSON.stringify(body)}`;
  }
  return error instanceof Error ? error.message : String(error);
}

const isFieldError = (entry: unknown): entry is { loc: unknown[]; msg: string } =>
  typeof entry === 'object' &&
  entry !== null &&
  Array.isArray((entry as { loc?: unknown }).loc) &&
  typeof (entry as { msg?: unknown }).msg === 'string';
