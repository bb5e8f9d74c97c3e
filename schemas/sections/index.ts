import { z } from 'zod';
import { BookDemoSectionSchema } from '../book-demo.ts';
import { CardsSectionSchema } from './cards.ts';
import { ContactFormSectionSchema } from './contact-form.ts';
import { ChecklistSectionSchema } from './checklist.ts';
import { ComparisonSectionSchema } from './comparison.ts';
import { CtaSectionSchema } from './cta.ts';
import { DialogueSectionSchema } from './dialogue.ts';
import { FaqSectionSchema } from './faq.ts';
import { HeroSectionSchema } from './hero.ts';
import { ProseSectionSchema } from './prose.ts';
import { RoiSectionSchema } from './roi.ts';
import { StatsSectionSchema } from './stats.ts';
import { StepsSectionSchema } from './steps.ts';
import { StorySectionSchema } from './story.ts';
import { TestimonialsSectionSchema } from './testimonials.ts';

/** Every landing-page section, told apart by its `type`. */
export const SectionSchema = z.discriminatedUnion('type', [
  HeroSectionSchema,
  CardsSectionSchema,
  ComparisonSectionSchema,
  StatsSectionSchema,
  FaqSectionSchema,
  TestimonialsSectionSchema,
  StorySectionSchema,
  RoiSectionSchema,
  StepsSectionSchema,
  DialogueSectionSchema,
  ChecklistSectionSchema,
  CtaSectionSchema,
  ProseSectionSchema,
  ContactFormSectionSchema,
  BookDemoSectionSchema,
]);

export type Section = z.output<typeof SectionSchema>;
export type SectionType = Section['type'];
export const SECTION_TYPES = SectionSchema.options.map((option) => option.shape.type.value) as SectionType[];

/** Section types whose title is the page h1; a page opens with exactly one of them. */
export const OPENING_SECTION_TYPES = ['hero', 'contact-form'] as const;

/** A page body: sections in display order; the first holds the page h1. */
export const SectionsSchema = z
  .array(SectionSchema)
  .min(1)
  .refine(
    (sections) => (OPENING_SECTION_TYPES as readonly string[]).includes(sections[0]?.type ?? ''),
    'The first section must be of type hero (or contact-form on the contact page), since it holds the page h1: move the hero back to the top of sections',
  )
  .describe('The page sections in display order; the first one must be of type hero.');

export type { BookDemoSection } from '../book-demo.ts';
export type { CardsSection } from './cards.ts';
export type { ContactFormSection } from './contact-form.ts';
export type { ChecklistSection } from './checklist.ts';
export type { ComparisonSection } from './comparison.ts';
export type { CtaSection } from './cta.ts';
export type { DialogueSection } from './dialogue.ts';
export type { FaqSection } from './faq.ts';
export type { HeroSection } from './hero.ts';
export type { ProseSection } from './prose.ts';
export type { RoiSection } from './roi.ts';
export type { StatsSection } from './stats.ts';
export type { StepsSection } from './steps.ts';
export type { StorySection } from './story.ts';
export type { TestimonialsSection } from './testimonials.ts';
