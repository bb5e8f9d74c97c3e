import { z } from 'zod';
import { PageMetaSchema, SlugSchema } from './industry.ts';
import { SectionsSchema } from './sections/index.ts';

/** A fixed page made of sections: home, about, learn more, privacy policy. */
export const PageSchema = z
  .strictObject({
    slug: SlugSchema,
    ...PageMetaSchema,
    navbar: z
      .enum(['main', 'simple'])
      .default('main')
      .describe('main (full bar with menus) or simple (logo, Home and optional About). Default main.'),
    simpleNavAbout: z.boolean().default(true).describe('With navbar: simple, show the About link. Default true.'),
    updated: z.string().optional().describe('Optional "last updated" line, e.g. "Last updated January 6, 2025".'),
    sections: SectionsSchema,
  })
  .describe('A fixed page made of sections.');

export type Page = z.output<typeof PageSchema>;
export type PageInput = z.input<typeof PageSchema>;
