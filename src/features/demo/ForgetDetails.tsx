import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useScreenTexts } from './screenTexts.ts';

interface ForgetDetailsProps {
  /** Clears the saved details and the form. */
  onForget(): void;
}

/** The visible "Forget my details" action of flows that keep details in local storage. */
export function ForgetDetails({ onForget }: ForgetDetailsProps) {
  const texts = useScreenTexts();
  const [forgotten, setForgotten] = useState(false);
  return (
    <Group gap="sm" align="center">
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => {
          onForget();
          setForgotten(true);
        }}
      >
        {texts.forgetDetails}
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite">
        {forgotten ? texts.detailsForgotten : texts.forgetDetailsHint}
      </Text>
    </Group>
  );
}
