import { z } from 'zod';
import { TextSchema, headingFields, sectionBase } from '../common.ts';

/** A labelled figure in the worked example. */
const RoiLineSchema = z.strictObject({
  label: TextSchema.describe('What the figure is, e.g. "Calls per month".'),
  value: TextSchema.describe('The figure, e.g. "5,000".'),
});

/** A worked return-on-investment example: assumptions on the left, results on the right. */
export const RoiSectionSchema = z
  .strictObject({
    type: z.literal('roi').describe('Section type roi: a worked return-on-investment example.'),
    ...sectionBase,
    ...headingFields,
    assumptions: z.array(RoiLineSchema).min(1).max(8).describe('The inputs of the example, 1 to 8.'),
    results: z.array(RoiLineSchema).min(1).max(6).describe('What the example works out to, 1 to 6.'),
    note: TextSchema.optional().describe('Small print under the example.'),
  })
  .describe('Return-on-investment worked example.');

export type RoiSection = z.output<typeof RoiSectionSchema>;
export type RoiSectionInput = z.input<typeof RoiSectionSchema>;
