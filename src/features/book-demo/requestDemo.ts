import type {
  DEMO_REQUEST_FIELDS,
  FieldValues,
  HONEYPOT_FIELD,
} from '../../../supabase/functions/_shared/leads/lead-fields.ts';
import { invokeFunction } from '../../lib/backend.ts';

/** The body of send-demo-request (SPEC §7), trimmed. */
export type DemoRequest = FieldValues<typeof DEMO_REQUEST_FIELDS>;

/**
 * What is sent: the request, the page's language on a translated page (pageLocale.ts), and the spam
 * trap's value when a bot filled it.
 */
export type DemoRequestBody = DemoRequest & { locale?: string } & Partial<Record<typeof HONEYPOT_FIELD, string>>;

/** Only web addresses may be opened: a `javascript:` link would run in this site's blank tab. */
function webAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Sends the request (`id`: this submission's row id); resolves with the pre-filled booking link (null when the server has none), throws on failure. */
export async function requestDemo(id: string, body: DemoRequestBody): Promise<{ schedulingLink: string | null }> {
  // The body is SPEC's; the row id travels as the Idempotency-Key, so a retry stores one row.
  // The captcha's code loads with the form, not the page; it adds X-Altcha to the call below.
  (await import('../../lib/captcha.ts')).startCaptcha();
  const data = await invokeFunction<{ schedulingLink?: unknown } | null>('send-demo-request', body, {
    headers: { 'Idempotency-Key': id },
  });
  const schedulingLink = webAddress(data?.schedulingLink);
  if (data?.schedulingLink && !schedulingLink)
    console.error('send-demo-request returned an unusable link:', data.schedulingLink);
  return { schedulingLink };
}
