import { z } from 'zod';
import { TextSchema, headingFields, sectionBase } from '../common.ts';
import { StatItemSchema } from './stats.ts';

/** A customer success story: the situation, the results in figures, and a quote. */
export const StorySectionSchema = z
  .strictObject({
    type: z.literal('story').describe('Section type story: a customer success story with results.'),
    ...sectionBase,
    ...headingFields,
    customer: TextSchema.describe('The customer, e.g. "A national homewares retailer".'),
    paragraphs: z.array(TextSchema).min(1).max(4).describe('What they faced and what changed, 1 to 4 paragraphs.'),
    results: z.array(StatItemSchema).min(1).max(4).describe('Results as figures, 1 to 4.'),
    quote: z
      .strictObject({
        text: TextSchema.describe('The quote, without quotation marks.'),
        name: TextSchema.describe('Who said it, e.g. "Priya".'),
        role: TextSchema.describe('Their role and business, e.g. "Operations Manager, online homewares store".'),
      })
      .optional()
      .describe('Optional quote: text, name and role.'),
  })
  .describe('A customer success story with results.');

export type StorySection = z.output<typeof StorySectionSchema>;
export type StorySectionInput = z.input<typeof StorySectionSchema>;
