/**
 * Tunables. `SimTiming` is fixed per simulator (tests shrink it);
 * `SimBehaviour` can vary per session, set through `PUT /__sim/behaviour`
 * or `sim_*` query parameters on the WebSocket URL.
 */

export interface SimTiming {
  /** Pause between metadata and the greeting; lets the SDK attach its listeners first. */
  greetingDelayMs: number;
  /** Pause between a user turn (transcript or user_message) and the agent's reply. */
  replyDelayMs: number;
  /** Interval between `ping` events. */
  pingIntervalMs: number;
  /** Received microphone audio (ms of PCM) before the first simulated user turn. */
  firstUserTurnAfterAudioMs: number;
  /** Further received audio (ms of PCM) between later simulated user turns. */
  userTurnEveryAudioMs: number;
  /** Replies triggered by microphone audio; with the greeting this bounds audio-mode chatter. */
  maxAudioReplies: number;
  /** Delay after the 2nd agent turn before the one `interruption` (audio mode); shorter than
   *  agentAudioMs so it really cuts that turn short. */
  interruptionDelayMs: number;
  /** Delay after the 2nd agent turn before the one `client_tool_call`. */
  toolCallDelayMs: number;
  /** Close with 1008 when no first message arrives within this time. */
  initTimeoutMs: number;
  /** Length of the synthetic speech sent with each agent turn. */
  agentAudioMs: number;
  /** Length of each `audio` event's PCM. */
  audioChunkMs: number;
}

export const DEFAULT_TIMING: SimTiming = {
  greetingDelayMs: 300,
  replyDelayMs: 400,
  pingIntervalMs: 3000,
  firstUserTurnAfterAudioMs: 2000,
  userTurnEveryAudioMs: 4000,
  maxAudioReplies: 2,
  interruptionDelayMs: 700,
  toolCallDelayMs: 2500,
  initTimeoutMs: 10_000,
  agentAudioMs: 1200,
  audioChunkMs: 200,
};

export interface SimBehaviour {
  /** Server closes the socket this long after the handshake; null = never. */
  closeAfterMs: number | null;
  /** Code for `closeAfterMs` and `failHandshake` (1000 = agent ended normally). */
  closeCode: number;
  /** Reason for `closeAfterMs` and `failHandshake`. */
  closeReason: string;
  /** Close after the init message instead of sending metadata (startSession rejects). */
  failHandshake: boolean;
  /** Send the one `client_tool_call` after the 2nd agent turn. */
  toolCall: boolean;
  /** Send the one `interruption` after the 2nd agent turn (audio mode). */
  interruption: boolean;
  /** Dynamic variables the init message must carry, else close 1008 (like a real agent with {{vars}}). */
  requiredDynamicVariables: string[];
  /** Refuse the start as a busy service does: close 1013 "Concurrency limit …" after the init message. */
  busy: boolean;
  /**
   * Hold the call this long after the init data before it starts, as a full agent with queueing does
   * (no metadata until then); null = no wait. A pushed agent queues by its own settings instead.
   */
  queueMs: number | null;
}

export const DEFAULT_BEHAVIOUR: SimBehaviour = {
  closeAfterMs: null,
  closeCode: 1000,
  closeReason: '',
  failHandshake: false,
  toolCall: true,
  interruption: true,
  requiredDynamicVariables: [],
  busy: false,
  queueMs: null,
};

/** Query parameter names on the WebSocket URL, one per behaviour field. */
export const BEHAVIOUR_QUERY = {
  closeAfterMs: 'sim_close_after_ms',
  closeCode: 'sim_close_code',
  closeReason: 'sim_close_reason',
  failHandshake: 'sim_fail_handshake',
  toolCall: 'sim_tool_call',
  interruption: 'sim_interruption',
  requiredDynamicVariables: 'sim_require_vars',
  busy: 'sim_busy',
  queueMs: 'sim_queue_ms',
} as const satisfies Record<keyof SimBehaviour, string>;

/** Codes a server may put in a close frame (RFC 6455 §7.4, as `ws` enforces). */
export function isSendableCloseCode(code: unknown): code is number {
  if (typeof code !== 'number' || !Number.isInteger(code)) return false;
  if (code >= 3000 && code <= 4999) return true;
  return code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006;
}

function toBool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
}

function toNumber(value: unknown): number | undefined {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * Reads behaviour fields from a JSON body or a query string, ignoring what it
 * cannot read; `errors` names the fields that were present but invalid.
 */
export function readBehaviour(source: (key: keyof SimBehaviour) => unknown): {
  patch: Partial<SimBehaviour>;
  errors: string[];
} {
  const patch: Partial<SimBehaviour> = {};
  const errors: string[] = [];
  const take = <K extends keyof SimBehaviour>(key: K, parse: (value: unknown) => SimBehaviour[K] | undefined) => {
    const raw = source(key);
    if (raw === undefined) return;
    const value = parse(raw);
    if (value === undefined) errors.push(key);
    else patch[key] = value;
  };
  take('closeAfterMs', (v) => (v === null || v === '' ? null : toNumber(v)));
  take('closeCode', (v) => {
    const code = toNumber(v);
    return isSendableCloseCode(code) ? code : undefined;
  });
  take('closeReason', (v) => (typeof v === 'string' ? v : undefined));
  take('failHandshake', toBool);
  take('toolCall', toBool);
  take('interruption', toBool);
  take('busy', toBool);
  take('queueMs', (v) => {
    if (v === null || v === '') return null;
    const ms = toNumber(v);
    return ms !== undefined && ms >= 0 ? ms : undefined;
  });
  take('requiredDynamicVariables', (v) => {
    if (typeof v === 'string')
      return v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    return Array.isArray(v) && v.every((s) => typeof s === 'string') ? (v as string[]) : undefined;
  });
  return { patch, errors };
}

export function behaviourFromQuery(params: URLSearchParams): Partial<SimBehaviour> {
  return readBehaviour((key) => params.get(BEHAVIOUR_QUERY[key]) ?? undefined).patch;
}
