// Pre-filled booking link for the Book a Demo modal. The booking page is `schedulingUrl` in
// industries/site.yaml (copied into ./scheduling-page.ts for the deployed functions). Schedulers
// name their prefill parameters differently, so the names are chosen by the page's host; existing
// query parameters of the configured URL are kept.

/** Long notes make unwieldy links and schedulers truncate them anyway. */
const MAX_NOTES_IN_LINK = 1000;

export interface SchedulingPrefill {
  name: string;
  email: string;
  notes: string;
}

/** The query parameters one scheduler reads; `notes: null` when it has no free-text field to fill. */
export interface PrefillParameters {
  name: string;
  email: string;
  notes: string | null;
}

/** cal.com: https://cal.com/help/en/articles/9937901-pre-fill-fields-questions (name, email, notes). */
const CAL_COM: PrefillParameters = { name: 'name', email: 'email', notes: 'notes' };

/** Known schedulers by host. Any other host gets name and email, which nearly every scheduler reads. */
const PREFILL_BY_HOST: Record<string, PrefillParameters> = {
  'cal.com': CAL_COM,
  'app.cal.com': CAL_COM,
  'cal.eu': CAL_COM,
  // Calendly: name, email, and a1 = the answer to the first custom question.
  'calendly.com': { name: 'name', email: 'email', notes: 'a1' },
};
const GENERIC: PrefillParameters = { name: 'name', email: 'email', notes: null };

export function prefillParametersFor(url: URL): PrefillParameters {
  return PREFILL_BY_HOST[url.hostname.replace(/^www\./, '')] ?? GENERIC;
}

/** Parses the scheduling page address once at start-up: null when empty; throws with a fix when malformed. */
export function parseSchedulingUrl(raw: string | undefined): URL | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `The scheduling page is not a valid URL: "${value}". Set a full https:// address as schedulingUrl in industries/site.yaml.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`The scheduling page must be an http(s) address, got "${value}".`);
  }
  return url;
}

export function buildSchedulingLink(base: URL | null, prefill: SchedulingPrefill): string | null {
  if (base === null) return null;
  const link = new URL(base.href);
  const parameters = prefillParametersFor(link);
  link.searchParams.set(parameters.name, prefill.name);
  link.searchParams.set(parameters.email, prefill.email);
  const notes =
    prefill.notes.length > MAX_NOTES_IN_LINK ? `${prefill.notes.slice(0, MAX_NOTES_IN_LINK - 1)}…` : prefill.notes;
  if (notes && parameters.notes) link.searchParams.set(parameters.notes, notes);
  return link.href;
}
