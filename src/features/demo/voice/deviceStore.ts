import {
  canChooseOutput,
  effectiveDevice,
  loadChoice,
  namedDevices,
  saveChoice,
  type DeviceChoice,
  type DevicesSnapshot,
} from './audioDevices.ts';

/** The devices, read with useSyncExternalStore (useDevices) and followed by a live call (followDevices). */
export interface DeviceStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DevicesSnapshot;
  /** Reads the device list again: after the microphone was allowed, and on every devicechange. */
  refresh(): Promise<void>;
  /** The visitor picked a device; it is remembered for the visit and a live call switches to it. */
  choose(kind: 'input' | 'output', deviceId: string): void;
  /** The devices a call should open with: only ids the browser listed, never a stale remembered one. */
  sdkDevices(): { inputDeviceId?: string; outputDeviceId?: string };
}

export const NO_DEVICES: DevicesSnapshot = {
  inputs: [],
  outputs: [],
  input: null,
  output: null,
  canChooseOutput: false,
};

/** The device store of this tab: devices and the choice belong to the browser, not to one flow. */
export function createDeviceStore(): DeviceStore {
  let choice: DeviceChoice = loadChoice();
  let devices: MediaDeviceInfo[] = [];
  let snapshot = NO_DEVICES;
  const listeners = new Set<() => void>();
  const media = () => (typeof navigator === 'undefined' ? undefined : navigator.mediaDevices);

  const publish = () => {
    const inputs = namedDevices(devices, 'audioinput');
    const outputs = canChooseOutput() ? namedDevices(devices, 'audiooutput') : [];
    const next: DevicesSnapshot = {
      inputs,
      outputs,
      input: effectiveDevice(inputs, choice.input),
      output: effectiveDevice(outputs, choice.output),
      canChooseOutput: canChooseOutput(),
    };
    if (JSON.stringify(next) === JSON.stringify(snapshot)) return;
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const refresh = async () => {
    const mediaDevices = media();
    if (!mediaDevices?.enumerateDevices) return;
    try {
      devices = await mediaDevices.enumerateDevices();
    } catch (error) {
      console.warn('[voice] Listing audio devices failed', error);
      return;
    }
    publish();
  };
  // A device plugged in or out: the lists change, and a choice that went away falls back to the default.
  const onDeviceChange = () => void refresh();

  return {
    subscribe(listener) {
      if (listeners.size === 0) media()?.addEventListener?.('devicechange', onDeviceChange);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) media()?.removeEventListener?.('devicechange', onDeviceChange);
      };
    },
    getSnapshot: () => snapshot,
    refresh,
    choose(kind, deviceId) {
      choice = { ...choice, [kind]: deviceId };
      saveChoice(choice);
      publish();
    },
    sdkDevices() {
      const { input, output } = snapshot;
      return { ...(input ? { inputDeviceId: input } : {}), ...(output ? { outputDeviceId: output } : {}) };
    },
  };
}

/** The one device store of the page (devices are the browser's, shared by every demo flow). */
export const deviceStore = createDeviceStore();
