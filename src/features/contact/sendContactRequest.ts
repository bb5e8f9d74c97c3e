import { getSupabase } from '../../lib/supabase.ts';

/** What the visitor typed, trimmed. */
export interface ContactRequest {
  name: string;
  business: string;
  phone: string;
}

/** Long enough for a slow mobile connection, short enough that "Submitting..." never hangs. */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Stores the request in demo_requests (the browser may only insert, so no `.select()`), then asks the
 * team to be notified. Throws when the row was not stored; a failed notification is only logged,
 * because the lead is already safe in the table.
 */
export async function sendContactRequest({ name, business, phone }: ContactRequest): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('demo_requests')
    .insert({ name, company: business, phone, email: '' })
    .abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
  if (error) throw new Error(`The contact request was not stored: ${error.message}`);

  try {
    const { error: notifyError } = await supabase.functions.invoke('send-lead-notification', {
      body: { name, business, phone },
      timeout: REQUEST_TIMEOUT_MS,
    });
    if (notifyError) throw notifyError;
  } catch (notifyError) {
    console.error('Contact request stored, but the team notification failed:', notifyError);
  }
}
