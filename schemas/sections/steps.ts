import { z } from 'zod';
import { TextSchema, headingFields, sectionBase } from '../common.ts';

/** One step of a process. */
export const StepSchema = z.strictObject({
  label: TextSchema.optional().describe('Optional label, e.g. "Weeks 1-2"; steps are numbered when absent.'),
  title: TextSchema.describe('Step name, shown as an h3.'),
  text: TextSchema.describe('What happens in this step.'),
});

/** Ordered steps: how it works, onboarding, setup, or an implementation timeline. */
export const StepsSectionSchema = z
  .strictObject({
    type: z.literal('steps').describe('Section type steps: numbered steps or a timeline.'),
    ...sectionBase,
    ...headingFields,
    items: z.array(StepSchema).min(2).max(8).describe('The steps in order, 2 to 8.'),
  })
  .describe('Numbered steps or a timeline.');

export type StepsSection = z.output<typeof StepsSectionSchema>;
export type StepsSectionInput = z.input<typeof StepsSectionSchema>;
