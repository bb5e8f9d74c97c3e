import { ActionIcon, Group, Text } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useState } from 'react';
import { COPY } from '../copy.ts';

interface FeedbackButtonsProps {
  /** The latest agent answer can be rated now (live call, not yet rated). */
  canRate: boolean;
  /** Key of the answer being rated; the thank-you resets when it changes. */
  answerKey: string;
  /** Sends like (true) or dislike (false). */
  onRate(like: boolean): void;
}

/** Like / dislike for the latest agent answer, once per answer. */
export function FeedbackButtons({ canRate, answerKey, onRate }: FeedbackButtonsProps) {
  const [ratedKey, setRatedKey] = useState<string | null>(null);
  const rate = (like: boolean) => {
    setRatedKey(answerKey);
    onRate(like);
  };
  return (
    <Group gap="xs" role="group" aria-label={COPY.feedbackPrompt}>
      <Text size="sm" c="dimmed">
        {ratedKey === answerKey ? COPY.feedbackThanks : COPY.feedbackPrompt}
      </Text>
      <ActionIcon variant="light" size="lg" aria-label={COPY.like} disabled={!canRate} onClick={() => rate(true)}>
        <IconThumbUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="light"
        color="gray"
        size="lg"
        aria-label={COPY.dislike}
        disabled={!canRate}
        onClick={() => rate(false)}
      >
        <IconThumbDown size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
