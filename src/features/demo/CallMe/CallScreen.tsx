import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPhoneCall, IconPhoneOff, IconX } from '@tabler/icons-react';
import type { CallMe } from '../../../../schemas/call-me.ts';
import type { PhoneCall, PhoneCallStatus, PhoneEndReason } from './callMeApi.ts';

type ScreenTexts = CallMe['screen'];

const REASON_TEXT: Record<PhoneEndReason, keyof ScreenTexts> = {
  completed: 'completed',
  'no-answer': 'noAnswer',
  busy: 'busy',
  declined: 'declined',
  failed: 'failed',
};

/** The line for a state, in the flow's words; an ended call's line says why it ended. */
export function callStateText(texts: ScreenTexts, status: PhoneCallStatus): string {
  switch (status.state) {
    case 'placing':
      return texts.placing;
    case 'ringing':
      return texts.ringing;
    case 'in-progress':
      return texts.inProgress;
    case 'ended':
      return `${texts.ended} ${texts[REASON_TEXT[status.reason ?? 'failed']]}`;
  }
}

interface CallScreenProps {
  texts: ScreenTexts;
  call: PhoneCall;
  /** Stop waiting (placing, ringing) or Back to the form (ended): the form comes back as it was. */
  onClose(): void;
}

/**
 * Where the phone call stands: placing → ringing → in progress → ended, with the reason. The line is a
 * polite live region, so a screen reader announces each change; the heading takes focus when the
 * screen appears (useStageFocus). Waiting can be stopped at any time before the call is answered.
 */
export function CallScreen({ texts, call, onClose }: CallScreenProps) {
  const { state } = call.status;
  const waiting = state === 'placing' || state === 'ringing';
  const ended = state === 'ended';
  return (
    <Paper
      withBorder
      radius="lg"
      shadow="sm"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="call-me-title"
    >
      <Stack gap="lg" align="flex-start">
        <Title order={2} id="call-me-title" tabIndex={-1} data-stage-heading>
          {texts.title}
        </Title>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {waiting && <Loader size="sm" aria-hidden />}
          {state === 'in-progress' && <IconPhoneCall size={22} aria-hidden color="var(--mantine-color-teal-7)" />}
          {ended && <IconPhoneOff size={22} aria-hidden />}
          <Text role="status" aria-live="polite" fw={600} data-call-state={state}>
            {callStateText(texts, call.status)}
          </Text>
        </Group>
        {call.lost && !ended && (
          <Alert variant="light" color="orange">
            {texts.lost}
          </Alert>
        )}
        {waiting && (
          <Button
            variant="default"
            leftSection={<IconX size={18} aria-hidden />}
            onClick={onClose}
            w={{ base: '100%', xs: 'auto' }}
          >
            {texts.stopWaiting}
          </Button>
        )}
        {ended && (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={onClose}
            w={{ base: '100%', xs: 'auto' }}
          >
            {texts.backToForm}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
