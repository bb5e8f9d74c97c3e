import { z } from 'zod';
import { TextSchema, headingFields, sectionBase } from '../common.ts';

/** A ticked list, e.g. "What You Get From Day One". */
export const ChecklistSectionSchema = z
  .strictObject({
    type: z.literal('checklist').describe('Section type checklist: a ticked list, e.g. "What you get".'),
    ...sectionBase,
    ...headingFields,
    items: z.array(TextSchema).min(1).max(16).describe('The items, 1 to 16 short sentences.'),
  })
  .describe('A ticked list of what the customer gets.');

export type ChecklistSection = z.output<typeof ChecklistSectionSchema>;
export type ChecklistSectionInput = z.input<typeof ChecklistSectionSchema>;
