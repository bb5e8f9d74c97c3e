import { z } from 'zod';
import { TextSchema } from './common.ts';

/** A place in one of the navigation dropdowns. */
export const NavEntrySchema = z
  .strictObject({
    /** Text in the menu, e.g. "Real Estate". */
    label: TextSchema.describe('Text in the menu, e.g. "Real Estate".'),
    /** Position in the menu; lower comes first; unique per menu. */
    order: z
      .number()
      .int()
      .min(1)
      .max(999)
      .describe('Position in the menu, 1 = first; unique within the menu.')
      .meta({ examples: [1, 11] }),
  })
  .describe('A menu entry: label and order.');
export type NavEntry = z.output<typeof NavEntrySchema>;
