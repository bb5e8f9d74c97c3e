import { getSupabase } from '../../lib/supabase.ts';
import type { HONEYPOT_FIELD } from './honeypot.ts';

/** The body of send-demo-request (SPEC §7), trimmed. */
export interface DemoRequest {
  name: string;
  email: string;
  company: string;
  phone: string;
  website: string;
  aiHelp: string;
  additionalNotes: string;
}

/** What is sent: the request, plus the spam trap's value when a bot filled it. */
export type DemoRequestBody = DemoRequest & Partial<Record<typeof HONEYPOT_FIELD, string>>;

/** Long enough for a slow mobile connection, short enough that "Creating Booking..." never hangs. */
const REQUEST_TIMEOUT_MS = 20_000;

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

/** Sends the request; resolves with the pre-filled booking link (null when the server has none), throws on failure. */
export async function requestDemo(body: DemoRequestBody): Promise<{ schedulingLink: string | null }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ schedulingLink?: unknown }>('send-demo-request', {
    body,
    timeout: REQUEST_TIMEOUT_MS,
  });
  if (error) throw error;
  const schedulingLink = webAddress(data?.schedulingLink);
  if (data?.schedulingLink && !schedulingLink)
    console.error('send-demo-request returned an unusable link:', data.schedulingLink);
  return { schedulingLink };
}
