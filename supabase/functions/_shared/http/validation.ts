import type { z } from 'zod';
import { HttpError } from './http.ts';

/**
 * Parses a request body with `schema`, or throws a 400 listing one message per field, keyed by the
 * field names the browser sent: { error: 'invalid_fields', fields: { email: 'Required' } }.
 */
export function parseFields<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, { error: 'invalid_body', message: 'Send a JSON object.' });
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;

  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    fields[field] ??= issue.message;
  }
  throw new HttpError(400, { error: 'invalid_fields', fields });
}
