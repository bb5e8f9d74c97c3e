import { z } from 'zod';
import { TextSchema, headingFields, sectionBase } from '../common.ts';

/** One side of a comparison: a heading and a list of points. */
const ComparisonSideSchema = z.strictObject({
  title: TextSchema.describe('Column heading, e.g. "Without an AI agent".'),
  items: z.array(TextSchema).min(1).max(8).describe('Points in this column, 1 to 8.'),
});

/** Challenges versus solution, side by side. */
export const ComparisonSectionSchema = z
  .strictObject({
    type: z.literal('comparison').describe('Section type comparison: challenges versus solution in two columns.'),
    ...sectionBase,
    ...headingFields,
    before: ComparisonSideSchema.describe('The problem column (left).'),
    after: ComparisonSideSchema.describe('The solution column (right).'),
  })
  .describe('Challenges versus solution in two columns.');

export type ComparisonSection = z.output<typeof ComparisonSectionSchema>;
export type ComparisonSectionInput = z.input<typeof ComparisonSectionSchema>;
