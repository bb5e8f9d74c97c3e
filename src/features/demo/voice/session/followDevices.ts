import type { ConversationControlsValue } from '@elevenlabs/react';
import type { AudioDevice, DevicesSnapshot } from '../audioDevices.ts';
import type { DeviceStore } from '../deviceStore.ts';

/** What a live call plays through or listens to: the id, and the device behind it ("default" can move). */
const deviceKey = (devices: AudioDevice[], id: string | null) =>
  id === null ? null : `${id}\n${devices.find((device) => device.deviceId === id)?.label ?? ''}`;

/**
 * For a call opened without an id: the browser's default, listed first, is what it already uses, so
 * adopting it needs no switch; a remembered pick that turned out to be plugged in still needs one.
 */
const current = (devices: AudioDevice[], id: string | null, key: string | null) =>
  id !== null && id === devices[0]?.deviceId ? key : undefined;

/**
 * Keeps a live voice call on the devices of the store: the visitor's pick, or the fallback when the
 * picked device is unplugged. Every switch names the device id (the SDK's "no id" means the browser
 * default, which is not what the visitor chose), and switches of one kind run one after another (the
 * SDK refuses a switch while one is under way). Returns the unsubscribe.
 */
export function followDevices(
  conversation: Pick<ConversationControlsValue, 'changeInputDevice' | 'changeOutputDevice'>,
  store: DeviceStore,
  openedWith: { inputDeviceId?: string; outputDeviceId?: string },
): () => void {
  const opened = store.getSnapshot();
  // undefined: the call opened on the browser's default before the list was known (see `current`).
  let input = openedWith.inputDeviceId ? deviceKey(opened.inputs, openedWith.inputDeviceId) : undefined;
  let output = openedWith.outputDeviceId ? deviceKey(opened.outputs, openedWith.outputDeviceId) : undefined;
  let inputQueue = Promise.resolve();
  let outputQueue = Promise.resolve();
  let stopped = false;

  const apply = (snapshot: DevicesSnapshot) => {
    const nextInput = deviceKey(snapshot.inputs, snapshot.input);
    input ??= current(snapshot.inputs, snapshot.input, nextInput);
    if (snapshot.input && nextInput !== input) {
      input = nextInput;
      const inputDeviceId = snapshot.input;
      inputQueue = inputQueue
        .then(() => (stopped ? undefined : conversation.changeInputDevice({ inputDeviceId })))
        .catch((error: unknown) => console.warn('[voice] Switching the microphone failed', error));
    }
    const nextOutput = deviceKey(snapshot.outputs, snapshot.output);
    output ??= current(snapshot.outputs, snapshot.output, nextOutput);
    if (snapshot.canChooseOutput && snapshot.output && nextOutput !== output) {
      output = nextOutput;
      const outputDeviceId = snapshot.output;
      outputQueue = outputQueue
        .then(() => (stopped ? undefined : conversation.changeOutputDevice({ outputDeviceId })))
        .catch((error: unknown) => console.warn('[voice] Switching the speaker failed', error));
    }
  };

  const unsubscribe = store.subscribe(() => apply(store.getSnapshot()));
  // A pick made while the call was connecting, and the device names the call's permission revealed.
  apply(store.getSnapshot());
  void store.refresh();
  return () => {
    stopped = true;
    unsubscribe();
  };
}
