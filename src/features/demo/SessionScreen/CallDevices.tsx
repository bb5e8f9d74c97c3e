import { useConversationStatus } from '@elevenlabs/react';
import type { DeviceTexts } from '../../../../schemas/demo-devices.ts';
import { useVoice } from '../voice/useVoice.ts';
import { DevicePicker } from '../Devices/DevicePicker.tsx';
import { HeadphonesTip } from '../Devices/HeadphonesTip.tsx';
import { MicCheck } from '../Devices/MicCheck.tsx';

interface CallDevicesProps {
  /** The flow's device texts (YAML `session.devices`). */
  texts: DeviceTexts;
  /** A call already happened on this screen: no meter on its own (the microphone stays off after a call). */
  afterCall: boolean;
}

/** The call card's device part: the mic check before a call, the pickers during a voice call. */
export function CallDevices({ texts, afterCall }: CallDevicesProps) {
  const idle = useVoice((state) => state.status === 'idle');
  const live = useConversationStatus().status === 'connected';
  const textOnly = useVoice((state) => state.textOnly);
  if (idle) return <MicCheck texts={texts} autoStart={!afterCall} />;
  if (!live || textOnly) return null;
  return (
    <>
      <DevicePicker texts={texts} />
      <HeadphonesTip text={texts.headphonesSuggestion} />
    </>
  );
}
