import { z } from 'zod';
import { TextSchema, headingFields, sectionBase } from '../common.ts';

/** One line of the conversation. */
const TurnSchema = z.strictObject({
  speaker: z.enum(['caller', 'agent']).describe('Who speaks: caller or agent.'),
  text: TextSchema.describe('What they say.'),
});

/** A sample call transcript, shown as chat bubbles. */
export const DialogueSectionSchema = z
  .strictObject({
    type: z.literal('dialogue').describe('Section type dialogue: a sample call shown as chat bubbles.'),
    ...sectionBase,
    ...headingFields,
    callerLabel: TextSchema.default('Caller').describe('Name shown for the caller. Default "Caller".'),
    agentLabel: TextSchema.default('AI Agent').describe('Name shown for the agent. Default "AI Agent".'),
    turns: z.array(TurnSchema).min(2).max(16).describe('The conversation in order, 2 to 16 lines.'),
  })
  .describe('A sample call as chat bubbles.');

export type DialogueSection = z.output<typeof DialogueSectionSchema>;
export type DialogueSectionInput = z.input<typeof DialogueSectionSchema>;
