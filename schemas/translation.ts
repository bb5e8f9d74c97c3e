import { z } from 'zod';
import { TextSchema, untranslated } from './common.ts';

/** A BCP 47 language tag as `Intl` knows it (es, de, pt-BR, ar), checked by `Intl.getCanonicalLocales`. */
export const LocaleCodeSchema = z
  .string()
  .refine(
    (code) => {
      try {
        return Intl.getCanonicalLocales(code)[0] === code && /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(code);
      } catch {
        return false;
      }
    },
    {
      error: (issue) =>
        `${JSON.stringify(issue.input)} is not a BCP 47 language tag as written canonically: write e.g. es, de or pt-BR`,
    },
  )
  .describe('A BCP 47 language tag, e.g. es, de, pt-BR, ar.')
  .meta({ examples: ['es', 'de', 'pt-BR'] });

/**
 * Words a language shows about itself, written in that language (so never translated): the suggestion
 * to a visitor whose browser prefers it, and the language menu's marks.
 */
export const LocaleTextsSchema = untranslated(
  z.strictObject({
    suggestion: TextSchema.describe(
      'Shown on a page in another language when the browser prefers this one, e.g. "Esta página está disponible en español."',
    ),
    switchLabel: TextSchema.describe('The suggestion\'s link to the page in this language, e.g. "Ver en español".'),
    dismissLabel: TextSchema.describe('Accessible name of the suggestion\'s close button, e.g. "Cerrar".'),
    homeOnly: TextSchema.describe(
      'Beside this language in the menu when the page is not in it and the link goes to its home page, e.g. "Página de inicio".',
    ),
  }),
).describe('What this language shows about itself, in its own words.');

/** One language of the site. */
export const LocaleSchema = z
  .strictObject({
    code: LocaleCodeSchema,
    name: untranslated(TextSchema.max(40)).describe(
      'The language\'s own name, shown in the language menu, e.g. "Español", "Deutsch", "English".',
    ),
    dir: z.enum(['ltr', 'rtl']).default('ltr').describe('Text direction: ltr or rtl (Arabic, Hebrew). Default ltr.'),
    texts: LocaleTextsSchema,
  })
  .describe('A language: code, own name, direction and the words it shows about itself.');
export type Locale = z.output<typeof LocaleSchema>;

/** The site's languages, the source language included; translated pages live under /<code>. */
export const LocalesSchema = z
  .array(LocaleSchema)
  .default([])
  .refine((locales) => new Set(locales.map((locale) => locale.code.toLowerCase())).size === locales.length, {
    message: 'Each language may be listed once',
  })
  .describe(
    'The languages of the site, each listed once, the source language (sourceLocale) among them. Default none: English only.',
  );

/** The language menu's own words, translated like every site text. */
export const LanguageMenuSchema = z
  .strictObject({
    label: TextSchema.default('Language').describe('Accessible name of the language menu button. Default "Language".'),
    inSourceLanguage: TextSchema.default('in English').describe(
      'Beside a link, in a translated page, to a page that is only in the source language. Default "in English".',
    ),
  })
  .prefault({})
  .describe('The language menu: its label and the mark of a page not yet translated.');
