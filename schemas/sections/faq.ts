import { z } from 'zod';
import { TextSchema, headingFields, sectionBase } from '../common.ts';

/** One question and its answer. */
export const FaqItemSchema = z.strictObject({
  question: TextSchema.describe('The question as a visitor would ask it.'),
  answer: TextSchema.describe('The answer, one short paragraph.'),
});

/** An accordion of questions: at most one open at a time; clicking the open one closes it. */
export const FaqSectionSchema = z
  .strictObject({
    type: z.literal('faq').describe('Section type faq: questions in an accordion, one open at a time.'),
    ...sectionBase,
    ...headingFields,
    items: z.array(FaqItemSchema).min(1).max(12).describe('The questions, 1 to 12, in display order.'),
  })
  .describe('FAQ accordion; one item open at a time.');

export type FaqSection = z.output<typeof FaqSectionSchema>;
export type FaqSectionInput = z.input<typeof FaqSectionSchema>;
