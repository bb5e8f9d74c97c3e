import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { PostCallTexts } from '../../../../schemas/demo-post-call.ts';
import { invokeFunction } from '../../../lib/backend.ts';
import { pageLocale } from '../../../lib/pageLocale.ts';
import { meetingIcs, meetingTime, type BookedMeeting } from './meetingFile.ts';

/** Fetches the meeting booked during the conversation; null until it is known, and when there is none. */
function useBookedMeeting(conversationId: string): BookedMeeting | null {
  const [meeting, setMeeting] = useState<BookedMeeting | null>(null);
  useEffect(() => {
    let live = true;
    setMeeting(null);
    // A panel without a meeting is the panel as before: a failed read shows nothing rather than an error.
    invokeFunction<{ meeting?: BookedMeeting | null }>('voice-meeting', { conversationId })
      .then((answer) => live && setMeeting(answer?.meeting ?? null))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [conversationId]);
  return meeting;
}

/** "Meeting booked": when, in the visitor's language and zone, a calendar file, and the scheduler's links. */
export function MeetingBooked({ texts, conversationId }: { texts: PostCallTexts['meeting']; conversationId: string }) {
  const meeting = useBookedMeeting(conversationId);
  if (!meeting) return null;
  const download = () => {
    const url = URL.createObjectURL(new Blob([meetingIcs(meeting, texts.title)], { type: 'text/calendar' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'meeting.ics' });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Stack gap="xs" data-testid="meeting-booked">
      <Text fw={700}>{texts.title}</Text>
      <Text>{meetingTime(meeting, pageLocale())}</Text>
      <Group gap="sm">
        <Button variant="light" leftSection={<IconCalendarEvent size={18} aria-hidden />} onClick={download}>
          {texts.downloadCalendar}
        </Button>
        <Anchor href={meeting.rescheduleUrl} target="_blank" rel="noopener noreferrer">
          {texts.reschedule}
        </Anchor>
        <Anchor href={meeting.cancelUrl} target="_blank" rel="noopener noreferrer">
          {texts.cancel}
        </Anchor>
      </Group>
    </Stack>
  );
}
