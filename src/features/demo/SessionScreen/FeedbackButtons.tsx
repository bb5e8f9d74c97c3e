import { ActionIcon, Group, Text } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useScreenTexts } from '../screenTexts.ts';

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
  const texts = useScreenTexts();
  const [ratedKey, setRatedKey] = useState<string | null>(null);
  const rate = (like: boolean) => {
    setRatedKey(answerKey);
    onRate(like);
  };
  return (
    <Group gap="xs" role="group" aria-label={texts.feedbackPrompt}>
      <Text size="sm" c="dimmed">
        {ratedKey === answerKey ? texts.feedbackThanks : texts.feedbackPrompt}
      </Text>
      <ActionIcon variant="light" size="lg" aria-label={texts.like} disabled={!canRate} onClick={() => rate(true)}>
        <IconThumbUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="light"
        color="gray"
        size="lg"
        aria-label={texts.dislike}
        disabled={!canRate}
        onClick={() => rate(false)}
      >
        <IconThumbDown size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
