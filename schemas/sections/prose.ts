import { z } from 'zod';
import { TextSchema, sectionBase } from '../common.ts';

/** Running text: paragraphs and an optional bullet list. Used for stories, missions and policies. */
export const ProseSectionSchema = z
  .strictObject({
    type: z.literal('prose').describe('Section type prose: a heading, paragraphs and optional bullets.'),
    ...sectionBase,
    title: TextSchema.describe('The heading, shown as an h2.'),
    paragraphs: z.array(TextSchema).min(1).max(12).describe('Paragraphs in order, 1 to 12.'),
    bullets: z.array(TextSchema).max(16).default([]).describe('Optional bullet points after the paragraphs.'),
  })
  .describe('Headed running text with optional bullets.');

export type ProseSection = z.output<typeof ProseSectionSchema>;
export type ProseSectionInput = z.input<typeof ProseSectionSchema>;
