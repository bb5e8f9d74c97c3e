import { Button, Code, CopyButton, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconDownload, IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import type { PostCallTexts } from '../../../../schemas/demo-post-call.ts';
import { ActionButton } from '../../../components/ActionButton.tsx';
import { useScreenTexts } from '../screenTexts.ts';
import { useVoice } from '../voice/useVoice.ts';
import { CallRatingForm } from './CallRatingForm.tsx';
import { MeetingBooked } from './MeetingBooked.tsx';
import { downloadText, transcriptFileName, transcriptText } from './transcriptFile.ts';

interface PostCallPanelProps {
  /** The flow's post-call texts (YAML `session.postCall`). */
  texts: PostCallTexts;
  /** Heading level: 3 on the session screen, 2 beside a completion screen. */
  order: 2 | 3;
  /** Starts another call, in the same mode (voice or text) as the last. */
  onTalkAgain(textOnly: boolean): void;
  /** The flow's agent books meetings (`agent.booking`): only then is there a meeting to ask voice-meeting for. */
  books: boolean;
}

/**
 * After every call that connected: rate it, take the transcript, note the conversation id, and go on
 * (talk again or the flow's next step). Hidden while a call starts or runs.
 */
export function PostCallPanel({ texts, order, onTalkAgain, books }: PostCallPanelProps) {
  const titleId = useId();
  const names = useScreenTexts();
  const conversationId = useVoice((state) => (state.status === 'idle' ? state.conversationId : null));
  const transcript = useVoice((state) => state.transcript);
  const textOnly = useVoice((state) => state.textOnly);
  if (!conversationId) return null;
  const text = transcriptText(transcript, names);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={order} id={titleId} fz="h3">
          {texts.title}
        </Title>
        {books && <MeetingBooked texts={texts.meeting} conversationId={conversationId} />}
        <CallRatingForm texts={texts} />
        <Divider />
        {text && (
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={() => downloadText(transcriptFileName(conversationId), text)}
            >
              {texts.downloadTranscript}
            </Button>
            <CopyButton value={text}>
              {({ copied, copy }) => (
                <Button variant="light" leftSection={<IconCopy size={18} aria-hidden />} onClick={copy}>
                  {copied ? texts.copied : texts.copyTranscript}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        <Stack gap={4} align="flex-start">
          <Text size="sm" fw={600}>
            {texts.conversationId}
          </Text>
          {/* On its own line: a 30-character id squeezed beside its button breaks in odd places at 360 px. */}
          <Code style={{ overflowWrap: 'anywhere' }}>{conversationId}</Code>
          <CopyButton value={conversationId}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="subtle" px={4} onClick={copy}>
                {copied ? texts.copied : texts.copyConversationId}
              </Button>
            )}
          </CopyButton>
        </Stack>
        <Divider />
        <Group gap="sm">
          <Button
            size="md"
            radius="md"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => onTalkAgain(textOnly)}
          >
            {texts.talkAgain}
          </Button>
          <ActionButton action={texts.nextStep} />
        </Group>
      </Stack>
    </Paper>
  );
}
