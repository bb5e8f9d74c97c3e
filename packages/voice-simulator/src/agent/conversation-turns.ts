/**
 * What the simulated agent says and does in an open conversation: its turns (text plus voice-like
 * audio), replies to the visitor's audio and typed messages, the one-off interruption and tool calls.
 */
import { randomBytes } from 'node:crypto';
import { base64ByteLength, chunkPcmBase64, generateVoicePcm, PCM_BYTES_PER_MS } from '../conversation/pcm-audio.ts';
import type { SimTiming } from '../conversation/behaviour.ts';
import type { SimAgentTurn, SimSessionRecord } from '../conversation/session-record.ts';
import * as lines from './lines.ts';
import type { SessionChannel } from '../conversation/channel.ts';
import {
  bookingDialogueFor,
  spokenBookingTurn,
  type AgentWebhookTools,
  type BookingDialogue,
} from './booking-dialogue.ts';

export class AgentTurns {
  private audioReplies = 0;
  private nextUserTurnAtBytes: number;
  callerName = 'there';
  private readonly channel: SessionChannel;
  private readonly record: SimSessionRecord;
  private readonly timing: SimTiming;
  private readonly toolName: string;
  /** The agent's booking tools, when it has them: a visitor asking for a meeting gets one. */
  private readonly dialogue: () => BookingDialogue | null;

  constructor(
    channel: SessionChannel,
    record: SimSessionRecord,
    timing: SimTiming,
    toolName: string,
    webhookTools: AgentWebhookTools | null = null,
  ) {
    this.dialogue = bookingDialogueFor(webhookTools, record, channel);
    this.channel = channel;
    this.record = record;
    this.timing = timing;
    this.toolName = toolName;
    this.nextUserTurnAtBytes = timing.firstUserTurnAfterAudioMs * PCM_BYTES_PER_MS;
  }

  private get isOpen(): boolean {
    return this.record.status === 'open';
  }

  /**
   * The conversation starts: the metadata (startSession resolves on it), pings, the greeting, and the
   * ends planned for it (the agent's maximum duration, the `closeAfterMs` behaviour).
   */
  begin(greeting: string, maxDurationSeconds: number | null, close: (code: number, reason: string) => void): void {
    this.record.status = 'open';
    this.record.connectedAt = new Date().toISOString();
    this.channel.send({
      type: 'conversation_initiation_metadata',
      conversation_initiation_metadata_event: {
        conversation_id: this.record.id,
        agent_output_audio_format: 'pcm_16000',
        user_input_audio_format: 'pcm_16000',
      },
    });
    this.channel.pinger.start();
    const { behaviour } = this.record;
    if (greeting.trim() !== '') this.channel.later(this.timing.greetingDelayMs, () => this.speak(greeting, 'greeting'));
    if (maxDurationSeconds) {
      this.channel.later(maxDurationSeconds * 1000, () => close(1000, 'Maximum conversation duration reached'));
    }
    if (behaviour.closeAfterMs !== null) {
      this.channel.later(behaviour.closeAfterMs, () => close(behaviour.closeCode, behaviour.closeReason));
    }
  }

  /**
   * One agent turn: `agent_response` plus, unless text-only, its audio. All chunks of a turn share the
   * turn's event_id because the SDK drops audio whose event_id is below the last interruption's, i.e.
   * ids mark turns.
   */
  speak(text: string, trigger: SimAgentTurn['trigger']): void {
    if (!this.isOpen) return;
    const eventId = this.channel.nextEventId();
    this.channel.send({ type: 'agent_response', agent_response_event: { agent_response: text, event_id: eventId } });
    let audioChunks = 0;
    if (!this.record.textOnly) {
      const pcm = generateVoicePcm(this.timing.agentAudioMs, this.record.agentTurns.length);
      for (const chunk of chunkPcmBase64(pcm, this.timing.audioChunkMs)) {
        this.channel.send({ type: 'audio', audio_event: { audio_base_64: chunk, event_id: eventId } });
        audioChunks += 1;
      }
    }
    this.record.agentTurns.push({ eventId, text, audioChunks, trigger });
    if (this.record.agentTurns.length === 2) this.scheduleOneOffEvents();
  }

  /**
   * The visitor's simulated speech: after enough microphone audio, a transcript and the agent's reply. To an
   * agent that books, the visitor asks for a meeting and then picks a time (spokenBookingTurn), and the
   * agent runs its booking tools on those words as on typed ones.
   */
  onUserAudio(base64: string): void {
    const audio = this.record.userAudio;
    audio.chunks += 1;
    audio.bytes += base64ByteLength(base64);
    if (this.record.textOnly || this.audioReplies >= this.timing.maxAudioReplies) return;
    if (audio.bytes < this.nextUserTurnAtBytes) return;
    this.audioReplies += 1;
    this.nextUserTurnAtBytes = audio.bytes + this.timing.userTurnEveryAudioMs * PCM_BYTES_PER_MS;
    const turn = this.audioReplies;
    const reply = lines.replyToAudio(turn, this.record.language);
    const dialogue = this.dialogue();
    const transcript = dialogue ? spokenBookingTurn(turn, this.record.language) : lines.SIMULATED_USER_TRANSCRIPT;
    this.channel.send({ type: 'vad_score', vad_score_event: { vad_score: 0.92 } });
    this.channel.send({
      type: 'user_transcript',
      user_transcription_event: { user_transcript: transcript, event_id: this.channel.nextEventId() },
    });
    this.record.userTranscripts.push(transcript);
    if (dialogue) return void dialogue.reply(transcript).then((line) => this.speak(line ?? reply, 'user_audio'));
    this.channel.later(this.timing.replyDelayMs, () => this.speak(reply, 'user_audio'));
  }

  onUserMessage(text: string): void {
    this.record.userMessages.push({ text });
    const meeting = this.dialogue()?.reply(text);
    const fallback = () => lines.replyToUserMessage(text, this.record.language);
    if (meeting) return void meeting.then((line) => this.speak(line ?? fallback(), 'user_message'));
    this.channel.later(this.timing.replyDelayMs, () =>
      this.speak(lines.replyToUserMessage(text, this.record.language), 'user_message'),
    );
  }

  /** Sends a `client_tool_call`; the SDK answers with `client_tool_result`. */
  sendToolCall(toolName = this.toolName, parameters = lines.toolCallParameters(this.callerName)): string | null {
    if (!this.isOpen) return null;
    const toolCallId = `sim_tool_${randomBytes(6).toString('hex')}`;
    this.record.toolCalls.push({ toolCallId, toolName, parameters });
    this.channel.send({
      type: 'client_tool_call',
      client_tool_call: {
        tool_name: toolName,
        tool_call_id: toolCallId,
        parameters,
        event_id: this.channel.nextEventId(),
      },
    });
    return toolCallId;
  }

  /**
   * A server-side tool run, as the service reports one: `agent_tool_request` now, `agent_tool_response`
   * after `durationMs` (the SDK's onAgentToolRequest and onAgentToolResponse).
   */
  sendAgentTool(toolName = lines.DEFAULT_AGENT_TOOL_NAME, durationMs = 1500, isError = false): string | null {
    if (!this.isOpen) return null;
    const tool = {
      tool_name: toolName,
      tool_call_id: `sim_agent_tool_${randomBytes(6).toString('hex')}`,
      tool_type: 'webhook',
    };
    this.record.agentTools.push({ toolCallId: tool.tool_call_id, toolName, durationMs, isError });
    this.channel.send({
      type: 'agent_tool_request',
      agent_tool_request: { ...tool, event_id: this.channel.nextEventId() },
    });
    this.channel.later(durationMs, () =>
      this.channel.send({
        type: 'agent_tool_response',
        agent_tool_response: { ...tool, is_error: isError, is_called: true, event_id: this.channel.nextEventId() },
      }),
    );
    return tool.tool_call_id;
  }

  private scheduleOneOffEvents(): void {
    const { behaviour } = this.record;
    if (behaviour.interruption && !this.record.textOnly) {
      this.channel.later(this.timing.interruptionDelayMs, () => this.interrupt());
    }
    if (behaviour.toolCall) this.channel.later(this.timing.toolCallDelayMs, () => this.sendToolCall());
  }

  /** Cuts the 2nd turn short, then reports what was "really" said, like the real service. */
  private interrupt(): void {
    const interrupted = this.record.agentTurns[1];
    if (!interrupted) return;
    // A fresh id above the interrupted turn's: the SDK discards that turn's remaining audio but still
    // plays every later turn.
    const eventId = this.channel.nextEventId();
    this.record.interruptions.push(eventId);
    this.channel.send({ type: 'interruption', interruption_event: { event_id: eventId } });
    this.channel.send({
      type: 'agent_response_correction',
      agent_response_correction_event: {
        original_agent_response: interrupted.text,
        corrected_agent_response: lines.truncateForInterruption(interrupted.text),
        event_id: interrupted.eventId,
      },
    });
  }
}
