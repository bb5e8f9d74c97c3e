/**
 * One simulated ConvAI conversation over one WebSocket. It follows the order the SDK expects: the
 * first client frame is `conversation_initiation_client_data`, the first server frame is
 * `conversation_initiation_metadata` (startSession resolves on it), then agent turns, pings and the
 * one-off interruption and client tool call. A call to a full agent that queues waits before the
 * metadata. Everything received lands in `record`. What the agent says is in conversation-turns.ts, the
 * checks at the start in start-checks.ts, the frames and timers in channel.ts.
 */
import type { WebSocket, RawData } from 'ws';
import type { Refusal } from './refusals.ts';
import type { SimAgentSettings } from '../rest-api/agent-store.ts';
import type { SimTiming } from './behaviour.ts';
import { parseClientMessage } from './parse-client-message.ts';
import type { ConversationInitiationClientData } from './wire-messages.ts';
import { recordPassiveMessage, type SimSessionRecord } from './session-record.ts';
import * as lines from '../agent/lines.ts';
import { fitCloseReason, SessionChannel } from './channel.ts';
import { QueueWait } from './queue-wait.ts';
import { greetingOf, recordInit, startRefusal } from './start-checks.ts';
import { AgentTurns } from '../agent/conversation-turns.ts';
import type { AgentWebhookTools } from '../agent/booking-dialogue.ts';

export interface SimSessionDeps {
  timing: SimTiming;
  greeting: (callerName: string) => string;
  toolName: string;
  log: (message: string) => void;
  onClosed: (session: SimSession) => void;
  /** The pushed agent behind this conversation; null when the simulator answers for any id. */
  agent: SimAgentSettings | null;
  /** The webhook tools the agent runs (the pushed agent's, or those given for an unpushed id); null: none. */
  webhookTools: AgentWebhookTools | null;
  /** Decided when the socket opened (unknown agent, no signed link, call limits); sent after the init. */
  refusal: Refusal | null;
  /** The agent was full when the socket opened and queues callers: the longest wait, in seconds. */
  queueSeconds: number | null;
  /** Whether the agent has a free slot now (a slot may free between the connection and the init). */
  hasSlot: () => boolean;
  /** The conversation leaves the queue for a slot: it counts towards the agent's daily limit. */
  onLetIn: () => void;
  /** A phone call's conversation: the outbound-call request's init data replaces what the phone sent. */
  initFor?: ((sent: ConversationInitiationClientData) => ConversationInitiationClientData) | null;
}

export class SimSession {
  private readonly channel: SessionChannel;
  private readonly turns: AgentTurns;
  private readonly queue: QueueWait;
  private init: ConversationInitiationClientData | null = null;
  /** Resolves once the underlying socket has closed, whoever closed it. */
  readonly socketClosed: Promise<void>;
  private readonly ws: WebSocket;
  readonly record: SimSessionRecord;
  private readonly deps: SimSessionDeps;

  constructor(ws: WebSocket, record: SimSessionRecord, deps: SimSessionDeps) {
    this.ws = ws;
    this.record = record;
    this.deps = deps;
    this.channel = new SessionChannel(ws, deps.timing.pingIntervalMs, () => (record.pingsSent += 1));
    this.turns = new AgentTurns(this.channel, record, deps.timing, deps.toolName, deps.webhookTools);
    this.queue = new QueueWait(this.channel, record, deps.queueSeconds !== null, {
      log: deps.log,
      onLetIn: deps.onLetIn,
      start: () => this.open(),
      refuse: ({ code, reason }) => this.close(code, reason),
    });
    this.socketClosed = new Promise((resolve) => ws.once('close', () => resolve()));
    ws.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    ws.on('close', (code, reason) => this.onSocketClosed(code, reason.toString()));
    ws.on('error', (error) => deps.log(`${record.id} socket error: ${error.message}`));
    this.channel.later(deps.timing.initTimeoutMs, () => {
      if (record.status === 'awaiting_init') this.close(1008, 'No conversation_initiation_client_data received');
    });
  }

  get isOpen(): boolean {
    return this.record.status === 'open';
  }

  /** Counts towards the agent's concurrency limit: let in (not waiting in its queue), and not closed yet. */
  get admitted(): boolean {
    const waits = this.queue.fromDesk && !this.queue.letIn;
    return this.deps.refusal === null && !waits && this.record.status !== 'closed';
  }

  /** Waits in its agent's queue for a slot (the admission desk lets the longest-waiting in). */
  get waitingInQueue(): boolean {
    return this.queue.waiting;
  }

  /** Pushes an agent turn now (the `say` control). */
  say(text: string): boolean {
    if (!this.isOpen) return false;
    this.turns.speak(text, 'control');
    return true;
  }

  /** Server-side close; 1000 reads as "agent ended the call" in the SDK, anything else as an error. */
  close(code: number, reason: string): boolean {
    if (this.record.close) return false;
    const trimmedReason = fitCloseReason(reason);
    this.record.close = { code, reason: trimmedReason, by: 'server', at: new Date().toISOString() };
    this.record.status = 'closed';
    this.channel.stopTimers();
    this.deps.log(`${this.record.id} closing ${code} ${trimmedReason}`);
    this.ws.close(code, trimmedReason);
    return true;
  }

  /** Sends a `client_tool_call`; the SDK answers with `client_tool_result`. */
  sendToolCall(toolName?: string, parameters?: Record<string, unknown>): string | null {
    return this.turns.sendToolCall(toolName, parameters);
  }

  /** A server-side tool run: `agent_tool_request` now, `agent_tool_response` after `durationMs`. */
  sendAgentTool(toolName?: string, durationMs?: number, isError?: boolean): string | null {
    return this.turns.sendAgentTool(toolName, durationMs, isError);
  }

  /**
   * A silent network drop: no more pings, turns or anything else, and whatever the client sends is
   * ignored, while the socket stays open (no close frame). Only the client's ping watchdog can notice.
   */
  silence(): boolean {
    if (!this.isOpen) return false;
    this.channel.silenced = true;
    this.record.silencedAt = new Date().toISOString();
    this.channel.stopTimers();
    return true;
  }

  /** Leaves the queue and starts the conversation (a slot of its agent freed). */
  admitFromQueue(): void {
    this.queue.admit();
  }

  /** Drops pending timers and the socket without a close handshake (simulator shutdown). */
  terminate(): void {
    this.channel.stopTimers();
    this.ws.terminate();
  }

  private onFrame(data: RawData, isBinary: boolean): void {
    const raw = isBinary ? '' : data.toString();
    const parsed = isBinary ? ({ kind: 'invalid', raw: '', error: 'binary frame' } as const) : parseClientMessage(raw);
    if (this.record.status === 'awaiting_init') {
      if (parsed.kind === 'init') this.onInit(parsed.message);
      // The SDK always sends the init data first; anything else is a client bug worth surfacing.
      else this.close(1008, 'First message must be conversation_initiation_client_data');
      return;
    }
    if (!this.isOpen || this.channel.silenced) return;
    if (recordPassiveMessage(this.record, parsed)) return;
    switch (parsed.kind) {
      case 'audio':
        return this.turns.onUserAudio(parsed.message.user_audio_chunk);
      case 'user_message':
        return this.turns.onUserMessage(parsed.message.text ?? '');
      case 'pong': {
        const { event_id } = parsed.message;
        this.record.pongs.push({ eventId: event_id, rttMs: this.channel.pinger.onPong(event_id) });
        return;
      }
    }
  }

  private onInit(sent: ConversationInitiationClientData): void {
    const init = this.deps.initFor?.(sent) ?? sent;
    this.init = init;
    recordInit(this.record, init);
    this.turns.callerName = lines.callerNameOf(init.dynamic_variables ?? {});
    const { agent } = this.deps;
    const refusal = startRefusal(init, agent, this.deps.refusal, this.record.behaviour);
    if (refusal) {
      this.close(refusal.code, refusal.reason);
      return;
    }
    this.record.language = init.conversation_config_override?.agent?.language ?? agent?.language ?? 'en';
    const { queueSeconds } = this.deps;
    const { queueMs } = this.record.behaviour;
    if (queueSeconds !== null && !this.deps.hasSlot()) this.queue.enter(queueSeconds);
    else if (queueSeconds !== null) this.queue.enter(queueSeconds, 0);
    else if (queueMs !== null) this.queue.enter(queueMs / 1000, queueMs);
    else this.open();
  }

  private open(): void {
    const greeting = greetingOf(this.init!, this.deps.agent, this.deps.greeting);
    this.turns.begin(greeting, this.deps.agent?.maxDurationSeconds ?? null, (code, reason) => this.close(code, reason));
  }

  private onSocketClosed(code: number, reason: string): void {
    this.channel.stopTimers();
    this.queue.abandon();
    if (!this.record.close) {
      this.record.close = { code, reason, by: 'client', at: new Date().toISOString() };
      this.deps.log(`${this.record.id} closed by client ${code} ${reason}`);
    }
    this.record.status = 'closed';
    this.deps.onClosed(this);
  }
}
