/**
 * One simulated ConvAI conversation over one WebSocket. It follows the order
 * the SDK expects: the first client frame is `conversation_initiation_client_data`,
 * the first server frame is `conversation_initiation_metadata` (startSession
 * resolves on it), then agent turns, pings and the one-off interruption and
 * client tool call. Everything received lands in `record`.
 */
import { randomBytes } from 'node:crypto';
import { WebSocket, type RawData } from 'ws';
import { overrideRefusal, TRY_AGAIN_LATER, variablesRefusal, type Refusal } from './agent-policy.ts';
import type { SimAgentSettings } from './agents.ts';
import { base64ByteLength, chunkPcmBase64, generateVoicePcm, PCM_BYTES_PER_MS } from './audio.ts';
import type { SimTiming } from './config.ts';
import { parseClientMessage } from './parse-client-message.ts';
import type { ConversationInitiationClientData, ServerMessage } from './protocol.ts';
import { Pinger } from './pinger.ts';
import { recordPassiveMessage, type SimAgentTurn, type SimSessionRecord } from './record.ts';
import * as script from './script.ts';

export interface SimSessionDeps {
  timing: SimTiming;
  greeting: (callerName: string) => string;
  toolName: string;
  log: (message: string) => void;
  onClosed: (session: SimSession) => void;
  /** The pushed agent behind this conversation; null when the simulator answers for any id. */
  agent: SimAgentSettings | null;
  /** Decided when the socket opened (unknown agent, no signed link, call limits); sent after the init. */
  refusal: Refusal | null;
}

/** RFC 6455 caps a close reason at 123 bytes; `ws` throws beyond that. */
const MAX_CLOSE_REASON_BYTES = 123;

function fitCloseReason(reason: string): string {
  let fitted = reason;
  while (Buffer.byteLength(fitted) > MAX_CLOSE_REASON_BYTES) fitted = fitted.slice(0, -1);
  return fitted;
}

export class SimSession {
  private readonly timers = new Set<NodeJS.Timeout>();
  private lastEventId = 0;
  private readonly pinger: Pinger;
  private audioReplies = 0;
  private nextUserTurnAtBytes: number;
  private callerName = 'there';
  /** A silent drop: the socket stays open but nothing moves either way (see silence()). */
  private silenced = false;
  /** Resolves once the underlying socket has closed, whoever closed it. */
  readonly socketClosed: Promise<void>;

  constructor(
    private readonly ws: WebSocket,
    readonly record: SimSessionRecord,
    private readonly deps: SimSessionDeps,
  ) {
    this.nextUserTurnAtBytes = deps.timing.firstUserTurnAfterAudioMs * PCM_BYTES_PER_MS;
    this.pinger = new Pinger(deps.timing.pingIntervalMs, (pingMs) => {
      const eventId = this.nextEventId();
      this.record.pingsSent += 1;
      this.send({ type: 'ping', ping_event: { event_id: eventId, ping_ms: pingMs } });
      return eventId;
    });
    this.socketClosed = new Promise((resolve) => ws.once('close', () => resolve()));
    ws.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    ws.on('close', (code, reason) => this.onSocketClosed(code, reason.toString()));
    ws.on('error', (error) => deps.log(`${record.id} socket error: ${error.message}`));
    this.later(deps.timing.initTimeoutMs, () => {
      if (record.status === 'awaiting_init') this.close(1008, 'No conversation_initiation_client_data received');
    });
  }

  get isOpen(): boolean {
    return this.record.status === 'open';
  }

  /** Counts towards the agent's concurrency limit: let in, and not closed yet. */
  get admitted(): boolean {
    return this.deps.refusal === null && this.record.status !== 'closed';
  }

  /** Pushes an agent turn now (the `say` control). */
  say(text: string): boolean {
    if (!this.isOpen) return false;
    this.speak(text, 'control');
    return true;
  }

  /** Server-side close; 1000 reads as "agent ended the call" in the SDK, anything else as an error. */
  close(code: number, reason: string): boolean {
    if (this.record.close) return false;
    const trimmedReason = fitCloseReason(reason);
    this.record.close = { code, reason: trimmedReason, by: 'server', at: new Date().toISOString() };
    this.record.status = 'closed';
    this.stopTimers();
    this.deps.log(`${this.record.id} closing ${code} ${trimmedReason}`);
    this.ws.close(code, trimmedReason);
    return true;
  }

  /** Sends a `client_tool_call`; the SDK answers with `client_tool_result`. */
  sendToolCall(toolName = this.deps.toolName, parameters = script.toolCallParameters(this.callerName)): string | null {
    if (!this.isOpen) return null;
    const toolCallId = `sim_tool_${randomBytes(6).toString('hex')}`;
    this.record.toolCalls.push({ toolCallId, toolName, parameters });
    this.send({
      type: 'client_tool_call',
      client_tool_call: { tool_name: toolName, tool_call_id: toolCallId, parameters, event_id: this.nextEventId() },
    });
    return toolCallId;
  }

  /**
   * A silent network drop: no more pings, turns or anything else, and whatever the client sends is
   * ignored, while the socket stays open (no close frame). Only the client's ping watchdog can notice.
   */
  silence(): boolean {
    if (!this.isOpen) return false;
    this.silenced = true;
    this.record.silencedAt = new Date().toISOString();
    this.stopTimers();
    return true;
  }

  /**
   * A server-side tool run, as the service reports one: `agent_tool_request` now, `agent_tool_response`
   * after `durationMs` (the SDK's onAgentToolRequest and onAgentToolResponse).
   */
  sendAgentTool(toolName = script.DEFAULT_AGENT_TOOL_NAME, durationMs = 1500, isError = false): string | null {
    if (!this.isOpen) return null;
    const tool = {
      tool_name: toolName,
      tool_call_id: `sim_agent_tool_${randomBytes(6).toString('hex')}`,
      tool_type: 'webhook',
    };
    this.record.agentTools.push({ toolCallId: tool.tool_call_id, toolName, durationMs, isError });
    this.send({ type: 'agent_tool_request', agent_tool_request: { ...tool, event_id: this.nextEventId() } });
    this.later(durationMs, () =>
      this.send({
        type: 'agent_tool_response',
        agent_tool_response: { ...tool, is_error: isError, is_called: true, event_id: this.nextEventId() },
      }),
    );
    return tool.tool_call_id;
  }

  /** Drops pending timers and the socket without a close handshake (simulator shutdown). */
  terminate(): void {
    this.stopTimers();
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
    if (!this.isOpen || this.silenced) return;
    if (recordPassiveMessage(this.record, parsed)) return;
    switch (parsed.kind) {
      case 'audio':
        return this.onUserAudio(parsed.message.user_audio_chunk);
      case 'user_message':
        return this.onUserMessage(parsed.message.text ?? '');
      case 'pong': {
        const { event_id } = parsed.message;
        this.record.pongs.push({ eventId: event_id, rttMs: this.pinger.onPong(event_id) });
        return;
      }
    }
  }

  private onInit(init: ConversationInitiationClientData): void {
    const dynamicVariables = init.dynamic_variables ?? {};
    const overrides = init.conversation_config_override ?? null;
    this.record.init = {
      dynamicVariables,
      overrides: overrides as Record<string, unknown> | null,
      customLlmExtraBody: init.custom_llm_extra_body ?? null,
      userId: init.user_id ?? null,
      sourceInfo: init.source_info ?? null,
    };
    this.record.textOnly = overrides?.conversation?.text_only === true;
    this.callerName = script.callerNameOf(dynamicVariables);
    const { agent } = this.deps;
    // Checked after the init frame, as the SDK awaits the metadata: a refusal then rejects startSession.
    const refusal =
      this.deps.refusal ??
      (agent ? (overrideRefusal(overrides, agent) ?? variablesRefusal(agent, dynamicVariables)) : null);
    if (refusal) {
      this.close(refusal.code, refusal.reason);
      return;
    }
    this.record.language = overrides?.agent?.language ?? agent?.language ?? 'en';

    const { behaviour } = this.record;
    const missing = behaviour.requiredDynamicVariables.filter((name) => !(name in dynamicVariables));
    if (missing.length > 0) {
      this.close(1008, `Missing required dynamic variables: ${missing.join(', ')}`);
      return;
    }
    if (behaviour.busy) {
      this.close(TRY_AGAIN_LATER, 'Concurrency limit of 1 reached for this agent. Try again later.');
      return;
    }
    if (behaviour.failHandshake) {
      this.close(1011, behaviour.closeReason || 'Simulated handshake failure');
      return;
    }

    this.record.status = 'open';
    this.record.connectedAt = new Date().toISOString();
    this.send({
      type: 'conversation_initiation_metadata',
      conversation_initiation_metadata_event: {
        conversation_id: this.record.id,
        agent_output_audio_format: 'pcm_16000',
        user_input_audio_format: 'pcm_16000',
      },
    });
    this.pinger.start();
    // An agent with no first message waits for the caller to speak, as on the real service.
    const firstMessage = overrides?.agent?.first_message ?? agent?.firstMessage;
    const greeting =
      firstMessage !== undefined
        ? script.substituteVariables(firstMessage, dynamicVariables)
        : this.deps.greeting(this.callerName);
    if (greeting.trim() !== '') this.later(this.deps.timing.greetingDelayMs, () => this.speak(greeting, 'greeting'));
    if (agent?.maxDurationSeconds) {
      this.later(agent.maxDurationSeconds * 1000, () => this.close(1000, 'Maximum conversation duration reached'));
    }
    if (behaviour.closeAfterMs !== null) {
      this.later(behaviour.closeAfterMs, () => this.close(behaviour.closeCode, behaviour.closeReason));
    }
  }

  private onUserAudio(base64: string): void {
    const audio = this.record.userAudio;
    audio.chunks += 1;
    audio.bytes += base64ByteLength(base64);
    if (this.record.textOnly || this.audioReplies >= this.deps.timing.maxAudioReplies) return;
    if (audio.bytes < this.nextUserTurnAtBytes) return;
    this.audioReplies += 1;
    this.nextUserTurnAtBytes = audio.bytes + this.deps.timing.userTurnEveryAudioMs * PCM_BYTES_PER_MS;
    const reply = script.replyToAudio(this.audioReplies, this.record.language);
    this.send({ type: 'vad_score', vad_score_event: { vad_score: 0.92 } });
    this.send({
      type: 'user_transcript',
      user_transcription_event: { user_transcript: script.SIMULATED_USER_TRANSCRIPT, event_id: this.nextEventId() },
    });
    this.record.userTranscripts.push(script.SIMULATED_USER_TRANSCRIPT);
    this.later(this.deps.timing.replyDelayMs, () => this.speak(reply, 'user_audio'));
  }

  private onUserMessage(text: string): void {
    this.record.userMessages.push({ text });
    this.later(this.deps.timing.replyDelayMs, () =>
      this.speak(script.replyToUserMessage(text, this.record.language), 'user_message'),
    );
  }

  /**
   * One agent turn: `agent_response` plus, unless text-only, its audio. All
   * chunks of a turn share the turn's event_id because the SDK drops audio
   * whose event_id is below the last interruption's, i.e. ids mark turns.
   */
  private speak(text: string, trigger: SimAgentTurn['trigger']): void {
    if (!this.isOpen) return;
    const eventId = this.nextEventId();
    this.send({ type: 'agent_response', agent_response_event: { agent_response: text, event_id: eventId } });
    let audioChunks = 0;
    if (!this.record.textOnly) {
      const pcm = generateVoicePcm(this.deps.timing.agentAudioMs, this.record.agentTurns.length);
      for (const chunk of chunkPcmBase64(pcm, this.deps.timing.audioChunkMs)) {
        this.send({ type: 'audio', audio_event: { audio_base_64: chunk, event_id: eventId } });
        audioChunks += 1;
      }
    }
    this.record.agentTurns.push({ eventId, text, audioChunks, trigger });
    if (this.record.agentTurns.length === 2) this.scheduleOneOffEvents();
  }

  private scheduleOneOffEvents(): void {
    const { behaviour } = this.record;
    const { timing } = this.deps;
    if (behaviour.interruption && !this.record.textOnly) {
      this.later(timing.interruptionDelayMs, () => this.interrupt());
    }
    if (behaviour.toolCall) this.later(timing.toolCallDelayMs, () => this.sendToolCall());
  }

  /** Cuts the 2nd turn short, then reports what was "really" said, like the real service. */
  private interrupt(): void {
    const interrupted = this.record.agentTurns[1];
    if (!interrupted) return;
    // A fresh id above the interrupted turn's: the SDK discards that turn's
    // remaining audio but still plays every later turn.
    const eventId = this.nextEventId();
    this.record.interruptions.push(eventId);
    this.send({ type: 'interruption', interruption_event: { event_id: eventId } });
    this.send({
      type: 'agent_response_correction',
      agent_response_correction_event: {
        original_agent_response: interrupted.text,
        corrected_agent_response: script.truncateForInterruption(interrupted.text),
        event_id: interrupted.eventId,
      },
    });
  }

  private onSocketClosed(code: number, reason: string): void {
    this.stopTimers();
    if (!this.record.close) {
      this.record.close = { code, reason, by: 'client', at: new Date().toISOString() };
      this.deps.log(`${this.record.id} closed by client ${code} ${reason}`);
    }
    this.record.status = 'closed';
    this.deps.onClosed(this);
  }

  private nextEventId(): number {
    this.lastEventId += 1;
    return this.lastEventId;
  }

  private send(message: ServerMessage): void {
    if (this.ws.readyState === WebSocket.OPEN && !this.silenced) this.ws.send(JSON.stringify(message));
  }

  private later(delayMs: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, delayMs);
    this.timers.add(timer);
  }

  private stopTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.pinger.stop();
  }
}
