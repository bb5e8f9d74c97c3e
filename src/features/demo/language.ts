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
