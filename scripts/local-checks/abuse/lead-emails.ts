// Every lead reaches the team exactly once, proved on the running local stack: a Book a Demo lead
// after retention deleted its sent e-mail, a voice webhook that died between storing and queueing, and a
// contact row whose browser notification failed. Time is moved by setting the rows' timestamps back through
// the REST API with the service role, as the functions write them; the drain (with its sweep) runs as the
// cron does. Each lead carries a unique name, so its e-mails are counted in what the local provider got.
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_WEBHOOK_SECRET } from '../../local-stack/index.ts';
import { VOICE_LEADS_CONFIG } from '../../../supabase/functions/_shared/generated/voice-leads-config.ts';
import {
  CONTACT_COLUMNS,
  fieldsOfRow,
  sampleContactRow,
  sampleDemoRequest,
} from '../../../supabase/functions/_shared/leads/lead-columns.ts';
import { postgrest } from '../../../supabase/functions/_shared/database/postgrest.ts';
import { notificationRecipients } from '../../../supabase/functions/_shared/voice/voice-leads.ts';
import { createPostgrestVoiceSessionStore } from '../../../supabase/functions/_shared/voice/voice-sessions.ts';
import { signWebhook } from '../../../supabase/functions/_shared/voice/webhook-signature.ts';
import { loopback, request } from './client.ts';
import { SITE_ORIGIN } from './endpoints.ts';
import type { Check, ScenarioContext } from './scenarios.ts';

/** Sessions this check writes straight into the table: stored outcomes, not voice starts (captcha-budget.ts). */
export const PLANTED_SESSION_PREFIX = 'conv_abuse_';

export interface LeadEmailContext extends ScenarioContext {
  /** Sends what is due, after the sweep for leads never queued, as the cron's drain does. */
  drain(): Promise<unknown>;
  /** Subject and text of every e-mail the local provider got so far. */
  sentEmails(): Promise<Array<{ subject: string; text: string }>>;
}

export interface LeadEmailResult {
  checks: Check[];
  /** E-mails beyond the first for each lead these scenarios sent. */
  sentTwice: number;
}

const DAY_MS = 86_400_000;
const fn = (name: string) => `/functions/v1/${name}`;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** What every scenario uses: the REST tables as the service role, the provider's count, the cron's drain. */
interface Harness {
  context: LeadEmailContext;
  service: { supabaseUrl: string; serviceRoleKey: string };
  table(name: string): ReturnType<typeof postgrest>;
  /** E-mails the local provider got whose subject or text holds `marker` (a lead's unique name). */
  countFor(marker: string): Promise<number>;
  /** Two drains in a row: a second one must send nothing the first sent. */
  drainTwice(): Promise<void>;
}

/** One scenario's verdict and how many e-mails its lead got. */
interface Outcome {
  check: Check;
  count: number;
}

function harness(context: LeadEmailContext): Harness {
  const service = { supabaseUrl: context.base, serviceRoleKey: LOCAL_SECRET_KEY };
  return {
    context,
    service,
    table: (name) => postgrest(service, name),
    countFor: async (marker) =>
      (await context.sentEmails()).filter((email) => `${email.subject}\n${email.text}`.includes(marker)).length,
    drainTwice: async () => {
      await context.drain();
      await context.drain();
    },
  };
}

/** A Book a Demo lead, sent; 40 days on, retention deletes its e-mail copy (the request is kept 730). */
async function sentLeadAfterRetention({ context, table, countFor, drainTwice }: Harness): Promise<Outcome> {
  const id = crypto.randomUUID();
  const name = `Retention ${id.slice(0, 8)}`;
  const body = sampleDemoRequest({ name, email: 'retention@example.com', company: 'Kept Ltd' });
  const call = { path: fn('send-demo-request'), body, headers: { 'Idempotency-Key': id }, captcha: true };
  const status = await context.send(call, loopback(210, 1));
  await context.drain();
  await table('demo_requests')(`id=eq.${id}`, 'PATCH', { created_at: ago(40 * DAY_MS) });
  await table('email_outbox')(`dedupe_key=eq.demo_request:${id}`, 'PATCH', { created_at: ago(40 * DAY_MS) });
  const days = [VOICE_LEADS_CONFIG.requestRetentionDays ?? 730, VOICE_LEADS_CONFIG.outboxRetentionDays ?? 30];
  await table('rpc/delete_expired_leads')('', 'POST', { p_request_days: days[0], p_outbox_days: days[1] });
  const copies = (await (
    await table('email_outbox')(`dedupe_key=eq.demo_request:${id}&select=id`, 'GET')
  ).json()) as unknown[];
  await drainTwice();
  const sent = await countFor(name);
  const check = {
    name: 'leads: a sent Book a Demo lead, 40 days on, after retention deleted its e-mail copy',
    expected: '1 e-mail, copy deleted',
    got: `${status}: ${sent} e-mail(s), copy ${copies.length === 0 ? 'deleted' : 'kept'}`,
    ok: status === 200 && sent === 1 && copies.length === 0,
  };
  return { check, count: sent };
}

/** A voice webhook killed between storing the outcome and queueing the e-mail; ElevenLabs retries. */
async function killedWebhookRetried({ context, service, table, countFor, drainTwice }: Harness): Promise<Outcome> {
  const conversationId = `${PLANTED_SESSION_PREFIX}killed_${crypto.randomUUID().slice(0, 8)}`;
  const name = `Killed ${conversationId.slice(-8)}`;
  const agentId = 'agent_general_demo_01';
  const sessions = createPostgrestVoiceSessionStore(service);
  const start = { conversation_id: conversationId, flow: 'general', agent_id: agentId, details: { name } };
  await sessions.insertSession({ ...start, notice_shown: true, page: null });
  const outcome = {
    duration_seconds: 300,
    call_successful: 'success',
    summary: 'Wants a demo.',
    data_collection: null,
    transcript: null,
  };
  // What voice-post-call stores before it queues: the function dies right after this.
  await sessions.recordOutcome(conversationId, outcome, notificationRecipients(VOICE_LEADS_CONFIG, 'general', 300));
  const payload = JSON.stringify({
    type: 'post_call_transcription',
    data: { agent_id: agentId, conversation_id: conversationId, metadata: { call_duration_secs: 300 }, analysis: {} },
  });
  const signature = await signWebhook(payload, LOCAL_WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
  const retry = await request(context.base, '127.0.0.1', fn('voice-post-call'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'ElevenLabs-Signature': signature },
    body: payload,
  });
  await table('voice_sessions')(`conversation_id=eq.${conversationId}`, 'PATCH', { outcome_at: ago(2 * 60_000) });
  await drainTwice();
  const sent = await countFor(name);
  const check = {
    name: 'leads: a voice webhook killed between storing and queueing, then retried',
    expected: 'retry 409, 1 e-mail',
    got: `retry ${retry.status}, ${sent} e-mail(s)`,
    ok: retry.status === 409 && sent === 1,
  };
  return { check, count: sent };
}

/** A contact row whose browser notification failed (no captcha: 403); the browser's call comes late. */
async function lateContactNotification({ context, table, countFor, drainTwice }: Harness): Promise<Outcome> {
  const id = crypto.randomUUID();
  const row = sampleContactRow({ id, name: `Contact ${id.slice(0, 8)}`, company: 'Lost Ltd' });
  const address = loopback(211, 1);
  const inserted = await request(context.base, address, '/rest/v1/demo_requests', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: SITE_ORIGIN,
      apikey: LOCAL_PUBLISHABLE_KEY,
      Prefer: 'return=minimal',
    },
    body: JSON.stringify(row),
  });
  const fields = fieldsOfRow(CONTACT_COLUMNS, row);
  const notify = { path: fn('send-lead-notification'), body: fields, headers: { 'Idempotency-Key': id } };
  const failed = await context.send(notify, address);
  await context.drain();
  const beforeGrace = await countFor(fields.name);
  await table('demo_requests')(`id=eq.${id}`, 'PATCH', { created_at: ago(10 * 60_000) });
  await drainTwice();
  const afterGrace = await countFor(fields.name);
  const late = await context.send({ ...notify, captcha: true }, address);
  await drainTwice();
  const sent = await countFor(fields.name);
  const refused = failed >= 400 && failed < 500;
  const check = {
    name: 'leads: a contact row whose notification call failed, then arrived late',
    expected: 'insert 201, call 4xx; 0 e-mails in the grace period, 1 after it; late call 200, 1 e-mail in all',
    got: `insert ${inserted.status}, call ${failed}; ${beforeGrace} e-mail(s) in the grace period, ${afterGrace} after it; late call ${late}, ${sent} in all`,
    ok: inserted.status === 201 && refused && beforeGrace === 0 && afterGrace === 1 && late === 200 && sent === 1,
  };
  return { check, count: sent };
}

export async function leadEmailsOnce(context: LeadEmailContext): Promise<LeadEmailResult> {
  const scenarios = [sentLeadAfterRetention, killedWebhookRetried, lateContactNotification];
  const outcomes: Outcome[] = [];
  for (const scenario of scenarios) outcomes.push(await scenario(harness(context)));
  return {
    checks: outcomes.map((outcome) => outcome.check),
    sentTwice: outcomes.reduce((sum, outcome) => sum + Math.max(0, outcome.count - 1), 0),
  };
}
