import { z } from 'zod';
import { TextSchema, sectionBase } from '../common.ts';

/** A headline figure and what it measures. */
export const StatItemSchema = z.strictObject({
  value: TextSchema.describe('The figure, e.g. "24/7" or "100%".').meta({ examples: ['24/7', '100%', '3x'] }),
  label: TextSchema.describe('What the figure means, e.g. "Calls answered".'),
  text: TextSchema.optional().describe('Optional small print under the label.'),
});

/** A strip of headline figures. */
export const StatsSectionSchema = z
  .strictObject({
    type: z.literal('stats').describe('Section type stats: a strip of headline figures.'),
    ...sectionBase,
    title: TextSchema.optional().describe('Optional heading above the figures.'),
    intro: TextSchema.optional().describe('Optional paragraph under the heading.'),
    items: z.array(StatItemSchema).min(1).max(6).describe('The figures, 1 to 6.'),
  })
  .describe('A strip of headline figures such as 24/7 or 100%.');

export type StatsSection = z.output<typeof StatsSectionSchema>;
export type StatsSectionInput = z.input<typeof StatsSectionSchema>;
