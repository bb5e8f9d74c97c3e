import type { CallLanguages } from '../../../schemas/demo-languages.ts';
import type { CallLanguageOverride } from './voice/types.ts';

/**
 * The override a picked language sends: none for the first option (the agent's own language, so an
 * agent that allows no override still takes the call), else the language and its first message.
 */
export function languageOverride(languages: CallLanguages, code: string | null): CallLanguageOverride | undefined {
  const picked = languages.options.slice(1).find((option) => option.code === code);
  return picked?.firstMessage ? { language: picked.code, firstMessage: picked.firstMessage } : undefined;
}

/**
 * The language a start asks for: the visitor's pick in the call-language picker, else the page's own
 * (`demo.pageLanguage`, set by the build on a translated page such as /es/healthcare-demo, so the agent
 * greets and talks in Spanish there). A pick of the agent's own language (the first option) sends none.
 */
export function callLanguage(
  demo: { session: { languages: CallLanguages }; pageLanguage?: CallLanguageOverride | undefined },
  picked: string | null,
): CallLanguageOverride | undefined {
  return picked === null ? demo.pageLanguage : languageOverride(demo.session.languages, picked);
}
