import { insertRow, invokeFunction } from '../../lib/backend.ts';
import type { ContactRequest } from './contactRules.ts';

/**
 * Stores the request in demo_requests (the browser may only insert), then asks the team to be
 * notified. Throws when the row was not stored; a failed notification is only logged, because the
 * lead is already safe in the table (SPEC §7).
 */
export async function sendContactRequest({ name, business, phone }: ContactRequest): Promise<void> {
  try {
    await insertRow('demo_requests', { name, company: business, phone, email: '' });
  } catch (error) {
    throw new Error('The contact request was not stored', { cause: error });
  }
  try {
    await invokeFunction('send-lead-notification', { name, business, phone });
  } catch (notifyError) {
    console.error('Contact request stored, but the team notification failed:', notifyError);
  }
}
