// The sweep for leads whose e-mail was never queued, run before each outbox drain. Each lead's own row
// says whether its e-mail was queued (public.queue_lead_email sets it with the outbox row), so the sweep
// covers what its request could not finish and nothing else:
//   * a Book a Demo row whose function failed to queue after storing it;
//   * a voice session whose outcome is stored but whose webhook died (or failed to queue) before the e-mail;
//   * a contact row whose browser never made the send-lead-notification call (a 429, the tab closed),
//     after a grace period and within a daily cap (the anonymous insert carries no captcha).
// Retention and erasure delete outbox rows, never a lead's state, so neither can bring an e-mail back.
import type { DemoRequestRow } from '../leads/demo-request-store.ts';
import type { EmailMessage } from './email.ts';
import { CONTACT_COLUMNS, DEMO_REQUEST_COLUMNS, fieldsOfRow } from '../leads/lead-columns.ts';
import { contactLeadEmail, demoRequestEmail } from '../leads/lead-emails.ts';
import { describeError, type Logger } from '../http/log.ts';
import type { OutboxStore } from './outbox.ts';
import { postgrest, type ServiceRoleConfig } from '../database/postgrest.ts';
import { sessionEmail } from '../voice/voice-session-email.ts';
import type { SessionDetails, VoiceSessionOutcome } from '../voice/voice-sessions.ts';

/** The browser calls send-lead-notification right after its insert; the sweep waits this long for it. */
export const CONTACT_GRACE_SECONDS = 5 * 60;
/** At most this many contact e-mails a day come from the sweep; past it the log warns and rows wait. */
export const CONTACT_SWEEP_DAILY_CAP = 50;
const BATCH = 50;

/** A stored voice session with its outcome, as public.leads_without_email returns it. */
export interface VoiceSessionRow extends VoiceSessionOutcome {
  conversation_id: string;
  flow: string;
  details: SessionDetails;
  email_to: string[];
}

/** One lead to queue: its dedupe key and its stored row. */
export interface SweptLead {
  key: string;
  lead: Record<string, unknown>;
}

export interface UnqueuedLeads {
  /** Leads whose e-mail was never queued (public.leads_without_email), and the contact rows the cap held back. */
  list(limit: number): Promise<{ leads: SweptLead[]; contactHeld: number }>;
}

/** The team's e-mail for a stored Book a Demo row. */
export function demoRequestEmailFromRow(row: DemoRequestRow): EmailMessage {
  return demoRequestEmail({ ...fieldsOfRow(DEMO_REQUEST_COLUMNS, row), locale: row.locale ?? null });
}

/** The e-mail a swept lead gets, built from its stored row as its own request would have. */
export function sweptLeadEmail({ key, lead }: SweptLead): EmailMessage | null {
  const kind = key.slice(0, key.indexOf(':'));
  if (kind === 'demo_request') return demoRequestEmailFromRow(lead as unknown as DemoRequestRow);
  if (kind === 'contact') {
    const row = lead as unknown as DemoRequestRow;
    return contactLeadEmail({ ...fieldsOfRow(CONTACT_COLUMNS, row), locale: row.locale ?? null });
  }
  if (kind === 'voice_session') {
    const row = lead as unknown as VoiceSessionRow;
    return sessionEmail(row, { ...row, transcript: null }, row.email_to);
  }
  return null;
}

/** Queues the e-mail of every lead that has none; returns how many. Failures are logged, not thrown. */
export async function sweepUnqueuedLeads(leads: UnqueuedLeads, outbox: OutboxStore, log: Logger): Promise<number> {
  let queued = 0;
  try {
    const found = await leads.list(BATCH);
    for (const lead of found.leads) {
      const message = sweptLeadEmail(lead);
      if (message && (await outbox.enqueue(lead.key, message, 'sweep'))) queued++;
    }
    if (queued > 0) log.warn(`email outbox: queued ${queued} lead e-mail(s) that their request had not queued.`);
    if (found.contactHeld > 0) {
      log.warn(
        `email outbox: ${found.contactHeld} contact row(s) without a notification wait: the sweep's daily cap of ` +
          `${CONTACT_SWEEP_DAILY_CAP} contact e-mails is reached (a script filling the contact form?).`,
      );
    }
  } catch (error) {
    log.error(`email outbox: the sweep for unqueued leads failed: ${describeError(error)}`);
  }
  return queued;
}

/** The SQL's answer; snake_case as PostgREST returns it. */
export function parseSweep(value: unknown): { leads: SweptLead[]; contactHeld: number } {
  const answer = (value ?? {}) as { leads?: SweptLead[]; contact_held?: number };
  return { leads: answer.leads ?? [], contactHeld: answer.contact_held ?? 0 };
}

/** The sweep's arguments: the batch size, the contact grace period and the daily cap. */
export const sweepArguments = (limit: number) => ({
  p_limit: limit,
  p_contact_grace_seconds: CONTACT_GRACE_SECONDS,
  p_contact_daily_cap: CONTACT_SWEEP_DAILY_CAP,
});

export function createPostgrestUnqueuedLeads(config: ServiceRoleConfig): UnqueuedLeads {
  const call = postgrest(config, 'rpc/leads_without_email', 5_000);
  return {
    async list(limit) {
      return parseSweep(await (await call('', 'POST', sweepArguments(limit))).json());
    },
  };
}
