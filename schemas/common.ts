import { z } from 'zod';
import { ICON_NAMES } from './icons.ts';

/**
 * The error of a value that has the right type but not the right form: it quotes the value, says
 * what it should be and how to write it, e.g. `"/Healthcare/" is not a site path: write …`.
 */
export function wrongForm(what: string, fix: string) {
  return { error: (issue: { input: unknown }) => `${JSON.stringify(issue.input)} is not ${what}: ${fix}` };
}

/** A site path such as `/healthcare`: starts with a slash, lower-case words joined by hyphens. */
export const RoutePathSchema = z
  .string()
  .regex(
    /^\/([a-z0-9]+(-[a-z0-9]+)*)?$/,
    wrongForm('a site path', 'write a slash, then lower-case words joined by hyphens, e.g. /healthcare'),
  )
  .describe('A site path such as /healthcare: a leading slash, lower-case letters, digits and hyphens.')
  .meta({ examples: ['/healthcare', '/healthcare-demo'] });

/**
 * The mark of a text a translation holds. Translations are checked against the schema's marks,
 * never a hand list of key names: the same key is a text in one place and data in another (`brand.name`
 * is shown to visitors, `fields[].name` is an enum), and a field added to a schema later is covered
 * the day it is added. Zod registries inherit along `.describe()`, `.max()`, `.refine()` clones, so
 * every `TextSchema.…` is marked; schemas/translation-texts.ts walks the marks.
 */
export const contentTexts = z.registry<{ translate: boolean }>();

/** Short plain text shown to visitors; never empty (scripts/content-engine/messages.ts words the error). */
export const TextSchema = z.string().trim().min(1).register(contentTexts, { translate: true });

/**
 * Marks a field whose texts are never translated: written once in one language (a call language's own
 * greeting) or read only by the team (an agent's dashboard name, prompt, tests). Call it on a fresh
 * schema (`TextSchema.max(100)`, a field of an object), never on a shared one such as `TextSchema`.
 */
export function untranslated<T extends z.ZodType>(schema: T): T {
  if ((schema as z.ZodType) === TextSchema)
    throw new Error('untranslated(TextSchema) would unmark every text: derive one');
  (schema as z.ZodType).register(contentTexts, { translate: false });
  return schema;
}

/** A page of this site, optionally with a section anchor: `/about`, `/healthcare#faq`. */
export const InternalHrefSchema = z
  .string()
  .regex(
    /^\/([a-z0-9]+(-[a-z0-9]+)*)?(#[a-z0-9-]+)?$/,
    wrongForm('a site path', 'write a slash, then lower-case words joined by hyphens, e.g. /about or /healthcare#faq'),
  )
  .describe('A page of this site, e.g. /about or /healthcare#faq. The checker makes sure the page exists.')
  .meta({ examples: ['/about', '/contact-us', '/healthcare#faq'] });

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
    wrongForm(
      'a link target',
      'write a site path (/contact-us), an https:// address, site:schedulingUrl or action:book-demo',
    ),
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
    label: TextSchema.describe('Button text, e.g. "Try Demo".'),
    href: HrefSchema,
    variant: z
      .enum(['primary', 'secondary', 'subtle'])
      .default('primary')
      .describe('Visual weight: primary (filled), secondary (outlined) or subtle. Default primary.'),
  })
  .describe('A button: label, href and optional variant.');
export type Action = z.output<typeof ActionSchema>;

/** Fields every section shares: an optional anchor id and a background tone. */
export const sectionBase = {
  id: z
    .string()
    .regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      wrongForm('an anchor id', 'write lower-case words joined by hyphens, e.g. how-it-works'),
    )
    .optional()
    .describe('Optional anchor id, e.g. faq, so /healthcare#faq scrolls here.')
    .meta({ examples: ['faq', 'how-it-works'] }),
  background: z
    .enum(['default', 'muted', 'brand'])
    .default('default')
    .describe('Background band: default (white), muted (soft grey) or brand (dark brand colour). Default default.'),
};

/** A titled section heading with an optional introduction paragraph. */
export const headingFields = {
  title: TextSchema.describe('Section heading, shown as an h2.'),
  intro: TextSchema.optional().describe('Optional short paragraph under the heading.'),
};
