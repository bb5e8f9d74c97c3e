// Pre-filled booking link for the Book a Demo modal. Query names follow Calendly's prefill
// convention (name, email, a1 = answer to the first custom question), which several other
// schedulers accept too; existing query parameters of the configured URL are kept.

/** Long notes make unwieldy links and schedulers truncate them anyway. */
const MAX_NOTES_IN_LINK = 1000;

export interface SchedulingPrefill {
  name: string;
  email: string;
  notes: string;
}

/** Parses SCHEDULING_URL once at start-up: null when unset; throws with a fix when malformed. */
export function parseSchedulingUrl(raw: string | undefined): URL | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SCHEDULING_URL is not a valid URL: "${value}". Use a full https:// address or leave it empty.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SCHEDULING_URL must be an http(s) address, got "${value}".`);
  }
  return url;
}

export function buildSchedulingLink(base: URL | null, prefill: SchedulingPrefill): string | null {
  if (base === null) return null;
  const link = new URL(base.href);
  link.searchParams.set('name', prefill.name);
  link.searchParams.set('email', prefill.email);
  const notes =
    prefill.notes.length > MAX_NOTES_IN_LINK ? `${prefill.notes.slice(0, MAX_NOTES_IN_LINK - 1)}…` : prefill.notes;
  if (notes) link.searchParams.set('a1', notes);
  return link.href;
}
