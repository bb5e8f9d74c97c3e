import { Alert, Group, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { DemoContent } from '../../../../schemas/routes.ts';
import type { Details } from '../details.ts';
import { PostCallPanel } from '../PostCall/index.ts';
import { knownDetails } from '../variables.ts';
import { BookingOffer } from './BookingOffer.tsx';
import { CallControls } from './CallControls.tsx';
import { KnownDetails } from './KnownDetails.tsx';
import { Scenarios } from './Scenarios.tsx';
import { SessionLinks } from './SessionLinks.tsx';
import { StatusLine } from './StatusLine.tsx';
import { Transcript } from './Transcript.tsx';
import { ResponsiveGrid } from '../../../components/ResponsiveGrid/index.ts';

export interface SessionScreenProps {
  /** The flow from YAML. */
  demo: DemoContent;
  /** The visitor's details, for the known-details panel. */
  details: Details;
  /** The microphone was refused: offer typing instead. */
  micBlocked: boolean;
  /** A call ended, dropped or failed on this visit. */
  afterCall: boolean;
  /** Starts a call; `textOnly` for the type-instead mode. */
  onStart(textOnly: boolean): void;
  /** Ends the live call. */
  onEnd(): void;
  /** Stops a start that is still preparing or connecting. */
  onCancel(): void;
  /** A `form` link: end the call, show the form (and forget the details with `clearDetails`). */
  onBackToForm(clearDetails: boolean): void;
  /** A path link: end the call before navigating. */
  onLeave(clearDetails: boolean): void;
}

/**
 * The session screen: status, the call card, transcript, what the agent knows, prompts and links. The
 * call's parts read the voice store themselves (useVoice), so only they re-render as the call moves.
 */
export function SessionScreen({
  demo,
  details,
  micBlocked,
  afterCall,
  onStart,
  onEnd,
  onCancel,
  onBackToForm,
  onLeave,
}: SessionScreenProps) {
  const { session } = demo;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} tabIndex={-1} data-stage-heading>
          {session.title}
        </Title>
        <StatusLine session={session} />
      </Group>
      {session.recordingNotice && (
        <Alert variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
          {session.recordingNotice}
        </Alert>
      )}
      <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <CallControls
            session={session}
            micBlocked={micBlocked}
            afterCall={afterCall}
            onStart={onStart}
            onEnd={onEnd}
            onCancel={onCancel}
          />
          <PostCallPanel texts={session.postCall} order={3} onTalkAgain={onStart} books={demo.books === true} />
          <BookingOffer offer={session.call.bookingOffer} action={session.call.booking} />
          <Transcript />
        </Stack>
        <Stack gap="lg">
          <KnownDetails title={session.detailsTitle} details={knownDetails(demo, details)} />
          <Scenarios title={session.scenariosTitle} scenarios={session.scenarios} />
        </Stack>
      </ResponsiveGrid>
      <SessionLinks links={session.links} onBackToForm={onBackToForm} onLeave={onLeave} />
    </Stack>
  );
}
