import { BackendError, invokeFunction, REQUEST_TIMEOUT_MS } from '../../lib/backend.ts';
import { leadLocale } from '../../lib/pageLocale.ts';
import { getSupabase } from '../../lib/supabase.ts';
import type { ContactRequest } from './contactRules.ts';

/**
 * Stores the request in demo_requests with the official client, then asks the team to be notified
 * (SPEC §7). `id` is the submission's own UUID, kept across retries: the table's insert trigger skips
 * a row whose id is already stored (an upsert cannot be used: Postgres wants SELECT on the conflict
 * column, which visitors do not have), so a retry never makes a second row, and the notification
 * function sends once per row. Throws a BackendError when the row was not
 * stored; a failed notification is only logged, because the lead is already safe in the table.
 */
export async function sendContactRequest(id: string, { name, business, phone }: ContactRequest): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase
    .from('demo_requests')
    // The page's language goes with the row (anon may insert `locale`: migration 20261127140000).
    .insert({ id, name, company: business, phone, email: '', ...leadLocale() })
    .abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
  if (error) {
    throw new BackendError(`The contact request was not stored: ${error.message}`, status, error.code || 'insert');
  }
  try {
    (await import('../../lib/captcha.ts')).startCaptcha();
    await invokeFunction('send-lead-notification', { name, business, phone }, { headers: { 'Idempotency-Key': id } });
  } catch (notifyError) {
    console.error('Contact request stored, but the team notification failed:', notifyError);
  }
}
