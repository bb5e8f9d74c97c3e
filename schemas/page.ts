import { z } from 'zod';
import { PageMetaSchema, SlugSchema } from './industry.ts';
import { SectionsSchema } from './sections/index.ts';

/** A fixed page made of sections: home, about, learn more, privacy policy. */
export const PageSchema = z
  .strictObject({
    /** Identifier; must equal the file name. */
    slug: SlugSchema,
    ...PageMetaSchema,
    /** Which navigation bar: the full one, or the simple logo + Home (+ About) bar. */
    navbar: z
      .enum(['main', 'simple'])
      .default('main')
      .describe('main (full bar with menus) or simple (logo, Home and optional About). Default main.'),
    /** With the simple bar: whether it shows the About link. */
    simpleNavAbout: z.boolean().default(true).describe('With navbar: simple, show the About link. Default true.'),
    /** A line under the hero, e.g. "Last updated January 6, 2025". */
    updated: z.string().optional().describe('Optional "last updated" line, e.g. "Last updated January 6, 2025".'),
    /** The page body. */
    sections: SectionsSchema,
  })
  .describe('A fixed page made of sections.');

export type Page = z.output<typeof PageSchema>;
export type PageInput = z.input<typeof PageSchema>;
