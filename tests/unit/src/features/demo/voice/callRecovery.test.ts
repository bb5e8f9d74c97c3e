// @vitest-environment jsdom
// Recovering a call, with the real voice store and SDK chunk and the SDK itself replaced: end
// reasons in plain words, per-step start timeouts, Cancel and the offline watchdog (mute is the SDK's
// input hook: sdkHooks.test.tsx).
import type { PartialOptions } from '@elevenlabs/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../../../../src/lib/backend.ts';
import { requestMicrophone } from '../../../../../../src/features/demo/voice/microphone.ts';
import { takeSignedUrl } from '../../../../../../src/features/demo/voice/signedUrl.ts';
import { CONNECT_TIMEOUT_MS, MICROPHONE_TIMEOUT_MS } from '../../../../../../src/features/demo/voice/timeouts.ts';
import { connectCall, fakeStart, openCall, startCall } from './voiceCallHarness.ts';

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

// The real client but its start: @elevenlabs/react's provider (inlined by vitest) calls this one too.
vi.mock('@elevenlabs/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@elevenlabs/client')>()),
  Conversation: { startSession: sdk.startSession },
}));
vi.mock('../../../../../../src/features/demo/voice/microphone.ts', () => ({ requestMicrophone: vi.fn() }));
vi.mock('../../../../../../src/features/demo/voice/signedUrl.ts', () => ({ takeSignedUrl: vi.fn() }));

const setup = (textOnly = false) => startCall(sdk, textOnly);
const connected = (textOnly = false) => connectCall(sdk, textOnly);

beforeEach(() => {
  sdk.startSession.mockImplementation(fakeStart(sdk));
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
    const { state, events } = await setup();
    await vi.waitFor(() => expect(events.onStartFailed).toHaveBeenCalled());
    expect(state()).toMatchObject({ status: 'idle', startProblem: 'timeout' });
  });

  it('does not call other failures a timeout', async () => {
    vi.mocked(takeSignedUrl).mockRejectedValue(new BackendError('refused', 503, 'unavailable'));
    const { state, events } = await setup();
    await vi.waitFor(() => expect(events.onStartFailed).toHaveBeenCalled());
    expect(state().startProblem).toBeNull();
  });

  it('gives up on an unanswered microphone prompt', async () => {
    vi.useFakeTimers();
    vi.mocked(requestMicrophone).mockReturnValue(new Promise(() => {}));
    const { state, events } = await setup();
    await vi.advanceTimersByTimeAsync(MICROPHONE_TIMEOUT_MS + 1);
    expect(events.onStartFailed).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ status: 'idle', startProblem: 'timeout' });
  });

  it('gives up on a socket that never opens, and hangs it up should it open after all', async () => {
    vi.useFakeTimers();
    const { state, events } = await setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(state().status).toBe('connecting');
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS + 1);
    expect(events.onStartFailed).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ status: 'idle', startProblem: 'timeout' });
    // The SDK creates, connects and resolves in one go; the provider ends what opens after the hang-up.
    await openCall(sdk);
    expect(sdk.conversation.endSession).toHaveBeenCalled();
    expect(events.onConnected).not.toHaveBeenCalled();
  });

  it('Cancel while preparing goes back to idle without a failure or a session', async () => {
    vi.mocked(takeSignedUrl).mockReturnValue(new Promise(() => {}));
    const { store, state, events } = await setup();
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
