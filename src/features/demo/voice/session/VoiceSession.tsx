import { ConversationProvider } from '@elevenlabs/react';
import { SessionScreen, type SessionScreenProps } from '../../SessionScreen/SessionScreen.tsx';
import type { VoiceRuntimeHost } from '../types.ts';
import { VoiceBridge } from './VoiceBridge.tsx';

export interface VoiceSessionProps {
  /** The page's voice store. */
  host: VoiceRuntimeHost;
  /** The session screen's props on the session stage; null elsewhere (the provider still runs a form's call). */
  screen: SessionScreenProps | null;
}

/**
 * The session chunk, loaded on the visitor's first interaction (loadRuntime.ts): the SDK's
 * ConversationProvider with the bridge to the store and, on the session stage, the session screen, whose
 * parts read the call from the SDK's hooks. No file outside this chunk imports @elevenlabs/*.
 */
export function VoiceSession({ host, screen }: VoiceSessionProps) {
  return (
    <ConversationProvider>
      <VoiceBridge host={host} />
      {screen && <SessionScreen {...screen} />}
    </ConversationProvider>
  );
}
