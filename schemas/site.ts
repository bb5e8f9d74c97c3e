import { z } from 'zod';
import { BookingSiteSchema } from './booking-site.ts';
import { CallMeSiteSchema } from './call-me-site.ts';
import { SiteCrmSchema } from './crm.ts';
import { InternalHrefSchema, TextSchema } from './common.ts';
import { SiteLeadsSchema } from './leads.ts';
import { MenusSchema } from './menus.ts';
import { FooterSchema, NavbarSchema, SimpleNavbarSchema } from './nav.ts';
import { LanguageMenuSchema, LocaleCodeSchema, LocalesSchema } from './translation.ts';
import { VoiceBudgetSchema } from './voice-budget.ts';

/** Site-wide settings: the brand and addresses that appear on many pages. */
export const SiteSchema = z
  .strictObject({
    brand: z
      .strictObject({
        name: TextSchema.describe('Company name shown in the logo, footer and titles.'),
        tagline: TextSchema.describe('One-line description, e.g. "AI voice agents that answer every call".'),
      })
      .describe('Brand name and tagline.'),
    origin: z
      .url({ protocol: /^https$/ })
      .refine((value) => !value.endsWith('/'), {
        error: (issue) =>
          `${JSON.stringify(issue.input)} ends with a slash: leave it out, e.g. https://www.example.com`,
      })
      .describe('Public https address of the site without a trailing slash, e.g. https://www.example.com.'),
    contactEmail: z.email().describe('Public contact e-mail address.'),
    schedulingUrl: z
      .url({ protocol: /^https$/ })
      .describe('External scheduling page, e.g. https://cal.com/your-team/consultation.'),
    footerLine: TextSchema.describe('The footer line, e.g. "Australian-owned, serving clients worldwide".'),
    navbar: NavbarSchema,
    simpleNavbar: SimpleNavbarSchema,
    footer: FooterSchema,
    menus: MenusSchema,
    bookDemoHref: InternalHrefSchema.default('/about#book-demo').describe(
      'Where Book a Demo buttons lead on pages without the dialog: a page with a book-demo section, plus #book-demo to open it. Default /about#book-demo.',
    ),
    newTabHint: TextSchema.default('(opens in a new tab)').describe(
      'Screen-reader text after every link that opens a new tab. Default "(opens in a new tab)".',
    ),
    skipLinkLabel: TextSchema.default('Skip to content').describe(
      'The first link of every page, shown on keyboard focus: it skips to the main content. Default "Skip to content".',
    ),
    leads: SiteLeadsSchema,
    crm: SiteCrmSchema,
    voiceBudget: VoiceBudgetSchema,
    callMe: CallMeSiteSchema,
    booking: BookingSiteSchema.optional(),
    sourceLocale: LocaleCodeSchema.default('en').describe(
      'The language every content file is written in; its pages keep their paths. Default en.',
    ),
    locales: LocalesSchema,
    languageMenu: LanguageMenuSchema,
  })
  .refine((site) => site.locales.length === 0 || site.locales.some((locale) => locale.code === site.sourceLocale), {
    path: ['locales'],
    message: 'List the source language (sourceLocale) among the locales too, with its name and texts',
  })
  .describe('Site settings: brand, addresses, footer line, navigation bars and footer links.');

export type Site = z.output<typeof SiteSchema>;
/** site.yaml as the app gets it: `leads`, `voiceBudget` and `crm` are only for the functions and the build (virtual-modules.ts). */
export type BrowserSite = Omit<Site, 'leads' | 'voiceBudget' | 'crm'>;
