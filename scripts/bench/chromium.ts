// The one place that says which Chromium the tests, benchmarks and screenshot scripts drive, and how.
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian's Chromium here, CHROMIUM_PATH elsewhere, else undefined: Playwright's own browser. */
export const CHROMIUM_PATH: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);

/**
 * The browser the Playwright suites drive: Debian's build of Chromium's headless shell (package
 * `chromium-headless-shell`, same version and engine), as Playwright itself runs headless tests, when
 * CHROMIUM_PATH names no other browser; else the full Chromium. The full browser in headless mode
 * costs about a third more CPU and time for the same tests (docs/performance.md). Benchmarks, Lighthouse
 * and screenshots keep the full browser, as visitors run it.
 */
export const TEST_CHROMIUM_PATH: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : CHROMIUM_PATH);

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

/**
 * Playwright `launchOptions` for this machine; `microphone` adds the fake microphone, `tests` picks the
 * test suites' browser (TEST_CHROMIUM_PATH).
 */
export function chromiumLaunchOptions({ microphone = false, tests = false } = {}): {
  executablePath?: string;
  args: string[];
} {
  const executablePath = tests ? TEST_CHROMIUM_PATH : CHROMIUM_PATH;
  return {
    ...(executablePath ? { executablePath } : {}),
    args: [...CHROMIUM_FLAGS, ...(microphone ? FAKE_MICROPHONE_FLAGS : [])],
  };
}
