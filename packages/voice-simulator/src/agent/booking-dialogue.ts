/**
 * The simulated agent's side of booking a meeting, with the agent's own webhook tools
 * (find_meeting_times, book_meeting; scripts/shared/booking-tools.ts describes them): a visitor who
 * asks for a meeting hears the times the tool found, and one who then picks one ("the second", or the
 * time as offered) is booked. Each run is reported as the service reports server tools
 * (`agent_tool_request`, then `agent_tool_response`). The lines are the simulator's script, in the
 * agent's language where it has one (en, es, de), marked "(simulated)".
 */
import type { SimRecordStore, SimTool } from '../rest-api/agent-store.ts';
import type { SimSecret } from '../rest-api/secret-record.ts';
import type { SimSessionRecord } from '../conversation/session-record.ts';
import type { SessionChannel } from '../conversation/channel.ts';
import { runWebhookTool, type WebhookContext, type WebhookResult } from './webhook-tools.ts';

export const FIND_TOOL = 'find_meeting_times';
export const BOOK_TOOL = 'book_meeting';

const ASKS_FOR_MEETING =
  /\b(meeting|book|appointment|schedule|call with|reuni[oó]n|cita|reservar|termin|treffen|buchen)/i;
const ORDINALS: RegExp[] = [
  /\b(1|first|one|primer[oa]?|uno|erste[nr]?|eins)\b/i,
  /\b(2|second|two|segund[oa]|dos|zweite[nr]?|zwei)\b/i,
  /\b(3|third|three|tercer[oa]?|tres|dritte[nr]?|drei)\b/i,
];

const LINES: Record<
  string,
  { offer: (times: string) => string; booked: (time: string) => string; sorry: (url: string) => string }
> = {
  en: {
    offer: (times) => `(simulated) I can offer ${times}. Which one suits you?`,
    booked: (time) => `(simulated) Done: you're booked for ${time}. The invitation is on its way by e-mail.`,
    sorry: (url) =>
      `(simulated) I'm sorry, I can't reach the calendar right now. I can e-mail you the scheduling link instead: ${url}`,
  },
  es: {
    offer: (times) => `(simulado) Puedo ofrecerle ${times}. ¿Cuál le va mejor?`,
    booked: (time) => `(simulado) Hecho: tiene la reunión el ${time}. La invitación le llega por correo.`,
    sorry: (url) =>
      `(simulado) Lo siento, ahora no puedo acceder al calendario. Le envío el enlace para reservar: ${url}`,
  },
  de: {
    offer: (times) => `(simuliert) Ich kann Ihnen ${times} anbieten. Welcher Termin passt Ihnen?`,
    booked: (time) => `(simuliert) Erledigt: Ihr Termin ist am ${time}. Die Einladung kommt per E-Mail.`,
    sorry: (url) =>
      `(simuliert) Entschuldigung, ich erreiche den Kalender gerade nicht. Ich schicke Ihnen den Link zur Terminbuchung: ${url}`,
  },
};

/**
 * What the simulated visitor says in the n-th (1-based) voice turn of a call to an agent that books: asks for
 * a meeting on a weekday morning, then takes the first time offered. Fixed lines, in the agent's language
 * (en, es, de), as the other simulated speech is.
 */
const SPOKEN_TURNS: Record<string, [string, string]> = {
  en: ['(simulated) Could we book a meeting on a weekday morning?', '(simulated) The first one, please.'],
  es: ['(simulado) ¿Podemos reservar una reunión un día laborable por la mañana?', '(simulado) La primera, por favor.'],
  de: [
    '(simuliert) Können wir einen Termin an einem Wochentag vormittags vereinbaren?',
    '(simuliert) Den ersten, bitte.',
  ],
};

export function spokenBookingTurn(turn: number, language: string): string {
  const turns = SPOKEN_TURNS[language] ?? SPOKEN_TURNS.en!;
  return turns[Math.min(Math.max(turn, 1), turns.length) - 1]!;
}

/** How the session reports a server tool run (AgentTurns.reportServerTool). */
export type ToolReporter = (stage: 'request' | 'response', toolName: string, isError?: boolean) => void;

interface Offer {
  start: string;
  spoken: string;
}

export class BookingDialogue {
  private offers: Offer[] = [];
  private readonly lines: (typeof LINES)['en'];
  private readonly tools: Map<string, SimTool>;
  private readonly context: WebhookContext;
  private readonly report: ToolReporter;

  constructor(tools: Map<string, SimTool>, context: WebhookContext, language: string, report: ToolReporter) {
    this.tools = tools;
    this.context = context;
    this.report = report;
    this.lines = LINES[language] ?? LINES.en!;
  }

  /** The agent's answer to a visitor's message, or null when it is not about a meeting. */
  async reply(text: string): Promise<string | null> {
    const picked = this.offers.find((offer, index) => ORDINALS[index]?.test(text) || text.includes(offer.spoken));
    if (picked) return this.book(picked);
    if (!ASKS_FOR_MEETING.test(text)) return null;
    const result = await this.run(FIND_TOOL, { preference: text });
    const body = result.body as { times?: Offer[]; schedulingUrl?: string };
    if (result.isError || !body.times?.length) return this.lines.sorry(body.schedulingUrl ?? '');
    this.offers = body.times;
    return this.lines.offer(body.times.map((time, index) => `${index + 1}) ${time.spoken}`).join(', '));
  }

  private async book(offer: Offer): Promise<string> {
    const result = await this.run(BOOK_TOOL, { start: offer.start });
    const body = result.body as { booked?: boolean; spoken?: string; schedulingUrl?: string };
    if (result.isError || !body.booked) return this.lines.sorry(body.schedulingUrl ?? '');
    this.offers = [];
    return this.lines.booked(body.spoken ?? offer.spoken);
  }

  private async run(name: string, args: Record<string, unknown>): Promise<WebhookResult> {
    this.report('request', name);
    const result = await runWebhookTool(this.tools.get(name)!, args, this.context);
    this.report('response', name, result.isError);
    return result;
  }
}

/** A server tool run as the service reports it: `agent_tool_request`, then `agent_tool_response`. */
function serverToolReporter(channel: SessionChannel, record: SimSessionRecord): ToolReporter {
  return (stage, toolName, isError = false) => {
    if (stage === 'request') {
      const toolCallId = `sim_webhook_${toolName}_${record.agentTools.length}`;
      record.agentTools.push({ toolCallId, toolName, durationMs: 0, isError: false });
      const request = { tool_name: toolName, tool_call_id: toolCallId, tool_type: 'webhook' };
      return channel.send({
        type: 'agent_tool_request',
        agent_tool_request: { ...request, event_id: channel.nextEventId() },
      });
    }
    const last = record.agentTools[record.agentTools.length - 1]!;
    last.isError = isError;
    const response = {
      tool_name: toolName,
      tool_call_id: last.toolCallId,
      tool_type: 'webhook',
      is_error: isError,
      is_called: true,
    };
    channel.send({
      type: 'agent_tool_response',
      agent_tool_response: { ...response, event_id: channel.nextEventId() },
    });
  };
}

/** The webhook tools a conversation's agent runs, and the workspace secrets their headers name. */
export interface AgentWebhookTools {
  tools: SimTool[];
  secrets?: SimRecordStore<SimSecret> | undefined;
}

/** The conversation's booking dialogue, made on first use (the language is known by then); null without the tools. */
export function bookingDialogueFor(
  webhook: AgentWebhookTools | null,
  record: SimSessionRecord,
  channel: SessionChannel,
): () => BookingDialogue | null {
  let dialogue: BookingDialogue | null | undefined;
  return () => {
    if (dialogue !== undefined) return dialogue;
    const names = new Set(webhook?.tools.map((tool) => tool.tool_config.name));
    if (!webhook || !names.has(FIND_TOOL) || !names.has(BOOK_TOOL)) return (dialogue = null);
    const variables = { system__conversation_id: record.id, system__agent_id: record.agentId };
    const context = { variables, secrets: webhook.secrets };
    const tools = new Map(webhook.tools.map((tool) => [String(tool.tool_config.name), tool]));
    return (dialogue = new BookingDialogue(tools, context, record.language, serverToolReporter(channel, record)));
  };
}
