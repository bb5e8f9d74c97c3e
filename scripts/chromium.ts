// The one place that says which Chromium the tests, benchmarks and screenshot scripts drive, and how.
import { existsSync } from 'node:fs';

/** Debian's Chromium here, CHROMIUM_PATH elsewhere, else undefined: Playwright's own browser. */
export const CHROMIUM_PATH: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Flags that work in a container without a GPU or a sandbox, and keep Chromium from phoning home. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A fake microphone that is always allowed, for the voice demos. */
export const FAKE_MICROPHONE_FLAGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

/** Playwright `launchOptions` for this machine; `microphone` adds the fake microphone. */
export function chromiumLaunchOptions({ microphone = false } = {}): { executablePath?: string; args: string[] } {
  return {
    ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}),
    args: [...CHROMIUM_FLAGS, ...(microphone ? FAKE_MICROPHONE_FLAGS : [])],
  };
}
