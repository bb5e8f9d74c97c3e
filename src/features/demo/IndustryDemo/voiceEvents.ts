import type { Dispatch } from 'react';
import type { DemoContent } from '../../../../schemas/routes.ts';
import { track } from '../analytics.ts';
import { showToast } from '../toasts.ts';
import type { VoiceEvents } from '../voice/types.ts';
import type { FlowAction } from './flowState.ts';

interface VoiceEventsContext {
  demo: DemoContent;
  /** The flow's slug, tagged on every analytics event. */
  slug: string;
  /** A call already connected on this visit: a failed start from the session screen is a reconnect. */
  hasConnected: boolean;
  dispatch: Dispatch<FlowAction>;
}

/** What each voice event means for this flow: its toast (SPEC §8), the funnel event and the next screen. */
export function createVoiceEvents({ demo, slug, hasConnected, dispatch }: VoiceEventsContext): VoiceEvents {
  const { toasts } = demo;
  return {
    onMicGranted: () => track(slug, { event: 'mic_granted' }),
    onMicDenied: () => {
      track(slug, { event: 'mic_denied' });
      showToast(toasts.micDenied, 'error');
      dispatch({ type: 'mic-blocked' });
    },
    onConnected: ({ conversationId, textOnly }) => {
      track(slug, { event: 'connected', mode: textOnly ? 'text' : 'voice' });
      if (demo.logSessionId) console.info(`[demo] ${slug} conversation id: ${conversationId}`);
      showToast(toasts.connected, 'success');
      dispatch({ type: 'connected' });
    },
    onStartFailed: ({ error, origin }) => {
      console.error(`[demo] ${slug}: the call could not start.`, error);
      const reconnect = origin === 'session' && hasConnected;
      showToast(reconnect ? (toasts.reconnectFailed ?? toasts.startFailed) : toasts.startFailed, 'error');
      dispatch({ type: 'start-failed' });
    },
    onEnded: ({ by, durationMs }) => {
      track(slug, { event: 'ended', duration_ms: durationMs, ended_by: by });
      // Leaving the screen (Back to Form, a link, closing the tab) needs no goodbye.
      if (by === 'left') return;
      showToast(toasts.ended, 'info');
      dispatch({ type: 'ended', complete: demo.completion !== undefined });
    },
    onDropped: ({ error, durationMs }) => {
      track(slug, { event: 'ended', duration_ms: durationMs, ended_by: 'error' });
      console.warn(`[demo] ${slug}: the call dropped: ${error.message}`);
      showToast(toasts.connectionError, 'error');
      dispatch({ type: 'dropped' });
    },
    onFeedback: ({ like }) => track(slug, { event: 'feedback', score: like ? 'like' : 'dislike' }),
  };
}
