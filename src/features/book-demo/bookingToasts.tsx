import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink } from '@tabler/icons-react';
import type { BookDemo } from '../../../schemas/book-demo.ts';
import { NewTabHint } from '../../components/NewTabHint.tsx';

/** How a stored booking request ends for the visitor (a failure is the lead form's red toast). */
export type BookingOutcome =
  | { kind: 'linkCreated' | 'success' }
  /** The booking link exists but the browser refused the new tab: the toast carries the link. */
  | { kind: 'popupBlocked'; link: string };

/** Shows the toast for an outcome; a blocked popup stays until dismissed. */
export function showBookingToast(messages: BookDemo['messages'], outcome: BookingOutcome): void {
  if (outcome.kind !== 'popupBlocked') {
    notifications.show({ ...messages[outcome.kind], color: 'teal' });
    return;
  }
  const { title, message } = messages.popupBlocked;
  notifications.show({
    title,
    color: 'teal',
    autoClose: false,
    message: (
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{message}</Text>
        <Button
          component="a"
          href={outcome.link}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          rightSection={<IconExternalLink size={16} aria-hidden />}
        >
          {messages.openLinkLabel}
          <NewTabHint />
        </Button>
      </Stack>
    ),
  });
}
