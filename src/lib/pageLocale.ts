import { isLeadLocale, SOURCE_LOCALE } from '../../supabase/functions/_shared/leads/lead-fields.ts';

/**
 * The language of the page the visitor is on: the document's `lang`, which the page shell sets from the
 * route (`/es/...` is `es`). A missing or malformed one counts as the site's own language, so a lead is
 * never refused, and nothing the visitor typed lost, because of the page's markup.
 */
export function pageLocale(): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLeadLocale(lang) ? lang : SOURCE_LOCALE;
}

/**
 * `{ locale }` for a lead's request, or nothing on a page in the site's own language: the server then
 * stores that one, and the SPEC's request bodies stay as they are (lead-fields.ts SOURCE_LOCALE).
 */
export function leadLocale(): { locale?: string } {
  const locale = pageLocale();
  return locale === SOURCE_LOCALE ? {} : { locale };
}
