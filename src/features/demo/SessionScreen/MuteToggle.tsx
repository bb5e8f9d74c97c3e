import { useConversationInput } from '@elevenlabs/react';
import { Button } from '@mantine/core';
import { IconMicrophone, IconMicrophoneOff } from '@tabler/icons-react';

/**
 * The mute toggle of a live voice call: a real toggle button, pressed while the microphone is muted (the
 * SDK then sends silence). The SDK's input hook keeps the state and resets it when the call ends.
 */
export function MuteToggle({ label }: { label: string }) {
  const { isMuted: muted, setMuted } = useConversationInput();
  const toggle = () => {
    try {
      setMuted(!muted);
    } catch (error) {
      // The call ended between the render and the click: nothing to mute.
      console.warn('[voice] Muting failed', error);
    }
  };
  return (
    <Button
      // The theme's filled primary, like Start: axe measured filled orange (4.29:1) and hovered light (4.05:1) too low.
      variant={muted ? 'filled' : 'default'}
      aria-pressed={muted}
      leftSection={muted ? <IconMicrophoneOff size={18} aria-hidden /> : <IconMicrophone size={18} aria-hidden />}
      onClick={toggle}
    >
      {label}
    </Button>
  );
}
