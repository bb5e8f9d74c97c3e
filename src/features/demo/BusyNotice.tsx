import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { CallTexts } from '../../../schemas/demo-call.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { useVoice } from './voice/useVoice.ts';

interface BusyNoticeProps {
  /** The flow's call texts (YAML `session.call`): busy, busyTryAgain, budget, busyAction. */
  texts: CallTexts;
  /** Starts again with the same details and mode. */
  onRetry(): void;
}

/**
 * The service refused the start because every agent is in a call: say so plainly, and offer to try
 * again or take the flow's other way forward (Book a Demo by default). When the site's voice budget is
 * used up a retry would be refused for up to an hour, so only the other way forward is offered. Shown
 * while no call starts.
 */
export function BusyNotice({ texts, onRetry }: BusyNoticeProps) {
  const problem = useVoice((state) => (state.status === 'idle' ? state.startProblem : null));
  if (problem !== 'busy' && problem !== 'budget') return null;
  return (
    <Stack gap="xs" align="center" aria-live="polite">
      <Text size="sm" fw={500} data-start-problem={problem}>
        {problem === 'budget' ? texts.budget : texts.busy}
      </Text>
      <Group gap="sm" justify="center">
        {problem === 'busy' && (
          <Button variant="light" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>
            {texts.busyTryAgain}
          </Button>
        )}
        <ActionButton action={texts.busyAction} size="sm" />
      </Group>
    </Stack>
  );
}
