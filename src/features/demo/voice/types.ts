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

/** What a Start asks for. */
export interface VoiceStart {
  /** A text-only session: no microphone, messages typed with sendText. */
  textOnly: boolean;
  origin: StartOrigin;
}

/** One turn of the live transcript. */
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
  /** The visitor allowed the microphone. */
  onMicGranted(): void;
  /** `unavailable`: no microphone or no media API; `denied`: the visitor or browser refused. */
  onMicDenied(reason: 'denied' | 'unavailable'): void;
  /** The call is live. */
  onConnected(info: { conversationId: string; textOnly: boolean; origin: StartOrigin }): void;
  /** The call could not start (signed link, socket, SDK or timeout). */
  onStartFailed(info: { error: Error; origin: StartOrigin }): void;
  /** A live call ended normally. */
  onEnded(info: { by: EndCause; durationMs: number }): void;
  /** A live call dropped (a non-1000 close or a socket error). */
  onDropped(info: { error: Error; durationMs: number }): void;
  /** The visitor rated an answer. */
  onFeedback(info: { like: boolean }): void;
}

/** What the engine passes to the voice runtime: from YAML and the visitor's details. */
export interface VoiceConfig {
  /** The flow's agent (YAML `agentId`). */
  agentId: string;
  /** The variables sent with the call (YAML `variables`, filled from the details). */
  dynamicVariables: Record<string, string>;
  /** What the page does when something happens. */
  events: VoiceEvents;
}

/** The voice session as the screens use it. */
export interface VoiceSession {
  /** Where the call is. */
  phase: VoicePhase;
  /** Whether the current or last call is text-only. */
  textOnly: boolean;
  /** Who is talking in a live voice call. */
  mode: 'speaking' | 'listening';
  /** The current or last call's turns, oldest first. */
  transcript: TranscriptEntry[];
  /** The latest agent message can still be rated (once per agent response, while connected). */
  canRate: boolean;
  /** Asks for the microphone (voice calls), fetches a signed link and connects. */
  start(request: VoiceStart): void;
  /** Hangs up (or cancels a start); `by` says who, for the end event. */
  end(by: EndCause): void;
  /** Sends a typed message; false when no call is live (the draft should be kept). */
  sendText(text: string): boolean;
  /** Like (true) or dislike (false) the latest agent answer, once. */
  rate(like: boolean): void;
  /** Current audio levels, 0 to 1, for the visualizer. */
  levels(): { input: number; output: number };
}
