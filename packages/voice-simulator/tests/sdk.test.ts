/**
 * The real `@elevenlabs/client` SDK against the simulator, through a signed
 * URL, in Node. Text-only conversations need no audio APIs; the audio path is
 * exercised through the SDK's own `WebSocketConnection`, which is what the
 * browser's VoiceConversation wraps.
 *
 * Polyfill: Node 20 has no global WebSocket, so the `ws` client stands in.
 * fetch, TextEncoder/Decoder, URL, btoa and atob are native in Node 20.
 */
import {
  Conversation,
  createConnection,
  SessionConnectionError,
  type DisconnectionDetails,
  type IncomingSocketEvent,
  type PartialOptions,
  type TextConversation,
  WebSocketConnection,
} from '@elevenlabs/client';
import { afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { signedUrlFor } from '../src/index.ts';
import type { ServerMessage } from '../src/conversation/wire-messages.ts';
import { eventually, micChunk, startHarness, type Harness } from '../../../tests/unit/support/voice-sim-harness.ts';

beforeAll(() => {
  if (typeof globalThis.WebSocket === 'undefined') {
    globalThis.WebSocket = NodeWebSocket as unknown as typeof globalThis.WebSocket;
  }
});

interface Observed {
  messages: Array<{ role: string; message: string; event_id?: number }>;
  disconnects: DisconnectionDetails[];
  errors: string[];
  pings: number;
}

async function startTextConversation(h: Harness, extra: Partial<PartialOptions> = {}) {
  const seen: Observed = { messages: [], disconnects: [], errors: [], pings: 0 };
  const conversation = (await Conversation.startSession({
    signedUrl: signedUrlFor('agent_sdk', h.baseUrl),
    connectionType: 'websocket',
    overrides: { conversation: { textOnly: true } },
    dynamicVariables: { caller_name: 'Jane', user_email: 'jane@example.com', user_phone: '555', user_company: 'Acme' },
    onMessage: ({ role, message, event_id }) => seen.messages.push({ role, message, event_id }),
    onDisconnect: (details) => seen.disconnects.push(details),
    onError: (message) => seen.errors.push(message),
    onPing: () => {
      seen.pings += 1;
    },
    ...extra,
  } as PartialOptions)) as TextConversation;
  return { conversation, seen };
}

describe('@elevenlabs/client against the voice simulator', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness({ timing: { pingIntervalMs: 40 } });
    // The SDK console.error()s missing client tools; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await h.stop();
  });

  it('accepts the handshake and receives the greeting through onMessage', async () => {
    const { conversation, seen } = await startTextConversation(h);
    const record = h.latest();
    expect(conversation.getId()).toBe(record.id);
    expect(conversation.isOpen()).toBe(true);
    await eventually(() => seen.messages.length === 1, 'the greeting');
    expect(seen.messages[0]).toMatchObject({
      role: 'agent',
      message: 'Hi Jane, thanks for calling. How can I help you today?',
    });
    expect(record).toMatchObject({
      agentId: 'agent_sdk',
      signature: expect.stringMatching(/^sim_/),
      subprotocol: 'convai',
      query: { source: 'js_sdk', version: '1.25.0' },
      textOnly: true,
      init: {
        dynamicVariables: {
          caller_name: 'Jane',
          user_email: 'jane@example.com',
          user_phone: '555',
          user_company: 'Acme',
        },
        overrides: { conversation: { text_only: true } },
        sourceInfo: { source: 'js_sdk', version: '1.25.0' },
      },
    });
    expect(record.agentTurns[0]?.audioChunks).toBe(0);
  });

  it('records user messages, feedback, contextual updates, activity, pongs and the tool error result', async () => {
    const { conversation, seen } = await startTextConversation(h);
    await eventually(() => seen.messages.length === 1, 'the greeting');
    conversation.sendUserMessage('How much does it cost?');
    await eventually(() => seen.messages.length === 2, 'the reply');
    expect(seen.messages[1]?.message).toBe(
      '(simulated) You said: "How much does it cost?". I can help with that. Would you like to book a demo?',
    );
    conversation.sendFeedback(true);
    conversation.sendFeedback(false, 1);
    conversation.sendContextualUpdate('Visitor is on /pricing');
    conversation.sendUserActivity();
    await eventually(() => h.latest().toolResults.length === 1 && h.latest().pongs.length > 0, 'tool result and pongs');

    const record = h.latest();
    expect(record.userMessages).toEqual([{ text: 'How much does it cost?' }]);
    expect(record.feedback).toEqual([
      { score: 'like', eventId: seen.messages[1]?.event_id },
      { score: 'dislike', eventId: 1 },
    ]);
    expect(record.contextualUpdates).toEqual([{ text: 'Visitor is on /pricing', contextId: null }]);
    expect(record.userActivityCount).toBe(1);
    expect(seen.pings).toBeGreaterThan(0);
    // No clientTools: the SDK reports the missing tool to the agent as an error.
    expect(record.toolResults).toEqual([
      {
        toolCallId: record.toolCalls[0]?.toolCallId,
        result: 'Client tool with name show_booking_link is not defined on client',
        isError: true,
      },
    ]);
    expect(seen.errors).toEqual(['Client tool with name show_booking_link is not defined on client']);
    expect(record.interruptions).toEqual([]);
  });

  it('records a successful client tool result', async () => {
    const showBookingLink = vi.fn(async () => 'Booking link shown');
    const { conversation, seen } = await startTextConversation(h, {
      clientTools: { show_booking_link: showBookingLink },
    });
    await eventually(() => seen.messages.length === 1, 'the greeting');
    conversation.sendUserMessage('Book me');
    await eventually(() => h.latest().toolResults.length === 1, 'the tool result');
    expect(showBookingLink).toHaveBeenCalledWith({ url: expect.any(String), caller_name: 'Jane' });
    expect(h.latest().toolResults[0]).toMatchObject({ result: 'Booking link shown', isError: false });
  });

  it('reports a 1000 close as the agent ending the call', async () => {
    const { conversation, seen } = await startTextConversation(h);
    await h.control('POST', '/__sim/sessions/latest/close', { code: 1000, reason: 'Call complete' });
    await eventually(() => seen.disconnects.length === 1, 'onDisconnect');
    expect(seen.disconnects[0]).toMatchObject({ reason: 'agent', closeCode: 1000, closeReason: 'Call complete' });
    expect(conversation.isOpen()).toBe(false);
  });

  it.each([
    ['Simulated failure', 'Simulated failure'],
    ['', 'The connection was closed by the server.'],
  ])('reports a 4000 close with reason %j as an error', async (reason, message) => {
    const { seen } = await startTextConversation(h);
    await h.control('POST', `/__sim/sessions/${h.latest().id}/close`, { code: 4000, reason });
    await eventually(() => seen.disconnects.length === 1, 'onDisconnect');
    expect(seen.disconnects[0]).toMatchObject({ reason: 'error', message, closeCode: 4000 });
  });

  it('records endSession as a client close', async () => {
    const { conversation, seen } = await startTextConversation(h);
    await conversation.endSession();
    expect(seen.disconnects).toEqual([{ reason: 'user' }]);
    await eventually(() => h.latest().status === 'closed', 'the close');
    expect(h.latest().close).toMatchObject({ code: 1000, reason: 'User ended conversation', by: 'client' });
  });

  it('makes startSession reject when the handshake fails', async () => {
    await h.control('PUT', '/__sim/behaviour', { failHandshake: true });
    const attempt = startTextConversation(h);
    await expect(attempt).rejects.toBeInstanceOf(SessionConnectionError);
    await expect(attempt).rejects.toMatchObject({ message: 'Simulated handshake failure', closeCode: 1011 });
  });

  it('streams greeting audio and simulated turns through the SDK WebSocket connection', async () => {
    // The factory VoiceConversation uses; a signed URL always yields a WebSocket connection.
    const connection = await createConnection({ signedUrl: signedUrlFor('agent_audio', h.baseUrl) });
    if (!(connection instanceof WebSocketConnection)) throw new Error('expected a WebSocketConnection');
    const events: IncomingSocketEvent[] = [];
    const audio: string[] = [];
    connection.onMessage((event) => events.push(event));
    connection.addListener((event) => audio.push(event.audio_base_64));
    expect(connection.inputFormat).toEqual({ format: 'pcm', sampleRate: 16000 });
    expect(connection.outputFormat).toEqual({ format: 'pcm', sampleRate: 16000 });
    await eventually(() => audio.length === 5, 'greeting audio');

    connection.sendMessage(micChunk(200));
    await eventually(() => events.some((e) => e.type === 'user_transcript'), 'a user transcript');
    await eventually(() => events.filter((e) => e.type === 'agent_response').length === 2, 'the reply');
    await eventually(() => events.some((e) => e.type === 'interruption'), 'the interruption');
    expect(h.latest()).toMatchObject({ textOnly: false, userAudio: { chunks: 1, bytes: 6400 } });
    connection.close();
  });

  it('sends only messages the SDK types accept', () => {
    expectTypeOf<ServerMessage>().toExtend<IncomingSocketEvent>();
  });
});
