import { useEffect, type RefObject } from 'react';
import { deviceStore } from '../voice/deviceStore.ts';

/** How often the meter's aria-valuenow changes: a screen reader needs no 60 updates a second. */
const ARIA_EVERY_MS = 250;
/** Speech RMS rarely passes 0.25 on a default-gain microphone; scale it so talking fills the bar. */
const RMS_GAIN = 4;

/**
 * While `on`, opens the microphone (`deviceId`, or the default) and moves the meter: a
 * requestAnimationFrame loop writes the fill's transform and the meter's aria-valuenow on the DOM, so
 * the level never re-renders React. Turning off, a new device or unmounting stops every track and
 * closes the audio context: the microphone is never left on.
 */
export function useMicLevel(
  on: boolean,
  deviceId: string | null,
  meter: RefObject<HTMLDivElement | null>,
  onFailed: (error: unknown) => void,
): void {
  useEffect(() => {
    if (!on) return;
    let stopped = false;
    let frame = 0;
    let stream: MediaStream | null = null;
    let context: AudioContext | null = null;
    // An audio context made without a click or key press starts suspended (autoplay rules): resume it
    // on the visitor's next one, as they fill in the form.
    const gesture = new AbortController();
    const resume = () => void context?.resume().catch(() => {});
    for (const type of ['pointerdown', 'keydown'])
      window.addEventListener(type, resume, { capture: true, passive: true, signal: gesture.signal });

    navigator.mediaDevices
      .getUserMedia({ audio: deviceId ? { deviceId: { exact: deviceId } } : true })
      .then((opened) => {
        stream = opened;
        if (stopped) return void stopTracks(opened);
        void deviceStore.refresh(); // the browser now names the devices
        context = new AudioContext();
        resume();
        const analyser = context.createAnalyser();
        // 2048 samples (about 43 ms): a short sound is still in the window a frame or two later.
        analyser.fftSize = 2048;
        context.createMediaStreamSource(opened).connect(analyser);
        const samples = new Float32Array(analyser.fftSize);
        let announcedAt = 0;
        // The loudest level since the last announcement: a word between two announcements still counts
        // (one frame's level alone missed short sounds when frames were slow; seen in CI at load 9).
        let peak = 0;
        const draw = (now: number) => {
          analyser.getFloatTimeDomainData(samples);
          let sum = 0;
          for (const sample of samples) sum += sample * sample;
          const level = Math.min(1, Math.sqrt(sum / samples.length) * RMS_GAIN);
          const element = meter.current;
          element?.style.setProperty('--level', level.toFixed(3));
          peak = Math.max(peak, level);
          if (element && now - announcedAt >= ARIA_EVERY_MS) {
            announcedAt = now;
            element.setAttribute('aria-valuenow', String(Math.round(peak * 100)));
            peak = 0;
          }
          frame = requestAnimationFrame(draw);
        };
        frame = requestAnimationFrame(draw);
      })
      .catch((error: unknown) => {
        if (!stopped) onFailed(error);
      });

    return () => {
      stopped = true;
      gesture.abort();
      cancelAnimationFrame(frame);
      if (stream) stopTracks(stream);
      void context?.close().catch(() => {});
    };
  }, [on, deviceId, meter, onFailed]);
}

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}
