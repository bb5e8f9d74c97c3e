import { z } from 'zod';
import { TextSchema, headingFields, sectionBase } from '../common.ts';

/** A quote from a customer. */
export const TestimonialSchema = z.strictObject({
  quote: TextSchema.describe('The quote, without quotation marks.'),
  name: TextSchema.describe('Who said it, e.g. "Sam Patel".'),
  role: TextSchema.describe('Their role and business, e.g. "Owner, Patel Plumbing".'),
});

/** Customer quotes in a grid. */
export const TestimonialsSectionSchema = z
  .strictObject({
    type: z.literal('testimonials').describe('Section type testimonials: customer quotes.'),
    ...sectionBase,
    ...headingFields,
    items: z.array(TestimonialSchema).min(1).max(6).describe('The quotes, 1 to 6.'),
  })
  .describe('Customer testimonials.');

export type TestimonialsSection = z.output<typeof TestimonialsSectionSchema>;
export type TestimonialsSectionInput = z.input<typeof TestimonialsSectionSchema>;
