import { ConversationProvider } from '@elevenlabs/react';
import { useLayoutEffect } from 'react';
import type { VoiceConfig, VoiceSession } from './types.ts';
import { useVoiceSession } from './useVoiceSession.ts';
import { LIBSAMPLERATE_PATH, WORKLET_PATHS } from './worklets.ts';

export interface VoiceRuntimeProps {
  /** Agent id, dynamic variables and event handlers of the flow. */
  config: VoiceConfig;
  /** Receives the session every time it changes. */
  onSession(session: VoiceSession): void;
}

function SessionBridge({ config, onSession }: VoiceRuntimeProps) {
  const session = useVoiceSession(config);
  useLayoutEffect(() => onSession(session), [session, onSession]);
  return null;
}

/**
 * The voice SDK's half of the demo, loaded as its own chunk while the visitor fills in the form.
 * It renders nothing: the provider lives as long as the demo route, so leaving the page ends the
 * call, and the session is handed up to the engine's screens.
 */
export default function VoiceRuntime(props: VoiceRuntimeProps) {
  return (
    <ConversationProvider
      connectionType="websocket"
      workletPaths={WORKLET_PATHS}
      libsampleratePath={LIBSAMPLERATE_PATH}
    >
      <SessionBridge {...props} />
    </ConversationProvider>
  );
}
