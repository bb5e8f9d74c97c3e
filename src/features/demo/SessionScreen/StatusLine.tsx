import { Badge, Group, Text } from '@mantine/core';
import type { Demo } from '../../../../schemas/demo.ts';
import { useConversationMode, useConversationStatus } from '@elevenlabs/react';

interface StatusLineProps {
  /** The flow's session texts: status and activity lines. */
  session: Demo['session'];
}

/** The status badge ('Connected' / 'Agent is Available' …) and, for interviews, the activity lines. */
export function StatusLine({ session }: StatusLineProps) {
  const live = useConversationStatus().status === 'connected';
  const { mode } = useConversationMode();
  const { activity } = session;
  return (
    <Group gap="sm" wrap="wrap" role="status">
      <Badge
        size="lg"
        variant="light"
        tt="none"
        color={live ? 'teal' : 'gray'}
        data-status={live ? 'connected' : 'disconnected'}
        leftSection={<Dot live={live} />}
      >
        {live ? session.status.connected : session.status.disconnected}
      </Badge>
      {activity && (
        <Text fw={600} size="sm" data-activity={live ? 'active' : 'idle'}>
          {live ? activity.active : activity.idle}
        </Text>
      )}
      {activity && live && (
        <Text size="sm" c="dimmed" data-mode={mode}>
          {mode === 'speaking' ? activity.speaking : activity.listening}
        </Text>
      )}
    </Group>
  );
}

function Dot({ live }: { live: boolean }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 8,
        height: 8,
        borderRadius: '50%',
        background: live ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-5)',
      }}
    />
  );
}
