// What the forms may send, as zod schemas built from the shared field rules in lead-fields.ts (the
// browser forms read the same rules, so both sides always agree on names, required and lengths).
import { z } from 'zod';
import { CONTACT_FIELDS, DEMO_REQUEST_FIELDS, type FieldRule, type FieldValues } from './lead-fields.ts';

const notText = (input: unknown) => (input === undefined || input === null ? 'Required' : 'Must be text');

/** Trimmed, non-empty text of at most `max` characters. */
const requiredText = (max: number) =>
  z
    .string({ error: (issue) => notText(issue.input) })
    .trim()
    .min(1, 'Required')
    .max(max, `Must be at most ${max} characters`);

/** Trimmed text of at most `max` characters; missing, null and blank all become ''. */
const optionalText = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');

function fieldSchema(rule: FieldRule): z.ZodType<string> {
  if (!rule.required) return optionalText(rule.maxLength);
  const text = requiredText(rule.maxLength);
  return rule.email ? text.pipe(z.email('Must be a valid email address')) : text;
}

/** An object schema with one text schema per rule; unknown keys (the spam trap) are dropped. */
function objectSchema<Fields extends Record<string, FieldRule>>(fields: Fields) {
  const shape = Object.fromEntries(Object.entries(fields).map(([name, rule]) => [name, fieldSchema(rule)]));
  return z.object(shape as { [Field in keyof Fields]: z.ZodType<string> });
}

/** Body of send-demo-request, sent by the Book a Demo modal. */
export const DemoRequestSchema = objectSchema(DEMO_REQUEST_FIELDS);
export type DemoRequest = FieldValues<typeof DEMO_REQUEST_FIELDS>;

/** Body of send-lead-notification, sent by the contact page after it stored the row itself. */
export const LeadNotificationSchema = objectSchema(CONTACT_FIELDS);
export type LeadNotification = FieldValues<typeof CONTACT_FIELDS>;

/** Body of voice-signed-url. Agent ids are short slugs; anything else is not ours. */
export const VoiceSignedUrlSchema = z.object({
  agentId: requiredText(100).regex(/^[A-Za-z0-9_-]+$/, 'Must contain only letters, digits, _ and -'),
});
