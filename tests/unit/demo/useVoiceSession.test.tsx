// @vitest-environment jsdom
import type { HookOptions } from '@elevenlabs/react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestMicrophone } from '../../../src/features/demo/voice/microphone.ts';
import { takeSignedUrl } from '../../../src/features/demo/voice/signedUrl.ts';
import type { VoiceConfig, VoiceEvents } from '../../../src/features/demo/voice/types.ts';
import { useVoiceSession } from '../../../src/features/demo/voice/useVoiceSession.ts';

/** The SDK hook, replaced: it records the callbacks the wrapper registers and the controls it calls. */
const sdk = vi.hoisted(() => ({
  callbacks: {} as HookOptions,
  canSendFeedback: false,
  startSession: vi.fn(),
  endSession: vi.fn(),
  sendUserMessage: vi.fn(),
  sendFeedback: vi.fn(),
}));

vi.mock('@elevenlabs/react', () => ({
  useConversation: (options: HookOptions) => {
    sdk.callbacks = options;
    return {
      startSession: sdk.startSession,
      endSession: sdk.endSession,
      sendUserMessage: sdk.sendUserMessage,
      sendFeedback: sdk.sendFeedback,
      getInputVolume: () => 0.1,
      getOutputVolume: () => 0.2,
      canSendFeedback: sdk.canSendFeedback,
      mode: 'listening',
    };
  },
}));
vi.mock('../../../src/features/demo/voice/microphone.ts', () => ({ requestMicrophone: vi.fn() }));
vi.mock('../../../src/features/demo/voice/signedUrl.ts', () => ({ takeSignedUrl: vi.fn() }));

const SIGNED_URL = 'ws://127.0.0.1:4173/v1/convai/conversation?agent_id=agent_test&conversation_signature=sim_1';
const VARIABLES = { caller_name: 'Jane', user_email: 'jane@example.com' };

function eventsSpy(): VoiceEvents {
  return {
    onMicGranted: vi.fn(),
    onMicDenied: vi.fn(),
    onConnected: vi.fn(),
    onStartFailed: vi.fn(),
    onEnded: vi.fn(),
    onDropped: vi.fn(),
    onFeedback: vi.fn(),
  };
}

function setup() {
  const events = eventsSpy();
  const config: VoiceConfig = { agentId: 'agent_test', dynamicVariables: VARIABLES, events };
  const hook = renderHook(() => useVoiceSession(config));
  const callbacks = () => sdk.callbacks;
  return { ...hook, events, callbacks, session: () => hook.result.current };
}

/** Starts a voice call and lets the SDK "connect". */
async function connected(textOnly = false) {
  const view = setup();
  act(() => view.session().start({ textOnly, origin: 'session' }));
  await waitFor(() => expect(sdk.startSession).toHaveBeenCalled());
  act(() => view.callbacks().onConnect?.({ conversationId: 'conv_1' }));
  return view;
}

beforeEach(() => {
  sdk.canSendFeedback = false;
  vi.mocked(requestMicrophone).mockResolvedValue('granted');
  vi.mocked(takeSignedUrl).mockResolvedValue(SIGNED_URL);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot unmount on its own.
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('useVoiceSession', () => {
  it('asks for the microphone, then starts a websocket session with the signed link and the variables', async () => {
    const { session, events } = setup();
    act(() => session().start({ textOnly: false, origin: 'session' }));
    expect(session().phase).toBe('preparing');
    await waitFor(() => expect(session().phase).toBe('connecting'));
    expect(takeSignedUrl).toHaveBeenCalledWith('agent_test', expect.any(AbortSignal));
    expect(events.onMicGranted).toHaveBeenCalledTimes(1);
    expect(sdk.startSession).toHaveBeenCalledWith({
      signedUrl: SIGNED_URL,
      connectionType: 'websocket',
      dynamicVariables: VARIABLES,
    });
  });

  it('starts text-only sessions without the microphone', async () => {
    const { session } = setup();
    act(() => session().start({ textOnly: true, origin: 'session' }));
    await waitFor(() => expect(sdk.startSession).toHaveBeenCalled());
    expect(requestMicrophone).not.toHaveBeenCalled();
    expect(sdk.startSession).toHaveBeenCalledWith(
      expect.objectContaining({ textOnly: true, overrides: { conversation: { textOnly: true } } }),
    );
  });

  it('reports a refused microphone and never opens the session', async () => {
    vi.mocked(requestMicrophone).mockResolvedValue('denied');
    const { session, events } = setup();
    act(() => session().start({ textOnly: false, origin: 'form' }));
    await waitFor(() => expect(events.onMicDenied).toHaveBeenCalledWith('denied'));
    expect(session().phase).toBe('idle');
    expect(sdk.startSession).not.toHaveBeenCalled();
  });

  it('maps onError while connecting to a start failure from where it started', async () => {
    const { session, events, callbacks } = setup();
    act(() => session().start({ textOnly: false, origin: 'form' }));
    await waitFor(() => expect(sdk.startSession).toHaveBeenCalled());
    act(() => callbacks().onError?.('Could not connect', new Error('Could not connect')));
    expect(events.onStartFailed).toHaveBeenCalledWith({ error: new Error('Could not connect'), origin: 'form' });
    expect(session().phase).toBe('idle');
  });

  it('maps a failed signed-link request to a start failure', async () => {
    vi.mocked(takeSignedUrl).mockRejectedValue(new Error('voice-signed-url failed: HTTP 503'));
    const { session, events } = setup();
    act(() => session().start({ textOnly: false, origin: 'session' }));
    await waitFor(() =>
      expect(events.onStartFailed).toHaveBeenCalledWith({
        error: new Error('voice-signed-url failed: HTTP 503'),
        origin: 'session',
      }),
    );
    expect(sdk.startSession).not.toHaveBeenCalled();
  });

  it('reports the connection once, with the conversation id', async () => {
    const { session, events } = await connected();
    expect(session().phase).toBe('connected');
    expect(events.onConnected).toHaveBeenCalledWith({ conversationId: 'conv_1', textOnly: false, origin: 'session' });
  });

  it('only logs a missing client tool: no failure, the call stays live', async () => {
    const { session, events, callbacks } = await connected();
    act(() =>
      callbacks().onError?.('Client tool with name show_booking_link is not defined on client', {
        clientToolName: 'show_booking_link',
      }),
    );
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('show_booking_link'));
    expect(session().phase).toBe('connected');
    expect(events.onStartFailed).not.toHaveBeenCalled();
    expect(events.onDropped).not.toHaveBeenCalled();
  });

  it('maps onDisconnect "error" during a call to a drop', async () => {
    const { session, events, callbacks } = await connected();
    act(() =>
      callbacks().onDisconnect?.({
        reason: 'error',
        message: 'The connection was closed by the server.',
        context: { type: 'close', code: 4000 },
      }),
    );
    expect(events.onDropped).toHaveBeenCalledWith({
      error: new Error('The connection was closed by the server.'),
      durationMs: expect.any(Number),
    });
    expect(events.onEnded).not.toHaveBeenCalled();
    expect(session().phase).toBe('idle');
  });

  it('treats a close 1000 (reason "agent") as the agent ending the call', async () => {
    const { events, callbacks } = await connected();
    act(() => callbacks().onDisconnect?.({ reason: 'agent', closeCode: 1000, closeReason: '' }));
    expect(events.onEnded).toHaveBeenCalledWith({ by: 'agent', durationMs: expect.any(Number) });
    expect(events.onDropped).not.toHaveBeenCalled();
  });

  it('ends on the visitor’s request and reports who ended it', async () => {
    const { session, events, callbacks } = await connected();
    act(() => session().end('visitor'));
    expect(sdk.endSession).toHaveBeenCalledTimes(1);
    expect(session().phase).toBe('ending');
    act(() => callbacks().onDisconnect?.({ reason: 'user' }));
    expect(events.onEnded).toHaveBeenCalledWith({ by: 'visitor', durationMs: expect.any(Number) });
    expect(session().phase).toBe('idle');
  });

  it('only logs a failure to end the session', async () => {
    sdk.endSession.mockImplementationOnce(() => {
      throw new Error('socket already gone');
    });
    const { session } = await connected();
    expect(() => act(() => session().end('visitor'))).not.toThrow();
    expect(console.warn).toHaveBeenCalledWith('[voice] Ending the session failed', new Error('socket already gone'));
  });

  it('hangs up on pagehide and when unmounted, counting the call as ended by leaving', async () => {
    const { events, unmount } = await connected();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(sdk.endSession).toHaveBeenCalledTimes(1);
    unmount();
    expect(events.onEnded).toHaveBeenCalledWith({ by: 'left', durationMs: expect.any(Number) });
  });

  it('keeps a transcript of both sides and applies corrections', async () => {
    const { session, callbacks } = await connected();
    act(() => {
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
    });
    expect(session().transcript.map(({ role, text }) => [role, text])).toEqual([
      ['agent', 'Hi Jane, how can I help?'],
      ['visitor', 'Book a table'],
      ['agent', 'Sure, for how…'],
    ]);
  });

  it('sends feedback once per agent response, only while the SDK allows it', async () => {
    sdk.canSendFeedback = true;
    const { session, callbacks, events, rerender } = await connected();
    expect(session().canRate).toBe(false);
    act(() => callbacks().onMessage?.({ role: 'agent', source: 'ai', message: 'Hello', event_id: 4 }));
    expect(session().canRate).toBe(true);
    act(() => session().rate(true));
    act(() => session().rate(false));
    expect(sdk.sendFeedback).toHaveBeenCalledTimes(1);
    expect(sdk.sendFeedback).toHaveBeenCalledWith(true, 4);
    expect(events.onFeedback).toHaveBeenCalledWith({ like: true });
    expect(session().canRate).toBe(false);
    act(() => callbacks().onMessage?.({ role: 'agent', source: 'ai', message: 'Anything else?', event_id: 7 }));
    expect(session().canRate).toBe(true);
    sdk.canSendFeedback = false;
    rerender();
    expect(session().canRate).toBe(false);
  });

  it('sends typed messages only during a call, and shows them in the transcript', async () => {
    const idle = setup();
    expect(idle.session().sendText('hello')).toBe(false);
    idle.unmount();
    const { session } = await connected(true);
    let sent = false;
    act(() => {
      sent = session().sendText('  Do you open on Sundays?  ');
    });
    expect(sent).toBe(true);
    expect(sdk.sendUserMessage).toHaveBeenCalledWith('Do you open on Sundays?');
    expect(session().transcript.at(-1)).toMatchObject({ role: 'visitor', text: 'Do you open on Sundays?' });
  });
});
