import { invokeFunction } from '../../../lib/backend.ts';
import type { Details } from '../details.ts';

/** What the server stores with each signed session (voice_sessions): the flow and the visitor's details. */
export interface SessionInfo {
  /** The flow's slug, e.g. automotive. */
  flow: string;
  /** The details as the visitor submitted them. */
  details: Partial<Details>;
  /** The recording notice was on screen when the visitor started. */
  noticeShown: boolean;
  /** The page the visitor started from (path and query). */
  page: string;
  /** The page's language on a translated page (src/lib/pageLocale.ts); absent in the site's own. */
  locale?: string;
}

/** One signed start: the agent and the session record that goes with it. */
export interface SessionRequest extends SessionInfo {
  agentId: string;
}

/** A single-use link and the conversation it opens. */
export interface SignedSession {
  signedUrl: string;
  conversationId: string | null;
}

/**
 * A signed conversation link for the agent from the `voice-signed-url` function: an ElevenLabs link in
 * production, a link to the local simulator with `npm start`. Always used instead of a bare agent id,
 * because ConversationProvider overwrites the `origin` option. The server stores the session record.
 */
export async function fetchSignedUrl(request: SessionRequest, signal?: AbortSignal): Promise<SignedSession> {
  // Adds the solved proof of work (X-Altcha) to the call; started earlier on the demo's first intent.
  (await import('../../../lib/captcha.ts')).startCaptcha();
  const { signedUrl, conversationId } = await invokeFunction<{ signedUrl?: unknown; conversationId?: unknown }>(
    'voice-signed-url',
    { ...request, ...browserTimeZone() },
    { timeoutMs: SIGNED_URL_TIMEOUT_MS, ...(signal ? { signal } : {}) },
  );
  if (typeof signedUrl !== 'string' || !/^wss?:\/\//.test(signedUrl)) {
    throw new Error('voice-signed-url answered without a ws:// or wss:// signedUrl');
  }
  return { signedUrl, conversationId: typeof conversationId === 'string' ? conversationId : null };
}

/** The browser's IANA zone, so a meeting booked in the call is in the visitor's time; none when unknown. */
export function browserTimeZone(): { timeZone?: string } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone ? { timeZone: zone } : {};
}

/** The function answers in well under a second; a start gives up (BackendError 'timeout') after this. */
export const SIGNED_URL_TIMEOUT_MS = 10_000;

/** ElevenLabs links stay valid for 15 minutes; a prefetched one is used well inside that. */
const PREFETCH_MAX_AGE_MS = 5 * 60_000;

let prefetched: { key: string; fetchedAt: number; url: Promise<SignedSession> } | null = null;

/** Same agent, flow, details and page: only then does a prefetched link's session record fit the start. */
const keyOf = (request: SessionRequest) =>
  JSON.stringify([request.agentId, request.flow, request.details, request.noticeShown, request.page, request.locale]);

/**
 * Fetches a link ahead of Start, once the visitor has submitted valid details, so pressing Start on
 * the session screen does not wait for the function's round trip. Failures are forgotten: Start
 * simply fetches again.
 */
export function prefetchSignedUrl(request: SessionRequest): void {
  const key = keyOf(request);
  if (prefetched?.key === key && Date.now() - prefetched.fetchedAt < PREFETCH_MAX_AGE_MS) return;
  const entry = { key, fetchedAt: Date.now(), url: fetchSignedUrl(request) };
  entry.url.catch(() => {
    if (prefetched === entry) prefetched = null;
  });
  prefetched = entry;
}

/** A fresh prefetched link for these very details (each is used once), or a newly fetched one. */
export async function takeSignedUrl(request: SessionRequest, signal: AbortSignal): Promise<string> {
  const entry = prefetched;
  prefetched = null;
  if (entry?.key === keyOf(request) && Date.now() - entry.fetchedAt < PREFETCH_MAX_AGE_MS) {
    try {
      return (await entry.url).signedUrl;
    } catch {
      // Fall through to a new request.
    }
  }
  return (await fetchSignedUrl(request, signal)).signedUrl;
}
