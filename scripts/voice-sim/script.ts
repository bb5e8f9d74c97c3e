/**
 * The simulated agent's lines. Fixed texts keep tests and screenshots
 * deterministic; every line the agent says is marked "(simulated)" except the
 * greeting, which reads like the real agent's first message.
 */

export function defaultGreeting(callerName: string): string {
  return `Hi ${callerName}, thanks for calling. How can I help you today?`;
}

/** `caller_name` from the dynamic variables, or "there" ("Hi there, …"). */
export function callerNameOf(dynamicVariables: Record<string, unknown>): string {
  const name = dynamicVariables.caller_name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : 'there';
}

/**
 * Replaces `{{name}}` placeholders like the real service does in a
 * `first_message` override; unknown placeholders stay visible on purpose.
 */
export function substituteVariables(text: string, variables: Record<string, unknown>): string {
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, key: string) => {
    const value = variables[key];
    return value === undefined || value === null ? whole : String(value);
  });
}

export const SIMULATED_USER_TRANSCRIPT = "(simulated) I'd like to know more about your service.";

const AUDIO_REPLIES = [
  '(simulated) Of course. Our voice agents answer every call, book appointments and hand off to your team when needed.',
  '(simulated) Happy to set that up. I can send you a booking link so you can pick a time for a full demo.',
];

/** Reply to the n-th (1-based) simulated user turn. */
export function replyToAudio(turn: number): string {
  return AUDIO_REPLIES[Math.min(turn, AUDIO_REPLIES.length) - 1] ?? AUDIO_REPLIES[0]!;
}

export function replyToUserMessage(text: string): string {
  return `(simulated) You said: "${text}". I can help with that. Would you like to book a demo?`;
}

/**
 * What the agent "actually said" before an interruption cut it off: the first
 * two thirds of the words, as `agent_response_correction` reports it.
 */
export function truncateForInterruption(text: string): string {
  const words = text.split(/\s+/);
  return `${words.slice(0, Math.max(1, Math.ceil((words.length * 2) / 3))).join(' ')}…`;
}

export const DEFAULT_TOOL_NAME = 'show_booking_link';

export function toolCallParameters(callerName: string): Record<string, unknown> {
  return { url: 'https://example.com/book-a-demo?source=voice-sim', caller_name: callerName };
}
