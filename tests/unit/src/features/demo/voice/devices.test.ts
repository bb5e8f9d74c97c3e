// @vitest-environment jsdom
// Device choice: which devices can be picked, the pick remembered for the visit, the fallback when a
// picked device is unplugged, and a live call asked to switch with an explicit device id every time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  effectiveDevice,
  looksLikeBuiltInSpeaker,
  namedDevices,
} from '../../../../../../src/features/demo/voice/audioDevices.ts';
import { createDeviceStore } from '../../../../../../src/features/demo/voice/deviceStore.ts';
import { followDevices } from '../../../../../../src/features/demo/voice/session/followDevices.ts';

const device = (kind: MediaDeviceKind, deviceId: string, label: string) =>
  ({ kind, deviceId, label, groupId: 'g' }) as MediaDeviceInfo;

const DEFAULT_MIC = device('audioinput', 'default', 'Default - Built-in Microphone');
const USB_MIC = device('audioinput', 'usb-mic', 'USB Microphone');
const SPEAKERS = device('audiooutput', 'default', 'Default - MacBook Pro Speakers');
const HEADSET = device('audiooutput', 'headset', 'Jabra Headset');

let listed: MediaDeviceInfo[] = [];
const deviceChange = new EventTarget();

beforeEach(() => {
  listed = [DEFAULT_MIC, USB_MIC, SPEAKERS, HEADSET];
  sessionStorage.clear();
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      enumerateDevices: () => Promise.resolve(listed),
      addEventListener: deviceChange.addEventListener.bind(deviceChange),
      removeEventListener: deviceChange.removeEventListener.bind(deviceChange),
    },
  });
  Object.defineProperty(HTMLMediaElement.prototype, 'setSinkId', { configurable: true, value: vi.fn() });
});
afterEach(() => vi.restoreAllMocks());

/** Unplugs or plugs devices and tells the page, as the browser does. */
async function replug(store: ReturnType<typeof createDeviceStore>, devices: MediaDeviceInfo[]) {
  listed = devices;
  deviceChange.dispatchEvent(new Event('devicechange'));
  await vi.waitFor(() => expect(store.getSnapshot().inputs).toHaveLength(namedDevices(devices, 'audioinput').length));
}

describe('audio devices', () => {
  it('lists only devices the browser names (none before microphone permission)', () => {
    expect(namedDevices([device('audioinput', '', '')], 'audioinput')).toEqual([]);
    expect(namedDevices(listed, 'audiooutput').map((entry) => entry.deviceId)).toEqual(['default', 'headset']);
  });

  it('uses the pick while it is listed, else the first device', () => {
    const inputs = namedDevices(listed, 'audioinput');
    expect(effectiveDevice(inputs, 'usb-mic')).toBe('usb-mic');
    expect(effectiveDevice(inputs, 'gone')).toBe('default');
    expect(effectiveDevice([], 'usb-mic')).toBeNull();
  });

  it.each([
    ['Default - MacBook Pro Speakers (Built-in)', true],
    ['Speakers (Realtek(R) Audio)', true],
    ['Internal Speakers', true],
    ['AirPods Pro', false],
    ['Headset Speaker (Jabra Evolve 40)', false],
    ['USB Audio Device', false],
    ['LG HDR 4K (HDMI)', false],
  ])('guesses whether "%s" is the built-in speaker: %s', (label, builtIn) => {
    expect(looksLikeBuiltInSpeaker(label)).toBe(builtIn);
  });
});

describe('the device store', () => {
  it('remembers a pick for the visit and opens calls with explicit, listed ids', async () => {
    const store = createDeviceStore();
    await store.refresh();
    expect(store.sdkDevices()).toEqual({ inputDeviceId: 'default', outputDeviceId: 'default' });
    store.choose('input', 'usb-mic');
    store.choose('output', 'headset');
    expect(store.sdkDevices()).toEqual({ inputDeviceId: 'usb-mic', outputDeviceId: 'headset' });

    const nextPage = createDeviceStore();
    await nextPage.refresh();
    expect(nextPage.getSnapshot()).toMatchObject({ input: 'usb-mic', output: 'headset' });
  });

  it('falls back to the first device when the pick is unplugged, and back when it returns', async () => {
    const store = createDeviceStore();
    const unsubscribe = store.subscribe(() => {});
    await store.refresh();
    store.choose('input', 'usb-mic');
    await replug(store, [DEFAULT_MIC, SPEAKERS]);
    expect(store.getSnapshot().input).toBe('default');
    await replug(store, [DEFAULT_MIC, USB_MIC, SPEAKERS]);
    expect(store.getSnapshot().input).toBe('usb-mic');
    unsubscribe();
  });
});

describe('a live call following the devices', () => {
  function fakeConversation() {
    const changeInputDevice = vi.fn(() => Promise.resolve());
    const changeOutputDevice = vi.fn(() => Promise.resolve());
    const conversation = { changeInputDevice, changeOutputDevice };
    return { conversation, changeInputDevice, changeOutputDevice };
  }

  it('switches to a picked device with its id, and to the fallback when it is unplugged', async () => {
    const store = createDeviceStore();
    await store.refresh();
    const { conversation, changeInputDevice, changeOutputDevice } = fakeConversation();
    const stop = followDevices(conversation, store, store.sdkDevices());
    expect(changeInputDevice).not.toHaveBeenCalled();

    store.choose('input', 'usb-mic');
    store.choose('output', 'headset');
    await vi.waitFor(() => expect(changeInputDevice).toHaveBeenCalledWith({ inputDeviceId: 'usb-mic' }));
    await vi.waitFor(() => expect(changeOutputDevice).toHaveBeenCalledWith({ outputDeviceId: 'headset' }));

    await replug(store, [DEFAULT_MIC, SPEAKERS, HEADSET]);
    await vi.waitFor(() => expect(changeInputDevice).toHaveBeenLastCalledWith({ inputDeviceId: 'default' }));

    stop();
    store.choose('output', 'default');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(changeOutputDevice).toHaveBeenCalledTimes(1);
  });

  it('adopts the default without a switch when the call opened before the list was known', async () => {
    const store = createDeviceStore();
    const { conversation, changeInputDevice } = fakeConversation();
    const stop = followDevices(conversation, store, {});
    await vi.waitFor(() => expect(store.getSnapshot().input).toBe('default'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(changeInputDevice).not.toHaveBeenCalled();
    stop();
  });
});
