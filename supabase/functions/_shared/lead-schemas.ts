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

const requiredEmail = requiredText(FIELD_LIMITS.email).pipe(z.email('Must be a valid email address'));

/** Body of send-demo-request, sent by the Book a Demo modal. */
export const DemoRequestSchema = z.object({
  name: requiredText(FIELD_LIMITS.name),
  email: requiredEmail,
  company: requiredText(FIELD_LIMITS.company),
  phone: optionalText(FIELD_LIMITS.phone),
  website: requiredText(FIELD_LIMITS.website),
  aiHelp: requiredText(FIELD_LIMITS.longText),
  additionalNotes: optionalText(FIELD_LIMITS.longText),
});
export type DemoRequest = z.output<typeof DemoRequestSchema>;

/** Body of send-lead-notification, sent by the contact page after it stored the row itself. */
export const LeadNotificationSchema = z.object({
  name: requiredText(FIELD_LIMITS.name),
  business: requiredText(FIELD_LIMITS.company),
  phone: requiredText(FIELD_LIMITS.phone),
});
export type LeadNotification = z.output<typeof LeadNotificationSchema>;

/** Body of voice-signed-url. Agent ids are short slugs; anything else is not ours. */
export const VoiceSignedUrlSchema = z.object({
  agentId: requiredText(100).regex(/^[A-Za-z0-9_-]+$/, 'Must contain only letters, digits, _ and -'),
});
