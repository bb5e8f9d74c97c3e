import type { CallLanguageOverride } from './types.ts';

/** The start options a call's mode and language add: text-only, and the language with its first message. */
export interface SessionOverrides {
  textOnly?: true;
  overrides?: {
    conversation?: { textOnly: true };
    agent?: { language: CallLanguageOverride['language']; firstMessage: string };
  };
}

/**
 * `overrides` for `Conversation.startSession`: the SDK sends them in the init frame as
 * `conversation_config_override` (`conversation.text_only`, `agent.language`, `agent.first_message`).
 * A voice call in the agent's own language sends none, so an agent that allows no override still takes it.
 */
export function sessionOverrides(textOnly: boolean, language: CallLanguageOverride | undefined): SessionOverrides {
  if (!textOnly && !language) return {};
  return {
    ...(textOnly ? { textOnly: true } : {}),
    overrides: {
      ...(textOnly ? { conversation: { textOnly: true } } : {}),
      ...(language ? { agent: { language: language.language, firstMessage: language.firstMessage } } : {}),
    },
  };
}
