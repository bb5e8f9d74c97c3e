// @vitest-environment jsdom
// Issue 16's recovery slice, with the real voice store and SDK chunk and the SDK itself replaced: end
// reasons in plain words, per-step start timeouts, Cancel, the offline watchdog and mute.
import type { PartialOptions } from '@elevenlabs/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../src/lib/backend.ts';
import { requestMicrophone } from '../../../src/features/demo/voice/microphone.ts';
import { takeSignedUrl } from '../../../src/features/demo/voice/signedUrl.ts';
import { CONNECT_TIMEOUT_MS, MICROPHONE_TIMEOUT_MS } from '../../../src/features/demo/voice/timeouts.ts';
import { connectCall, startCall } from './voiceCallHarness.ts';

const sdk = vi.hoisted(() => ({
  options: {} as PartialOptions,
  startSession: vi.fn(),
  conversation: {
    endSession: vi.fn(() => Promise.resolve()),
    setMicMuted: vi.fn(),
    sendUserMessage: vi.fn(),
    sendFeedback: vi.fn(),
    getInputVolume: () => 0,
    getOutputVolume: () => 0,
  },
}));

vi.mock('@elevenlabs/client', () => ({ Conversation: { startSession: sdk.startSession } }));
vi.mock('../../../src/features/demo/voice/microphone.ts', () => ({ requestMicrophone: vi.fn() }));
vi.mock('../../../src/features/demo/voice/signedUrl.ts', () => ({ takeSignedUrl: vi.fn() }));

const setup = (textOnly = false) => startCall(sdk, textOnly);
const connected = (textOnly = false) => connectCall(sdk, textOnly);

beforeEach(() => {
  sdk.startSession.mockImplementation((options: PartialOptions) => {
    sdk.options = options;
    return new Promise(() => {});
  });
  vi.mocked(requestMicrophone).mockResolvedValue('granted');
  vi.mocked(takeSignedUrl).mockResolvedValue('ws://127.0.0.1:1/v1/convai/conversation?agent_id=a');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('end reasons', () => {
  it('says who ended the call: the visitor, the agent or a lost connection', async () => {
    const cases = [
      [{ reason: 'user' }, 'user'],
      [{ reason: 'agent', context: new CloseEvent('close', { code: 1000 }) }, 'agent'],
      [{ reason: 'error', message: 'closed', context: new Event('error') }, 'lost'],
    ] as const;
    for (const [details, expected] of cases) {
      const { state, callbacks } = await connected();
      expect(state().endReason).toBeNull();
      callbacks().onDisconnect?.(details);
      expect(state().endReason).toBe(expected);
      expect(state().status).toBe('idle');
    }
  });

  it('forgets the last end reason when a new start begins', async () => {
    const first = await connected();
    first.callbacks().onDisconnect?.({ reason: 'user' });
    expect(first.state().endReason).toBe('user');
    first.store.start({
      agentId: 'agent_test',
      session: { flow: 'general', details: {}, noticeShown: true, page: '/demo' },
      dynamicVariables: {},
      textOnly: false,
      origin: 'session',
      events: first.events,
    });
    expect(first.state().endReason).toBeNull();
  });
});

describe('start timeouts and Cancel', () => {
  it('names a signed-link timeout as a timeout', async () => {
    vi.mocked(takeSignedUrl).mockRejectedValue(new BackendError('no answer', 0, 'timeout'));
    const { state, events } = setup();
    await vi.waitFor(() => expect(events.onStartFailed).toHaveBeenCalled());
    expect(state()).toMatchObject({ status: 'idle', startProblem: 'timeout' });
  });

  it('does not call other failures a timeout', async () => {
    vi.mocked(takeSignedUrl).mockRejectedValue(new BackendError('refused', 503, 'unavailable'));
    const { state, events } = setup();
    await vi.waitFor(() => expect(events.onStartFailed).toHaveBeenCalled());
    expect(state().startProblem).toBeNull();
  });

  it('gives up on an unanswered microphone prompt', async () => {
    vi.useFakeTimers();
    vi.mocked(requestMicrophone).mockReturnValue(new Promise(() => {}));
    const { state, events } = setup();
    await vi.advanceTimersByTimeAsync(MICROPHONE_TIMEOUT_MS + 1);
    expect(events.onStartFailed).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ status: 'idle', startProblem: 'timeout' });
  });

  it('gives up on a socket that never opens, and hangs it up', async () => {
    vi.useFakeTimers();
    const { state, events } = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(state().status).toBe('connecting');
    sdk.options.onConversationCreated?.(sdk.conversation as never);
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS + 1);
    expect(events.onStartFailed).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ status: 'idle', startProblem: 'timeout' });
    expect(sdk.conversation.endSession).toHaveBeenCalled();
  });

  it('Cancel while preparing goes back to idle without a failure or a session', async () => {
    vi.mocked(takeSignedUrl).mockReturnValue(new Promise(() => {}));
    const { store, state, events } = setup();
    await vi.waitFor(() => expect(state().status).toBe('preparing'));
    store.end('visitor');
    expect(state().status).toBe('idle');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events.onStartFailed).not.toHaveBeenCalled();
    expect(sdk.startSession).not.toHaveBeenCalled();
  });
});

describe('the offline watchdog', () => {
  it('ends a live call when the browser goes offline: hung up, a drop, "lost"', async () => {
    const { state, events } = await connected();
    window.dispatchEvent(new Event('offline'));
    expect(sdk.conversation.endSession).toHaveBeenCalled();
    expect(events.onDropped).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ status: 'idle', endReason: 'lost' });
  });

  it('stops watching once the call is over', async () => {
    const { events, callbacks } = await connected();
    callbacks().onDisconnect?.({ reason: 'user' });
    window.dispatchEvent(new Event('offline'));
    expect(events.onDropped).not.toHaveBeenCalled();
  });
});

describe('mute', () => {
  it('mutes and unmutes the SDK microphone and shows it in the state', async () => {
    const { store, state } = await connected();
    store.setMuted(true);
    expect(sdk.conversation.setMicMuted).toHaveBeenLastCalledWith(true);
    expect(state().muted).toBe(true);
    store.setMuted(false);
    expect(sdk.conversation.setMicMuted).toHaveBeenLastCalledWith(false);
    expect(state().muted).toBe(false);
  });

  it('is not muted after the call, and text chats have no microphone to mute', async () => {
    const voice = await connected();
    voice.store.setMuted(true);
    voice.callbacks().onDisconnect?.({ reason: 'user' });
    expect(voice.state().muted).toBe(false);
    vi.clearAllMocks();
    const text = await connected(true);
    text.store.setMuted(true);
    expect(sdk.conversation.setMicMuted).not.toHaveBeenCalled();
    expect(text.state().muted).toBe(false);
  });
});
