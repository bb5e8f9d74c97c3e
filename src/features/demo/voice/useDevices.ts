import { useEffect, useSyncExternalStore } from 'react';
import type { DevicesSnapshot } from './audioDevices.ts';
import { deviceStore, NO_DEVICES } from './deviceStore.ts';

/** The audio devices and the current pick; reads the list again when a component showing it mounts. */
export function useDevices(): DevicesSnapshot {
  const snapshot = useSyncExternalStore(deviceStore.subscribe, deviceStore.getSnapshot, () => NO_DEVICES);
  useEffect(() => void deviceStore.refresh(), []);
  return snapshot;
}
