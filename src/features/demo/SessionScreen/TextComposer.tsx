import { Button, Group, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useScreenTexts } from '../screenTexts.ts';

interface TextComposerProps {
  /** Sends the message; false when it could not be sent (the draft is kept). */
  onSend(text: string): boolean;
}

/** The text-mode input: the visitor types what they would have said. */
export function TextComposer({ onSend }: TextComposerProps) {
  const texts = useScreenTexts();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // The visitor chose to type, so the input is where they want to be once the chat connects.
  useEffect(() => inputRef.current?.focus(), []);
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.trim() && onSend(draft)) setDraft('');
  };
  return (
    <form onSubmit={send} style={{ width: '100%' }}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          ref={inputRef}
          label={texts.messageLabel}
          placeholder={texts.messagePlaceholder}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button type="submit" leftSection={<IconSend size={16} aria-hidden />}>
          {texts.send}
        </Button>
      </Group>
    </form>
  );
}
