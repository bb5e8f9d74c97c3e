import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { CallTexts } from '../../../schemas/demo-call.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { useVoice } from './voice/useVoice.ts';

interface BusyNoticeProps {
  /** The flow's call texts (YAML `session.call`): busy, busyTryAgain, busyAction. */
  texts: CallTexts;
  /** Starts again with the same details and mode. */
  onRetry(): void;
}

/**
 * The service refused the start because every agent is in a call: say so plainly, and offer to try
 * again or take the flow's other way forward (Book a Demo by default). Shown while no call starts.
 */
export function BusyNotice({ texts, onRetry }: BusyNoticeProps) {
  const busy = useVoice((state) => state.status === 'idle' && state.startProblem === 'busy');
  if (!busy) return null;
  return (
    <Stack gap="xs" align="center" aria-live="polite">
      <Text size="sm" fw={500} data-start-problem="busy">
        {texts.busy}
      </Text>
      <Group gap="sm" justify="center">
        <Button variant="light" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>
          {texts.busyTryAgain}
        </Button>
        <ActionButton action={texts.busyAction} size="sm" />
      </Group>
    </Stack>
  );
}
