/**
 * The simulator as one object to mount on any Node HTTP server: `handle` for the `/__sim/*` controls and
 * the REST APIs, `handleUpgrade` for the ConvAI WebSocket path. It wires the package's folders together:
 * conversation/ (the WebSocket protocol), rest-api/, phone/, controls/ and webhooks/.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { createAdmissionDesk } from './conversation/admission.ts';
import { createMemoryAgentStore, type SimAgentStore } from './rest-api/agent-store.ts';
import { handleAgentsApi } from './rest-api/agents-api.ts';
import { DEFAULT_BEHAVIOUR, DEFAULT_TIMING, type SimBehaviour, type SimTiming } from './conversation/behaviour.ts';
import { handleConversationsApi } from './rest-api/conversations-api.ts';
import { handleFeedbackApi } from './rest-api/feedback-api.ts';
import { handleControlRequest, type SimControlTarget } from './controls/sim-controls.ts';
import { createLocalPhone } from './phone/local-phone.ts';
import { CONVAI_PATH, CONVAI_SUBPROTOCOL } from './conversation/wire-messages.ts';
import type { PostCallWebhook } from './webhooks/post-call.ts';
import type { SimSessionRecord } from './conversation/session-record.ts';
import { connectSession, type UnpushedWebhookTools } from './conversation/connect.ts';
import type { SimSession } from './conversation/session.ts';

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
  /**
   * While no agent is pushed (every id answered with the default greeting): the webhook tools an agent id
   * runs, as tool records (`ToolResponseModel` JSON) with the secrets their headers name; null for none.
   * The local stack gives the booking flows' placeholder agents the tools agents:push would give them.
   */
  unpushedWebhookTools?: UnpushedWebhookTools;
}

/** Give a stuck client this long to answer our close frame on shutdown. */
const SHUTDOWN_GRACE_MS = 500;

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

  wss.on('connection', (ws, req: IncomingMessage) =>
    connectSession(ws, req, {
      desk,
      phone,
      agents,
      timing,
      log,
      greeting: opts.greeting,
      toolName: opts.toolName,
      postCallWebhook: opts.postCallWebhook,
      unpushedWebhookTools: opts.unpushedWebhookTools,
      behaviour: () => behaviour,
      opened: (session) => {
        live.add(session);
        listed.push(session);
      },
      closed: (session) => live.delete(session),
    }),
  );

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
      await shutDown([...live], wss);
    },
  };
}

/** Closes every live session, ending any whose client does not answer the close frame in time, then the server. */
async function shutDown(sessions: SimSession[], wss: WebSocketServer): Promise<void> {
  await Promise.all(
    sessions.map(async (session) => {
      session.close(1001, 'Simulator shutting down');
      const grace = new Promise<'timeout'>((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS, 'timeout').unref());
      if ((await Promise.race([session.socketClosed, grace])) === 'timeout') session.terminate();
    }),
  );
  await new Promise<void>((resolve) => wss.close(() => resolve()));
}
