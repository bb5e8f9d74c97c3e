import { z } from 'zod';
import { TextSchema, wrongForm } from './common.ts';

/**
 * The client tools the site's call page implements (src/features/demo/voice/sdkSession.ts): an
 * agent may only be given a tool the page answers, or its call would fail there.
 */
export const CLIENT_TOOL_NAMES = ['show_booking_link'] as const;
export type ClientToolName = (typeof CLIENT_TOOL_NAMES)[number];

/**
 * The server (webhook) tools of an agent with `booking: true` (scripts/shared/booking-tools.ts): a test may
 * ask for them and expect them like a client tool.
 */
export const BOOKING_TOOL_NAMES = ['find_meeting_times', 'book_meeting'] as const;
/** Every tool a test may name: the page's client tools and the booking tools. */
export const TESTED_TOOL_NAMES = [...CLIENT_TOOL_NAMES, ...BOOKING_TOOL_NAMES] as const;

/** A snake_case key, as ElevenLabs takes for criteria and data-collection ids. */
/**
 * Text of `length` to `max` characters. A refinement, not `.min()`: zod 4 runs a length check on a list
 * too, which would add a second message to "Expected text, got a list".
 */
export const textOfAtLeast = (length: number, message: string, max = 1000) =>
  TextSchema.max(max).refine((text) => text.length >= length, message);

const KEY = /^[a-z][a-z0-9_]{0,63}$/;
const KEY_FIX = 'write lower-case letters, digits and _, starting with a letter, e.g. booked_visit';
const KeySchema = z.string().regex(KEY, wrongForm('a snake_case key', KEY_FIX));

export const AgentToolSchema = z
  .strictObject({
    name: z.enum(CLIENT_TOOL_NAMES).describe('The tool, one the call page answers: show_booking_link.'),
    description: textOfAtLeast(20, 'Say when the agent should use it, in a sentence').describe(
      'When the agent should call it, e.g. "Call this when the caller wants to book a meeting: it shows a booking button on their screen."',
    ),
  })
  .describe('A client tool the agent may call: name and when to use it.');
export type AgentTool = z.output<typeof AgentToolSchema>;

export const EvaluationCriterionSchema = z
  .strictObject({
    id: KeySchema.describe('Key of the criterion in the results, e.g. booked_visit.'),
    name: TextSchema.max(100).describe('Short title shown in reports, e.g. "Booked a visit".'),
    goal: textOfAtLeast(20, 'Say in a sentence what a successful call achieved', 2000).describe(
      'What a successful call achieved, in plain words the platform judges every real call by, e.g. "The caller left with a booked time or asked for the booking link."',
    ),
  })
  .describe('A success criterion ElevenLabs judges after every real call: id, name, goal.');
export type EvaluationCriterion = z.output<typeof EvaluationCriterionSchema>;

export const COLLECT_TYPES = ['string', 'boolean', 'integer', 'number'] as const;

export const CollectFieldSchema = z
  .strictObject({
    type: z.enum(COLLECT_TYPES).describe('What the value is: string, boolean, integer or number.'),
    description: textOfAtLeast(10, 'Say in a few words what to extract').describe(
      'What to extract from the call, in plain words, e.g. "How many locations the business has, as a whole number; leave empty if not said."',
    ),
  })
  .describe('A field ElevenLabs extracts from every real call: type and description.');
export type CollectField = z.output<typeof CollectFieldSchema>;

/** What agents:push adds to the agent block: tools, evaluation and collect (tests live in agent-tests.ts). */
export const AgentAnalysisFields = {
  tools: z
    .array(AgentToolSchema)
    .max(5)
    .default([])
    .refine((tools) => new Set(tools.map((tool) => tool.name)).size === tools.length, 'Each tool may be listed once')
    .describe('Client tools the agent may call, e.g. show_booking_link. Default none.'),
  evaluation: z
    .array(EvaluationCriterionSchema)
    .max(10)
    .default([])
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'Each criterion id must be unique')
    .describe('Success criteria ElevenLabs judges every real call by; results reach the lead e-mail. Default none.'),
  collect: z
    .record(z.string(), CollectFieldSchema)
    .default({})
    .superRefine((fields, ctx) => {
      // Checked here rather than as the record's key schema, so the message names the key it refuses.
      for (const key of Object.keys(fields).filter((key) => !KEY.test(key))) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${JSON.stringify(key)} is not a snake_case key: ${KEY_FIX}`,
        });
      }
    })
    .refine((fields) => Object.keys(fields).length <= 25, 'At most 25 fields')
    .describe(
      'Fields ElevenLabs extracts from every real call, by snake_case key (need, timeline, ...); they reach the lead e-mail and npm run leads. Default none.',
    ),
};
