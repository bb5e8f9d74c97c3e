import { z } from 'zod';
import { TextSchema } from './common.ts';

/** Site-wide settings: the brand and addresses that appear on many pages. */
export const SiteSchema = z
  .strictObject({
    /** The brand. */
    brand: z
      .strictObject({
        /** Company name, e.g. "Callwise". */
        name: TextSchema.describe('Company name shown in the logo, footer and titles.'),
        /** One-line description used in the footer and search snippets. */
        tagline: TextSchema.describe('One-line description, e.g. "AI voice agents that answer every call".'),
      })
      .describe('Brand name and tagline.'),
    /** The public address of the site, used for canonical links and the sitemap. */
    origin: z
      .url({ protocol: /^https$/ })
      .refine((value) => !value.endsWith('/'), 'Leave out the trailing slash')
      .describe('Public https address of the site without a trailing slash, e.g. https://www.example.com.'),
    /** Where visitors can write to. */
    contactEmail: z.email().describe('Public contact e-mail address.'),
    /** The external page where prospects book a consultation. */
    schedulingUrl: z
      .url({ protocol: /^https$/ })
      .describe('External scheduling page, e.g. https://cal.com/your-team/consultation.'),
    /** The line in the footer, e.g. "Australian-owned, serving clients worldwide". */
    footerLine: TextSchema.describe('The footer line, e.g. "Australian-owned, serving clients worldwide".'),
  })
  .describe('Site settings: brand, origin, contact e-mail, scheduling page, footer line.');

export type Site = z.output<typeof SiteSchema>;
