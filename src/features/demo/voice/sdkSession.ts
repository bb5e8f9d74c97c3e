import { Conversation, type Callbacks } from '@elevenlabs/client';
import { deviceStore } from './deviceStore.ts';
import { toError } from './errors.ts';
import { followDevices } from './followDevices.ts';
import { sessionOverrides } from './overrides.ts';
import { isPlaybackBlocked, playbackOf, resumePlayback } from './playback.ts';
import type { CallLanguageOverride, VoiceLevels, VoiceSpectrum } from './types.ts';
import { LIBSAMPLERATE_PATH, WORKLET_PATHS } from './worklets.ts';

/** The SDK events the runtime listens to. */
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

export interface SessionOptions {
  /** A signed link from voice-signed-url (see signedUrl.ts). */
  signedUrl: string;
  dynamicVariables: Record<string, string>;
  /** A chat without microphone or speaker. */
  textOnly: boolean;
  /** The agent's client tool `show_booking_link`: the page shows the booking button. */
  onShowBookingLink(): void;
  /** A language other than the agent's own, with its first message. */
  language?: CallLanguageOverride | undefined;
}

/** One SDK conversation, opening or open. Every method is safe to call before it has opened. */
export interface SdkSession {
  /** Hangs up, now or as soon as the conversation exists. A failure is only logged. */
  end(): void;
  sendText(text: string): void;
  sendFeedback(like: boolean, eventId: number): void;
  /** Voice calls only: the SDK then sends silence in place of the microphone. */
  setMuted(muted: boolean): void;
  levels(): VoiceLevels;
  /** Both sides' frequency data for the visualizer; null before the voice call has opened. */
  spectrum(): VoiceSpectrum | null;
  /** The browser holds the agent's audio back (autoplay policy). */
  playbackBlocked(): boolean;
  /** Resumes blocked audio; call from a user gesture. True when it plays now. */
  resumePlayback(): Promise<boolean>;
}

/**
 * The one place the page calls the SDK: a websocket conversation with the audio worklets served
 * from this origin (the Content-Security-Policy refuses blob: and data: scripts). The SDK rejects
 * without calling onError when the socket never opens; that rejection is reported through onError.
 */
export function openSession(
  { signedUrl, dynamicVariables, textOnly, onShowBookingLink, language }: SessionOptions,
  callbacks: SessionCallbacks,
) {
  let conversation: Conversation | null = null;
  let ended = false;
  let hungUp = false;
  let closed = false;
  let unfollowDevices = () => {};
  // The remembered microphone and speaker, when the browser still lists them (see deviceStore.ts).
  const devices = textOnly ? {} : deviceStore.sdkDevices();
  const hangUp = () => {
    if (!ended || hungUp || !conversation) return;
    hungUp = true;
    unfollowDevices();
    conversation.endSession().catch((error: unknown) => console.warn('[voice] Ending the session failed', error));
  };

  Conversation.startSession({
    signedUrl,
    connectionType: 'websocket',
    dynamicVariables,
    ...devices,
    ...sessionOverrides(textOnly, language),
    workletPaths: WORKLET_PATHS,
    libsampleratePath: LIBSAMPLERATE_PATH,
    // The agent may offer a meeting. The button goes to the booking page from site.yaml, never to an
    // address in the tool's parameters: what a model says is not a link to trust.
    clientTools: {
      show_booking_link: () => {
        onShowBookingLink();
        return 'The visitor now sees a button to the booking page.';
      },
    },
    ...callbacks,
    // A call the agent or the network ended stops following the device picks (no microphone reopened).
    onDisconnect: (details) => {
      closed = true;
      unfollowDevices();
      callbacks.onDisconnect(details);
    },
    // Known before onConnect, so a message sent as the call connects reaches it.
    onConversationCreated: (created) => {
      conversation = created;
    },
  }).then(
    (opened) => {
      conversation = opened;
      if (opened.type === 'voice' && !ended && !closed) unfollowDevices = followDevices(opened, deviceStore, devices);
      hangUp();
    },
    (error: unknown) => {
      if (!ended) callbacks.onError(toError(error, 'The session failed to start').message, error);
    },
  );

  const session: SdkSession = {
    end() {
      ended = true;
      hangUp();
    },
    sendText: (text) => conversation?.sendUserMessage(text),
    sendFeedback: (like, eventId) => conversation?.sendFeedback(like, eventId),
    setMuted: (muted) => conversation?.setMicMuted(muted),
    levels: () => ({ input: conversation?.getInputVolume() ?? 0, output: conversation?.getOutputVolume() ?? 0 }),
    spectrum: () =>
      conversation?.type === 'voice'
        ? { input: conversation.getInputByteFrequencyData(), output: conversation.getOutputByteFrequencyData() }
        : null,
    playbackBlocked: () => isPlaybackBlocked(playbackOf(conversation)),
    resumePlayback: () => resumePlayback(playbackOf(conversation)),
  };
  return session;
}
