import { lazy, Suspense, useEffect, useState } from 'react';
import type { RouteLanguage } from '../../../schemas/routes.ts';
import type { Locale } from '../../../schemas/translation.ts';
import { usePageLanguage } from '../pageLanguage.tsx';
import { dismissedLanguages } from './dismissed.ts';

const LanguageSuggestionBar = lazy(() => import('./LanguageSuggestionBar.tsx'));

/** The site language a browser language tag means: the same tag, else the same base language (es-MX → es). */
function siteLanguageOf(tag: string, locales: readonly Locale[]): Locale | undefined {
  try {
    const wanted = new Intl.Locale(tag);
    return (
      locales.find((locale) => locale.code.toLowerCase() === tag.toLowerCase()) ??
      locales.find((locale) => new Intl.Locale(locale.code).language === wanted.language)
    );
  } catch {
    return undefined;
  }
}

/**
 * The language to suggest: the first of the browser's languages the site has, when it is not the page's
 * own, the page exists in it and the visitor has not dismissed it. A browser that puts the page's own
 * language first gets no suggestion.
 */
export function suggestedLanguage(
  preferred: readonly string[],
  locales: readonly Locale[],
  language: RouteLanguage,
  dismissed: readonly string[],
): Locale | undefined {
  for (const tag of preferred) {
    const locale = siteLanguageOf(tag, locales);
    if (!locale) continue;
    if (locale.code === language.code) return undefined;
    if (language.versions[locale.code] !== undefined && !dismissed.includes(locale.code)) return locale;
  }
  return undefined;
}

/**
 * A dismissable offer of this page in the browser's language, never a redirect: crawlers and shared links
 * get what the URL says. Decided after hydration (the prerendered HTML knows no browser), its bar is a chunk
 * of its own, loaded only when there is something to suggest.
 */
export function LanguageSuggestion() {
  const { site, language } = usePageLanguage();
  const [suggested, setSuggested] = useState<Locale | undefined>();
  useEffect(() => {
    setSuggested(
      language && suggestedLanguage(navigator.languages ?? [], site.locales, language, dismissedLanguages()),
    );
  }, [language, site.locales]);
  if (!suggested || !language) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestionBar
        locale={suggested}
        path={language.versions[suggested.code]!}
        onDismiss={() => setSuggested(undefined)}
      />
    </Suspense>
  );
}
