import { useState } from 'react';
import type { RouteLanguage } from '../../../schemas/routes.ts';
import { usePageLanguage } from '../pageLanguage.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { dismissedLanguages, dismissLanguage } from './dismissed.ts';
import { suggestedLanguage } from './suggestedLanguage.ts';

interface LanguageSuggestionBarProps {
  /** The page's language and its versions. */
  language: RouteLanguage;
}

/** The bar at the foot of the viewport offering this page in the browser's language, in that language's own words. */
export default function LanguageSuggestionBar({ language }: LanguageSuggestionBarProps) {
  const { site } = usePageLanguage();
  const [closed, setClosed] = useState<string[]>([]);
  const locale = suggestedLanguage(navigator.languages ?? [], site.locales, language, [
    ...dismissedLanguages(),
    ...closed,
  ]);
  if (!locale) return null;
  const dismiss = () => {
    dismissLanguage(locale.code);
    setClosed((codes) => [...codes, locale.code]);
  };
  // Plain elements rather than Mantine's CloseButton: it is in no chunk of the first paint.
  return (
    <aside lang={locale.code} dir={locale.dir} aria-label={locale.name} className="language-suggestion">
      <p>
        {locale.texts.suggestion}{' '}
        <SiteLink href={language.versions[locale.code]!} hrefLang={locale.code} className="language-suggestion-link">
          {locale.texts.switchLabel}
        </SiteLink>
      </p>
      <button
        type="button"
        className="language-suggestion-close"
        aria-label={locale.texts.dismissLabel}
        onClick={dismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
