import { invokeFunction } from '../../../lib/backend.ts';

/**
 * A signed conversation link for the agent from the `voice-signed-url` function: an ElevenLabs link in
 * production, a link to the local simulator with `npm start`. Always used instead of a bare agent id,
 * because ConversationProvider overwrites the `origin` option.
 */
export async function fetchSignedUrl(agentId: string, signal?: AbortSignal): Promise<string> {
  const { signedUrl } = await invokeFunction<{ signedUrl?: unknown }>(
    'voice-signed-url',
    { agentId },
    signal ? { signal } : {},
  );
  if (typeof signedUrl !== 'string' || !/^wss?:\/\//.test(signedUrl)) {
    throw new Error('voice-signed-url answered without a ws:// or wss:// signedUrl');
  }
  return signedUrl;
}

/** ElevenLabs links stay valid for 15 minutes; a prefetched one is used well inside that. */
const PREFETCH_MAX_AGE_MS = 5 * 60_000;

let prefetched: { agentId: string; fetchedAt: number; url: Promise<string> } | null = null;

/**
 * Fetches a link ahead of Start (once the visitor has shown intent), so pressing Start does not wait
 * for the function's round trip. Failures are forgotten: Start simply fetches again.
 */
export function prefetchSignedUrl(agentId: string): void {
  if (prefetched?.agentId === agentId && Date.now() - prefetched.fetchedAt < PREFETCH_MAX_AGE_MS) return;
  const entry = { agentId, fetchedAt: Date.now(), url: fetchSignedUrl(agentId) };
  entry.url.catch(() => {
    if (prefetched === entry) prefetched = null;
  });
  prefetched = entry;
}

/** A fresh prefetched link (each is used once), or a newly fetched one. */
export async function takeSignedUrl(agentId: string, signal: AbortSignal): Promise<string> {
  const entry = prefetched;
  prefetched = null;
  if (entry?.agentId === agentId && Date.now() - entry.fetchedAt < PREFETCH_MAX_AGE_MS) {
    try {
      return await entry.url;
    } catch {
      // Fall through to a new request.
    }
  }
  return fetchSignedUrl(agentId, signal);
}
