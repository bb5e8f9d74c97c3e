import { useConversationFeedback, useConversationStatus } from '@elevenlabs/react';
import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useScreenTexts } from '../screenTexts.ts';
import { latestAgentEntry } from '../voice/transcript.ts';
import { useVoice, useVoiceStore } from '../voice/useVoice.ts';
import { selectCanRate } from '../voice/voiceState.ts';
import { FeedbackButtons } from './FeedbackButtons.tsx';

/** The live transcript of agent and visitor turns, read out politely by screen readers. */
export function Transcript() {
  const texts = useScreenTexts();
  const { sendFeedback } = useVoiceStore();
  const entries = useVoice((state) => state.transcript);
  const live = useConversationStatus().status === 'connected';
  const { canSendFeedback } = useConversationFeedback();
  const canRate = useVoice((state) => selectCanRate(state, canSendFeedback));
  const logRef = useRef<HTMLDivElement>(null);
  const latest = latestAgentEntry(entries);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [entries]);

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="transcript-title">
      <Title order={3} id="transcript-title" mb="sm">
        {texts.transcriptTitle}
      </Title>
      <Box
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-labelledby="transcript-title"
        mah={320}
        style={{ overflowY: 'auto' }}
      >
        {entries.length === 0 ? (
          <Text c="dimmed" size="sm">
            {texts.transcriptEmpty}
          </Text>
        ) : (
          <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {entries.map((entry) => (
              <Text component="li" key={entry.key} size="sm" data-role={entry.role}>
                <Text span fw={700} c={entry.role === 'agent' ? 'brand.8' : 'teal.9'}>
                  {entry.role === 'agent' ? texts.agent : texts.visitor}:
                </Text>{' '}
                {entry.text}
              </Text>
            ))}
          </Stack>
        )}
      </Box>
      {live && latest && (
        <Box mt="sm">
          <FeedbackButtons canRate={canRate} answerKey={latest.key} onRate={sendFeedback} />
        </Box>
      )}
    </Paper>
  );
}
