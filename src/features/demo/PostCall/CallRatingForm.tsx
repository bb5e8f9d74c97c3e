import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { PostCallTexts } from '../../../../schemas/demo-post-call.ts';
import { useVoice, useVoiceStore } from '../voice/useVoice.ts';
import { StarRating } from './StarRating.tsx';

/** The longest comment; the same cap as callRating.ts, which trims to it. */
const MAX_COMMENT_LENGTH = 1000;

/**
 * The 1 to 5 rating of the whole call with an optional comment, sent once per call with the SDK's
 * overall feedback. The form keeps what the visitor chose and typed until it has been sent, so a
 * failed send is one press away from a retry; after that only the thanks remain (and take focus).
 */
export function CallRatingForm({ texts }: { texts: PostCallTexts }) {
  const { rateCall } = useVoiceStore();
  const status = useVoice((state) => state.callRating);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const thanks = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const sending = useRef(false);

  // A layout effect: focus moves in the same commit that shows the thanks, never a moment after it.
  useLayoutEffect(() => {
    if (status !== 'sent') return;
    // The form (and the focused button) went away: keyboard users continue from the thanks.
    if (sending.current) thanks.current?.focus();
    sending.current = false;
  }, [status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return;
    // A double press lands its second submit after the loading button dropped focus: keep the first's.
    sending.current ||= form.current?.contains(document.activeElement) ?? false;
    rateCall({ rating, comment });
  };

  if (status === 'sent') {
    return (
      <Text ref={thanks} tabIndex={-1} fw={600} c="teal.9" role="status">
        {texts.ratingSent}
      </Text>
    );
  }
  return (
    <form ref={form} onSubmit={submit}>
      <Stack gap="sm">
        <StarRating legend={texts.ratingLabel} scale={texts.ratingScale} value={rating} onChange={setRating} />
        <Textarea
          label={texts.commentLabel}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={MAX_COMMENT_LENGTH}
          autosize
          minRows={2}
        />
        {status === 'failed' && (
          <Text size="sm" c="red.9" role="alert">
            {texts.ratingFailed}
          </Text>
        )}
        <Group>
          <Button type="submit" disabled={!rating} loading={status === 'sending'}>
            {texts.sendRating}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
