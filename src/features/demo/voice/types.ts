/**
 * The voice session as the engine sees it. Nothing here imports the SDK, so the form and session
 * screens stay in the small demo chunk and the SDK loads separately (see VoiceRuntime.tsx).
 */

/**
 * loading: the SDK chunk is still downloading; unavailable: it failed to load; idle: no call;
 * preparing: asking for the microphone and the signed link; connecting: the SDK is opening the
 * socket; connected: the call is live; ending: hanging up.
 */
export type VoicePhase = 'loading' | 'unavailable' | 'idle' | 'preparing' | 'connecting' | 'connected' | 'ending';

/** Where a start came from: the details form (start-session flows) or the session screen. */
export type StartOrigin = 'form' | 'session';

/** Who ended a call that ended normally: the End button, the agent (close 1000), or leaving the screen. */
export type EndCause = 'visitor' | 'agent' | 'left';

export interface VoiceStart {
  /** A text-only session: no microphone, messages typed with sendText. */
  textOnly: boolean;
  origin: StartOrigin;
}

export interface TranscriptEntry {
  /** Stable React key. */
  key: string;
  role: 'agent' | 'visitor';
  text: string;
  /** The agent turn's event id (feedback targets it); absent for typed visitor messages. */
  eventId?: number;
}

/** What happened, reported once per attempt so the page can toast, track and change screens. */
export interface VoiceEvents {
  onMicGranted(): void;
  /** `unavailable`: no microphone or no media API; `denied`: the visitor or browser refused. */
  onMicDenied(reason: 'denied' | 'unavailable'): void;
  onConnected(info: { conversationId: string; textOnly: boolean; origin: StartOrigin }): void;
  onStartFailed(info: { error: Error; origin: StartOrigin }): void;
  onEnded(info: { by: EndCause; durationMs: number }): void;
  /** A live call dropped (a non-1000 close or a socket error). */
  onDropped(info: { error: Error; durationMs: number }): void;
  onFeedback(info: { like: boolean }): void;
}

/** What the engine passes to the voice runtime: from YAML and the visitor's details. */
export interface VoiceConfig {
  agentId: string;
  dynamicVariables: Record<string, string>;
  events: VoiceEvents;
}

export interface VoiceSession {
  phase: VoicePhase;
  /** Whether the current or last call is text-only. */
  textOnly: boolean;
  /** Who is talking in a live voice call. */
  mode: 'speaking' | 'listening';
  transcript: TranscriptEntry[];
  /** The latest agent message can still be rated (once per agent response, while connected). */
  canRate: boolean;
  start(request: VoiceStart): void;
  end(by: EndCause): void;
  /** Sends a typed message; false when no call is live (the draft should be kept). */
  sendText(text: string): boolean;
  rate(like: boolean): void;
  /** Current audio levels, 0 to 1, for the visualizer. */
  levels(): { input: number; output: number };
}
