import { Alert, Button, Loader, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { SessionScreenProps } from '../SessionScreen/SessionScreen.tsx';
import { useScreenTexts } from '../screenTexts.ts';
import { useSessionChunk } from '../voice/useVoice.ts';
import type { VoiceSessionModule } from '../voice/loadRuntime.ts';
import type { VoiceStore } from '../voice/voiceStore.ts';

interface VoiceSessionSlotProps {
  store: VoiceStore<VoiceSessionModule>;
  /** The session screen's props on the session stage; null on the other stages. */
  screen: SessionScreenProps | null;
}

/**
 * The one place of the page where the session chunk (ConversationProvider, its bridge and the session
 * screen) renders. It stays at this position on every stage once the chunk is here, because the
 * provider's unmount ends the call and a form that starts the call needs it while the form is shown;
 * it never wraps the form, which would remount under the visitor's cursor when the chunk arrives.
 * The first paint has no session stage, so it loses nothing; a slow or failed chunk says so.
 */
export function VoiceSessionSlot({ store, screen }: VoiceSessionSlotProps) {
  const texts = useScreenTexts();
  const chunk = useSessionChunk(store);
  const wanted = screen !== null && chunk.status === 'idle';
  useEffect(() => {
    if (wanted) store.preload();
  }, [wanted, store]);

  if (chunk.status === 'ready') return <chunk.module.VoiceSession host={store} screen={screen} />;
  if (!screen) return null;
  return (
    <Stack gap="lg">
      <Title order={2} tabIndex={-1} data-stage-heading>
        {screen.demo.session.title}
      </Title>
      {chunk.status === 'failed' ? (
        <Alert variant="light" color="red" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{texts.sessionFailed}</Text>
            <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} onClick={store.preload}>
              {texts.sessionRetry}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{texts.sessionLoading}</Text>
        </Group>
      )}
    </Stack>
  );
}
