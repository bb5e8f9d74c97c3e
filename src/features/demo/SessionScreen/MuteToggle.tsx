import { Button } from '@mantine/core';
import { IconMicrophone, IconMicrophoneOff } from '@tabler/icons-react';
import { useVoice, useVoiceStore } from '../voice/useVoice.ts';

/** The mute toggle of a live voice call: a real toggle button, pressed while the microphone is muted. */
export function MuteToggle({ label }: { label: string }) {
  const { setMuted } = useVoiceStore();
  const muted = useVoice((state) => state.muted);
  return (
    <Button
      // The theme's filled primary, like Start: axe measured filled orange (4.29:1) and hovered light (4.05:1) too low.
      variant={muted ? 'filled' : 'default'}
      aria-pressed={muted}
      leftSection={muted ? <IconMicrophoneOff size={18} aria-hidden /> : <IconMicrophone size={18} aria-hidden />}
      onClick={() => setMuted(!muted)}
    >
      {label}
    </Button>
  );
}
