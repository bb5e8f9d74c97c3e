import { NativeSelect } from '@mantine/core';
import type { DeviceTexts } from '../../../../schemas/demo-devices.ts';
import type { AudioDevice } from '../voice/audioDevices.ts';
import { deviceStore } from '../voice/deviceStore.ts';
import { useDevices } from '../voice/useDevices.ts';
import { ResponsiveGrid } from '../../../components/ResponsiveGrid/index.ts';

/**
 * Microphone and speaker pickers: real labelled selects over the devices the browser names. A pick is
 * remembered for the visit, and a live call switches to it (see followDevices.ts). Nothing shows until
 * the browser names the devices (after microphone permission); the speaker only where it can be chosen.
 */
export function DevicePicker({ texts }: { texts: DeviceTexts }) {
  const { inputs, outputs, input, output } = useDevices();
  if (inputs.length === 0 && outputs.length === 0) return null;
  return (
    <ResponsiveGrid cols={{ base: 1, xs: outputs.length > 0 ? 2 : 1 }} spacing="sm" w="100%" ta="start">
      {inputs.length > 0 && <DeviceSelect label={texts.microphone} devices={inputs} value={input} kind="input" />}
      {outputs.length > 0 && <DeviceSelect label={texts.speaker} devices={outputs} value={output} kind="output" />}
    </ResponsiveGrid>
  );
}

interface DeviceSelectProps {
  label: string;
  devices: AudioDevice[];
  value: string | null;
  kind: 'input' | 'output';
}

function DeviceSelect({ label, devices, value, kind }: DeviceSelectProps) {
  return (
    <NativeSelect
      label={label}
      size="sm"
      value={value ?? ''}
      data={devices.map((device) => ({ value: device.deviceId, label: device.label }))}
      onChange={(event) => deviceStore.choose(kind, event.currentTarget.value)}
    />
  );
}
