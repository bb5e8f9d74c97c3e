// The page's language on a lead (issue 41): every function that stores a lead accepts an optional
// `locale`, checked by one schema, so sales knows which language to answer in.
import { z } from 'zod';
import { isLeadLocale, LOCALE_MAX_LENGTH, SOURCE_LOCALE } from './lead-fields.ts';

/**
 * A BCP 47 language tag (`es`, `de-AT`), stored in its canonical case (`es-es` becomes `es-ES`).
 * Missing means the site's own language: its pages send none (lead-fields.ts SOURCE_LOCALE).
 */
export const LeadLocaleSchema = z
  .string({ error: 'Must be a language tag, e.g. es or de-AT' })
  .trim()
  .max(LOCALE_MAX_LENGTH, `Must be at most ${LOCALE_MAX_LENGTH} characters`)
  .refine(isLeadLocale, 'Must be a BCP 47 language tag, e.g. es or de-AT')
  .transform((tag) => Intl.getCanonicalLocales(tag)[0]!)
  .optional()
  .transform((tag) => tag ?? SOURCE_LOCALE);

/** `{ locale }` for the functions' object schemas. */
export const LOCALE_FIELD = { locale: LeadLocaleSchema } as const;

/**
 * The language's English name, "Spanish" for `es`, or null when the runtime has none. English, because the
 * team reads English; the runtime's own CLDR data (Intl.DisplayNames) names any tag.
 */
export function englishLanguageName(locale: string): string | null {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(locale) ?? null;
  } catch {
    return null;
  }
}

/** The language as the team's e-mail and `npm run leads` name it: "Spanish (es)", or the tag alone. */
export function languageName(locale: string | null | undefined): string {
  if (!locale) return '(not recorded)';
  const name = englishLanguageName(locale);
  return name ? `${name} (${locale})` : locale;
}
