import { z } from 'zod';
import { TextSchema, headingFields, sectionBase } from '../common.ts';

/** A quote from a customer. */
export const TestimonialSchema = z.strictObject({
  /** The quote, without quotation marks. */
  quote: TextSchema.describe('The quote, without quotation marks.'),
  /** Who said it. */
  name: TextSchema.describe('Who said it, e.g. "Sam Patel".'),
  /** Their role and business, e.g. "Owner, Patel Plumbing". */
  role: TextSchema.describe('Their role and business, e.g. "Owner, Patel Plumbing".'),
});

/** Customer quotes in a grid. */
export const TestimonialsSectionSchema = z
  .strictObject({
    type: z.literal('testimonials').describe('Section type testimonials: customer quotes.'),
    ...sectionBase,
    ...headingFields,
    /** The quotes. */
    items: z.array(TestimonialSchema).min(1).max(6).describe('The quotes, 1 to 6.'),
  })
  .describe('Customer testimonials.');

export type TestimonialsSection = z.output<typeof TestimonialsSectionSchema>;
export type TestimonialsSectionInput = z.input<typeof TestimonialsSectionSchema>;
