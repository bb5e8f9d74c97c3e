import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconKeyboard, IconMicrophoneOff } from '@tabler/icons-react';
import { useScreenTexts } from './screenTexts.ts';

interface MicBlockedNoticeProps {
  /** Starts a text-only session. */
  onTypeInstead(): void;
  /** A start is under way. */
  busy: boolean;
}

/** Shown after the microphone was refused: the way forward without it. */
export function MicBlockedNotice({ onTypeInstead, busy }: MicBlockedNoticeProps) {
  const texts = useScreenTexts();
  return (
    <Alert
      variant="light"
      color="yellow"
      title={texts.micBlockedTitle}
      icon={<IconMicrophoneOff size={20} aria-hidden />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{texts.micBlockedBody}</Text>
        <Button
          variant="default"
          leftSection={<IconKeyboard size={18} aria-hidden />}
          onClick={onTypeInstead}
          disabled={busy}
        >
          {texts.typeInstead}
        </Button>
      </Stack>
    </Alert>
  );
}
