// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  handleVoicePostCall,
  type VoicePostCallDeps,
} from '../../../../../../supabase/functions/_shared/voice/voice-post-call.ts';
import type { EmailMessage } from '../../../../../../supabase/functions/_shared/email/email.ts';
import { createMemoryOutboxStore } from '../../../../../../supabase/functions/_shared/email/outbox.ts';
import { signWebhook } from '../../../../../../supabase/functions/_shared/voice/webhook-signature.ts';
import { recordingLogger } from '../../../../support/backend.ts';
import { memorySessionStore, TEST_LEADS } from '../../../../support/lead-fakes.ts';

const SECRET = 'wsec_test';
const NOW_MS = Date.UTC(2026, 10, 23, 2, 0, 0);

function setup(flow = 'automotive') {
  const store = memorySessionStore();
  void store.insertSession({
    conversation_id: 'conv_1',
    flow,
    agent_id: 'agent_auto',
    details: { name: 'Dana', email: 'dana@example.com', company: 'Dana Motors' },
    notice_shown: true,
    page: '/automotive-demo',
  });
  const outbox = createMemoryOutboxStore();
  /** Every message handed to the outbox, queued or not (the outbox drops a repeated key). */
  const sent: EmailMessage[] = [];
  const deps: VoicePostCallDeps = {
    secret: SECRET,
    store,
    config: TEST_LEADS,
    outbox: {
      ...outbox,
      enqueue: async (key, message) => {
        sent.push(message);
        return outbox.enqueue(key, message);
      },
    },
    now: () => NOW_MS,
    log: recordingLogger(),
    agentIds: new Set(['agent_auto', 'agent_other_ours']),
  };
  return { store, sent, outbox, deps };
}

function payload(overrides: { conversation_id?: string; duration?: number; agent_id?: string } = {}) {
  return JSON.stringify({
    type: 'post_call_transcription',
    event_timestamp: NOW_MS / 1000,
    data: {
      agent_id: overrides.agent_id ?? 'agent_auto',
      conversation_id: overrides.conversation_id ?? 'conv_1',
      status: 'done',
      transcript: [{ role: 'agent', message: 'Hello Dana', time_in_call_secs: 0 }],
      metadata: { call_duration_secs: overrides.duration ?? 95 },
      analysis: {
        call_successful: 'success',
        transcript_summary: 'Dana wants after-hours booking for the workshop.',
        data_collection_results: { fleet_size: { value: '12' } },
      },
    },
  });
}

async function deliver(deps: VoicePostCallDeps, body: string, signature?: string | null) {
  const header = signature === undefined ? await signWebhook(body, SECRET, NOW_MS / 1000 - 5) : signature;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (header !== null) headers['ElevenLabs-Signature'] = header;
  return handleVoicePostCall(
    new Request('http://localhost/functions/v1/voice-post-call', { method: 'POST', headers, body }),
    deps,
  );
}

describe('voice-post-call', () => {
  it('stores the outcome once and queues one e-mail to the flow team', async () => {
    const { store, sent, outbox, deps } = setup();
    const response = await deliver(deps, payload());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ stored: true, notified: true });
    expect(store.rows[0]).toMatchObject({
      outcome: {
        duration_seconds: 95,
        call_successful: 'success',
        summary: 'Dana wants after-hours booking for the workshop.',
        data_collection: { fleet_size: { value: '12' } },
        transcript: null,
      },
      emailTo: ['sales@example.com'],
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: ['sales@example.com'], replyTo: 'dana@example.com' });
    expect(sent[0]?.text).toContain('Dana wants after-hours booking');
    expect(sent[0]?.text).toContain('1 min 35 s');
    expect([...outbox.entries.keys()]).toEqual(['voice_session:conv_1']);
    expect(outbox.entries.get('voice_session:conv_1')?.to).toEqual(['sales@example.com']);
  });

  it('keeps the transcript only for flows whose YAML says so', async () => {
    const { store, sent, deps } = setup('interview-sales');
    await deliver(deps, payload());
    expect(store.rows[0]?.outcome?.transcript).toEqual([
      { role: 'agent', message: 'Hello Dana', time_in_call_secs: 0 },
    ]);
    expect(sent[0]?.to).toEqual(['careers@example.com']);
  });

  it('stores a short call but sends no e-mail below the YAML threshold', async () => {
    const { store, sent, deps } = setup();
    expect(await (await deliver(deps, payload({ duration: 5 }))).json()).toEqual({ stored: true, notified: false });
    expect(store.rows[0]?.outcome?.duration_seconds).toBe(5);
    expect(sent).toEqual([]);
  });

  it.each([
    ['unsigned', null, 401, 'signature_missing'],
    ['badly signed', 't=1795399195,v0=deadbeef', 401, 'signature_invalid'],
    ['malformed', 'sig', 401, 'signature_malformed'],
  ])('refuses an %s delivery and stores nothing', async (_, signature, status, error) => {
    const { store, sent, deps } = setup();
    const response = await deliver(deps, payload(), signature);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
    expect(store.rows[0]?.outcome).toBeNull();
    expect(sent).toEqual([]);
  });

  it('refuses a stale delivery', async () => {
    const { store, deps } = setup();
    const body = payload();
    const response = await deliver(deps, body, await signWebhook(body, SECRET, NOW_MS / 1000 - 3600));
    expect([response.status, await response.json()]).toEqual([401, { error: 'signature_expired' }]);
    expect(store.rows[0]?.outcome).toBeNull();
  });

  it('refuses a replay with 409 and sends no second e-mail', async () => {
    const { sent, deps } = setup();
    const body = payload();
    const signature = await signWebhook(body, SECRET, NOW_MS / 1000 - 5);
    expect((await deliver(deps, body, signature)).status).toBe(200);
    const replay = await deliver(deps, body, signature);
    expect([replay.status, await replay.json()]).toEqual([409, { error: 'already_recorded' }]);
    expect(sent).toHaveLength(1);
  });

  it("stores the outcome of our agent's call even without a session row, and answers 200", async () => {
    const { store, sent, deps } = setup();
    const response = await deliver(deps, payload({ conversation_id: 'conv_lost' }));
    expect(response.status).toBe(200);
    const row = store.rows.find((candidate) => candidate.conversation_id === 'conv_lost');
    expect(row).toMatchObject({ agent_id: 'agent_auto', flow: 'unknown' });
    expect(row?.outcome?.summary).toBe('Dana wants after-hours booking for the workshop.');
    expect(sent).toHaveLength(1);
  });

  it('answers 200 { ignored } for another agent of the workspace and for a mismatched agent, storing nothing', async () => {
    const { store, deps } = setup();
    const foreign = await deliver(deps, payload({ conversation_id: 'conv_x', agent_id: 'agent_someone_else' }));
    expect([foreign.status, await foreign.json()]).toEqual([200, { ignored: 'unknown_agent' }]);
    const mismatch = await deliver(deps, payload({ agent_id: 'agent_other_ours' }));
    expect([mismatch.status, await mismatch.json()]).toEqual([200, { ignored: 'agent_mismatch' }]);
    expect(store.rows.map((row) => row.conversation_id)).toEqual(['conv_1']);
    expect(store.rows[0]?.outcome).toBeNull();
  });

  it('refuses an oversized body while reading it, whatever Content-Length says', async () => {
    const { deps } = setup();
    const huge = new ReadableStream({
      pull(controller) {
        controller.enqueue(new Uint8Array(256 * 1024).fill(32));
      },
    });
    const request = new Request('http://localhost/functions/v1/voice-post-call', {
      method: 'POST',
      headers: { 'ElevenLabs-Signature': 't=1,v0=00' },
      body: huge,
      duplex: 'half',
    } as RequestInit);
    const response = await handleVoicePostCall(request, deps);
    expect([response.status, await response.json()]).toEqual([413, { error: 'payload_too_large' }]);
  });

  it('uses details.email as Reply-To only when it is one plain address', async () => {
    const { store, sent, deps } = setup();
    store.rows[0]!.details.email = 'dana@example.com\r\nBcc: everyone@example.com';
    expect((await deliver(deps, payload())).status).toBe(200);
    expect(sent[0]?.replyTo).toBeUndefined();
    expect(sent[0]?.text).toContain('Bcc: everyone@example.com');
  });

  it('answers 503 without a secret, and ignores other event types', async () => {
    const { deps } = setup();
    expect((await deliver({ ...deps, secret: null }, payload())).status).toBe(503);
    const audio = JSON.stringify({ type: 'post_call_audio', data: { agent_id: 'a', conversation_id: 'conv_1' } });
    expect(await (await deliver(deps, audio)).json()).toEqual({ ignored: 'post_call_audio' });
  });
});
