import { Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { CallTexts } from '../../../../schemas/demo-call.ts';
import { useVoice } from '../voice/useVoice.ts';

interface CallRecoveryProps {
  /** The flow's call texts (YAML `session.call`). */
  texts: CallTexts;
  /** Starts again with the same details and mode. */
  onRetry(): void;
}

/**
 * What happened to the last attempt, in plain words, and the one-tap way back: a start that timed out
 * offers Try again, a lost connection offers Reconnect. Shown only while no call is starting or live.
 */
export function CallRecovery({ texts, onRetry }: CallRecoveryProps) {
  const idle = useVoice((state) => state.status === 'idle');
  const endReason = useVoice((state) => state.endReason);
  const timedOut = useVoice((state) => state.startProblem === 'timeout');
  if (!idle || (!endReason && !timedOut)) return null;
  const line = timedOut
    ? texts.timeout
    : endReason === 'user'
      ? texts.endedByYou
      : endReason === 'agent'
        ? texts.endedByAgent
        : texts.connectionLost;
  const retry = timedOut ? texts.tryAgain : endReason === 'lost' ? texts.reconnect : null;
  return (
    <Stack gap="xs" align="center" aria-live="polite">
      <Text size="sm" fw={500} data-end-reason={timedOut ? 'timeout' : endReason}>
        {line}
      </Text>
      {retry && (
        <Button variant="light" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>
          {retry}
        </Button>
      )}
    </Stack>
  );
}
