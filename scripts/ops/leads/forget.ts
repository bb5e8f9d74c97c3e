// Erasure on request: one person's contact and demo requests, voice sessions, the team e-mails quoting
// them, the Call me call rows of their number (public.forget_person_by_forms) and the voice conversations
// ElevenLabs keeps (DELETE /v1/convai/conversations/{id}, through the official SDK): those of the sessions
// and those of the call rows, which name a call's conversation even when its session row was never stored.
// A number is looked for in every form (phoneForms, the libphonenumber-js code voice-call-me checks with).
// The conversations go first: their ids are only on the rows, so the rows stay until every conversation
// is gone and a second run can finish it.
import { ElevenLabsClient, ElevenLabsError } from '@elevenlabs/elevenlabs-js';
import type { PGlite } from '@electric-sql/pglite';
import { runAs } from '../../local-stack/index.ts';
import { phoneForms } from '../../../supabase/functions/_shared/call-me/phone-number.ts';
import { postgrest } from '../../../supabase/functions/_shared/database/postgrest.ts';

export interface Person {
  email: string;
  phone: string;
  /** The number in every form it may be stored in (phoneForms); empty for an e-mail address. */
  phones: string[];
}

/** What public.forget_person lists (and, unless a dry run, deletes). */
export interface Forgotten {
  requests: Array<{ id: string; source: string; created_at: string }>;
  sessions: Array<{ conversation_id: string; flow: string; created_at: string }>;
  emails: Array<{ id: string; dedupe_key: string; status: string }>;
  /** Call me call rows of the number (its call history, a keyed hash each). */
  calls: number;
  /** Every voice conversation of the person: the sessions' and the call rows'. */
  conversations: string[];
  /** The person's CRM events (deleted with their deliveries); absent before the CRM migrations. */
  crm_events?: Array<{ id: string; type: string; lead_key: string | null }>;
  /** The lead.forgotten event queued for every CRM destination (not a dry run, something found). */
  forgotten_event?: string | null;
}

/** A database the person's rows live in. */
export type ForgetRows = (person: Person, dryRun: boolean) => Promise<Forgotten>;

/** Deletes one conversation where the agents run: 'deleted', or 'absent' when it is not held (404). */
export type DeleteConversation = (conversationId: string) => Promise<'deleted' | 'absent'>;

/**
 * An e-mail address (it has an @) or a phone number (6 digits or more), read in `country` when national
 * (default: the first of site.yaml callMe.countries); null for neither.
 */
export function parsePerson(text: string, country = 'AU'): Person | null {
  const value = text.trim();
  if (value.includes('@')) return /^[^\s@]+@[^\s@]+$/.test(value) ? { email: value, phone: '', phones: [] } : null;
  return value.replace(/[^0-9]/g, '').length >= 6 && /^\+?[0-9 ()./-]+$/.test(value)
    ? { email: '', phone: value, phones: phoneForms(value, country) }
    : null;
}

const ARGS = (person: Person, dryRun: boolean) => [person.email, person.phones, dryRun] as const;

export function restRows(supabaseUrl: string, serviceKey: string): ForgetRows {
  const call = postgrest({ supabaseUrl, serviceRoleKey: serviceKey }, 'rpc/forget_person_by_forms', 30_000);
  return async (person, dryRun) => {
    const [email, phones] = ARGS(person, dryRun);
    return (await (
      await call('', 'POST', { p_email: email, p_phones: phones, p_dry_run: dryRun })
    ).json()) as Forgotten;
  };
}

export function pgliteRows(db: PGlite): ForgetRows {
  return async (person, dryRun) => {
    const { rows } = await runAs(db, 'service_role', (tx) =>
      tx.query<{ result: Forgotten }>('select public.forget_person_by_forms($1, $2, $3) as result', [
        ...ARGS(person, dryRun),
      ]),
    );
    return rows[0]!.result;
  };
}

export function elevenLabsConversations(apiKey: string, baseUrl?: string): DeleteConversation {
  const client = new ElevenLabsClient({ apiKey, ...(baseUrl ? { baseUrl } : {}), timeoutInSeconds: 30, maxRetries: 1 });
  return async (conversationId) => {
    try {
      await client.conversationalAi.conversations.delete(conversationId);
      return 'deleted';
    } catch (error) {
      if (error instanceof ElevenLabsError && error.statusCode === 404) return 'absent';
      throw error;
    }
  };
}

const day = (at: string) => String(at).slice(0, 10);

/** Lists, then (unless `dryRun`) deletes; returns the report's lines and whether everything went. */
export async function forgetPerson(
  rows: ForgetRows,
  conversations: DeleteConversation | null,
  person: Person,
  dryRun: boolean,
): Promise<{ lines: string[]; ok: boolean }> {
  const found = await rows(person, true);
  const events = found.crm_events ?? [];
  const total = found.requests.length + found.sessions.length + found.emails.length + found.calls + events.length;
  if (total === 0 && found.conversations.length === 0) return { lines: ['  nothing stored for this person'], ok: true };
  const conversationLines: string[] = [];
  let ok = true;
  for (const id of found.conversations) {
    if (dryRun) {
      conversationLines.push(`  would delete voice conversation ${id} at ElevenLabs`);
    } else if (!conversations) {
      conversationLines.push(`  voice conversation ${id}: not deleted, no ElevenLabs API set (ELEVENLABS_API_KEY)`);
      ok = false;
    } else {
      try {
        const outcome = await conversations(id);
        conversationLines.push(
          `  ${outcome === 'deleted' ? 'deleted' : 'not held (deleted before)'}: voice conversation ${id} at ElevenLabs`,
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        conversationLines.push(`  voice conversation ${id}: ElevenLabs refused the deletion (${reason})`);
        ok = false;
      }
    }
  }
  const verb = dryRun ? 'would remove' : ok ? 'removed' : 'kept';
  const lines = [
    ...found.requests.map(
      (row) => `  ${verb} ${row.source === 'contact' ? 'contact' : 'demo'} request ${row.id} (${day(row.created_at)})`,
    ),
    ...found.sessions.map(
      (row) => `  ${verb} voice session ${row.conversation_id} (${row.flow}, ${day(row.created_at)})`,
    ),
    ...found.emails.map((row) => `  ${verb} team e-mail ${row.dedupe_key} (${row.status})`),
    ...(found.calls > 0 ? [`  ${verb} ${found.calls} Call me call(s) to the number (its call history)`] : []),
    ...events.map((row) => `  ${verb} CRM event ${row.type} ${row.lead_key ?? row.id}`),
    ...conversationLines,
  ];
  if (!dryRun && !ok) {
    lines.push('  The rows are kept so a second run can finish: fix the above and run the command again.');
    return { lines, ok };
  }
  const erased = dryRun ? null : await rows(person, false);
  lines.push(dryRun ? `  ${total} row(s) would be removed.` : `  ${total} row(s) removed.`);
  // The CRM gets lead.forgotten like any event (HubSpot deletes the contact); npm run leads shows it arrive.
  if (dryRun) lines.push('  would send lead.forgotten to every CRM destination');
  else if (erased?.forgotten_event)
    lines.push(`  queued lead.forgotten ${erased.forgotten_event} for every CRM destination`);
  return { lines, ok };
}
