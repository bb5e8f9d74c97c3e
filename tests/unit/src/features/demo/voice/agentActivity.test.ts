// @vitest-environment jsdom
// The call's failure and activity states, with the real voice store and SDK chunk and the SDK itself replaced: the ping
// watchdog, a busy refusal, blocked audio and the agent's activity (thinking, tools, Done).
import type { PartialOptions } from '@elevenlabs/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallTextsSchema } from '../../../../../../schemas/demo-call.ts';
import { BackendError } from '../../../../../../src/lib/backend.ts';
import { activityText } from '../../../../../../src/features/demo/SessionScreen/AgentActivityLine.tsx';
import { TOOL_DONE_SHOW_MS } from '../../../../../../src/features/demo/voice/agentActivity.ts';
import { AUDIO_CHECK_DELAY_MS, PING_SILENCE_LIMIT_MS } from '../../../../../../src/features/demo/voice/liveCall.ts';
import { requestMicrophone } from '../../../../../../src/features/demo/voice/microphone.ts';
import { takeSignedUrl } from '../../../../../../src/features/demo/voice/signedUrl.ts';
import { connectCall, fakeStart, startCall } from './voiceCallHarness.ts';

/** The SDK's private output as 1.25 has it: an AudioContext and the audio element it plays through. */
const output = vi.hoisted(() => ({
  context: { state: 'running', resume: vi.fn(() => Promise.resolve()) },
  audioElement: { paused: false, play: vi.fn(() => Promise.resolve()) },
}));

const sdk = vi.hoisted(() => ({
  options: {} as PartialOptions,
  startSession: vi.fn(),
  conversation: {
    output,
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

const tool = (tool_name: string, tool_type = 'webhook') => ({ tool_name, tool_call_id: 't1', tool_type, event_id: 5 });

beforeEach(() => {
  sdk.startSession.mockImplementation(fakeStart(sdk));
  output.context.state = 'running';
  output.audioElement.paused = false;
  vi.mocked(requestMicrophone).mockResolvedValue('granted');
  vi.mocked(takeSignedUrl).mockResolvedValue('ws://127.0.0.1:1/v1/convai/conversation?agent_id=a');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('the ping watchdog', () => {
  it('keeps a call whose server pings, and ends one whose pings stop: hung up, a drop, "lost"', async () => {
    vi.useFakeTimers();
    const { state, events, callbacks } = await connected();
    for (let second = 0; second < 30; second += 3) {
      callbacks().onPing?.({ event_id: second, ping_ms: 20 });
      await vi.advanceTimersByTimeAsync(3_000);
    }
    expect(state().status).toBe('connected');
    await vi.advanceTimersByTimeAsync(PING_SILENCE_LIMIT_MS - 3_000 - 1);
    expect(state().status).toBe('connected');
    await vi.advanceTimersByTimeAsync(2);
    expect(sdk.conversation.endSession).toHaveBeenCalled();
    expect(events.onDropped).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ status: 'idle', endReason: 'lost' });
  });

  it('stops once the call is over', async () => {
    vi.useFakeTimers();
    const { events, callbacks } = await connected();
    callbacks().onDisconnect?.({ reason: 'user' });
    await vi.advanceTimersByTimeAsync(PING_SILENCE_LIMIT_MS * 2);
    expect(events.onDropped).not.toHaveBeenCalled();
  });
});

describe('a busy service', () => {
  it('names a socket closed 1013 before the call began as busy', async () => {
    sdk.startSession.mockImplementation((options: PartialOptions) => {
      sdk.options = options;
      const refused = Object.assign(new Error('Concurrency limit of 1 reached for this agent.'), { closeCode: 1013 });
      return Promise.reject(refused);
    });
    const { state, events } = await setup();
    await vi.waitFor(() => expect(events.onStartFailed).toHaveBeenCalled());
    expect(state()).toMatchObject({ status: 'idle', startProblem: 'busy' });
  });

  it('names a 429 from the signed-link function as busy, and another close code not', async () => {
    vi.mocked(takeSignedUrl).mockRejectedValueOnce(new BackendError('too many', 429, 'rate_limited'));
    const limited = await setup();
    await vi.waitFor(() => expect(limited.events.onStartFailed).toHaveBeenCalled());
    expect(limited.state().startProblem).toBe('busy');
    sdk.startSession.mockImplementation(() => Promise.reject(Object.assign(new Error('x'), { closeCode: 1008 })));
    const refused = await setup();
    await vi.waitFor(() => expect(refused.events.onStartFailed).toHaveBeenCalled());
    expect(refused.state().startProblem).toBeNull();
  });
});

describe('blocked audio', () => {
  it('says so when the browser keeps the audio element paused, and a tap resumes it', async () => {
    vi.useFakeTimers();
    output.audioElement.paused = true;
    output.audioElement.play.mockImplementation(() => {
      output.audioElement.paused = false;
      return Promise.resolve();
    });
    const { store, state } = await connected();
    expect(state().audioBlocked).toBe(false);
    await vi.advanceTimersByTimeAsync(AUDIO_CHECK_DELAY_MS);
    expect(state().audioBlocked).toBe(true);
    store.enableAudio();
    await vi.advanceTimersByTimeAsync(0);
    expect(output.context.resume).toHaveBeenCalled();
    expect(output.audioElement.play).toHaveBeenCalled();
    expect(state().audioBlocked).toBe(false);
  });

  it('stays quiet when the audio plays, in text chats and for a suspended context that cannot resume yet', async () => {
    vi.useFakeTimers();
    const playing = await connected();
    await vi.advanceTimersByTimeAsync(AUDIO_CHECK_DELAY_MS);
    expect(playing.state().audioBlocked).toBe(false);
    playing.callbacks().onDisconnect?.({ reason: 'user' });
    output.context.state = 'suspended';
    const text = await connected(true);
    await vi.advanceTimersByTimeAsync(AUDIO_CHECK_DELAY_MS);
    expect(text.state().audioBlocked).toBe(false);
    text.callbacks().onDisconnect?.({ reason: 'user' });
    const voice = await connected();
    await vi.advanceTimersByTimeAsync(AUDIO_CHECK_DELAY_MS);
    expect(voice.state().audioBlocked).toBe(true);
    voice.store.enableAudio(); // the context stays suspended: the button stays
    await vi.advanceTimersByTimeAsync(0);
    expect(voice.state().audioBlocked).toBe(true);
  });
});

describe('agent activity', () => {
  it('thinks after the visitor spoke until the agent answers or speaks', async () => {
    const { state, callbacks } = await connected();
    callbacks().onMessage?.({ role: 'user', source: 'user', message: 'Hello' });
    expect(state().activity).toEqual({ kind: 'thinking' });
    callbacks().onModeChange?.({ mode: 'speaking' });
    expect(state().activity).toBeNull();
    callbacks().onMessage?.({ role: 'user', source: 'user', message: 'And prices?' });
    callbacks().onMessage?.({ role: 'agent', source: 'ai', message: 'Sure.', event_id: 3 });
    expect(state().activity).toBeNull();
  });

  it('shows a running tool, then Done for a few seconds; system tools are not shown', async () => {
    vi.useFakeTimers();
    const { state, callbacks } = await connected();
    callbacks().onAgentToolRequest?.(tool('end_call', 'system'));
    expect(state().activity).toBeNull();
    callbacks().onAgentToolRequest?.(tool('check_availability'));
    expect(state().activity).toEqual({ kind: 'tool', toolName: 'check_availability', done: false });
    callbacks().onMessage?.({ role: 'user', source: 'user', message: 'Hm?' });
    expect(state().activity).toMatchObject({ kind: 'tool', done: false });
    callbacks().onAgentToolResponse?.({ ...tool('check_availability'), is_error: false, is_called: true });
    expect(state().activity).toEqual({ kind: 'tool', toolName: 'check_availability', done: true });
    await vi.advanceTimersByTimeAsync(TOOL_DONE_SHOW_MS);
    expect(state().activity).toBeNull();
  });

  it('clears the activity when the call ends', async () => {
    const { state, callbacks } = await connected();
    callbacks().onAgentToolRequest?.(tool('check_availability'));
    callbacks().onDisconnect?.({ reason: 'user' });
    expect(state().activity).toBeNull();
  });

  it('words each activity from YAML: the tool label, the generic line, Done and Thinking', () => {
    const texts = CallTextsSchema.parse({ toolLabels: { book_table: 'Booking a table…' } });
    expect(activityText({ kind: 'tool', toolName: 'book_table', done: false }, texts)).toBe('Booking a table…');
    expect(activityText({ kind: 'tool', toolName: 'other', done: false }, texts)).toBe(texts.toolWorking);
    expect(activityText({ kind: 'tool', toolName: 'book_table', done: true }, texts)).toBe(texts.toolDone);
    expect(activityText({ kind: 'thinking' }, texts)).toBe(texts.thinking);
    expect(CallTextsSchema.parse({}).toolLabels.check_availability).toBe('Checking availability…');
  });
});
