// @vitest-environment node
// A voice outcome is never lost and e-mailed exactly once (issue 38): the webhook trims the analysis to
// what the columns hold, stores the outcome with the team its e-mail is owed to, and when it dies before
// queueing (or queueing fails) the drain's sweep sends it; ElevenLabs' retry is refused as a replay.
// The production stores run over the local PostgREST emulation on PGlite, so the table's real check
// constraints judge what is stored.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../../../../../scripts/local-stack/supabase/database.ts';
import { handleRestRequest } from '../../../../../../scripts/local-stack/supabase/postgrest.ts';
import { createPostgrestOutboxStore } from '../../../../../../supabase/functions/_shared/email/outbox-postgrest.ts';
import {
  createPostgrestUnqueuedLeads,
  sweepUnqueuedLeads,
} from '../../../../../../supabase/functions/_shared/email/outbox-sweep.ts';
import type { OutboxStore } from '../../../../../../supabase/functions/_shared/email/outbox.ts';
import {
  handleVoicePostCall,
  MAX_SUMMARY_CHARACTERS,
} from '../../../../../../supabase/functions/_shared/voice/voice-post-call.ts';
import { createPostgrestVoiceSessionStore } from '../../../../../../supabase/functions/_shared/voice/voice-sessions.ts';
import { signWebhook } from '../../../../../../supabase/functions/_shared/voice/webhook-signature.ts';
import { recordingLogger } from '../../../../support/backend.ts';
import { TEST_LEADS } from '../../../../support/lead-fakes.ts';

const SECRET = 'wsec_bounds';
let db: PGlite;
beforeAll(async () => {
  db = await openLocalDatabase('memory://');
}, 60_000);
afterAll(() => db.close());

const rest = {
  supabaseUrl: 'http://local.test',
  serviceRoleKey: 'unused',
  fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
    handleRestRequest(db, new Request(input, init), 'service_role')) as typeof fetch,
};
const sql = <T>(text: string, params: unknown[] = []) => db.query<T>(text, params).then((result) => result.rows);
const sessions = () => createPostgrestVoiceSessionStore(rest);

async function deliver(conversationId: string, analysis: Record<string, unknown>, outbox: OutboxStore) {
  const body = JSON.stringify({
    type: 'post_call_transcription',
    data: {
      agent_id: 'agent_auto',
      conversation_id: conversationId,
      metadata: { call_duration_secs: 95 },
      analysis: { call_successful: 'success', ...analysis },
    },
  });
  const now = Date.now();
  const headers = {
    'Content-Type': 'application/json',
    'ElevenLabs-Signature': await signWebhook(body, SECRET, Math.floor(now / 1000)),
  };
  const deps = {
    secret: SECRET,
    store: sessions(),
    config: TEST_LEADS,
    outbox,
    now: () => now,
    log: recordingLogger(),
    agentIds: new Set(['agent_auto']),
  };
  const response = await handleVoicePostCall(
    new Request('http://local.test/', { method: 'POST', headers, body }),
    deps,
  );
  return { status: response.status, body: await response.json() };
}

async function startSession(conversationId: string) {
  await sessions().insertSession({
    conversation_id: conversationId,
    flow: 'automotive',
    agent_id: 'agent_auto',
    details: { name: 'Dana' },
    notice_shown: true,
    page: null,
  });
}

const huge = (text: string, times: number) => text.repeat(times);
const oversized = (count: number, text: string) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`item_${i}`, { result: 'success', value: text, rationale: text }]),
  );

describe('voice-post-call on the real table', () => {
  it('stores an analysis larger than the columns allow, trimmed, and queues its e-mail', async () => {
    await startSession('conv_huge');
    const text = huge('é🚗', 800); // multi-byte, well past the per-entry and per-column bounds
    const answer = await deliver(
      'conv_huge',
      {
        transcript_summary: huge('🚗', MAX_SUMMARY_CHARACTERS * 3),
        evaluation_criteria_results: oversized(60, text),
        data_collection_results: oversized(60, text),
      },
      createPostgrestOutboxStore(rest),
    );
    expect(answer).toEqual({ status: 200, body: { stored: true, notified: true } });
    const [row] = await sql<{ summary: number; entries: number; evaluation: number; collected: number }>(
      `select char_length(summary) as summary, (select count(*)::int from jsonb_object_keys(evaluation)) as entries,
              pg_column_size(evaluation) as evaluation, pg_column_size(data_collection) as collected
       from public.voice_sessions where conversation_id = 'conv_huge'`,
    );
    expect(row).toMatchObject({ summary: MAX_SUMMARY_CHARACTERS, entries: 40 });
    expect(row!.evaluation).toBeLessThanOrEqual(32768);
    expect(row!.collected).toBeLessThanOrEqual(32768);
    expect(await sql(`select 1 from public.email_outbox where dedupe_key = 'voice_session:conv_huge'`)).toHaveLength(1);
  });

  it('ends in one e-mail when the webhook dies between storing and queueing', async () => {
    await startSession('conv_killed');
    const dying: OutboxStore = {
      ...createPostgrestOutboxStore(rest),
      enqueue: () => Promise.reject(new Error('the function was killed')),
    };
    expect(await deliver('conv_killed', { transcript_summary: 'Wants a booking.' }, dying)).toEqual({
      status: 200,
      body: { stored: true, notified: false },
    });
    // ElevenLabs retries: the outcome is stored, so the retry is a replay and queues nothing.
    const retry = await deliver(
      'conv_killed',
      { transcript_summary: 'Wants a booking.' },
      createPostgrestOutboxStore(rest),
    );
    expect(retry).toEqual({ status: 409, body: { error: 'already_recorded' } });
    await sql(`update public.voice_sessions set outcome_at = outcome_at - interval '2 minutes'`);
    const sweep = () =>
      sweepUnqueuedLeads(createPostgrestUnqueuedLeads(rest), createPostgrestOutboxStore(rest), recordingLogger());
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    const queued = await sql<{ dedupe_key: string }>(
      `select dedupe_key from public.email_outbox where dedupe_key = 'voice_session:conv_killed'`,
    );
    expect(queued).toHaveLength(1);
  });
});
