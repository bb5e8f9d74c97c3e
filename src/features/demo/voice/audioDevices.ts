/** One microphone or speaker the browser reports, once it may show its name. */
export interface AudioDevice {
  deviceId: string;
  label: string;
}

/** The visitor's choice of microphone and speaker; absent means "the first one the browser lists". */
export interface DeviceChoice {
  input?: string;
  output?: string;
}

/** What the page knows about the audio devices right now. */
export interface DevicesSnapshot {
  inputs: AudioDevice[];
  outputs: AudioDevice[];
  /** The microphone in use: the visitor's choice while it is plugged in, else the first listed. */
  input: string | null;
  /** The speaker in use, chosen the same way (empty where the browser cannot choose one). */
  output: string | null;
  /** The browser lets the page route audio to a chosen speaker (HTMLMediaElement.setSinkId). */
  canChooseOutput: boolean;
}

/** sessionStorage: the choice lasts for the visit (this tab), across the demo pages. */
const STORAGE_KEY = 'demoAudioDevices';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadChoice(): DeviceChoice {
  try {
    const parsed: unknown = JSON.parse(sessionStore()?.getItem(STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { input, output } = parsed as Record<string, unknown>;
    return {
      ...(typeof input === 'string' ? { input } : {}),
      ...(typeof output === 'string' ? { output } : {}),
    };
  } catch {
    return {};
  }
}

export function saveChoice(choice: DeviceChoice): void {
  try {
    sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage full or blocked: the choice still holds until the page is left.
  }
}

export function canChooseOutput(): boolean {
  return typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
}

/**
 * The named devices of one kind. Before microphone permission browsers hide names and ids (Chrome lists
 * one entry with empty ones), and such an entry cannot be chosen, so the list is empty until then.
 */
export function namedDevices(devices: MediaDeviceInfo[], kind: MediaDeviceKind): AudioDevice[] {
  return devices
    .filter((device) => device.kind === kind && device.deviceId !== '' && device.label !== '')
    .map(({ deviceId, label }) => ({ deviceId, label }));
}

/** The chosen device while it is listed, else the first listed (the browser's default comes first). */
export function effectiveDevice(devices: AudioDevice[], chosen: string | undefined): string | null {
  return devices.find((device) => device.deviceId === chosen)?.deviceId ?? devices[0]?.deviceId ?? null;
}

/**
 * A guess that the sound comes out of the computer's own speaker, so the microphone will hear the agent
 * (echo). Browsers say nothing about the kind of output, only its name, so this reads the name: laptop
 * and desktop speakers are named "Built-in…", "Internal…", "MacBook … Speakers", "Speakers (Realtek…)";
 * headsets, earbuds, Bluetooth and USB devices say so in their name and win over "speaker" (e.g.
 * "Headset Speaker"). A wrong guess only shows or hides a tip.
 */
export function looksLikeBuiltInSpeaker(label: string): boolean {
  if (/head(phone|set)|ear(bud|phone|pods)|airpods|buds|bluetooth|usb|hands-?free|\bbt\b/i.test(label)) return false;
  return /built-?in|internal|speaker|realtek|high definition audio/i.test(label);
}
