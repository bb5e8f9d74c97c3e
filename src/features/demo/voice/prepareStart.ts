import { requestMicrophone, type MicrophoneAnswer } from './microphone.ts';
import { takeSignedUrl, type SessionInfo } from './signedUrl.ts';
import { MICROPHONE_TIMEOUT_MS, withTimeout } from './timeouts.ts';

export type Preparation =
  /** `apiOrigin`: the HTTP API of the service the link opens (where the call's rating goes). */
  | { kind: 'ready'; signedUrl: string; apiOrigin: string }
  | { kind: 'no-microphone'; answer: Exclude<MicrophoneAnswer, 'granted'> };

/**
 * Everything a start needs before the SDK runs: the microphone answer (voice calls only) and a signed
 * link, fetched together so Start waits for the slower of the two only. `onMicrophoneGranted` fires
 * as soon as the visitor allows the microphone. Rejects when the link cannot be fetched, or with a
 * StartTimeoutError when the microphone prompt stays unanswered (the link times out in invokeFunction).
 */
export async function prepareStart(options: {
  agentId: string;
  /** Stored with the signed session on the server. */
  session: SessionInfo;
  textOnly: boolean;
  signal: AbortSignal;
  onMicrophoneGranted(): void;
}): Promise<Preparation> {
  const signedUrl = takeSignedUrl({ agentId: options.agentId, ...options.session }, options.signal);
  if (!options.textOnly) {
    let answer: MicrophoneAnswer;
    try {
      answer = await withTimeout(requestMicrophone(), MICROPHONE_TIMEOUT_MS, 'microphone');
    } catch (error) {
      signedUrl.catch(() => {});
      throw error;
    }
    if (answer !== 'granted') {
      signedUrl.catch(() => {});
      return { kind: 'no-microphone', answer };
    }
    if (!options.signal.aborted) options.onMicrophoneGranted();
  }
  const ready = await signedUrl;
  return { kind: 'ready', signedUrl: ready, apiOrigin: apiOriginOf(ready) };
}

/**
 * The HTTP API of the service a signed link opens a conversation with: `wss://api.elevenlabs.io/…`
 * gives `https://api.elevenlabs.io`, the local simulator's `ws://host/…` gives `http://host`.
 */
export function apiOriginOf(signedUrl: string): string {
  const url = new URL(signedUrl);
  return `${url.protocol === 'wss:' ? 'https:' : 'http:'}//${url.host}`;
}
