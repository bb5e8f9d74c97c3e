let chunk: Promise<typeof import('./LiveContactForm.tsx')> | null = null;

/**
 * The live contact form's chunk (the form library, the lead-form pattern, the backend calls): fetched
 * on the visitor's first intent on the form or at submit, never at page load. One fetch however often
 * it is asked for; a failed one (offline, a new deploy) is forgotten, so the next intent or submit
 * tries again.
 */
export function loadLiveContactForm(): Promise<typeof import('./LiveContactForm.tsx')> {
  chunk ??= import('./LiveContactForm.tsx').catch((error: unknown) => {
    chunk = null;
    throw error;
  });
  return chunk;
}
