import { z } from 'zod';
import { ICON_NAMES } from './icons.ts';

/** A site path such as `/healthcare`: starts with a slash, lower-case words joined by hyphens. */
export const RoutePathSchema = z
  .string()
  .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*)?$/, 'Expected a path like /healthcare (lower-case, hyphens, no trailing slash)')
  .describe('A site path such as /healthcare: a leading slash, lower-case letters, digits and hyphens.')
  .meta({ examples: ['/healthcare', '/healthcare-demo'] });

/** Short plain text shown to visitors; never empty. */
export const TextSchema = z.string().trim().min(1, 'Must not be empty');

/** An icon from the curated Tabler set. */
export const IconSchema = z
  .enum(ICON_NAMES)
  .describe('Icon name from the Tabler set, e.g. phone-call. See schemas/icons.ts for the full list.')
  .meta({ examples: ['phone-call', 'calendar', 'clock-24'] });

/**
 * Where a button or link goes: an internal path (`/contact-us`), an external `https://` address
 * (opens in a new tab), `site:schedulingUrl` (the scheduling page from industries/site.yaml), or
 * `action:book-demo` (opens the Book a Demo dialog on pages that host it).
 */
export const HrefSchema = z
  .string()
  .refine(
    (value) =>
      /^\/([a-z0-9]+(-[a-z0-9]+)*)?(#[a-z0-9-]+)?$/.test(value) ||
      /^https:\/\/\S+$/.test(value) ||
      value === 'site:schedulingUrl' ||
      value === 'action:book-demo',
    'Expected an internal path (/contact-us), an https:// address, site:schedulingUrl or action:book-demo',
  )
  .describe('Target: /internal-path, https://external (new tab), site:schedulingUrl or action:book-demo.')
  .meta({
    examples: [
      '/contact-us',
      '/healthcare-demo',
      '/healthcare#faq',
      'https://example.com/page',
      'site:schedulingUrl',
      'action:book-demo',
    ],
  });

/** A call-to-action button or link. */
export const ActionSchema = z
  .strictObject({
    /** Button text, e.g. "Try Demo". */
    label: TextSchema.describe('Button text, e.g. "Try Demo".'),
    /** Where it goes. */
    href: HrefSchema,
    /** Visual weight; the first action of a hero is usually `primary`. */
    variant: z
      .enum(['primary', 'secondary', 'subtle'])
      .default('primary')
      .describe('Visual weight: primary (filled), secondary (outlined) or subtle. Default primary.'),
  })
  .describe('A button: label, href and optional variant.');
export type Action = z.output<typeof ActionSchema>;

/** Fields every section shares: an optional anchor id and a background tone. */
export const sectionBase = {
  /** Anchor id so a link can point at the section, e.g. `faq` for /healthcare#faq. */
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected lower-case words joined by hyphens')
    .optional()
    .describe('Optional anchor id, e.g. faq, so /healthcare#faq scrolls here.')
    .meta({ examples: ['faq', 'how-it-works'] }),
  /** Background tone of the band the section sits in. */
  background: z
    .enum(['default', 'muted', 'brand'])
    .default('default')
    .describe('Background band: default (white), muted (soft grey) or brand (dark brand colour). Default default.'),
};

/** A titled section heading with an optional introduction paragraph. */
export const headingFields = {
  /** Section heading (an h2). */
  title: TextSchema.describe('Section heading, shown as an h2.'),
  /** One short paragraph under the heading. */
  intro: TextSchema.optional().describe('Optional short paragraph under the heading.'),
};
