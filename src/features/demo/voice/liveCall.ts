import type { Attempt } from './session/callOutcome.ts';

/**
 * The longest the page waits between two server pings before it calls the connection lost. The
 * simulator pings every 3 s (DEFAULT_TIMING.pingIntervalMs); ElevenLabs does not document its interval,
 * so the limit is generous: 10 s lets two pings go missing and a third arrive late on a slow mobile
 * link, yet a visitor who lost the network hears nothing for at most 10 s before the page says so and
 * offers Reconnect. Check it against a real call's onPing timing before going live.
 */
export const PING_SILENCE_LIMIT_MS = 10_000;

/**
 * How long after connecting the page looks whether the browser plays the agent's audio: the SDK's
 * audio element starts on its own (autoplay) once its stream has data, which takes a moment.
 */
export const AUDIO_CHECK_DELAY_MS = 1_000;

interface LiveCallWatch {
  /** The pings stopped: the connection is gone although the socket never closed. */
  onSilent(): void;
  /** The browser blocks playback (autoplay policy): the visitor must tap to hear the agent. */
  onAudioBlocked(): void;
}

/**
 * Watches a call that has just connected: the ping watchdog, armed now, and one look at playback.
 * Returns the function to call on every ping. The watchdog compares clock times rather than trusting
 * one timer, because a background tab may run timers late; a late timer then re-arms, never fires early.
 */
export function watchLiveCall(live: Attempt, { onSilent, onAudioBlocked }: LiveCallWatch): () => void {
  // The attempt's signal aborts when it settles: every timer stops.
  const { signal } = live.abort;
  let lastPingAt = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const silentFor = Date.now() - lastPingAt;
    if (silentFor >= PING_SILENCE_LIMIT_MS) onSilent();
    else timer = setTimeout(check, PING_SILENCE_LIMIT_MS - silentFor);
  };
  timer = setTimeout(check, PING_SILENCE_LIMIT_MS);
  const audioTimer = live.request.textOnly
    ? undefined
    : setTimeout(() => {
        if (live.session?.playbackBlocked()) onAudioBlocked();
      }, AUDIO_CHECK_DELAY_MS);
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    clearTimeout(audioTimer);
  });
  return () => {
    lastPingAt = Date.now();
  };
}
