/**
 * Who may talk to which agent: the signed links this simulator issued, the agents' call limits, and
 * the wait queue of a full agent. A conversation that finds its agent full either is refused (1013)
 * or, with `queueing_config.enabled`, waits until a slot frees, first come first served, as the
 * service holds callers (see refusals.ts).
 */
import { admissionRefusal, queueWaitSeconds, type Refusal } from './refusals.ts';
import { agentSettings, type SimAgentSettings, type SimAgentStore } from '../rest-api/agent-store.ts';
import { signedUrlFor } from './signed-url.ts';

/** ElevenLabs' signed links expire after 15 minutes (a started conversation may run longer). */
const SIGNED_URL_TTL_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the desk needs to know of a conversation: its agent and whether it holds a slot now. */
export interface SeatedSession {
  readonly record: { readonly agentId: string | null };
  /** Let in (or not yet refused) and not closed: it takes one of the agent's slots. */
  readonly admitted: boolean;
  /** Waiting in the agent's queue with its init data received: the desk may let it in. */
  readonly waitingInQueue: boolean;
  /** Leaves the queue and starts the conversation. */
  admitFromQueue(): void;
}

export interface AdmissionDecision {
  settings: SimAgentSettings | null;
  refusal: Refusal | null;
  /** The agent is full and queues: wait at most this many seconds for a slot. */
  queueSeconds: number | null;
}

export interface AdmissionDesk {
  signedUrl(agentId: string, httpBaseUrl: string, extraQuery?: Record<string, string>): string | null;
  /** Decides at connection time whether a conversation with `agentId` may start, must wait, or is refused. */
  admit(agentId: string, query: URLSearchParams): AdmissionDecision;
  /** Whether the agent has a free slot now (a queued caller checks again when its init arrives). */
  hasSlot(agentId: string): boolean;
  /** A let-in conversation of the agent started or left the queue: counts towards its daily limit. */
  countAdmitted(agentId: string): void;
  /** A slot of the agent may have freed: let the longest-waiting caller in. */
  release(agentId: string): void;
}

export function createAdmissionDesk(
  agents: SimAgentStore,
  live: () => Iterable<SeatedSession>,
  now: () => number,
): AdmissionDesk {
  /** Signatures this simulator issued: conversation_signature → agent, expiry, and whether one was used. */
  const signatures = new Map<string, { agentId: string; expiresAt: number; singleUse: boolean; used: boolean }>();
  /** When each agent's conversations were admitted, for daily limits. */
  const admitted = new Map<string, number[]>();
  const seated = (agentId: string) =>
    [...live()].filter((session) => session.record.agentId === agentId && session.admitted).length;
  const settingsOf = (agentId: string) => {
    const stored = agents.get(agentId);
    return stored ? agentSettings(stored, agents.tools) : null;
  };

  const desk: AdmissionDesk = {
    signedUrl(agentId, httpBaseUrl, extraQuery = {}) {
      if (!agents.get(agentId) && agents.list().length > 0) return null;
      const url = signedUrlFor(agentId, httpBaseUrl, extraQuery);
      const query = new URL(url).searchParams;
      const signature = query.get('conversation_signature')!;
      // A link that names its conversation (include_conversation_id) opens that one conversation only.
      const singleUse = query.has('conversation_id');
      signatures.set(signature, { agentId, expiresAt: now() + SIGNED_URL_TTL_MS, singleUse, used: false });
      return url;
    },
    admit(agentId, query) {
      const settings = settingsOf(agentId);
      const issued = signatures.get(query.get('conversation_signature') ?? '');
      const reused = issued !== undefined && issued.singleUse && issued.used;
      if (issued) issued.used = true;
      const today = Math.floor(now() / DAY_MS);
      const admission = {
        agentId,
        settings,
        holdsAnyAgent: settings !== null || agents.list().length > 0,
        signed: issued !== undefined && !reused && issued.agentId === agentId && issued.expiresAt > now(),
        reused: reused && settings !== null,
        live: seated(agentId),
        today: (admitted.get(agentId) ?? []).filter((at) => Math.floor(at / DAY_MS) === today).length,
      };
      const refusal = admissionRefusal(admission);
      const queueSeconds = refusal ? null : queueWaitSeconds(admission);
      if (!refusal && queueSeconds === null && settings) desk.countAdmitted(agentId);
      return { settings, refusal, queueSeconds };
    },
    hasSlot(agentId) {
      const limit = settingsOf(agentId)?.concurrencyLimit ?? -1;
      return limit < 0 || seated(agentId) < limit;
    },
    countAdmitted(agentId) {
      admitted.set(agentId, [...(admitted.get(agentId) ?? []), now()]);
    },
    release(agentId) {
      if (!desk.hasSlot(agentId)) return;
      const next = [...live()].find((session) => session.record.agentId === agentId && session.waitingInQueue);
      next?.admitFromQueue();
    },
  };
  return desk;
}
