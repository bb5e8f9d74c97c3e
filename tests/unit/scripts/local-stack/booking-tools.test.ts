// @vitest-environment node
// The simulator runs an agent's webhook tools as the platform does: the visitor asks for a meeting, the
// agent calls find_meeting_times (POST to the tool's URL, the workspace secret in its header, the
// conversation id from system__conversation_id), offers the times, and books the one picked with
// book_meeting. The tools call the real voice-booking handler over PGlite and the Cal.com stand-in.
import type { PGlite } from '@electric-sql/pglite';
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCalcomSimulator } from '@harbourline/calcom-simulator';
import { openLocalDatabase } from '../../../../scripts/local-stack/supabase/database.ts';
import { toWebRequest, sendWebResponse } from '../../../../scripts/local-stack/supabase/node-web.ts';
import { handleRestRequest } from '../../../../scripts/local-stack/supabase/postgrest.ts';
import { ELEVENLABS_API_PREFIX } from '@harbourline/voice-simulator';
import { bookingToolRequests } from '../../../../scripts/shared/booking-tools.ts';
import { deriveAgentConfig } from '../../../../scripts/ops/agents/derive.ts';
import { loadFlows } from '../../../../scripts/ops/agents/flows.ts';
import { createCalcomClient } from '../../../../supabase/functions/_shared/booking/calcom.ts';
import { conversationIdOf } from '../../../../supabase/functions/_shared/voice/elevenlabs.ts';
import { handleVoiceBooking } from '../../../../supabase/functions/_shared/booking/voice-booking.ts';
import { createPostgrestBookingStore } from '../../../../supabase/functions/_shared/booking/voice-booking-store.ts';
import { createPostgrestVoiceSessionStore } from '../../../../supabase/functions/_shared/voice/voice-sessions.ts';
import { fixtureSite } from '../../fixture-site.ts';
import { recordingLogger } from '../../support/backend.ts';
import { micChunk, startHarness, TestClient, type Harness } from '../../support/voice-sim-harness.ts';
import { LOCAL_BOOKING_SECRET } from '../../../../scripts/local-stack/supabase/backend-options.ts';
import { unpushedBookingTools } from '../../../../scripts/local-stack/web-server/unpushed-booking-tools.ts';

const general = loadFlows(process.cwd(), fixtureSite()).flows.find((flow) => flow.slug === 'general')!;
// The local stack's secret: the placeholder agents' tools (unpushed-booking-tools.ts) send it too.
const SECRET = LOCAL_BOOKING_SECRET;
let h: Harness;
let db: PGlite;
let server: Server;
let sdk: ElevenLabsClient;
let functionUrl = '';
const calcom = createCalcomSimulator({ eventTypes: [{ id: 42, slug: 'demo', title: 'Demo', lengthInMinutes: 30 }] });
const rest = {
  supabaseUrl: 'http://local.test',
  serviceRoleKey: 'unused',
  fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
    handleRestRequest(db, new Request(input, init), 'service_role')) as typeof fetch,
};

beforeAll(async () => {
  db = await openLocalDatabase('memory://');
  h = await startHarness();
  sdk = new ElevenLabsClient({ apiKey: 'test', baseUrl: `${h.baseUrl}${ELEVENLABS_API_PREFIX}`, maxRetries: 0 });
  server = createServer((req, res) => {
    if (calcom.handle(req, res)) return;
    void (async () => {
      const deps = {
        secret: SECRET,
        store: createPostgrestBookingStore(rest),
        calcom: createCalcomClient({ baseUrl: `${base()}/__sim/calcom`, apiKey: 'cal_test', timeoutMs: 2_000 }),
        config: {
          site: {
            provider: 'cal.com' as const,
            eventTypeId: 42,
            lengthInMinutes: 30,
            daysAhead: 7,
            offerCount: 3,
            perEmailPerWeek: 2,
            schedulingUrl: 'https://cal.com/team/demo',
            appUrl: 'https://app.cal.com',
          },
          flows: { general: { maxDurationSeconds: 300 } },
        },
        now: Date.now,
        log: recordingLogger(),
      };
      await sendWebResponse(res, await handleVoiceBooking(await toWebRequest(req), deps));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  functionUrl = `${base()}/functions/v1/voice-booking`;
}, 60_000);
const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(async () => {
  await h.stop();
  calcom.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.close();
});

/** Pushes the general agent with the booking tools (their header naming a secret holding `secretValue`). */
const pushed = new Map<string, Promise<string>>();
function pushAgent(secretValue: string): Promise<string> {
  if (!pushed.has(secretValue)) pushed.set(secretValue, pushAgentOnce(secretValue));
  return pushed.get(secretValue)!;
}
async function pushAgentOnce(secretValue: string): Promise<string> {
  const name = `voice_booking_secret_${secretValue}`;
  const { secretId } = await sdk.conversationalAi.secrets.create({ name, value: secretValue });
  const toolIds = [];
  for (const request of bookingToolRequests(functionUrl, secretId))
    toolIds.push((await sdk.conversationalAi.tools.create(request)).id);
  return (await sdk.conversationalAi.agents.create(deriveAgentConfig(general, toolIds)!)).agentId;
}

async function startCall(agentId: string, email = 'ada@example.com', harness = h): Promise<TestClient> {
  const signedUrl = harness.sim.signedUrl(agentId, harness.baseUrl)!;
  await createPostgrestVoiceSessionStore(rest).insertSession({
    conversation_id: conversationIdOf(signedUrl)!,
    flow: 'general',
    agent_id: agentId,
    details: { name: 'Ada Lovelace', email },
    notice_shown: true,
    page: '/demo',
    time_zone: 'Europe/London',
  });
  const conversation = await TestClient.connect(signedUrl);
  conversation.send({
    type: 'conversation_initiation_client_data',
    dynamic_variables: { caller_name: 'Ada', user_email: email, user_phone: '', user_company: '' },
  });
  await conversation.waitFor('agent_response');
  return conversation;
}
const said = (conversation: TestClient) =>
  conversation.ofType('agent_response').map((event) => event.agent_response_event.agent_response);

describe('the simulator runs webhook tools', () => {
  it('finds times when the visitor asks for a meeting, and books the one picked', async () => {
    const conversation = await startCall(await pushAgent(SECRET));
    conversation.send({ type: 'user_message', text: 'Could we book a meeting in the morning?' });
    await conversation.waitFor('agent_response', 2, 5_000);
    expect(said(conversation)[1]).toMatch(/^\(simulated\) I can offer 1\) .+, 2\) .+, 3\) .+\. Which one suits you\?$/);
    expect(conversation.ofType('agent_tool_request').map((event) => event.agent_tool_request.tool_name)).toEqual([
      'find_meeting_times',
    ]);
    conversation.send({ type: 'user_message', text: 'The second one, please.' });
    await conversation.waitFor('agent_response', 3, 5_000);
    expect(said(conversation)[2]).toMatch(/^\(simulated\) Done: you're booked for /);
    expect(conversation.ofType('agent_tool_response').map((event) => event.agent_tool_response.is_error)).toEqual([
      false,
      false,
    ]);
    expect(calcom.calendar.bookings).toHaveLength(1);
    expect(calcom.calendar.bookings[0]!.attendee).toMatchObject({
      email: 'ada@example.com',
      timeZone: 'Europe/London',
    });
    conversation.ws.close();
  });

  it('sends the secret the header names: a tool whose secret the function does not know is refused', async () => {
    const conversation = await startCall(await pushAgent('wrong-secret'));
    conversation.send({ type: 'user_message', text: 'I would like to book a meeting.' });
    await conversation.waitFor('agent_response', 2, 5_000);
    expect(said(conversation)[1]).toMatch(/^\(simulated\) I'm sorry, I can't reach the calendar/);
    expect(conversation.ofType('agent_tool_response')[0]!.agent_tool_response.is_error).toBe(true);
    conversation.ws.close();
  });
});

describe('the visitor speaks', () => {
  it('asks for a meeting on a weekday morning and takes the first time, by voice: the agent books it', async () => {
    const conversation = await startCall(await pushAgent(SECRET), 'voice@example.com');
    // 200 ms of audio is the first simulated turn (FAST_TIMING), 400 ms more the second.
    conversation.send(micChunk(200));
    await conversation.waitFor('agent_response', 2, 5_000);
    expect(said(conversation)[1]).toMatch(/^\(simulated\) I can offer 1\) .+\. Which one suits you\?$/);
    conversation.send(micChunk(400));
    await conversation.waitFor('agent_response', 3, 5_000);
    expect(
      conversation.ofType('user_transcript').map((event) => event.user_transcription_event.user_transcript),
    ).toEqual(['(simulated) Could we book a meeting on a weekday morning?', '(simulated) The first one, please.']);
    expect(said(conversation)[2]).toMatch(/^\(simulated\) Done: you're booked for /);
    const booked = calcom.calendar.bookings.filter((booking) => booking.attendee.email === 'voice@example.com');
    expect(booked).toHaveLength(1);
    // A weekday morning in the visitor's zone.
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      weekday: 'short',
      hour: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(new Date(booked[0]!.start));
    expect(Number(local.find((part) => part.type === 'hour')!.value)).toBeLessThan(12);
    expect(['Sat', 'Sun']).not.toContain(local.find((part) => part.type === 'weekday')!.value);
    conversation.ws.close();
  });
});

describe('an agent that was never pushed', () => {
  it("books with the booking tools the local stack gives a booking flow's placeholder agent, and only that one", async () => {
    const tools = unpushedBookingTools(
      { agent_general_demo_01: ['general'], agent_trades_demo_01: ['trades'] },
      new Set(['general']),
    );
    expect(tools('agent_trades_demo_01', base())).toBeNull();
    const given = tools('agent_general_demo_01', base())!;
    expect(given.tools.map((tool) => tool.tool_config.name)).toEqual(['find_meeting_times', 'book_meeting']);
    expect(given.tools[0]!.tool_config.api_schema).toMatchObject({ url: functionUrl, method: 'POST' });
    // The harness serves only the simulator: the tools call this test's function server.
    const unpushed = await startHarness({ unpushedWebhookTools: (agentId) => tools(agentId, base()) });
    try {
      const conversation = await startCall('agent_general_demo_01', 'placeholder@example.com', unpushed);
      conversation.send({ type: 'user_message', text: 'Could we book a meeting in the morning?' });
      await conversation.waitFor('agent_response', 2, 5_000);
      conversation.send({ type: 'user_message', text: 'The first one, please.' });
      await conversation.waitFor('agent_response', 3, 5_000);
      expect(said(conversation)[2]).toMatch(/^\(simulated\) Done: you're booked for /);
      expect(
        calcom.calendar.bookings.filter((booking) => booking.attendee.email === 'placeholder@example.com'),
      ).toHaveLength(1);
      conversation.ws.close();
    } finally {
      await unpushed.stop();
    }
  });
});
