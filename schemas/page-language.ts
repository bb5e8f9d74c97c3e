// The call language of a demo page in a translated locale: on /es/healthcare-demo the
// agent greets and talks in Spanish. The build gives the page what its start sends (content-engine
// agent-ids.ts), and agents:push gives the agent a language preset for it (scripts/ops/agents/page-languages.ts),
// both from the same translated first message, so the page never asks for a language the agent lacks.
import { AGENT_LANGUAGES, type AgentLanguage } from './agent.ts';

/** What a start on a translated page sends: `overrides.agent.language` and `first_message`. */
export interface PageCallLanguage {
  /** The agent language of the page's locale, e.g. es for es-MX. */
  language: Exclude<AgentLanguage, 'fil'>;
  /** The agent's first message as the locale's translation words it, `{{variables}}` kept. */
  firstMessage: string;
}

/**
 * ElevenLabs names agent languages by ISO 639-1 code (schemas/agent.ts). A BCP 47 locale's language
 * subtag is that code (`de-AT` → de), except Norwegian Bokmål and Nynorsk (nb, nn), which the agents speak
 * as `no`. Filipino is left out: the SDK's override names it `tl`, so a call cannot be switched to it
 * (demo-languages.ts does the same).
 */
export function agentLanguageOf(locale: string): PageCallLanguage['language'] | null {
  const subtag = locale.split('-')[0]!.toLowerCase();
  const code = subtag === 'nb' || subtag === 'nn' ? 'no' : subtag;
  return code !== 'fil' && (AGENT_LANGUAGES as readonly string[]).includes(code)
    ? (code as PageCallLanguage['language'])
    : null;
}

/**
 * The call language of a page in `locale` whose agent speaks `agentLanguage` and greets with
 * `firstMessage` (the translated one on a translated page): null when the page is in the agent's own
 * language, when the agents cannot speak the locale, or when the first message is not translated (empty).
 */
export function pageCallLanguage(
  locale: string,
  agentLanguage: string,
  firstMessage: string | undefined,
): PageCallLanguage | null {
  const language = agentLanguageOf(locale);
  if (!language || language === agentLanguage || !firstMessage?.trim()) return null;
  return { language, firstMessage };
}
