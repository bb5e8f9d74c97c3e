// The e-mail a team gets after a voice session: who it was, how long, and what the agent concluded.
import type { EmailMessage } from '../email/email.ts';
import { languageLine, subjectLanguage } from '../leads/lead-emails.ts';
import { goalsMet, shownValue } from './voice-analysis.ts';
import type { StoredVoiceSession, VoiceSessionOutcome } from './voice-sessions.ts';

/** An e-mail with its own recipients: sales and hiring hear about different flows. */
export type TeamEmail = EmailMessage & { to: readonly string[] };

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** One plain address (no display name, no line breaks, no list): only that may become Reply-To. */
export const isPlainAddress = (text: string | undefined): text is string =>
  text !== undefined && text.length <= 254 && /^[^\s@<>()",;:\\]+@[^\s@<>()",;:\\]+\.[^\s@<>()",;:\\]+$/.test(text);

function minutesAndSeconds(seconds: number | null): string {
  if (seconds === null) return '(unknown)';
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

export function sessionEmail(
  session: Pick<StoredVoiceSession, 'flow' | 'details' | 'conversation_id' | 'locale'>,
  outcome: VoiceSessionOutcome,
  to: readonly string[],
): TeamEmail {
  const { name, email, phone, company } = session.details;
  const who = [name || 'A visitor', company ? `(${company})` : ''].filter(Boolean).join(' ');
  const collected = Object.entries(outcome.data_collection ?? {}).map(
    ([key, value]) => `  ${key}: ${oneLine(shownValue(value))}`,
  );
  // The flow's success criteria as ElevenLabs judged the call: what sales reads first in a qualified lead.
  const evaluation = Object.entries(outcome.evaluation ?? {}).map(([key, value]) => {
    const { result, rationale } = (value ?? {}) as { result?: unknown; rationale?: unknown };
    return `  ${key}: ${String(result ?? 'unknown')}${typeof rationale === 'string' && rationale ? ` (${oneLine(rationale)})` : ''}`;
  });
  const goals = goalsMet(outcome.evaluation);
  return {
    to,
    subject: oneLine(
      `Voice session${subjectLanguage(session.locale)}: ${who}, ${session.flow}, ${minutesAndSeconds(outcome.duration_seconds)}`,
    ),
    // Typed by the visitor: a malformed value is shown in the text, never used as a header.
    ...(isPlainAddress(email) ? { replyTo: email } : {}),
    text: [
      `A visitor finished a voice session on the ${session.flow} flow.`,
      '',
      `Name: ${name || '(not given)'}`,
      `E-mail: ${email || '(not given)'}`,
      `Phone: ${phone || '(not given)'}`,
      `Company: ${company || '(not given)'}`,
      languageLine(session.locale),
      `Duration: ${minutesAndSeconds(outcome.duration_seconds)}`,
      `Call successful: ${outcome.call_successful ?? '(unknown)'}`,
      ...(goals ? [`Goals: ${goals}`] : []),
      `Conversation: ${session.conversation_id}`,
      '',
      'Summary:',
      outcome.summary || '(none)',
      ...(evaluation.length > 0 ? ['', 'Evaluation:', ...evaluation] : []),
      ...(collected.length > 0 ? ['', 'Collected:', ...collected] : []),
    ].join('\n'),
  };
}
