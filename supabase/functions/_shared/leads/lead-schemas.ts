// What the forms may send, as zod schemas built from the shared field rules in lead-fields.ts (the
// browser forms read the same rules, so both sides always agree on names, required and lengths).
import { z } from 'zod';
import { CONTACT_FIELDS, DEMO_REQUEST_FIELDS, type FieldRule, type FieldValues } from './lead-fields.ts';
import { LOCALE_FIELD } from './lead-locale.ts';

const notText = (input: unknown) => (input === undefined || input === null ? 'Required' : 'Must be text');

// The same rules as the check constraints in supabase/migrations/20261123000200_contact_insert_limits.sql.
// zod's .trim() removes exactly the whitespace set the SQL strips before its not-blank check.
/** C0 and C1 control characters; long text may keep tab and line breaks. */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const noControlCharacters = (pattern: RegExp) => (value: string) => !pattern.test(value);
const CONTROL_MESSAGE = 'Must not contain control characters';
/** Digits with the usual separators and an optional leading +; 6 to 20 digits in all. */
const isPhoneShaped = (value: string) =>
  value === '' || (/^\+?[0-9 ()./-]+$/.test(value) && /^(?:\D*\d){6,20}\D*$/.test(value));
const PHONE_MESSAGE = 'Must be a phone number';

/** Trimmed, non-empty text of at most `max` characters. */
const requiredText = (max: number, controls = CONTROL_CHARACTERS) =>
  z
    .string({ error: (issue) => notText(issue.input) })
    .trim()
    .min(1, 'Required')
    .max(max, `Must be at most ${max} characters`)
    .refine(noControlCharacters(controls), CONTROL_MESSAGE);

/** Trimmed text of at most `max` characters; missing, null and blank all become ''. */
const optionalText = (max: number, controls = CONTROL_CHARACTERS) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine(noControlCharacters(controls), CONTROL_MESSAGE)
    .nullish()
    .transform((value) => value ?? '');

function fieldSchema(rule: FieldRule): z.ZodType<string> {
  const controls = rule.multiline ? CONTROL_CHARACTERS_EXCEPT_LINES : CONTROL_CHARACTERS;
  const text = rule.required ? requiredText(rule.maxLength, controls) : optionalText(rule.maxLength, controls);
  if (rule.email) return text.pipe(z.email('Must be a valid email address'));
  return rule.phone ? text.refine(isPhoneShaped, PHONE_MESSAGE) : text;
}

/** An object schema with one text schema per rule; unknown keys (the spam trap) are dropped. */
function objectSchema<Fields extends Record<string, FieldRule>>(fields: Fields) {
  const shape = Object.fromEntries(Object.entries(fields).map(([name, rule]) => [name, fieldSchema(rule)]));
  return z.object(shape as { [Field in keyof Fields]: z.ZodType<string> });
}

/** The page's language: every lead says which language to answer in (lead-locale.ts); null in an old row. */
type WithLocale = { locale: string | null };

/** Body of send-demo-request, sent by the Book a Demo modal, with the page's optional `locale`. */
export const DemoRequestSchema = objectSchema(DEMO_REQUEST_FIELDS).extend(LOCALE_FIELD);
export type DemoRequest = FieldValues<typeof DEMO_REQUEST_FIELDS> & WithLocale;

/** Body of send-lead-notification, sent by the contact page after it stored the row itself. */
export const LeadNotificationSchema = objectSchema(CONTACT_FIELDS).extend(LOCALE_FIELD);
export type LeadNotification = FieldValues<typeof CONTACT_FIELDS> & WithLocale;

/** Body of voice-signed-url. Agent ids are short slugs; anything else is not ours. */
export const VoiceSignedUrlSchema = z.object({
  agentId: requiredText(100).regex(/^[A-Za-z0-9_-]+$/, 'Must contain only letters, digits, _ and -'),
});
