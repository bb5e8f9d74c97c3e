import { z } from 'zod';
import { IconSchema, TextSchema, headingFields, sectionBase } from '../common.ts';

/** One card: an icon, a title and a sentence or two. */
export const CardItemSchema = z
  .strictObject({
    icon: IconSchema.optional(),
    title: TextSchema.describe('Card heading, shown as an h3.'),
    text: TextSchema.describe('A sentence or two of body text.'),
  })
  .describe('A card with icon, title and text.');

/**
 * A grid of cards. Covers features, capabilities, challenges, use cases, benefits, market cards,
 * integration scenarios and "why us" items; `tone` only changes the accent.
 */
export const CardsSectionSchema = z
  .strictObject({
    type: z
      .literal('cards')
      .describe('Section type cards: a grid of cards (features, challenges, use cases, benefits).'),
    ...sectionBase,
    ...headingFields,
    tone: z
      .enum(['neutral', 'problem', 'solution'])
      .default('neutral')
      .describe('Card accent: neutral, problem (challenges, red accent) or solution (green accent). Default neutral.'),
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)])
      .default(3)
      .describe('Cards per row on wide screens: 2, 3 or 4. Default 3.'),
    items: z.array(CardItemSchema).min(1).max(12).describe('The cards, 1 to 12.'),
  })
  .describe('A grid of cards: features, capabilities, challenges, use cases, benefits, markets.');

export type CardsSection = z.output<typeof CardsSectionSchema>;
export type CardsSectionInput = z.input<typeof CardsSectionSchema>;
