import { z } from 'zod';
import { ActionSchema, TextSchema, sectionBase } from '../common.ts';

/** The page's opening band. Its title is the page's only h1. */
export const HeroSectionSchema = z
  .strictObject({
    type: z.literal('hero').describe('Section type hero: the opening band; its title is the page h1.'),
    ...sectionBase,
    eyebrow: TextSchema.optional().describe('Small label above the title, e.g. "AI Voice Agents for Healthcare".'),
    title: TextSchema.describe('The page headline, shown as the h1.'),
    subtitle: TextSchema.optional().describe('One or two sentences under the headline.'),
    actions: z.array(ActionSchema).max(3).default([]).describe('Up to three buttons under the headline.'),
    highlights: z.array(TextSchema).max(4).default([]).describe('Up to four short proof points, e.g. "Answers 24/7".'),
  })
  .describe('Opening band with the h1 headline and buttons.');

export type HeroSection = z.output<typeof HeroSectionSchema>;
export type HeroSectionInput = z.input<typeof HeroSectionSchema>;
