import { z } from 'zod';
import { AGENT_LANGUAGES, placeholdersIn, type Agent } from './agent.ts';
import { TextSchema, untranslated } from './common.ts';
import { ttsModelFor, unspokenLanguages } from './voice-models.ts';

/** One language a visitor may pick for the call, with what the agent says first in it (written in that language). */
export const CallLanguageSchema = untranslated(
  z.strictObject({
    code: z
      .enum(AGENT_LANGUAGES)
      .exclude(['fil'])
      .describe('Language code, e.g. en, es, fr, de (the agent languages but fil).'),
    label: TextSchema.describe('The choice as shown, e.g. "Español".'),
    firstMessage: TextSchema.max(1000)
      .optional()
      .describe(
        'What the agent says first in this language, e.g. "Hola {{caller_name}}, ¿en qué puedo ayudarle?" Required for every option but the first (the agent\'s own first message).',
      ),
  }),
).describe('A call language: code, label, firstMessage.');

/**
 * The call-language picker. With options, a labelled select is shown before the call; the first option
 * is the agent's own language and sends nothing, any other sends `overrides.agent.language` and
 * `firstMessage` (agents:push allows both overrides, and adds a language preset, for such a flow).
 */
export const CallLanguagesSchema = z
  .strictObject({
    label: TextSchema.default('Call language').describe('Label of the language select. Default "Call language".'),
    options: z
      .array(CallLanguageSchema)
      .max(12)
      .default([])
      .refine((options) => new Set(options.map((option) => option.code)).size === options.length, {
        message: 'Each language may be listed once',
      })
      .describe("Languages to offer; the first is the agent's own. Default none (no picker)."),
  })
  .describe('Call-language picker: label and options.');

export type CallLanguages = z.infer<typeof CallLanguagesSchema>;
export type CallLanguage = z.infer<typeof CallLanguageSchema>;
/** A code a call may be switched to. */
export type CallLanguageCode = CallLanguage['code'];

/**
 * Rules across the demo block: the first option is the agent's own language (choosing it sends no
 * override), every other option has a first message, and those use only variables the flow sends;
 * the voice model the agent gets for all of them speaks each one.
 */
export function checkCallLanguages(
  demo: {
    agent?: Pick<Agent, 'language'> | undefined;
    variables: { send: readonly string[] };
    session: { languages: CallLanguages };
  },
  ctx: z.RefinementCtx,
): void {
  const { options } = demo.session.languages;
  const path = (index: number, key: string) => ['session', 'languages', 'options', index, key];
  const own = demo.agent?.language;
  if (own && options[0] && options[0].code !== own) {
    ctx.addIssue({
      code: 'custom',
      path: path(0, 'code'),
      message: `The first language is the agent's own: use ${own} (agent.language) or change agent.language`,
    });
  }
  // agents:push gives the agent the voice model for every language it speaks (voice-models.ts).
  const spoken = [own ?? 'en', ...options.slice(1).map((option) => option.code)];
  const model = ttsModelFor(spoken);
  const unspoken = unspokenLanguages(model, spoken);
  options.forEach((option, index) => {
    if (unspoken.includes(option.code)) {
      ctx.addIssue({
        code: 'custom',
        path: path(index, 'code'),
        message: `The agent's voice model ${model} does not speak ${option.code}: offer a language it speaks`,
      });
    }
    if (index === 0) return;
    if (!option.firstMessage) {
      ctx.addIssue({
        code: 'custom',
        path: path(index, 'firstMessage'),
        message: `Write what the agent says first in ${option.label}`,
      });
      return;
    }
    const unknown = placeholdersIn(option.firstMessage).filter((name) => !demo.variables.send.includes(name));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: path(index, 'firstMessage'),
        message: `Uses ${unknown.map((name) => `{{${name}}}`).join(', ')}, which this flow does not send; add it to variables.send`,
      });
    }
  });
}
