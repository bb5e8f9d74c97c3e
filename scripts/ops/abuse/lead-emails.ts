// Every lead reaches the team exactly once, proved on the running local stack: a Book a Demo lead
// after retention deleted its sent e-mail, a voice webhook that died between storing and queueing, and a
// contact row whose browser notification failed. Time is moved by setting the rows' timestamps back through
// the REST API with the service role, as the functions write them; the drain (with its sweep) runs as the
// cron does. Each lead carries a unique name, so its e-mails are counted in what the local provider got.
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../local-stack/supabase/keys.ts';
import { LOCAL_WEBHOOK_SECRET } from '../../local-stack/supabase/backend-options.ts';
import { VOICE_LEADS_CONFIG } from '../../../supabase/functions/_shared/generated/voice-leads-config.ts';
import { postgrest } from '../../../supabase/functions/_shared/postgrest.ts';
import { notificationRecipients } from '../../../supabase/functions/_shared/voice-leads.ts';
import { createPostgrestVoiceSessionStore } from '../../../supabase/functions/_shared/voice-sessions.ts';
import { signWebhook } from '../../../supabase/functions/_shared/webhook-signature.ts';
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

// eslint-disable-next-line max-lines-per-function -- split on its owner's branch
export async function leadEmailsOnce(context: LeadEmailContext): Promise<LeadEmailResult> {
  const service = { supabaseUrl: context.base, serviceRoleKey: LOCAL_SECRET_KEY };
  const table = (name: string) => postgrest(service, name);
  const countFor = async (marker: string) =>
    (await context.sentEmails()).filter((email) => `${email.subject}\n${email.text}`.includes(marker)).length;
  const drainTwice = async () => {
    await context.drain();
    await context.drain();
  };
  const counts: number[] = [];
  const checks: Check[] = [];
  const record = (name: string, expected: string, got: string, count: number, ok: boolean) => {
    counts.push(count);
    checks.push({ name, expected, got, ok });
  };

  // 1. A Book a Demo lead, sent; 40 days on, retention deletes its e-mail copy (the request is kept 730).
  {
    const id = crypto.randomUUID();
    const name = `Retention ${id.slice(0, 8)}`;
    const body = {
      name,
      email: 'retention@example.com',
      company: 'Kept Ltd',
      phone: '',
      website: 'https://kept.example',
      aiHelp: 'Answer calls',
      additionalNotes: '',
    };
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
    record(
      'leads: a sent Book a Demo lead, 40 days on, after retention deleted its e-mail copy',
      '1 e-mail, copy deleted',
      `${status}: ${sent} e-mail(s), copy ${copies.length === 0 ? 'deleted' : 'kept'}`,
      sent,
      status === 200 && sent === 1 && copies.length === 0,
    );
  }

  // 2. A voice webhook killed between storing the outcome and queueing the e-mail; ElevenLabs retries.
  {
    const conversationId = `${PLANTED_SESSION_PREFIX}killed_${crypto.randomUUID().slice(0, 8)}`;
    const name = `Killed ${conversationId.slice(-8)}`;
    const agentId = 'agent_general_demo_01';
    const sessions = createPostgrestVoiceSessionStore(service);
    const details = { name };
    await sessions.insertSession({
      conversation_id: conversationId,
      flow: 'general',
      agent_id: agentId,
      details,
      notice_shown: true,
      page: null,
    });
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
    record(
      'leads: a voice webhook killed between storing and queueing, then retried',
      'retry 409, 1 e-mail',
      `retry ${retry.status}, ${sent} e-mail(s)`,
      sent,
      retry.status === 409 && sent === 1,
    );
  }

  // 3. A contact row whose browser notification failed (no captcha: 403); the browser's call comes late.
  {
    const id = crypto.randomUUID();
    const name = `Contact ${id.slice(0, 8)}`;
    const address = loopback(211, 1);
    const inserted = await request(context.base, address, '/rest/v1/demo_requests', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: SITE_ORIGIN,
        apikey: LOCAL_PUBLISHABLE_KEY,
        Prefer: 'return=minimal',
      },
      body: JSON.stringify({ id, name, company: 'Lost Ltd', phone: '0400 000 000', email: '' }),
    });
    const notify = {
      path: fn('send-lead-notification'),
      body: { name, business: 'Lost Ltd', phone: '0400 000 000' },
      headers: { 'Idempotency-Key': id },
    };
    const failed = await context.send(notify, address);
    await context.drain();
    const beforeGrace = await countFor(name);
    await table('demo_requests')(`id=eq.${id}`, 'PATCH', { created_at: ago(10 * 60_000) });
    await drainTwice();
    const afterGrace = await countFor(name);
    const late = await context.send({ ...notify, captcha: true }, address);
    await drainTwice();
    const sent = await countFor(name);
    record(
      'leads: a contact row whose notification call failed, then arrived late',
      'insert 201, call 4xx; 0 e-mails in the grace period, 1 after it; late call 200, 1 e-mail in all',
      `insert ${inserted.status}, call ${failed}; ${beforeGrace} e-mail(s) in the grace period, ${afterGrace} after it; late call ${late}, ${sent} in all`,
      sent,
      inserted.status === 201 &&
        failed >= 400 &&
        failed < 500 &&
        beforeGrace === 0 &&
        afterGrace === 1 &&
        late === 200 &&
        sent === 1,
    );
  }

  return { checks, sentTwice: counts.reduce((sum, count) => sum + Math.max(0, count - 1), 0) };
}
