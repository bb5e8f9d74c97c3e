import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { CallTexts } from '../../../schemas/demo-call.ts';
import { clockTime } from './voice/queue.ts';
import { useVoice } from './voice/useVoice.ts';

interface QueuedNoticeProps {
  /** The flow's call texts (YAML `session.call`): queued, queuedWait. */
  texts: CallTexts;
}

/**
 * The call waits in the queue of a full agent: say so, with the time waited and the longest wait, so a
 * visitor neither leaves thinking the page hangs nor waits without end. Cancel stays where it is.
 */
export function QueuedNotice({ texts }: QueuedNoticeProps) {
  const queued = useVoice((state) => (state.status === 'connecting' ? state.queued : null));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!queued) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [queued]);
  if (!queued) return null;
  const waited = clockTime((Math.max(now, queued.since) - queued.since) / 1000);
  const wait = texts.queuedWait.replace('{waited}', waited).replace('{limit}', clockTime(queued.limitSeconds));
  return (
    <Stack gap={4} align="center" data-start-problem="queued">
      <Text size="sm" fw={500} role="status">
        {texts.queued}
      </Text>
      <Text size="sm" c="dimmed" aria-hidden>
        {wait}
      </Text>
    </Stack>
  );
}
