/**
 * The SDK's audio output, to tell whether the browser lets it play. @elevenlabs/client keeps it private
 * (VoiceConversation.output, a MediaDeviceOutput with `context` and `audioElement`) and offers no hook
 * for a blocked autoplay, so it is read at runtime, checked field by field; the SDK version is pinned
 * in package.json, and a missing field simply means "not blocked", never an error.
 */
interface Playback {
  context: AudioContext | null;
  element: HTMLMediaElement | null;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;

const isContext = (value: unknown): value is AudioContext =>
  typeof field(value, 'state') === 'string' && typeof field(value, 'resume') === 'function';

const isMediaElement = (value: unknown): value is HTMLMediaElement =>
  typeof field(value, 'paused') === 'boolean' && typeof field(value, 'play') === 'function';

export function playbackOf(conversation: unknown): Playback {
  const output = field(conversation, 'output');
  const context = field(output, 'context');
  const element = field(output, 'audioElement');
  return { context: isContext(context) ? context : null, element: isMediaElement(element) ? element : null };
}

/** The browser holds the audio back: its context is suspended, or its element never started playing. */
export function isPlaybackBlocked({ context, element }: Playback): boolean {
  return context?.state === 'suspended' || element?.paused === true;
}

/** Resumes both, from a user gesture (the autoplay policy allows it then); true when both now play. Never rejects. */
export async function resumePlayback(playback: Playback): Promise<boolean> {
  try {
    await Promise.all([playback.context?.resume(), playback.element?.play()]);
  } catch (error) {
    console.warn('[voice] Audio could not be turned on', error);
  }
  return !isPlaybackBlocked(playback);
}
