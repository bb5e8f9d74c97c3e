import { useConversationStatus } from '@elevenlabs/react';
import { Button, Stack, Text } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import type { CallTexts } from '../../../../schemas/demo-call.ts';
import { useVoice, useVoiceStore } from '../voice/useVoice.ts';

/**
 * The browser blocked the agent's audio (autoplay policy): a line and one button whose tap, a user
 * gesture, lets the page resume it. Gone once the audio plays.
 */
export function EnableAudio({ texts }: { texts: CallTexts }) {
  const { enableAudio } = useVoiceStore();
  const live = useConversationStatus().status === 'connected';
  const blocked = useVoice((state) => state.audioBlocked) && live;
  if (!blocked) return null;
  return (
    <Stack gap="xs" align="center">
      <Text size="sm">{texts.audioBlocked}</Text>
      <Button leftSection={<IconVolume size={18} aria-hidden />} onClick={enableAudio}>
        {texts.enableAudio}
      </Button>
    </Stack>
  );
}
