/**
 * Local stand-in for the ElevenLabs ConvAI WebSocket service, so the real
 * `@elevenlabs/client` SDK can hold a full conversation offline. Mount it on
 * any Node HTTP server: `handle` for `/__sim/*` controls, `handleUpgrade` for
 * the ConvAI WebSocket path. See README.md in this folder.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { createAdmissionDesk } from './admission.ts';
import { createMemoryAgentStore, type SimAgentStore } from './agents.ts';
import { handleAgentsApi } from './agents-api.ts';
import { behaviourFromQuery, DEFAULT_BEHAVIOUR, DEFAULT_TIMING, type SimBehaviour, type SimTiming } from './config.ts';
import { handleConversationsApi } from './conversations-api.ts';
import { handleFeedbackApi } from './feedback-api.ts';
import { handleControlRequest, type SimControlTarget } from './http-controls.ts';
import { createLocalPhone } from './phone.ts';
import { CONVAI_PATH, CONVAI_SUBPROTOCOL } from './protocol.ts';
import { sendPostCallWebhook, type PostCallWebhook } from './post-call.ts';
import { newSessionRecord, type SimSessionRecord } from './record.ts';
import { defaultGreeting, DEFAULT_TOOL_NAME } from './script.ts';
import { SimSession } from './session.ts';

export { ELEVENLABS_API_PREFIX } from './agents-api.ts';
export { PHONE_PAGE_PATH } from './phone-page.ts';
export { createFileAgentStore, createMemoryAgentStore, type SimAgentStore } from './agents.ts';
export { signedUrlFor } from './signed-url.ts';
export type { SimBehaviour, SimTiming } from './config.ts';
export type { SimSessionRecord } from './record.ts';

export interface VoiceSimulator {
  /** Handles /__sim/* HTTP requests; returns false when the URL is not ours. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Handles an HTTP upgrade; returns false when the path is not the ConvAI path (caller then destroys/ignores). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Session records (same as GET /__sim/sessions). */
  sessions(): SimSessionRecord[];
  /**
   * A signed conversation link for the agent, valid 15 minutes like ElevenLabs' own; null when the
   * simulator holds agents but not this one (the real service answers 404).
   */
  signedUrl(agentId: string, httpBaseUrl: string, extraQuery?: Record<string, string>): string | null;
  close(): Promise<void>;
}

export interface VoiceSimulatorOptions {
  /** Greeting text from the caller's name ("there" when caller_name is missing). */
  greeting?: (callerName: string) => string;
  /** Receives one line per connect/close; silent by default so tests stay quiet. */
  log?: (message: string) => void;
  /** Shorter delays for tests; see DEFAULT_TIMING. */
  timing?: Partial<SimTiming>;
  /** Starting behaviour for new sessions (also reset target of DELETE /__sim/behaviour). */
  behaviour?: Partial<SimBehaviour>;
  /** Tool named in the automatic client_tool_call; default `show_booking_link`. */
  toolName?: string;
  /** The agents the agents API creates and conversations answer as; default an empty in-memory store. */
  agents?: SimAgentStore;
  /** The clock for signed-link expiry and daily limits; tests move it. */
  now?: () => number;
  /** Like ElevenLabs' post-call webhook: a signed POST to this address when a let-in conversation ends. */
  postCallWebhook?: PostCallWebhook;
}

/** Give a stuck client this long to answer our close frame on shutdown. */
const SHUTDOWN_GRACE_MS = 500;

// eslint-disable-next-line max-lines-per-function -- split on its owner's branch
export function createVoiceSimulator(opts: VoiceSimulatorOptions = {}): VoiceSimulator {
  const timing: SimTiming = { ...DEFAULT_TIMING, ...opts.timing };
  const baseBehaviour: SimBehaviour = { ...DEFAULT_BEHAVIOUR, ...opts.behaviour };
  let behaviour: SimBehaviour = { ...baseBehaviour };
  const log = opts.log ?? (() => {});
  /** Listed sessions, newest last; `DELETE /__sim/sessions` empties it. */
  let listed: SimSession[] = [];
  /** Sessions whose socket is still alive, listed or not, so close() can end them. */
  const live = new Set<SimSession>();
  /** Conversations deleted through the API (npm run leads -- forget): never listed or found again. */
  const forgotten = new Set<string>();
  const agents = opts.agents ?? createMemoryAgentStore();
  const now = opts.now ?? Date.now;
  const desk = createAdmissionDesk(agents, () => live, now);
  const signedUrl = desk.signedUrl;
  const phone = createLocalPhone(agents, signedUrl, now);

  const wss = new WebSocketServer({
    noServer: true,
    // Echo `convai` when offered (the SDK always offers it); accept clients
    // that offer nothing, such as a plain ws test client.
    handleProtocols: (protocols) => (protocols.has(CONVAI_SUBPROTOCOL) ? CONVAI_SUBPROTOCOL : false),
  });

  wss.on('connection', (ws, req: IncomingMessage) => {
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
      behaviour: { ...behaviour, ...behaviourFromQuery(query) },
      agent: settings && {
        agentId: settings.agentId,
        name: settings.name,
        language: settings.language,
        maxDurationSeconds: settings.maxDurationSeconds,
      },
    });
    const session = new SimSession(ws, record, {
      initFor: phone.connect(query, record),
      timing,
      greeting: opts.greeting ?? defaultGreeting,
      // The agent's own client tool (through its tool_ids) when it has one, as the service would call it.
      toolName: settings?.toolNames[0] ?? opts.toolName ?? DEFAULT_TOOL_NAME,
      log: (message) => log(`[voice-sim] ${message}`),
      onClosed: (closed) => {
        live.delete(closed);
        if (agentId) desk.release(agentId);
        // Only a conversation that was let in reaches the webhook: not one refused, or turned away by the queue.
        const turnedAway = closed.record.queue !== null && closed.record.queue.outcome !== 'admitted';
        if (opts.postCallWebhook && !refusal && !turnedAway) {
          const agent = settings ? agents.get(settings.agentId) : undefined;
          void sendPostCallWebhook(
            opts.postCallWebhook,
            closed.record,
            req.headers.host ?? '127.0.0.1',
            Date.now(),
            agent,
          );
        }
      },
      agent: refusal ? null : settings,
      refusal,
      queueSeconds,
      hasSlot: () => (agentId ? desk.hasSlot(agentId) : true),
      onLetIn: () => agentId && desk.countAdmitted(agentId),
    });
    live.add(session);
    listed.push(session);
    log(`[voice-sim] ${record.id} connected agent_id=${record.agentId ?? '(none)'}`);
    if (!record.agentId) session.close(1008, 'Missing agent_id query parameter');
  });

  const target: SimControlTarget = {
    records: () => listed.map((s) => s.record),
    clear: () => {
      listed = [];
    },
    find: (id) => (id === 'latest' ? listed.at(-1) : listed.find((s) => s.record.id === id)),
    behaviour: () => behaviour,
    setBehaviour: (patch) => {
      behaviour = patch ? { ...behaviour, ...patch } : { ...baseBehaviour };
    },
  };

  return {
    handle: (req, res) =>
      handleConversationsApi(
        {
          find: (id) => [...listed, ...live].find((s) => s.record.id === id && !forgotten.has(id))?.record,
          forget: (id) => {
            forgotten.add(id);
            listed = listed.filter((s) => s.record.id !== id);
            phone.forget(id);
          },
          phoneCall: phone.conversation,
        },
        req,
        res,
      ) ||
      phone.handle(req, res) ||
      handleAgentsApi({ store: agents, signedUrl, now }, req, res) ||
      handleFeedbackApi((id) => [...listed, ...live].find((s) => s.record.id === id)?.record, req, res) ||
      handleControlRequest(target, req, res),
    signedUrl,
    handleUpgrade(req, socket, head) {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (pathname !== CONVAI_PATH) return false;
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
      return true;
    },
    sessions: () => target.records(),
    async close() {
      phone.close();
      await Promise.all(
        [...live].map(async (session) => {
          session.close(1001, 'Simulator shutting down');
          const grace = new Promise<'timeout'>((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS, 'timeout').unref());
          if ((await Promise.race([session.socketClosed, grace])) === 'timeout') session.terminate();
        }),
      );
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
