import { z } from 'zod';
import { InternalHrefSchema, TextSchema } from './common.ts';
import { SiteLeadsSchema } from './leads.ts';
import { MenusSchema } from './menus.ts';
import { FooterSchema, NavbarSchema, SimpleNavbarSchema } from './nav.ts';

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
      .refine((value) => !value.endsWith('/'), {
        error: (issue) =>
          `${JSON.stringify(issue.input)} ends with a slash: leave it out, e.g. https://www.example.com`,
      })
      .describe('Public https address of the site without a trailing slash, e.g. https://www.example.com.'),
    /** Where visitors can write to. */
    contactEmail: z.email().describe('Public contact e-mail address.'),
    /** The external page where prospects book a consultation. */
    schedulingUrl: z
      .url({ protocol: /^https$/ })
      .describe('External scheduling page, e.g. https://cal.com/your-team/consultation.'),
    /** The line in the footer, e.g. "Australian-owned, serving clients worldwide". */
    footerLine: TextSchema.describe('The footer line, e.g. "Australian-owned, serving clients worldwide".'),
    /** The bar at the top of most pages. */
    navbar: NavbarSchema,
    /** The bar of pages with `navbar: simple`. */
    simpleNavbar: SimpleNavbarSchema,
    /** The footer's headings and link columns. */
    footer: FooterSchema,
    /** How long the Industries and Demos menus get, and the pages that list them whole. */
    menus: MenusSchema,
    /** Where Book a Demo buttons go on a page that has no Book a Demo dialog of its own. */
    bookDemoHref: InternalHrefSchema.default('/about#book-demo').describe(
      'Where Book a Demo buttons lead on pages without the dialog: a page with a book-demo section, plus #book-demo to open it. Default /about#book-demo.',
    ),
    /** Read out after every link that opens a new tab, for screen readers (it is not shown). */
    newTabHint: TextSchema.default('(opens in a new tab)').describe(
      'Screen-reader text after every link that opens a new tab. Default "(opens in a new tab)".',
    ),
    /** Voice session leads: notification addresses, minimum call length, retention. */
    leads: SiteLeadsSchema,
  })
  .describe('Site settings: brand, addresses, footer line, navigation bars and footer links.');

export type Site = z.output<typeof SiteSchema>;
