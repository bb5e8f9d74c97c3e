import { useConversationStatus } from '@elevenlabs/react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconKeyboard, IconMicrophone, IconPhoneOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { Demo } from '../../../../schemas/demo.ts';
import { useScreenTexts } from '../screenTexts.ts';
import { CallDevices } from './CallDevices.tsx';
import { BusyNotice } from '../BusyNotice.tsx';
import { MicBlockedNotice } from '../MicBlockedNotice.tsx';
import { QueuedNotice } from '../QueuedNotice.tsx';
import { useVoice, useVoiceStore } from '../voice/useVoice.ts';
import { AgentActivityLine } from './AgentActivityLine.tsx';
import { CallRecovery } from './CallRecovery.tsx';
import { EnableAudio } from './EnableAudio.tsx';
import { MuteToggle } from './MuteToggle.tsx';
import { TextComposer } from './TextComposer.tsx';
import { Visualizer } from './Visualizer.tsx';

interface CallControlsProps {
  /** The flow's session texts: labels, consent, hints. */
  session: Demo['session'];
  /** The microphone was refused: offer typing instead. */
  micBlocked: boolean;
  /** A call ended, dropped or failed on this screen: show the reconnect hint. */
  afterCall: boolean;
  /** Starts a call; `textOnly` for the type-instead mode. */
  onStart(textOnly: boolean): void;
  /** Ends the live call. */
  onEnd(): void;
  /** Stops a start that is still preparing or connecting. */
  onCancel(): void;
}

/** The call card: visualizer, the start/end toggle, consent, hints and the text-mode input. */
export function CallControls({ session, micBlocked, afterCall, onStart, onEnd, onCancel }: CallControlsProps) {
  const texts = useScreenTexts();
  const { sendText } = useVoiceStore();
  // The SDK's status says when the call is live; the store's, what the SDK cannot: preparing, hanging up.
  const live = useConversationStatus().status === 'connected';
  const status = useVoice((state) => state.status);
  const textOnly = useVoice((state) => state.textOnly);
  const starting = status === 'preparing' || status === 'connecting';
  const busy = starting || status === 'ending';
  const idle = !live && !busy;
  const { callButton, press, returnFocus } = useCallButtonFocus(busy);
  const label = live
    ? session.endLabel
    : busy
      ? status === 'ending'
        ? texts.ending
        : texts.preparing
      : session.startLabel;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={session.title}>
      <Stack align="center" gap="md" ta="center">
        <Visualizer />
        {idle && (
          <Text size="sm" c="dimmed">
            {session.consentNotice}
          </Text>
        )}
        <Button
          ref={callButton}
          size="lg"
          color={live ? 'red' : undefined}
          disabled={busy}
          leftSection={live ? <IconPhoneOff size={20} aria-hidden /> : <IconMicrophone size={20} aria-hidden />}
          onClick={press(live ? onEnd : () => onStart(false))}
        >
          {label}
        </Button>
        {starting && (
          <Button
            variant="default"
            onClick={() => {
              // This button goes away with the start: hand focus back to the call button.
              returnFocus();
              onCancel();
            }}
          >
            {session.call.cancel}
          </Button>
        )}
        {live && !textOnly && <MuteToggle label={session.call.mute} />}
        <EnableAudio texts={session.call} />
        <AgentActivityLine texts={session.call} />
        <QueuedNotice texts={session.call} />
        <BusyNotice texts={session.call} onRetry={() => onStart(textOnly)} />
        {afterCall && <CallRecovery texts={session.call} onRetry={() => onStart(textOnly)} />}
        {idle && !micBlocked && (
          <Button
            variant="subtle"
            size="sm"
            leftSection={<IconKeyboard size={16} aria-hidden />}
            onClick={() => onStart(true)}
          >
            {texts.typeInstead}
          </Button>
        )}
        {idle && micBlocked && <MicBlockedNotice onTypeInstead={() => onStart(true)} busy={busy} />}
        {!textOnly && !afterCall && (
          <Text size="xs" c="dimmed">
            {session.headphonesHint}
          </Text>
        )}
        {idle && afterCall && session.reconnectHint && <Text size="sm">{session.reconnectHint}</Text>}
        {live && textOnly && <TextComposer onSend={sendText} />}
        {!micBlocked && <CallDevices texts={session.devices} afterCall={afterCall} />}
      </Stack>
    </Paper>
  );
}

/**
 * The call button is disabled while the call connects or ends, which drops keyboard focus to the page;
 * once it works again, focus goes back to it, so Enter that started a call can also end it. `press`
 * wraps the button's action; `returnFocus` hands focus back from a control that goes away meanwhile.
 */
function useCallButtonFocus(busy: boolean) {
  const callButton = useRef<HTMLButtonElement>(null);
  const callButtonHadFocus = useRef(false);
  useEffect(() => {
    if (busy) return;
    if (callButtonHadFocus.current && document.activeElement === document.body) callButton.current?.focus();
    callButtonHadFocus.current = false;
  }, [busy]);
  const press = (action: () => void) => () => {
    callButtonHadFocus.current = document.activeElement === callButton.current;
    action();
  };
  const returnFocus = () => {
    callButtonHadFocus.current = true;
  };
  return { callButton, press, returnFocus };
}
