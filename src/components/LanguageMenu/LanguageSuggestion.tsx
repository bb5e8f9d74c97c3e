import { useEffect, useState } from 'react';
import { usePageLanguage } from '../pageLanguage.tsx';

import LanguageSuggestionBar from './LanguageSuggestionBar.tsx';

/**
 * A dismissable offer of this page in the browser's language, never a redirect: crawlers and shared links
 * get what the URL says. Decided after hydration (the prerendered HTML knows no browser): a browser whose
 * languages share a base language with another version of the page renders the bar, which decides the rest
 * (the order of preference, what the visitor dismissed). In the entry, not a lazy chunk: a new chunk made
 * the bundler split React out of the shared chunk, which cost more initial JS than the bar itself
 * (docs/performance.md, "Languages").
 */
export function LanguageSuggestion() {
  const { language } = usePageLanguage();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const others = Object.keys(language?.versions ?? {}).filter((code) => code !== language?.code);
    const base = (tag: string) => tag.split('-')[0]!.toLowerCase();
    setWanted((navigator.languages ?? []).some((tag) => others.some((code) => base(code) === base(tag))));
  }, [language]);
  if (!wanted || !language) return null;
  return <LanguageSuggestionBar language={language} />;
}
