import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMicrophone, IconPlayerStop } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeviceTexts } from '../../../../schemas/demo-devices.ts';
import { useDevices } from '../voice/useDevices.ts';
import { useVoice } from '../voice/useVoice.ts';
import { DevicePicker } from './DevicePicker.tsx';
import { HeadphonesTip } from './HeadphonesTip.tsx';
import classes from './MicCheck.module.css';
import { useMicLevel } from './useMicLevel.ts';

interface MicCheckProps {
  /** The flow's device texts (YAML `session.devices`). */
  texts: DeviceTexts;
  /** Show the level at once when the microphone is already allowed (before a first call only). */
  autoStart: boolean;
}

/**
 * The mic check before a call: a live level meter, the device pickers and the headphones suggestion.
 * It never prompts by itself: the meter starts on its own only when the microphone is already allowed,
 * otherwise "Test microphone" asks. It stops (every track) once a call starts or the check goes away.
 */
export function MicCheck({ texts, autoStart }: MicCheckProps) {
  const idle = useVoice((state) => state.status === 'idle');
  const { inputs, input } = useDevices();
  const allowed = useMicrophoneAllowed(autoStart);
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const meter = useRef<HTMLDivElement>(null);
  const onFailed = useCallback((error: unknown) => {
    console.warn('[voice] The mic check could not open the microphone', error);
    setFailed(true);
  }, []);
  const on = idle && !failed && (wanted ?? (autoStart && (allowed || inputs.length > 0)));
  useMicLevel(on, input, meter, onFailed);
  if (!idle) return null;
  return (
    <Stack component="section" aria-label={texts.checkTitle} gap="sm" w="100%" className={classes.root}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {texts.checkTitle}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={on ? <IconPlayerStop size={14} aria-hidden /> : <IconMicrophone size={14} aria-hidden />}
          onClick={() => {
            setFailed(false);
            setWanted(!on);
          }}
        >
          {on ? texts.stop : texts.test}
        </Button>
      </Group>
      {on && (
        <>
          <div
            ref={meter}
            className={classes.meter}
            role="meter"
            aria-label={texts.level}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={0}
          >
            <div className={classes.fill} />
          </div>
          <Text size="xs" c="dimmed">
            {texts.checkHint}
          </Text>
        </>
      )}
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {texts.checkFailed}
        </Text>
      )}
      <DevicePicker texts={texts} />
      <HeadphonesTip text={texts.headphonesSuggestion} />
    </Stack>
  );
}

/** Whether the browser says the microphone is allowed; never asks (no prompt just to show a meter). */
function useMicrophoneAllowed(check: boolean): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    if (!check || !navigator.permissions?.query) return;
    let active = true;
    navigator.permissions.query({ name: 'microphone' }).then(
      (status) => {
        if (!active) return;
        setAllowed(status.state === 'granted');
        status.onchange = () => active && setAllowed(status.state === 'granted');
      },
      () => {}, // Browsers without a microphone permission name: the button is there.
    );
    return () => {
      active = false;
    };
  }, [check]);
  return allowed;
}
