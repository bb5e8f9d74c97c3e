// zod's own English messages ("Too big: expected number to be <=999"), read off the installed zod,
// so a test can prove that none of them reaches an author.
import { z } from 'zod';

const english = z.locales.en().localeError!;

/** One issue of every kind zod reports, with the variants its English messages tell apart. */
const SAMPLES: z.core.$ZodRawIssue[] = [
  { code: 'invalid_type', expected: 'string', input: 1 },
  { code: 'invalid_type', expected: 'number', input: 'ten' },
  { code: 'invalid_value', values: ['a'], input: 'b' },
  { code: 'invalid_value', values: ['a', 'b'], input: 'c' },
  { code: 'too_big', origin: 'number', maximum: 999, inclusive: true, input: 1200 },
  { code: 'too_big', origin: 'string', maximum: 70, inclusive: true, input: 'x' },
  { code: 'too_big', origin: 'array', maximum: 3, inclusive: true, input: [] },
  { code: 'too_small', origin: 'number', minimum: 1, inclusive: true, input: 0 },
  { code: 'too_small', origin: 'string', minimum: 1, inclusive: true, input: '' },
  { code: 'too_small', origin: 'array', minimum: 1, inclusive: true, input: [] },
  { code: 'invalid_format', format: 'email', input: 'x' },
  { code: 'invalid_format', format: 'url', input: 'x' },
  { code: 'invalid_format', format: 'regex', pattern: '/^a$/', input: 'x' },
  { code: 'invalid_format', format: 'starts_with', prefix: 'a', input: 'x' },
  { code: 'not_multiple_of', divisor: 5, input: 3 },
  { code: 'unrecognized_keys', keys: ['a'], input: {} },
  { code: 'unrecognized_keys', keys: ['a', 'b'], input: {} },
  { code: 'invalid_key', origin: 'record', issues: [], input: {} },
  { code: 'invalid_element', origin: 'map', key: 'a', issues: [], input: {} },
  { code: 'invalid_union', errors: [], input: 1 },
  { code: 'invalid_union', errors: [], discriminator: 'type', options: ['a', 'b'], input: {} },
  { code: 'custom', input: 1 },
];

/** zod's English message for each sample issue. */
export const ZOD_DEFAULT_MESSAGES: string[] = SAMPLES.map((issue) => {
  const message = english(issue);
  return typeof message === 'string' ? message : (message?.message ?? '');
});

/**
 * The opening words of zod's English messages ("Too big", "Invalid input", "Unrecognized key", …):
 * the part that is the same whatever the value. None of them may appear in what an author reads.
 */
export const ZOD_DEFAULT_OPENINGS: string[] = [
  ...new Set(
    ZOD_DEFAULT_MESSAGES.map((message) =>
      message
        .split(/[\s:.]+/)
        .slice(0, 2)
        .join(' '),
    ),
  ),
];

/** The zod wording a message contains, if any. */
export function zodWordingIn(message: string): string | undefined {
  return ZOD_DEFAULT_OPENINGS.find((opening) => message.includes(opening));
}
