// The voice store driven against a fake SDK, through the real session chunk: the page's store, the
// chunk's ConversationProvider and bridge mounted as IndustryDemo mounts them, and @elevenlabs/client's
// Conversation.startSession replaced (vitest inlines @elevenlabs/react, so the mock reaches the provider
// too). Each test file keeps its own hoisted SDK fake (vi.mock must live in the file, and the fakes
// differ) and hands it to these helpers: one start request, the page's event spies, a call brought to
// "connected".
import type { PartialOptions } from '@elevenlabs/client';
import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { expect, vi, type Mock } from 'vitest';
import type { VoiceEvents, VoiceStart } from '../../../../../../src/features/demo/voice/types.ts';
import { useSessionChunk } from '../../../../../../src/features/demo/voice/useVoice.ts';
import { loadVoiceSession, type VoiceSessionModule } from '../../../../../../src/features/demo/voice/loadRuntime.ts';
import { createVoiceStore, type VoiceStore } from '../../../../../../src/features/demo/voice/voiceStore.ts';

/** What the helpers need of a file's SDK fake: the options it was started with, and the conversation. */
export interface SdkFake {
  options: PartialOptions;
  startSession: Mock;
  conversation: object;
  /** Resolves the latest startSession with a conversation (the SDK does once the socket is open). */
  open?: ((conversation: unknown) => void) | undefined;
}

/** The SDK's start as the fakes run it: records the options, resolves when the test opens it. */
export function fakeStart(sdk: SdkFake) {
  return (options: PartialOptions) => {
    sdk.options = options;
    return new Promise((resolve) => (sdk.open = resolve));
  };
}

/** Every page event, as a spy. */
export function voiceEventsSpy(): VoiceEvents {
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

/** The session chunk where IndustryDemo's slot puts it, without a screen (as on the form stage). */
function Session({ store }: { store: VoiceStore<VoiceSessionModule> }) {
  const chunk = useSessionChunk(store);
  return chunk.status === 'ready' ? createElement(chunk.module.VoiceSession, { host: store, screen: null }) : null;
}

/** A page's voice store with the session chunk loaded and its bridge attached. */
export async function mountStore(): Promise<VoiceStore<VoiceSessionModule>> {
  const store = createVoiceStore(loadVoiceSession);
  let attached = false;
  const attach = store.attach;
  store.attach = (create) => {
    attached = true;
    return attach(create);
  };
  render(createElement(Session, { store }));
  // Inside act, so React renders the loaded chunk and runs its effects (the bridge attaches) before it returns.
  await act(async () => {
    store.preload();
    await vi.waitFor(() => expect(store.getChunk().status).toBe('ready'), { timeout: 10_000 });
  });
  expect(attached).toBe(true);
  return store;
}

/** A start request of the general demo from the session screen; `request` overrides any part. */
export function startRequest(events: VoiceEvents, request: Partial<VoiceStart> = {}): VoiceStart {
  return {
    agentId: 'agent_test',
    session: { flow: 'general', details: {}, noticeShown: true, page: '/demo' },
    dynamicVariables: {},
    textOnly: false,
    origin: 'session',
    events,
    ...request,
  };
}

/** A mounted store with a call started from the session screen of the general demo. */
export async function startCall(sdk: SdkFake, textOnly = false) {
  const store = await mountStore();
  const events = voiceEventsSpy();
  store.start(startRequest(events, { textOnly }));
  return { store, events, state: () => store.getSnapshot(), callbacks: () => sdk.options };
}

/** The SDK opens the latest start: the conversation exists, the socket is open, onConnect fires. */
export async function openCall(sdk: SdkFake) {
  sdk.options.onConversationCreated?.(sdk.conversation as never);
  sdk.options.onConnect?.({ conversationId: 'conv_1' });
  sdk.open?.(sdk.conversation);
  // The provider takes the opened conversation in a then().
  await act(() => Promise.resolve());
}

/** A started call that the SDK has opened and connected (conversation id `conv_1`). */
export async function connectCall(sdk: SdkFake, textOnly = false) {
  const before = sdk.startSession.mock.calls.length;
  const view = await startCall(sdk, textOnly);
  await vi.waitFor(() => expect(sdk.startSession.mock.calls.length).toBeGreaterThan(before));
  await openCall(sdk);
  return view;
}
