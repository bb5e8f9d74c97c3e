import { z } from 'zod';
import { AgentAnalysisFields } from './agent-analysis.ts';
import { AgentPhoneSchema } from './agent-phone.ts';
import { AgentTestsFields } from './agent-tests.ts';
import { TextSchema, untranslated } from './common.ts';

/**
 * Languages an ElevenLabs agent can speak: the languages of the Flash v2.5 voice model
 * (https://elevenlabs.io/docs/models), which non-English agents must use.
 */
export const AGENT_LANGUAGES = [
  'en', 'ja', 'zh', 'de', 'hi', 'fr', 'ko', 'pt', 'it', 'es', 'id', 'nl', 'tr', 'fil', 'pl', 'sv',
  'bg', 'ro', 'ar', 'cs', 'el', 'fi', 'hr', 'ms', 'sk', 'da', 'ta', 'uk', 'ru', 'hu', 'no', 'vi',
] as const; // prettier-ignore
export type AgentLanguage = (typeof AGENT_LANGUAGES)[number];

/** "Eric", the voice ElevenLabs gives a new agent: smooth and trustworthy, American English. */
export const DEFAULT_VOICE_ID = 'cjVigY5qzO86Huf0OWal';

/** `{{name}}` placeholders, as ElevenLabs fills them in the first message and the prompt. */
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/** ElevenLabs fills `system__…` variables itself (time, conversation id); a flow never sends them. */
const SYSTEM_VARIABLE_PREFIX = 'system__';

/**
 * The id a flow calls until `npm run agents:push` has given it one: `agent_<slug>_demo_01`, the shape of
 * the committed stand-ins, which the local simulator answers and a production build refuses.
 */
export function standInAgentId(slug: string): string {
  return `agent_${slug.replaceAll('-', '_')}_demo_01`;
}

/** The variable names a text uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/**
 * ElevenLabs holds a caller in a wait queue when the agent is full, unless `platform_settings.queueing_config`
 * says otherwise (SDK type AgentQueueingConfig: "New agents are created with queueing enabled unless this
 * field is set explicitly"), so agents:push always sets it. Off by default: a full agent then refuses the
 * call at once (close 1013) and the page shows its busy notice.
 */
export const AgentQueueSchema = z
  .strictObject({
    enabled: z.boolean().default(false).describe('Hold callers in a queue while the agent is full. Default false.'),
    waitSeconds: z
      .number()
      .int()
      .min(5)
      .max(600)
      .default(60)
      .describe('Longest wait in the queue in seconds (5 to 600); then the call is refused. Default 60.'),
  })
  .prefault({})
  .describe('The wait queue of a full agent: enabled (default false) and waitSeconds (default 60).');

/**
 * The voice agent that answers a flow's calls, defined beside the page so one `npm run agents:push`
 * creates or updates it at ElevenLabs. What the site depends on (the variables, signed-link
 * authentication, the text-only override) is derived from the flow, never written here.
 */
export const AgentSchema = z
  .strictObject({
    name: untranslated(TextSchema.max(100)).describe(
      'Name in the ElevenLabs dashboard, e.g. "Harbourline: Restaurant demo".',
    ),
    firstMessage: TextSchema.max(1000).describe(
      'What the agent says first. May use the variables the flow sends, e.g. "Hi {{caller_name}}, thanks for calling."',
    ),
    prompt: untranslated(
      TextSchema.min(200, 'Write at least a paragraph: who the agent is, what it does, how it speaks').max(20_000),
    ).describe(
      'System prompt: who the agent is, what it knows, how it speaks and what it must not do. Write it as a block: "prompt: |" then indented lines. May use the flow\'s variables.',
    ),
    language: z
      .enum(AGENT_LANGUAGES)
      .default('en')
      .describe('Language the agent listens and speaks in, as an ISO code: en, es, fr, de, ... Default en.'),
    voiceId: z
      .string()
      .regex(/^[A-Za-z0-9]{20}$/, 'Expected an ElevenLabs voice id: 20 letters and digits, e.g. cjVigY5qzO86Huf0OWal')
      .default(DEFAULT_VOICE_ID)
      .describe(
        `ElevenLabs voice id (20 letters and digits, from the voice library). Default ${DEFAULT_VOICE_ID} (Eric).`,
      )
      .meta({ examples: [DEFAULT_VOICE_ID, 'cgSgspJ2msm6clMCkdW9'] }),
    maxDurationSeconds: z
      .number()
      .int()
      .min(60)
      .max(3600)
      .default(300)
      .describe('Longest call in seconds (60 to 3600); the agent ends the call then. Default 300.'),
    maxConcurrentCalls: z
      .number()
      .int()
      .min(1)
      .max(100)
      .default(5)
      .describe('Calls the agent takes at the same time (1 to 100); one more is refused. Default 5.'),
    maxCallsPerDay: z
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(200)
      .describe('Calls the agent takes per day (1 to 100000); later ones are refused. Default 200.'),
    queue: AgentQueueSchema,
    booking: z
      .boolean()
      .default(false)
      .describe(
        'The agent finds free times and books the meeting during the call (site.yaml booking, Cal.com). Default false.',
      ),
    phone: AgentPhoneSchema,
    // Read by the team and the platform, not by visitors: a translation never holds them.
    ...untranslatedFields(AgentAnalysisFields),
    ...untranslatedFields(AgentTestsFields),
  })
  .describe('The voice agent: name, first message, prompt, language, voice, call limits and queue.');

function untranslatedFields<T extends Record<string, z.ZodType>>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, untranslated(field)])) as T;
}

export type Agent = z.output<typeof AgentSchema>;
export type AgentInput = z.input<typeof AgentSchema>;

/**
 * A flow's agent may only use the variables the flow sends: any other `{{name}}` would make
 * ElevenLabs refuse every call for a missing dynamic variable. Runs on the whole demo block,
 * where both the agent and `variables.send` are in reach.
 */
export function checkAgentVariables(
  demo: {
    agent?: (Pick<Agent, 'firstMessage' | 'prompt'> & { phone?: Agent['phone'] }) | undefined;
    variables: { send: readonly string[] };
  },
  ctx: z.RefinementCtx,
): void {
  if (!demo.agent) return;
  const sent = demo.variables.send;
  // The phone call's words too: voice-call-me sends its first message, and its prompt joins the agent's.
  const texts = [
    ['firstMessage', demo.agent.firstMessage],
    ['prompt', demo.agent.prompt],
    ...(demo.agent.phone
      ? [
          ['phone', 'firstMessage', demo.agent.phone.firstMessage],
          ['phone', 'prompt', demo.agent.phone.prompt],
        ]
      : []),
  ].map((entry) => ({ path: entry.slice(0, -1), text: entry.at(-1)! }));
  for (const { path, text } of texts) {
    const unknown = placeholdersIn(text).filter(
      (name) => !sent.includes(name) && !name.startsWith(SYSTEM_VARIABLE_PREFIX),
    );
    if (unknown.length === 0) continue;
    const names = unknown.map((name) => `{{${name}}}`).join(', ');
    ctx.addIssue({
      code: 'custom',
      path: ['agent', ...path],
      message: `Uses ${names}, which this flow does not send. Use one of ${sent.map((name) => `{{${name}}}`).join(', ')}, or add the variable to variables.send`,
    });
  }
}
