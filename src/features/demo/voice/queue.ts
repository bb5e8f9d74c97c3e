/**
 * The wait in a full agent's queue. ElevenLabs holds such a caller without a word on the socket (no
 * queue event in @elevenlabs/client 1.25; the conversation only starts once a slot frees), so the
 * page knows it only by time: a start to an agent that queues (`agent.queue` in the flow's YAML) that
 * is still connecting after a few seconds is waiting in line, and may wait as long as the queue allows.
 */
import { pageLocale } from '../../../lib/pageLocale.ts';
import { CONNECT_TIMEOUT_MS } from './timeouts.ts';
import type { VoiceStateWriter } from './types.ts';

/** Connecting longer than this, to an agent that queues, shows the queued state. */
export const QUEUE_NOTICE_AFTER_MS = 3_000;

/** How long the socket step may take: the usual limit, plus the queue's longest wait. */
export function connectTimeoutMs(queueWaitSeconds: number | undefined): number {
  return CONNECT_TIMEOUT_MS + (queueWaitSeconds ?? 0) * 1000;
}

/** Shows the queued state once the start has been connecting for QUEUE_NOTICE_AFTER_MS, if it still is. */
export function noticeQueue(store: VoiceStateWriter, queueWaitSeconds: number | undefined, connecting: () => boolean) {
  if (!queueWaitSeconds) return;
  const since = Date.now();
  setTimeout(() => {
    if (connecting()) store.set({ queued: { since, limitSeconds: queueWaitSeconds } });
  }, QUEUE_NOTICE_AFTER_MS);
}

/**
 * 75 → "1:15": the wait as the queued state says it, in the page's digits (`Intl.NumberFormat`: ١:١٥ on
 * an Arabic page). Intl.DurationFormat would say it in one call, but Node 22 and older browsers lack it.
 */
export function clockTime(totalSeconds: number, locale = pageLocale()): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const digits = (value: number, minimumIntegerDigits = 1) =>
    new Intl.NumberFormat(locale, { minimumIntegerDigits, useGrouping: false }).format(value);
  return `${digits(Math.floor(seconds / 60))}:${digits(seconds % 60, 2)}`;
}
