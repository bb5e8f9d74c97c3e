// Stands in for src/features/demo/voice/VoiceRuntime.tsx (the SDK chunk) in component tests: it
// publishes a session the test drives by hand, and records what the engine asked of it.
import { useLayoutEffect, useMemo, useState } from 'react';
import type { VoiceRuntimeProps } from '../../../src/features/demo/voice/VoiceRuntime.tsx';
import type { EndCause, VoiceConfig, VoicePhase, VoiceStart } from '../../../src/features/demo/voice/types.ts';

interface FakeVoice {
  config: VoiceConfig | null;
  /** Every start, with the variables the agent would have received. */
  starts: Array<VoiceStart & { dynamicVariables: Record<string, string> }>;
  ends: EndCause[];
  setPhase: (phase: VoicePhase) => void;
}

export const fakeVoice: FakeVoice = { config: null, starts: [], ends: [], setPhase: () => {} };

export function resetFakeVoice() {
  fakeVoice.config = null;
  fakeVoice.starts = [];
  fakeVoice.ends = [];
}

/** The events the engine handed to the runtime (toasts, screens, analytics). */
export function voiceEvents() {
  if (!fakeVoice.config) throw new Error('The voice runtime has not mounted');
  return fakeVoice.config.events;
}

export default function FakeVoiceRuntime({ config, onSession }: VoiceRuntimeProps) {
  const [phase, setPhase] = useState<VoicePhase>('idle');
  useLayoutEffect(() => {
    fakeVoice.setPhase = setPhase;
  }, []);
  useLayoutEffect(() => {
    fakeVoice.config = config;
  });
  const session = useMemo(
    () => ({
      phase,
      textOnly: false,
      mode: 'listening' as const,
      transcript: [],
      canRate: false,
      start: (request: VoiceStart) => {
        fakeVoice.starts.push({ ...request, dynamicVariables: fakeVoice.config!.dynamicVariables });
        setPhase('preparing');
      },
      end: (by: EndCause) => {
        fakeVoice.ends.push(by);
        setPhase('idle');
      },
      sendText: () => true,
      rate: () => {},
      levels: () => ({ input: 0, output: 0 }),
    }),
    [phase],
  );
  useLayoutEffect(() => onSession(session), [session, onSession]);
  return null;
}
