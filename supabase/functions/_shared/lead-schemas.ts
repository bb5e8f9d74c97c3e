// What the forms may send. Limits mirror the check constraints in
// supabase/migrations/*_demo_requests.sql: change both together.
import { z } from 'zod';

export const FIELD_LIMITS = {
  name: 200,
  company: 200,
  email: 320,
  phone: 50,
  website: 500,
  longText: 5000,
} as const;

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

const requiredEmail = requiredText(FIELD_LIMITS.email).pipe(z.email('Must be a valid email address'));

/** Body of send-demo-request, sent by the Book a Demo modal. */
export const DemoRequestSchema = z.object({
  name: requiredText(FIELD_LIMITS.name),
  email: requiredEmail,
  company: requiredText(FIELD_LIMITS.company),
  phone: optionalText(FIELD_LIMITS.phone).refine(isPhoneShaped, PHONE_MESSAGE),
  website: requiredText(FIELD_LIMITS.website),
  aiHelp: requiredText(FIELD_LIMITS.longText, CONTROL_CHARACTERS_EXCEPT_LINES),
  additionalNotes: optionalText(FIELD_LIMITS.longText, CONTROL_CHARACTERS_EXCEPT_LINES),
});
export type DemoRequest = z.output<typeof DemoRequestSchema>;

/** Body of send-lead-notification, sent by the contact page after it stored the row itself. */
export const LeadNotificationSchema = z.object({
  name: requiredText(FIELD_LIMITS.name),
  business: requiredText(FIELD_LIMITS.company),
  phone: requiredText(FIELD_LIMITS.phone).refine(isPhoneShaped, PHONE_MESSAGE),
});
export type LeadNotification = z.output<typeof LeadNotificationSchema>;

/** Body of voice-signed-url. Agent ids are short slugs; anything else is not ours. */
export const VoiceSignedUrlSchema = z.object({
  agentId: requiredText(100).regex(/^[A-Za-z0-9_-]+$/, 'Must contain only letters, digits, _ and -'),
});
