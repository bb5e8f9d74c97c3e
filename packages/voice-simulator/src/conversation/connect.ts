/**
 * One WebSocket connection becoming a simulated conversation: the admission of its agent (signed link, call
 * limits, queue), its session record, the session itself, and, once it closes, the release of its slot and the
 * post-call webhook of a conversation that was let in.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { AdmissionDesk } from './admission.ts';
import { behaviourFromQuery, type SimBehaviour, type SimTiming } from './behaviour.ts';
import { newSessionRecord } from './session-record.ts';
import { SimSession } from './session.ts';
import { defaultGreeting, DEFAULT_TOOL_NAME } from '../agent/lines.ts';
import type { LocalPhone } from '../phone/local-phone.ts';
import type { SimAgentSettings, SimAgentStore } from '../rest-api/agent-store.ts';
import type { AgentWebhookTools } from '../agent/booking-dialogue.ts';
import { sendPostCallWebhook, type PostCallWebhook } from '../webhooks/post-call.ts';

export interface ConnectDeps {
  desk: AdmissionDesk;
  phone: LocalPhone;
  agents: SimAgentStore;
  timing: SimTiming;
  /** The behaviour new sessions start with (`PUT /__sim/behaviour`), before the link's `sim_*` switches. */
  behaviour: () => SimBehaviour;
  log: (message: string) => void;
  greeting?: (callerName: string) => string;
  toolName?: string;
  postCallWebhook?: PostCallWebhook;
  /** While nothing is pushed: the webhook tools an agent id runs (VoiceSimulatorOptions.unpushedWebhookTools). */
  unpushedWebhookTools?: UnpushedWebhookTools | undefined;
  /** The session is open: list it and keep it until its socket closes. */
  opened(session: SimSession): void;
  /** Its socket closed. */
  closed(session: SimSession): void;
}

export function connectSession(ws: WebSocket, req: IncomingMessage, deps: ConnectDeps): SimSession {
  const { desk, agents } = deps;
  const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
  const agentId = query.get('agent_id');
  const { settings, refusal, queueSeconds } = agentId
    ? desk.admit(agentId, query)
    : { settings: null, refusal: null, queueSeconds: null };
  const record = newSessionRecord({
    // A single-use link names its conversation (include_conversation_id); others get a fresh id.
    id: query.get('conversation_id') ?? `sim_${randomBytes(10).toString('hex')}`,
    query,
    subprotocol: ws.protocol || null,
    behaviour: { ...deps.behaviour(), ...behaviourFromQuery(query) },
    agent: settings && {
      agentId: settings.agentId,
      name: settings.name,
      language: settings.language,
      maxDurationSeconds: settings.maxDurationSeconds,
    },
  });
  const session = new SimSession(ws, record, {
    initFor: deps.phone.connect(query, record),
    timing: deps.timing,
    greeting: deps.greeting ?? defaultGreeting,
    // The agent's own client tool (through its tool_ids) when it has one, as the service would call it.
    toolName: settings?.toolNames[0] ?? deps.toolName ?? DEFAULT_TOOL_NAME,
    log: (message) => deps.log(`[voice-sim] ${message}`),
    onClosed: (closed) => {
      deps.closed(closed);
      if (agentId) desk.release(agentId);
      // Only a conversation that was let in reaches the webhook: not one refused, or turned away by the queue.
      const turnedAway = closed.record.queue !== null && closed.record.queue.outcome !== 'admitted';
      if (deps.postCallWebhook && !refusal && !turnedAway) {
        const agent = settings ? agents.get(settings.agentId) : undefined;
        const host = req.headers.host ?? '127.0.0.1';
        void sendPostCallWebhook(deps.postCallWebhook, closed.record, host, Date.now(), agent);
      }
    },
    agent: refusal ? null : settings,
    webhookTools: refusal ? null : webhookToolsOf(settings, agentId, req, deps.unpushedWebhookTools),
    refusal,
    queueSeconds,
    hasSlot: () => (agentId ? desk.hasSlot(agentId) : true),
    onLetIn: () => agentId && desk.countAdmitted(agentId),
  });
  deps.opened(session);
  deps.log(`[voice-sim] ${record.id} connected agent_id=${record.agentId ?? '(none)'}`);
  if (!record.agentId) session.close(1008, 'Missing agent_id query parameter');
  return session;
}

/**
 * The webhook tools for an unpushed agent id: the tools, the secrets their headers name, given the address
 * the conversation connected to (the local functions run on the same server).
 */
export type UnpushedWebhookTools = (agentId: string, httpBaseUrl: string) => AgentWebhookTools | null;

/** A pushed agent's own webhook tools; while nothing is pushed, those the server gives the id, if any. */
function webhookToolsOf(
  settings: SimAgentSettings | null,
  agentId: string | null,
  req: IncomingMessage,
  unpushed: UnpushedWebhookTools | undefined,
): AgentWebhookTools | null {
  if (settings) return { tools: settings.webhookTools, secrets: settings.secrets };
  if (!agentId || !unpushed) return null;
  return unpushed(agentId, `http://${req.headers.host ?? '127.0.0.1'}`);
}
