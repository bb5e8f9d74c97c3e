import { Group, Paper, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { Action } from '../../../../schemas/common.ts';
import { ActionButton } from '../../../components/ActionButton.tsx';
import { useVoice } from '../voice/useVoice.ts';

/**
 * The agent's `show_booking_link` tool, on screen: a line and the booking button (YAML `session.call`).
 * It stays after the call ends, until the next start, so a visitor can book once they hang up. The
 * region is always there and polite, so a screen reader says the offer when it appears without
 * interrupting the agent's voice (not role="status": the call's status line is that).
 */
export function BookingOffer({ offer, action }: { offer: string; action: Action }) {
  const offered = useVoice((state) => state.bookingOffered);
  return (
    <div aria-live="polite">
      {offered && (
        <Paper withBorder radius="md" p="md">
          {/* Wraps rather than squeezing: beside a long line the button's label was cut ("Book a meeti"). */}
          <Group gap="sm" align="center" justify="space-between">
            <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 14rem' }}>
              <IconCalendarEvent size={20} aria-hidden />
              <Text size="sm">{offer}</Text>
            </Group>
            <ActionButton action={action} size="sm" />
          </Group>
        </Paper>
      )}
    </div>
  );
}
