// The voice store driven against a fake SDK: one start request, the page's event spies, and a call
// brought to "connected". Each test file keeps its own hoisted SDK fake (vi.mock must live in the file,
// and the fakes differ) and hands it to these helpers.
import type { PartialOptions } from '@elevenlabs/client';
import { expect, vi, type Mock } from 'vitest';
import type { VoiceEvents } from '../../../src/features/demo/voice/types.ts';
import { createVoiceStore } from '../../../src/features/demo/voice/voiceStore.ts';

/** What the helpers need of a file's SDK fake: the options it was started with, and the conversation. */
export interface SdkFake {
  options: PartialOptions;
  startSession: Mock;
  conversation: object;
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

/** A new store with a call started from the session screen of the general demo. */
export function startCall(sdk: SdkFake, textOnly = false) {
  const store = createVoiceStore();
  const events = voiceEventsSpy();
  store.start({
    agentId: 'agent_test',
    session: { flow: 'general', details: {}, noticeShown: true, page: '/demo' },
    dynamicVariables: {},
    textOnly,
    origin: 'session',
    events,
  });
  return { store, events, state: () => store.getSnapshot(), callbacks: () => sdk.options };
}

/** A started call that the SDK has opened and connected (conversation id `conv_1`). */
export async function connectCall(sdk: SdkFake, textOnly = false) {
  const before = sdk.startSession.mock.calls.length;
  const view = startCall(sdk, textOnly);
  await vi.waitFor(() => expect(sdk.startSession.mock.calls.length).toBeGreaterThan(before));
  view.callbacks().onConversationCreated?.(sdk.conversation as never);
  view.callbacks().onConnect?.({ conversationId: 'conv_1' });
  return view;
}
