import { z } from 'zod';
import { RoutePathSchema, TextSchema, wrongForm } from './common.ts';
import { DemoSchema, type Demo } from './demo.ts';
import { NavEntrySchema } from './nav.ts';
import { SectionsSchema } from './sections/index.ts';

/** A file's identifier, also its file name: lower-case words joined by hyphens. */
export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, wrongForm('a slug', 'write lower-case words joined by hyphens, e.g. real-estate'))
  .describe('Identifier, same as the file name: lower-case words joined by hyphens, e.g. real-estate.')
  .meta({ examples: ['real-estate'] });

/** Page metadata shared by every routed page. */
export const PageMetaSchema = {
  path: RoutePathSchema,
  title: TextSchema.max(70).describe('The page <title>, at most 70 characters.'),
  description: TextSchema.min(50).max(160).describe('Meta description, 50 to 160 characters.'),
};

/** An industry: a landing page, a demo page and their menu entries. */
export const IndustrySchema = z
  .strictObject({
    slug: SlugSchema,
    name: TextSchema.describe('Display name, e.g. "Real Estate".'),
    nav: z
      .strictObject({
        industries: NavEntrySchema.describe('Entry in the Industries menu.'),
        demos: NavEntrySchema.describe('Entry in the Demos menu.'),
      })
      .describe('Menu entries: industries and demos.'),
    landing: z
      .strictObject({ ...PageMetaSchema, sections: SectionsSchema })
      .describe('The landing page: path, title, description and sections.'),
    demo: DemoSchema,
  })
  .describe('An industry file: landing page, demo and menu entries.');

export type Industry = Omit<z.output<typeof IndustrySchema>, 'demo'> & { demo: Demo };
export type IndustryInput = z.input<typeof IndustrySchema>;

/** A voice flow with no landing page: the general demo and the interviews. */
export const DemoFileSchema = z
  .strictObject({
    slug: SlugSchema,
    name: TextSchema.describe('Display name, e.g. "General Demo".'),
    nav: z
      .strictObject({ demos: NavEntrySchema.optional().describe('Entry in the Demos menu.') })
      .default({})
      .describe('Optional Demos menu entry.'),
    demo: DemoSchema,
  })
  .describe('A demo-only file (general demo, interviews).');

export type DemoFile = Omit<z.output<typeof DemoFileSchema>, 'demo'> & { demo: Demo };
