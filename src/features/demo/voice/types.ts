/**
 * The voice session as the engine sees it. Nothing here imports the SDK, so the form stays in the small
 * demo chunk and the SDK loads separately, with the session screen (see session/VoiceSession.tsx).
 */
import type { CallLanguageCode } from '../../../../schemas/demo-languages.ts';
import type { SessionInfo } from './signedUrl.ts';

/**
 * Where the visitor's attempt is, which the SDK's status cannot say: idle: no call; preparing: waiting
 * for the SDK chunk, the microphone and the signed link (the SDK is not called yet); connecting: the SDK
 * is opening the socket; connected: the call is live; ending: hung up, waiting for the SDK's goodbye.
 * The form-stage parts (outside ConversationProvider) and the watchdogs read it; the session screen
 * shows the live call from the SDK's own hooks (useConversationStatus, useConversationMode…).
 */
export type VoiceStatus = 'idle' | 'preparing' | 'connecting' | 'connected' | 'ending';

/** Where a start came from: the details form (start-session flows) or the session screen. */
export type StartOrigin = 'form' | 'session';

/** Who ended a call that ended normally: the End button, the agent (close 1000), or leaving the screen. */
export type EndCause = 'visitor' | 'agent' | 'left';

/** How the last call ended, shown in plain words after it: the visitor, the agent, or a lost connection. */
export type EndReason = 'user' | 'agent' | 'lost';

/**
 * Why the last start gave up: a step before the socket opened took too long, every agent was busy, or
 * the site's voice budget for the hour or the day is used up (429 voice_budget_exhausted).
 */
export type StartProblem = 'timeout' | 'busy' | 'budget';

/** What the agent is doing between turns: preparing an answer, or running a tool (done: it finished). */
export type AgentActivity = { kind: 'thinking' } | { kind: 'tool'; toolName: string; done: boolean };

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
  /** The call could not start (SDK chunk, signed link, socket, SDK or timeout). */
  onStartFailed(info: { error: Error; origin: StartOrigin }): void;
  /** A live call ended normally. */
  onEnded(info: { by: EndCause; durationMs: number }): void;
  /** A live call dropped (a non-1000 close or a socket error). */
  onDropped(info: { error: Error; durationMs: number }): void;
  /** The visitor rated an answer. */
  onFeedback(info: { like: boolean }): void;
}

/** A call language other than the agent's own: sent as `overrides.agent.language` and `firstMessage`. */
export interface CallLanguageOverride {
  /** e.g. es. */
  language: CallLanguageCode;
  /** The agent's opening line in that language, with `{{variables}}` for the service to fill. */
  firstMessage: string;
}

/** The visitor's 1 to 5 rating of a whole call, for the SDK's overall feedback. */
export interface CallRating {
  rating: number;
  /** Optional; left out when blank. */
  comment?: string;
}

/** Where the rating of the last call is: not sent, on its way, sent, or failed (may be sent again). */
export type CallRatingStatus = 'idle' | 'sending' | 'sent' | 'failed';

/** What a Start asks for: from YAML, the visitor's details and the button pressed. */
export interface VoiceStart {
  /** The flow's agent (YAML `agentId`). */
  agentId: string;
  /** The flow, details and page the server stores with the signed session. */
  session: SessionInfo;
  /** The variables sent with the call (YAML `variables`, filled from the details). */
  dynamicVariables: Record<string, string>;
  /** A text-only session: no microphone, messages typed with sendText. */
  textOnly: boolean;
  origin: StartOrigin;
  /** The language the visitor picked, when it is not the agent's own. */
  language?: CallLanguageOverride | undefined;
  /** The agent queues callers when full: the longest wait, in seconds, which the start then allows for. */
  queueWaitSeconds?: number | undefined;
  /** What the page does when something happens to this attempt. */
  events: VoiceEvents;
}

/**
 * What the SDK's hooks do not carry (status of the SDK, mode, mute, feedback and devices are theirs):
 * components subscribe to the slice they show (see useVoice).
 */
export interface VoiceState {
  /** Where the call is. */
  status: VoiceStatus;
  /** Whether the current or last call is text-only. */
  textOnly: boolean;
  /** The current or last call's turns, oldest first. */
  transcript: TranscriptEntry[];
  /** The agent answer already rated: feedback is once per answer. */
  ratedEventId: number | null;
  /** The agent called its show_booking_link tool in the last call: the screen offers the booking page. */
  bookingOffered: boolean;
  /** How the last live call ended; null before a call and while one is starting or live. */
  endReason: EndReason | null;
  /** Why the last start failed, when it is worth saying (a timeout); null otherwise. */
  startProblem: StartProblem | null;
  /** The current or last call's conversation id (for support and the rating); null before one connects. */
  conversationId: string | null;
  /** The HTTP API of the service the call went to, e.g. https://api.elevenlabs.io: its rating goes there. */
  apiOrigin: string | null;
  /** The overall rating of the last call: sent once per call. */
  callRating: CallRatingStatus;
  /** What the agent is doing in a live call, shown politely; null when nothing is worth saying. */
  activity: AgentActivity | null;
  /** The browser blocks the agent's audio in a live voice call: a tap must turn it on. */
  audioBlocked: boolean;
  /** A start that has waited long enough to be in the agent's queue: since when (ms epoch), and for how long at most. */
  queued: { since: number; limitSeconds: number } | null;
}

/** What the page can ask of the voice session. */
export interface VoiceActions {
  /** Asks for the microphone (voice calls), fetches a signed link and connects. */
  start(request: VoiceStart): void;
  /** Hangs up (or cancels a start); `by` says who, for the end event. */
  end(by: EndCause): void;
  /** Sends a typed message; false when no call is live (the draft should be kept). */
  sendText(text: string): boolean;
  /** Like (true) or dislike (false) the latest agent answer, once, when the SDK allows it. */
  sendFeedback(like: boolean): void;
  /** Turns on audio the browser blocked; call it from the visitor's tap (a user gesture). */
  enableAudio(): void;
  /** The page is going away: hang up at once and drop a start still waiting for the SDK. */
  leave(): void;
}

/** How the SDK chunk writes the session it runs into the store. */
export interface VoiceStateWriter {
  get(): VoiceState;
  set(patch: Partial<VoiceState>): void;
}

/** What the session chunk hands the store while its ConversationProvider is mounted. */
export interface VoiceRuntime extends VoiceActions {
  /** The agent called its show_booking_link client tool. */
  showBookingLink(): void;
}

/** The store as the session chunk's bridge sees it: it attaches the runtime it runs (see VoiceBridge.tsx). */
export interface VoiceRuntimeHost {
  /** Hands over the runtime; a start that waited for it goes ahead. Returns the detach (the provider unmounts). */
  attach(create: (state: VoiceStateWriter) => VoiceRuntime): () => void;
}
