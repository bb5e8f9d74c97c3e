import { z } from 'zod';
import { ActionSchema, TextSchema, sectionBase } from '../common.ts';

/** A closing call to action. */
export const CtaSectionSchema = z
  .strictObject({
    type: z.literal('cta').describe('Section type cta: a closing call-to-action band with buttons.'),
    ...sectionBase,
    background: sectionBase.background.default('brand'),
    title: TextSchema.describe('The heading, shown as an h2.'),
    text: TextSchema.optional().describe('Optional sentence under the heading.'),
    actions: z.array(ActionSchema).min(1).max(3).describe('One to three buttons.'),
  })
  .describe('A call-to-action band with buttons.');

export type CtaSection = z.output<typeof CtaSectionSchema>;
export type CtaSectionInput = z.input<typeof CtaSectionSchema>;
