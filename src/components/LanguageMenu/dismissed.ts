// The languages a visitor closed the suggestion of, remembered in localStorage.
/** Where the languages a visitor said no to are remembered (a JSON list of codes). */
export const DISMISSED_KEY = 'languageSuggestion.dismissed';

/** The codes dismissed so far; none when storage is blocked or garbled (asking again beats failing). */
export function dismissedLanguages(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers that the visitor does not want `code` suggested again. */
export function dismissLanguage(code: string): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, JSON.stringify([...dismissedLanguages(), code]));
  } catch {
    // Storage blocked: the bar closes for this page view only.
  }
}
