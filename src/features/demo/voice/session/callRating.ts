import { postOverallFeedback } from '@elevenlabs/client';
import type { CallRating, VoiceStateWriter } from '../types.ts';

/** The longest comment sent with a rating (CallRatingForm stops typing there too). */
const MAX_RATING_COMMENT_LENGTH = 1000;

/**
 * Sends the overall rating of the last call. The SDK's `postOverallFeedback` is a plain POST to
 * `/v1/convai/conversations/{id}/feedback`, not a socket message, so it works after the call has
 * ended, which is when the panel asks. Sent once per call: nothing while one is on its way or after it
 * arrived; a failed send may be tried again. A new call (another id) ignores the old call's answer.
 */
export function sendCallRating(store: VoiceStateWriter, { rating, comment }: CallRating): void {
  const { conversationId, apiOrigin, callRating, status } = store.get();
  if (!conversationId || !apiOrigin || status !== 'idle' || callRating === 'sending' || callRating === 'sent') return;
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return;
  const note = comment?.trim().slice(0, MAX_RATING_COMMENT_LENGTH);
  const settle = (outcome: 'sent' | 'failed') => {
    if (store.get().conversationId === conversationId) store.set({ callRating: outcome });
  };
  store.set({ callRating: 'sending' });
  postOverallFeedback(conversationId, { rating, ...(note ? { comment: note } : {}) }, apiOrigin).then(
    (response) => settle(response.ok ? 'sent' : 'failed'),
    (error: unknown) => {
      console.warn('[voice] Sending the call rating failed', error);
      settle('failed');
    },
  );
}
