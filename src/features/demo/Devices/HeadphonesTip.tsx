import { Group, Text } from '@mantine/core';
import { IconHeadphones } from '@tabler/icons-react';
import { looksLikeBuiltInSpeaker } from '../voice/audioDevices.ts';
import { useDevices } from '../voice/useDevices.ts';

/**
 * Suggests headphones when the sound seems to come out of the computer's own speaker (a guess from the
 * device's name, see looksLikeBuiltInSpeaker). Where the browser does not name outputs, nothing shows:
 * the flow's general headphones hint is there anyway.
 */
export function HeadphonesTip({ text }: { text: string }) {
  const { outputs, output } = useDevices();
  const label = outputs.find((device) => device.deviceId === output)?.label;
  if (!label || !looksLikeBuiltInSpeaker(label)) return null;
  return (
    <Group gap={6} wrap="nowrap" justify="center" data-headphones-tip>
      <IconHeadphones size={18} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm">{text}</Text>
    </Group>
  );
}
