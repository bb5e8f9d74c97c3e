import { z } from 'zod';
import { AgentSchema, checkAgentVariables } from './agent.ts';
import { checkAgentTests } from './agent-tests.ts';
import { checkCallMePhone } from './call-me.ts';
import { checkCallLanguages } from './demo-languages.ts';
import { DemoNotifySchema, KeepTranscriptSchema } from './leads.ts';
import { RoutePathSchema, TextSchema, wrongForm } from './common.ts';
import { CompletionSchema, SessionSchema } from './demo-screens.ts';
import { ScreenTextsSchema } from './demo-texts.ts';

/** A toast: an optional bold title and a message. */
export const ToastSchema = z
  .strictObject({
    title: TextSchema.optional().describe('Bold first line, e.g. "Required Fields"; omit for an untitled toast.'),
    message: TextSchema.describe('The message text, word for word.'),
  })
  .describe('A toast with an optional title and a message.');
export type Toast = z.output<typeof ToastSchema>;

/** A toast whose words default to these, so the key may be left out of the YAML. */
export const defaultToast = (title: string, message: string) =>
  ToastSchema.prefault({ title, message }).describe(`A toast. Default "${title}" - "${message}".`);

/** The four details a visitor can give; each maps to one agent variable. */
export const DEMO_FIELD_NAMES = ['name', 'email', 'phone', 'company'] as const;
export type DemoFieldName = (typeof DEMO_FIELD_NAMES)[number];

/** One input of the details form. */
export const DemoFieldSchema = z
  .strictObject({
    name: z.enum(DEMO_FIELD_NAMES).describe('Which detail: name, email, phone or company.'),
    label: TextSchema.describe('The visible label, e.g. "Company/Organization".'),
    placeholder: TextSchema.optional().describe('Hint text inside the empty input.'),
    required: z.boolean().default(false).describe('Whether the form refuses to submit without it. Default false.'),
  })
  .describe('A form input: name, label, placeholder, required.');
export type DemoField = z.output<typeof DemoFieldSchema>;

/** The agent's dynamic variables, in the order the agent's prompt uses them. */
export const AGENT_VARIABLE_NAMES = ['caller_name', 'user_email', 'user_phone', 'user_company'] as const;
export type AgentVariableName = (typeof AGENT_VARIABLE_NAMES)[number];

/** How the details form hands over to the call. */
export const SubmitSchema = z
  .strictObject({
    label: TextSchema.describe('Form button text, e.g. "Start Demo".'),
    behaviour: z
      .enum(['details', 'delay', 'start-session'])
      .default('details')
      .describe(
        'details (session screen at once), delay (pendingLabel for delayMs first) or start-session (call starts on submit).',
      ),
    pendingLabel: TextSchema.default('Connecting to Agent...').describe(
      'Button text while waiting. Default "Connecting to Agent...".',
    ),
    delayMs: z
      .number()
      .int()
      .min(0)
      .max(5000)
      .default(1000)
      .describe('Milliseconds the delay behaviour waits. Default 1000.'),
  })
  .describe('Form submit behaviour.');

/** Every toast the flow can show. */
export const DemoToastsSchema = z
  .strictObject({
    submitted: ToastSchema.optional().describe('After a valid submit, e.g. "Information Saved".'),
    connected: ToastSchema.describe('When the call connects.'),
    ended: ToastSchema.describe('When the call ends.'),
    micDenied: ToastSchema.describe('When microphone access is refused.'),
    startFailed: ToastSchema.describe('When the call cannot start.'),
    reconnectFailed: ToastSchema.optional().describe(
      'When a reconnect from the session screen fails; defaults to startFailed.',
    ),
    connectionError: ToastSchema.describe('When a live call drops with an error.'),
  })
  .describe('The toasts of the flow.');

/** One voice flow: a demo or an interview. */
export const DemoSchema = z
  .strictObject({
    path: RoutePathSchema,
    title: TextSchema.describe('The page <title>.'),
    description: TextSchema.min(50).max(160).describe('Meta description, 50 to 160 characters.'),
    heading: TextSchema.describe('The page h1, e.g. "Healthcare AI Voice Demo".'),
    intro: TextSchema.describe('A paragraph under the heading.'),
    agentId: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{4,100}$/,
        wrongForm('an agent id', 'copy it from the voice platform: 4 to 100 letters, digits, _ or -'),
      )
      .optional()
      .describe(
        'Leave out when the flow has an agent block: npm run agents:push creates the agent and the build calls it. Until then the stand-in agent_<slug>_demo_01 is called, which the local simulator answers. Set it only to call an agent made elsewhere.',
      )
      .meta({ examples: ['agent_healthcare_demo_01'] }),
    agent: AgentSchema.optional(),
    kind: z.enum(['demo', 'interview']).default('demo').describe('demo or interview. Default demo.'),
    fields: z.array(DemoFieldSchema).min(1).max(4).describe('The details form inputs in display order.'),
    messages: z
      .strictObject({
        required: ToastSchema.describe('When a required field is blank after trimming.'),
        invalidEmail: ToastSchema.optional().describe(
          'When the email has no "@"; omit to rely on the browser email check.',
        ),
      })
      .describe('Validation messages: required and invalidEmail.'),
    storage: z
      .union([
        z.literal('memory'),
        z.strictObject({
          localStorageKey: z
            .string()
            .regex(
              /^[A-Za-z][A-Za-z0-9]*$/,
              wrongForm(
                'a storage key',
                'write letters and digits only, starting with a letter, e.g. realEstateDemoUser',
              ),
            )
            .describe('The browser local-storage key, e.g. realEstateDemoUser.')
            .meta({ examples: ['realEstateDemoUser'] }),
        }),
      ])
      .default('memory')
      .describe('memory (forgotten on leaving) or { localStorageKey: realEstateDemoUser }. Default memory.'),
    variables: z
      .strictObject({
        send: z
          .array(z.enum(AGENT_VARIABLE_NAMES))
          .min(1)
          .default([...AGENT_VARIABLE_NAMES])
          .describe('Variables sent to the agent. Default all four.'),
        defaults: z
          .partialRecord(z.enum(AGENT_VARIABLE_NAMES), z.string())
          .default({})
          .describe('Value sent for a blank detail, e.g. caller_name: Guest. Default empty text.')
          .meta({ examples: [{ caller_name: 'Guest', user_phone: 'Not provided' }] }),
      })
      .default({ send: [...AGENT_VARIABLE_NAMES], defaults: {} })
      .describe('Dynamic variables: which to send and their defaults.'),
    submit: SubmitSchema,
    session: SessionSchema,
    completion: CompletionSchema.optional(),
    toasts: DemoToastsSchema,
    texts: ScreenTextsSchema.prefault({}).describe('Form, transcript, feedback and caption texts; all have defaults.'),
    notify: DemoNotifySchema,
    keepTranscript: KeepTranscriptSchema,
    logSessionId: z.boolean().default(false).describe('Log the conversation id when the call starts. Default false.'),
  })
  .superRefine(checkAgentVariables)
  .superRefine(checkAgentTests)
  .superRefine(checkCallLanguages)
  .superRefine(checkCallMePhone)
  .describe('A voice demo or interview flow.');

/** A checked flow: `agentId` is always there, its stand-in filled in from the slug (withAgentId). */
export type Demo = Omit<z.output<typeof DemoSchema>, 'agentId'> & { agentId: string };
export type DemoInput = z.input<typeof DemoSchema>;
