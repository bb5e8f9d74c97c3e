import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink } from '@tabler/icons-react';
import type { BookDemo } from '../../../schemas/book-demo.ts';
import type { Toast } from '../../../schemas/demo.ts';
import { NewTabHint } from '../../components/NewTabHint.tsx';

export type BookingOutcome =
  | { kind: 'linkCreated' | 'success' }
  /** `toast`: the failure toast, or a more precise one (too many requests, spam check). */
  | { kind: 'failure'; toast?: Toast }
  /** The booking link exists but the browser refused the new tab: the toast carries the link. */
  | { kind: 'popupBlocked'; link: string };

/** Shows the toast for an outcome; failure is red (destructive), and a blocked popup stays until dismissed. */
export function showBookingToast(messages: BookDemo['messages'], outcome: BookingOutcome): void {
  if (outcome.kind === 'failure') {
    notifications.show({ ...(outcome.toast ?? messages.failure), color: 'red' });
    return;
  }
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
