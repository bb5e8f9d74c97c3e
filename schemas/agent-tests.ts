import { z } from 'zod';
import { BOOKING_TOOL_NAMES, TESTED_TOOL_NAMES, textOfAtLeast } from './agent-analysis.ts';
import { TextSchema } from './common.ts';

/** The visitor details a test runs with, by form field; each fills the flow's matching variable. */
export const VISITOR_VARIABLES = {
  name: 'caller_name',
  email: 'user_email',
  phone: 'user_phone',
  company: 'user_company',
} as const;

export const SimulatedCallerSchema = z
  .strictObject({
    who: TextSchema.max(500).describe('Who the caller is, e.g. "Owner of a two-site dental practice in Perth".'),
    wants: TextSchema.max(1000).describe('What they want from the call, e.g. "to book a check-up for Thursday".'),
    behaves: TextSchema.max(500)
      .default('Polite and clear; answers what the agent asks.')
      .describe('How they speak and react, e.g. "rushed, answers in a few words". Default polite and clear.'),
  })
  .describe('The simulated caller: who they are, what they want, how they behave.');

export const CallerTurnSchema = z
  .union([
    TextSchema.max(500),
    z.strictObject({
      say: TextSchema.max(500).describe('What the caller says.'),
      asks: z
        .enum(TESTED_TOOL_NAMES)
        .describe(
          'The tool this line asks for, e.g. show_booking_link, or find_meeting_times of an agent that books: the offline simulator calls it here.',
        ),
    }),
  ])
  .describe('One scripted caller line: text, or { say, asks: show_booking_link } for a line that asks for a tool.');
export type CallerTurn = z.output<typeof CallerTurnSchema>;

export const AgentTestSchema = z
  .strictObject({
    name: TextSchema.max(100).describe('Unique name of the test, e.g. "Books a service appointment".'),
    caller: SimulatedCallerSchema,
    success: z
      .array(textOfAtLeast(10, 'Write the condition as a sentence'))
      .min(1, 'Write at least one success condition')
      .max(10)
      .describe(
        'What the agent must do for the test to pass, one plain sentence each, e.g. "The agent offers a time and confirms it back."',
      ),
    maxTurns: z
      .number()
      .int()
      .min(1)
      .max(50)
      .default(10)
      .describe('Most caller/agent exchanges the simulation may take (1 to 50). Default 10.'),
    visitor: z
      .strictObject({
        name: TextSchema.optional().describe('Full name; fills caller_name, e.g. Dana Reid.'),
        email: TextSchema.optional().describe('E-mail address; fills user_email.'),
        phone: TextSchema.optional().describe('Phone number; fills user_phone.'),
        company: TextSchema.optional().describe('Company or organisation; fills user_company.'),
      })
      .default({})
      .describe(
        'Details the simulated visitor typed into the form; they fill caller_name, user_email, ... Default none.',
      ),
    expectTool: z
      .enum(TESTED_TOOL_NAMES)
      .optional()
      .describe("The tool the agent must call in this test, e.g. show_booking_link; it must be in the agent's tools."),
    turns: z
      .array(CallerTurnSchema)
      .max(50)
      .default([])
      .describe('Scripted caller lines, in order: the offline simulator plays them; ElevenLabs reads them as hints.'),
  })
  .describe('A simulated-caller test of the agent, run by npm run agents:test.');
export type AgentTest = z.output<typeof AgentTestSchema>;

export const AgentTestsFields = {
  tests: z
    .array(AgentTestSchema)
    .max(20)
    .default([])
    .refine((tests) => new Set(tests.map((test) => test.name)).size === tests.length, 'Each test needs its own name')
    .describe('Simulated-caller tests, pushed by agents:push and run by npm run agents:test. Default none.'),
};

/** What the checks below read of a demo block. */
interface TestedDemo {
  agent?:
    | {
        tools: ReadonlyArray<{ name: string }>;
        booking?: boolean;
        tests: readonly AgentTest[];
        collect: Record<string, unknown>;
      }
    | undefined;
  variables: { send: readonly string[] };
}

/**
 * A test may only name tools the agent has (else it could never pass), script no more lines than its
 * turns allow, and fill variables the flow sends (else the agent never sees them). Runs on the demo
 * block, where the agent and the flow's variables are both in reach.
 */
export function checkAgentTests(demo: TestedDemo, ctx: z.RefinementCtx): void {
  const agent = demo.agent;
  if (!agent) return;
  // An agent that books has the booking tools besides its own (agents:push adds them).
  const tools: string[] = [...agent.tools.map((tool) => tool.name), ...(agent.booking ? BOOKING_TOOL_NAMES : [])];
  const toolList =
    tools.length > 0 ? `its tools are ${tools.join(', ')}` : 'it has no tools: add one under agent.tools';
  agent.tests.forEach((test, i) => {
    const at = (...rest: Array<string | number>) => ['agent', 'tests', i, ...rest];
    if (test.expectTool && !tools.includes(test.expectTool)) {
      ctx.addIssue({
        code: 'custom',
        path: at('expectTool'),
        message: `The agent cannot call ${test.expectTool}: ${toolList}`,
      });
    }
    if (test.turns.length > test.maxTurns) {
      const message = `${test.turns.length} scripted lines cannot be played in maxTurns ${test.maxTurns}: raise maxTurns or drop lines`;
      ctx.addIssue({ code: 'custom', path: at('turns'), message });
    }
    test.turns.forEach((turn, j) => {
      if (typeof turn !== 'string' && !tools.includes(turn.asks)) {
        ctx.addIssue({
          code: 'custom',
          path: at('turns', j, 'asks'),
          message: `The agent cannot call ${turn.asks}: ${toolList}`,
        });
      }
    });
    for (const [field, variable] of Object.entries(VISITOR_VARIABLES)) {
      if (test.visitor[field as keyof typeof VISITOR_VARIABLES] === undefined || demo.variables.send.includes(variable))
        continue;
      ctx.addIssue({
        code: 'custom',
        path: at('visitor', field),
        message: `This flow does not send ${variable}, so the agent never hears the ${field}: remove it or add ${variable} to variables.send`,
      });
    }
  });
}
