// @vitest-environment jsdom
// The voice store with its real session chunk (ConversationProvider, the bridge and the runtime), the
// SDK's Conversation.startSession replaced: what a start asks of the SDK, and how each SDK event shows in
// the store's state and the page's events.
import type { PartialOptions } from '@elevenlabs/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestMicrophone } from '../../../../../../src/features/demo/voice/microphone.ts';
import { takeSignedUrl } from '../../../../../../src/features/demo/voice/signedUrl.ts';
import type { VoiceStart } from '../../../../../../src/features/demo/voice/types.ts';
import { selectCanRate } from '../../../../../../src/features/demo/voice/voiceState.ts';
import { LIBSAMPLERATE_PATH, WORKLET_PATHS } from '../../../../../../src/features/demo/voice/worklets.ts';
import { fakeStart, mountStore, openCall, startRequest, voiceEventsSpy } from './voiceCallHarness.ts';

/** Conversation.startSession, replaced: it records the options and hands out one fake conversation. */
const sdk = vi.hoisted(() => ({
  options: {} as PartialOptions,
  startSession: vi.fn(),
  open: undefined as ((conversation: unknown) => void) | undefined,
  conversation: {
    endSession: vi.fn(() => Promise.resolve()),
    sendUserMessage: vi.fn(),
    sendFeedback: vi.fn(),
    getInputVolume: () => 0.1,
    getOutputVolume: () => 0.2,
  },
}));

// The real client but its start: @elevenlabs/react's provider (inlined by vitest) calls this one too.
vi.mock('@elevenlabs/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@elevenlabs/client')>()),
  Conversation: { startSession: sdk.startSession },
}));
vi.mock('../../../../../../src/features/demo/voice/microphone.ts', () => ({ requestMicrophone: vi.fn() }));
vi.mock('../../../../../../src/features/demo/voice/signedUrl.ts', () => ({ takeSignedUrl: vi.fn() }));

const SIGNED_URL = 'ws://127.0.0.1:4173/v1/convai/conversation?agent_id=agent_test&conversation_signature=sim_1';
const VARIABLES = { caller_name: 'Jane', user_email: 'jane@example.com' };

const eventsSpy = voiceEventsSpy;

async function setup() {
  const store = await mountStore();
  const events = eventsSpy();
  const start = (request: Partial<Pick<VoiceStart, 'textOnly' | 'origin'>> = {}) =>
    store.start(startRequest(events, { dynamicVariables: VARIABLES, ...request }));
  const state = () => store.getSnapshot();
  /** The options the SDK was started with for the latest session: ours, merged with the provider's. */
  const callbacks = () => sdk.options;
  return { store, events, start, state, callbacks };
}

/** Starts a call and lets the SDK "connect". */
async function connected(textOnly = false) {
  const view = await setup();
  view.start({ textOnly });
  await vi.waitFor(() => expect(sdk.startSession).toHaveBeenCalled());
  await openCall(sdk);
  view.callbacks().onCanSendFeedbackChange?.({ canSendFeedback: true });
  return view;
}

beforeEach(() => {
  sdk.startSession.mockImplementation(fakeStart(sdk));
  vi.mocked(requestMicrophone).mockResolvedValue('granted');
  vi.mocked(takeSignedUrl).mockResolvedValue(SIGNED_URL);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('the voice session', () => {
  it('asks for the microphone, then opens a websocket session with the signed link, variables and worklets', async () => {
    const { start, state, events } = await setup();
    start();
    expect(state().status).toBe('preparing');
    await vi.waitFor(() => expect(state().status).toBe('connecting'));
    expect(takeSignedUrl).toHaveBeenCalledWith(
      { agentId: 'agent_test', flow: 'general', details: {}, noticeShown: true, page: '/demo' },
      expect.any(AbortSignal),
    );
    expect(events.onMicGranted).toHaveBeenCalledTimes(1);
    expect(sdk.startSession).toHaveBeenCalledWith(
      expect.objectContaining({
        signedUrl: SIGNED_URL,
        connectionType: 'websocket',
        dynamicVariables: VARIABLES,
        workletPaths: WORKLET_PATHS,
        libsampleratePath: LIBSAMPLERATE_PATH,
      }),
    );
    expect(sdk.options).not.toHaveProperty('textOnly');
  });

  it('hands the SDK its worklets and the resampler as same-origin paths', () => {
    const origin = 'https://site.example';
    const sameOrigin = (path: string) => new URL(path, `${origin}/demo/`).origin === origin && path.startsWith('/');
    for (const path of [LIBSAMPLERATE_PATH, WORKLET_PATHS.rawAudioProcessor, WORKLET_PATHS.audioConcatProcessor]) {
      expect(sameOrigin(path), path).toBe(true);
    }
    // The file the SDK would otherwise fetch from jsDelivr, from the package installed here.
    expect(LIBSAMPLERATE_PATH).toMatch(/\/@alexanderolsen\/libsamplerate-js\/dist\/libsamplerate\.worklet\.js$/);
  });

  it('starts text-only sessions without the microphone', async () => {
    const { start } = await setup();
    start({ textOnly: true });
    await vi.waitFor(() => expect(sdk.startSession).toHaveBeenCalled());
    expect(requestMicrophone).not.toHaveBeenCalled();
    expect(sdk.options).toMatchObject({ textOnly: true, overrides: { conversation: { textOnly: true } } });
  });

  it('reports a refused microphone and never opens the session', async () => {
    vi.mocked(requestMicrophone).mockResolvedValue('denied');
    const { start, state, events } = await setup();
    start({ origin: 'form' });
    await vi.waitFor(() => expect(events.onMicDenied).toHaveBeenCalledWith('denied'));
    expect(state().status).toBe('idle');
    expect(sdk.startSession).not.toHaveBeenCalled();
  });

  it('maps onError while connecting to a start failure from where it started', async () => {
    const { start, state, events, callbacks } = await setup();
    start({ origin: 'form' });
    await vi.waitFor(() => expect(sdk.startSession).toHaveBeenCalled());
    callbacks().onError?.('Could not connect', new Error('Could not connect'));
    expect(events.onStartFailed).toHaveBeenCalledWith({ error: new Error('Could not connect'), origin: 'form' });
    expect(state().status).toBe('idle');
  });

  it('maps a session the SDK could not open (a rejected start) to a start failure', async () => {
    sdk.startSession.mockImplementation((options: PartialOptions) => {
      sdk.options = options;
      return Promise.reject(new Error('WebSocket closed before opening'));
    });
    const { start, state, events } = await setup();
    start();
    await vi.waitFor(() =>
      expect(events.onStartFailed).toHaveBeenCalledWith({
        error: new Error('WebSocket closed before opening'),
        origin: 'session',
      }),
    );
    expect(state().status).toBe('idle');
  });

  it('maps a failed signed-link request to a start failure', async () => {
    vi.mocked(takeSignedUrl).mockRejectedValue(new Error('voice-signed-url failed: HTTP 503'));
    const { start, events } = await setup();
    start();
    await vi.waitFor(() =>
      expect(events.onStartFailed).toHaveBeenCalledWith({
        error: new Error('voice-signed-url failed: HTTP 503'),
        origin: 'session',
      }),
    );
    expect(sdk.startSession).not.toHaveBeenCalled();
  });

  it('reports the connection once, with the conversation id', async () => {
    const { state, events, callbacks } = await connected();
    callbacks().onConnect?.({ conversationId: 'conv_1' });
    expect(state().status).toBe('connected');
    expect(events.onConnected).toHaveBeenCalledTimes(1);
    expect(events.onConnected).toHaveBeenCalledWith({ conversationId: 'conv_1', textOnly: false, origin: 'session' });
  });

  it("runs the agent's show_booking_link tool: the screen offers booking until the next start", async () => {
    const { state, start, store, callbacks } = await connected();
    expect(state().bookingOffered).toBe(false);
    // The SDK answers the agent with what the tool returns; a string says the button is on screen.
    const tool = callbacks().clientTools?.show_booking_link;
    expect(await tool?.({ url: 'https://evil.example/' })).toEqual(expect.any(String));
    expect(state().bookingOffered).toBe(true);
    store.end('visitor');
    callbacks().onDisconnect?.({ reason: 'user' });
    expect(state().bookingOffered).toBe(true);
    start();
    expect(state().bookingOffered).toBe(false);
  });

  it('only logs a missing client tool: no failure, the call stays live', async () => {
    const { state, events, callbacks } = await connected();
    callbacks().onError?.('Client tool with name open_crm_record is not defined on client', {
      clientToolName: 'open_crm_record',
    });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('open_crm_record'));
    expect(state().status).toBe('connected');
    expect(events.onStartFailed).not.toHaveBeenCalled();
    expect(events.onDropped).not.toHaveBeenCalled();
  });

  it('maps onDisconnect "error" during a call to a drop', async () => {
    const { state, events, callbacks } = await connected();
    callbacks().onDisconnect?.({
      reason: 'error',
      message: 'The connection was closed by the server.',
      context: { type: 'close', code: 4000 },
    });
    expect(events.onDropped).toHaveBeenCalledWith({
      error: new Error('The connection was closed by the server.'),
      durationMs: expect.any(Number),
    });
    expect(events.onEnded).not.toHaveBeenCalled();
    expect(state().status).toBe('idle');
  });

  it('treats a close 1000 (reason "agent") as the agent ending the call', async () => {
    const { events, callbacks } = await connected();
    callbacks().onDisconnect?.({ reason: 'agent', closeCode: 1000, closeReason: '' });
    expect(events.onEnded).toHaveBeenCalledWith({ by: 'agent', durationMs: expect.any(Number) });
    expect(events.onDropped).not.toHaveBeenCalled();
  });

  it('ends on the visitor’s request and reports who ended it', async () => {
    const { store, state, events, callbacks } = await connected();
    store.end('visitor');
    expect(sdk.conversation.endSession).toHaveBeenCalledTimes(1);
    expect(state().status).toBe('ending');
    callbacks().onDisconnect?.({ reason: 'user' });
    expect(events.onEnded).toHaveBeenCalledWith({ by: 'visitor', durationMs: expect.any(Number) });
    expect(state().status).toBe('idle');
  });

  it('only logs a failure to end the session', async () => {
    sdk.conversation.endSession.mockImplementationOnce(() => Promise.reject(new Error('socket already gone')));
    const { store } = await connected();
    expect(() => store.end('visitor')).not.toThrow();
    // The provider ends the conversation and logs the failure (as "Error ending session:").
    await vi.waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(expect.any(String), new Error('socket already gone')),
    );
  });

  it('hangs up a session that opens after the visitor ended the start', async () => {
    const { store, start, state, events } = await setup();
    start();
    await vi.waitFor(() => expect(sdk.startSession).toHaveBeenCalled());
    store.end('visitor');
    expect(state().status).toBe('idle');
    await openCall(sdk);
    // The provider ends it (twice over, harmlessly: the SDK's endSession does nothing once ended).
    await vi.waitFor(() => expect(sdk.conversation.endSession).toHaveBeenCalled());
    expect(events.onStartFailed).not.toHaveBeenCalled();
    expect(events.onConnected).not.toHaveBeenCalled();
  });

  it('starts again after a cancel, once the cancelled start has let go of the SDK', async () => {
    const { store, start, state, events } = await setup();
    start();
    await vi.waitFor(() => expect(sdk.startSession).toHaveBeenCalledTimes(1));
    const cancelled = { open: sdk.open, options: sdk.options };
    store.end('visitor');
    start();
    await vi.waitFor(() => expect(state().status).toBe('connecting'));
    // ConversationProvider still holds the cancelled start: a start now would be dropped without a word.
    expect(sdk.startSession).toHaveBeenCalledTimes(1);
    // The cancelled socket opens; the provider hangs it up (the SDK says so as it does) and lets go.
    sdk.conversation.endSession.mockImplementationOnce(() => {
      cancelled.options.onStatusChange?.({ status: 'disconnecting' });
      cancelled.options.onDisconnect?.({ reason: 'user' });
      cancelled.options.onStatusChange?.({ status: 'disconnected' });
      return Promise.resolve();
    });
    cancelled.options.onConversationCreated?.(sdk.conversation as never);
    cancelled.open?.(sdk.conversation);
    await vi.waitFor(() => expect(sdk.startSession).toHaveBeenCalledTimes(2));
    await openCall(sdk);
    expect(state().status).toBe('connected');
    expect(events.onConnected).toHaveBeenCalledTimes(1);
    expect(events.onStartFailed).not.toHaveBeenCalled();
  });

  it('starts again after a cancel whose socket then failed to open', async () => {
    const { store, start, state } = await setup();
    let refuse = (_error: Error) => {};
    sdk.startSession.mockImplementationOnce((options: PartialOptions) => {
      sdk.options = options;
      return new Promise((_resolve, reject) => (refuse = reject));
    });
    start();
    await vi.waitFor(() => expect(sdk.startSession).toHaveBeenCalledTimes(1));
    const cancelled = sdk.options;
    store.end('visitor');
    start();
    await vi.waitFor(() => expect(state().status).toBe('connecting'));
    expect(sdk.startSession).toHaveBeenCalledTimes(1);
    // The SDK says "disconnected", then rejects: the provider lets go in its rejection handler.
    cancelled.onStatusChange?.({ status: 'disconnected' });
    refuse(new Error('socket closed'));
    await vi.waitFor(() => expect(sdk.startSession).toHaveBeenCalledTimes(2));
    await openCall(sdk);
    expect(state().status).toBe('connected');
  });

  it('counts a call as ended by leaving when the page goes away', async () => {
    const { store, state, events } = await connected();
    store.leave();
    expect(sdk.conversation.endSession).toHaveBeenCalledTimes(1);
    expect(events.onEnded).toHaveBeenCalledWith({ by: 'left', durationMs: expect.any(Number) });
    expect(state().status).toBe('idle');
  });

  it('keeps a transcript of both sides and applies corrections', async () => {
    const { state, callbacks } = await connected();
    callbacks().onMessage?.({ role: 'agent', source: 'ai', message: 'Hi Jane, how can I help?', event_id: 1 });
    callbacks().onMessage?.({ role: 'user', source: 'user', message: 'Book a table', event_id: 2 });
    callbacks().onMessage?.({
      role: 'agent',
      source: 'ai',
      message: 'Sure, for how many people tonight?',
      event_id: 3,
    });
    callbacks().onAgentResponseCorrection?.({
      event_id: 3,
      original_agent_response: 'x',
      corrected_agent_response: 'Sure, for how…',
    });
    expect(state().transcript.map(({ role, text }) => [role, text])).toEqual([
      ['agent', 'Hi Jane, how can I help?'],
      ['visitor', 'Book a table'],
      ['agent', 'Sure, for how…'],
    ]);
  });

  it('sends feedback once per agent response, only while the SDK allows it', async () => {
    const { store, state, callbacks, events } = await connected();
    expect(selectCanRate(state(), true)).toBe(false);
    callbacks().onMessage?.({ role: 'agent', source: 'ai', message: 'Hello', event_id: 4 });
    expect(selectCanRate(state(), true)).toBe(true);
    expect(selectCanRate(state(), false)).toBe(false);
    store.sendFeedback(true);
    store.sendFeedback(false);
    expect(sdk.conversation.sendFeedback).toHaveBeenCalledTimes(1);
    expect(sdk.conversation.sendFeedback).toHaveBeenCalledWith(true, 4);
    expect(events.onFeedback).toHaveBeenCalledWith({ like: true });
    expect(selectCanRate(state(), true)).toBe(false);
    callbacks().onMessage?.({ role: 'agent', source: 'ai', message: 'Anything else?', event_id: 7 });
    expect(selectCanRate(state(), true)).toBe(true);
    // The SDK stops accepting feedback (useConversationFeedback says so too): the store sends none.
    callbacks().onCanSendFeedbackChange?.({ canSendFeedback: false });
    store.sendFeedback(true);
    expect(sdk.conversation.sendFeedback).toHaveBeenCalledTimes(1);
  });

  it('sends typed messages only during a call, and shows them in the transcript', async () => {
    const idle = await setup();
    expect(idle.store.sendText('hello')).toBe(false);
    const { store, state } = await connected(true);
    expect(store.sendText('  Do you open on Sundays?  ')).toBe(true);
    expect(sdk.conversation.sendUserMessage).toHaveBeenCalledWith('Do you open on Sundays?');
    expect(state().transcript.at(-1)).toMatchObject({ role: 'visitor', text: 'Do you open on Sundays?' });
  });
});
