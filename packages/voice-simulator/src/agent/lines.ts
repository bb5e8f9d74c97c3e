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

/**
 * The scripted replies per language, so an agent pushed with `language: es` answers in Spanish, as the
 * real one would. Languages without a script fall back to English; the record names the language.
 */
const REPLIES: Record<string, { audio: [string, string]; message: (text: string) => string }> = {
  en: {
    audio: [
      '(simulated) Of course. Our voice agents answer every call, book appointments and hand off to your team when needed.',
      '(simulated) Happy to set that up. I can send you a booking link so you can pick a time for a full demo.',
    ],
    message: (text) => `(simulated) You said: "${text}". I can help with that. Would you like to book a demo?`,
  },
  es: {
    audio: [
      '(simulado) Por supuesto. Nuestros agentes de voz atienden cada llamada, reservan citas y pasan la llamada a su equipo cuando hace falta.',
      '(simulado) Con gusto. Le envío un enlace para que elija un horario para una demostración completa.',
    ],
    message: (text) => `(simulado) Ha dicho: "${text}". Puedo ayudarle con eso. ¿Quiere reservar una demostración?`,
  },
  fr: {
    audio: [
      '(simulé) Bien sûr. Nos agents vocaux répondent à chaque appel, prennent les rendez-vous et passent la main à votre équipe si besoin.',
      '(simulé) Avec plaisir. Je peux vous envoyer un lien pour choisir un créneau de démonstration.',
    ],
    message: (text) =>
      `(simulé) Vous avez dit : « ${text} ». Je peux vous aider. Voulez-vous réserver une démonstration ?`,
  },
  de: {
    audio: [
      '(simuliert) Natürlich. Unsere Sprachagenten nehmen jeden Anruf an, buchen Termine und übergeben bei Bedarf an Ihr Team.',
      '(simuliert) Gern. Ich schicke Ihnen einen Link, damit Sie einen Termin für eine ausführliche Demo wählen können.',
    ],
    message: (text) => `(simuliert) Sie sagten: „${text}“. Dabei kann ich helfen. Möchten Sie eine Demo buchen?`,
  },
};

const repliesIn = (language: string) => REPLIES[language] ?? REPLIES.en!;

/** Reply to the n-th (1-based) simulated user turn. */
export function replyToAudio(turn: number, language = 'en'): string {
  const { audio } = repliesIn(language);
  return audio[Math.min(Math.max(turn, 1), audio.length) - 1]!;
}

export function replyToUserMessage(text: string, language = 'en'): string {
  return repliesIn(language).message(text);
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

/** The server tool the `agent-tool` control runs by default (the page labels it "Checking availability…"). */
export const DEFAULT_AGENT_TOOL_NAME = 'check_availability';

export function toolCallParameters(callerName: string): Record<string, unknown> {
  return { url: 'https://example.com/book-a-demo?source=voice-sim', caller_name: callerName };
}
