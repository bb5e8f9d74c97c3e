import type { Callbacks, Conversation } from '@elevenlabs/client';
import type { ConversationControlsValue, HookOptions } from '@elevenlabs/react';
import { deviceStore } from '../deviceStore.ts';
import { sessionOverrides } from '../overrides.ts';
import type { CallLanguageOverride } from '../types.ts';
import { followDevices } from './followDevices.ts';
import type { LetGo } from './providerGate.ts';
import { isPlaybackBlocked, playbackOf, resumePlayback } from './playback.ts';
import { LIBSAMPLERATE_PATH, WORKLET_PATHS } from '../worklets.ts';

/** The SDK events the runtime listens to for one attempt (ConversationProvider adds its hooks' own). */
export type SessionCallbacks = Required<
  Pick<
    Callbacks,
    | 'onConnect'
    | 'onDisconnect'
    | 'onError'
    | 'onMessage'
    | 'onAgentResponseCorrection'
    | 'onModeChange'
    | 'onCanSendFeedbackChange'
    | 'onPing'
    | 'onAgentToolRequest'
    | 'onAgentToolResponse'
  >
>;

/** What a session needs of ConversationProvider: its controls (useConversationControls) and feedback. */
export type ProviderSdk = Pick<
  ConversationControlsValue,
  'startSession' | 'endSession' | 'sendUserMessage' | 'changeInputDevice' | 'changeOutputDevice'
> & {
  /** useConversationFeedback's sendFeedback. */
  sendFeedback(like: boolean, eventId: number): void;
};

export interface SessionOptions {
  /** A signed link from voice-signed-url (see signedUrl.ts). */
  signedUrl: string;
  dynamicVariables: Record<string, string>;
  /** A chat without microphone or speaker. */
  textOnly: boolean;
  /** A language other than the agent's own, with its first message. */
  language?: CallLanguageOverride | undefined;
}

/** One SDK conversation, opening or open. Every method is safe to call before it has opened. */
export interface SdkSession {
  /** Hangs up, now or as soon as the conversation exists (the provider ends a pending start itself). */
  end(): void;
  sendText(text: string): void;
  sendFeedback(like: boolean, eventId: number): void;
  /** The browser holds the agent's audio back (autoplay policy). */
  playbackBlocked(): boolean;
  /** Resumes blocked audio; call from a user gesture. True when it plays now. */
  resumePlayback(): Promise<boolean>;
}

/**
 * The one place the page starts the SDK: a websocket conversation through ConversationProvider (which
 * calls Conversation.startSession, drops a superseded start's events and reports a start that rejects
 * through onError), with the audio worklets served from this origin (the Content-Security-Policy
 * refuses blob: and data: scripts). A live voice call follows the visitor's device picks.
 */
export function openSession(
  sdk: ProviderSdk,
  { signedUrl, dynamicVariables, textOnly, language }: SessionOptions,
  callbacks: SessionCallbacks,
  /** The provider has let go of this start (see providerGate.ts). */
  onLetGo: LetGo = () => {},
): SdkSession {
  let conversation: Conversation | null = null;
  let ended = false;
  let unfollowDevices = () => {};
  // The remembered microphone and speaker, when the browser still lists them (see deviceStore.ts).
  const devices = textOnly ? {} : deviceStore.sdkDevices();

  const options: HookOptions = {
    signedUrl,
    connectionType: 'websocket',
    dynamicVariables,
    ...devices,
    ...sessionOverrides(textOnly, language),
    workletPaths: WORKLET_PATHS,
    libsampleratePath: LIBSAMPLERATE_PATH,
    ...callbacks,
    onConnect: (details) => {
      onLetGo();
      callbacks.onConnect(details);
      if (!textOnly && !ended) unfollowDevices = followDevices(sdk, deviceStore, devices);
    },
    // A call the agent or the network ended stops following the device picks (no microphone reopened).
    onDisconnect: (details) => {
      onLetGo();
      unfollowDevices();
      callbacks.onDisconnect(details);
    },
    onError: (message, context) => {
      onLetGo();
      callbacks.onError(message, context);
    },
    onStatusChange: ({ status }) => void (status === 'disconnected' && onLetGo(true)),
    // Known before onConnect, so a message sent as the call connects reaches it; playback reads it too.
    onConversationCreated: (created) => {
      conversation = created;
    },
  };
  sdk.startSession(options);

  return {
    end() {
      if (ended) return;
      ended = true;
      unfollowDevices();
      try {
        sdk.endSession();
      } catch (error) {
        console.warn('[voice] Ending the session failed', error);
      }
    },
    sendText: (text) => sdk.sendUserMessage(text),
    sendFeedback: (like, eventId) => sdk.sendFeedback(like, eventId),
    playbackBlocked: () => isPlaybackBlocked(playbackOf(conversation)),
    resumePlayback: () => resumePlayback(playbackOf(conversation)),
  };
}
