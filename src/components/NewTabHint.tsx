import { createContext, useContext } from 'react';

/**
 * site.yaml's `newTabHint`, provided by the Document (src/app/Document.tsx). A context rather than an
 * import of `virtual:content`: the Book a Demo dialog's toast (a lazy chunk) uses the hint too, and a
 * lazy chunk reaching the site module made the bundler move it, with Mantine's Stack, Button and
 * Transition, out of the entry into a shared chunk of its own: +0.4 kB gzip on every page (measured).
 */
const NewTabHintText = createContext('');
export const NewTabHintProvider = NewTabHintText.Provider;

/** Tells screen readers that a link opens a new tab, in site.yaml's words (`newTabHint`); not shown. */
export function NewTabHint() {
  return <span className="visually-hidden"> {useContext(NewTabHintText)}</span>;
}
