export type MicrophoneAnswer = 'granted' | 'denied' | 'unavailable';

/**
 * Asks for the microphone before the SDK does, so a refusal is caught here with a clear message. The
 * tracks are stopped at once; the SDK opens its own stream.
 */
export async function requestMicrophone(): Promise<MicrophoneAnswer> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!media?.getUserMedia) return 'unavailable';
  try {
    const stream = await media.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return 'granted';
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    return name === 'NotFoundError' || name === 'OverconstrainedError' ? 'unavailable' : 'denied';
  }
}
