import { requestMicrophone, type MicrophoneAnswer } from './microphone.ts';
import { takeSignedUrl, type SessionInfo } from './signedUrl.ts';

export type Preparation =
  { kind: 'ready'; signedUrl: string } | { kind: 'no-microphone'; answer: Exclude<MicrophoneAnswer, 'granted'> };

/**
 * Everything a start needs before the SDK runs: the microphone answer (voice calls only) and a signed
 * link, fetched together so Start waits for the slower of the two only. `onMicrophoneGranted` fires
 * as soon as the visitor allows the microphone. Rejects when the link cannot be fetched.
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
    const answer = await requestMicrophone();
    if (answer !== 'granted') {
      signedUrl.catch(() => {});
      return { kind: 'no-microphone', answer };
    }
    if (!options.signal.aborted) options.onMicrophoneGranted();
  }
  return { kind: 'ready', signedUrl: await signedUrl };
}
