// Keeps the voice SDK's resampler worklet on this origin. @elevenlabs/client adds it (in browsers that
// cannot record at 16 kHz, e.g. Firefox) with `audioWorklet.addModule(customPath || <jsDelivr URL>)`
// in dist/platform/web/addLibsamplerateModule.js. Its web session setup (VoiceSessionSetup.js) hands
// the `libsampleratePath` option to the microphone (MediaDeviceInput) but not to the speaker
// (MediaDeviceOutput), so the option alone still leaves the speaker fetching from the CDN. This plugin
// swaps that fallback for the self-hosted copy (LIBSAMPLERATE_PATH in src/features/demo/voice/worklets.ts),
// and the Content-Security-Policy needs no exception for any CDN.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The SDK module that adds the resampler worklet. */
export const SDK_MODULE = /[\\/]@elevenlabs[\\/]client[\\/]dist[\\/]platform[\\/]web[\\/]addLibsamplerateModule\.js$/;

/** The SDK's fallback: a string literal naming the package version it was built against. */
const CDN_LITERAL =
  /(["'])https:\/\/cdn\.jsdelivr\.net\/npm\/@alexanderolsen\/libsamplerate-js@([^/"']+)\/dist\/libsamplerate\.worklet\.js\1/;

const WORKLETS_MODULE = fileURLToPath(new URL('../../src/features/demo/voice/worklets.ts', import.meta.url));

/** The installed (pinned) version of @alexanderolsen/libsamplerate-js. */
export function installedLibsamplerateVersion(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('@alexanderolsen/libsamplerate-js/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * The SDK module's code with its CDN fallback replaced by the self-hosted worklet. Throws when the
 * fallback is missing or names another version than the one installed, so an SDK update cannot
 * silently bring the CDN back or pair the SDK with a resampler it was not built against.
 */
export function selfHostLibsamplerate(code: string, installedVersion: string): string {
  const match = CDN_LITERAL.exec(code);
  if (!match) throw new Error('the voice SDK no longer names its jsDelivr libsamplerate worklet; review this plugin');
  if (match[2] !== installedVersion) {
    throw new Error(
      `the voice SDK expects @alexanderolsen/libsamplerate-js@${match[2]}, but ${installedVersion} is installed: ` +
        `npm install --save-exact @alexanderolsen/libsamplerate-js@${match[2]}`,
    );
  }
  const rest = code.slice(0, match.index) + 'LIBSAMPLERATE_PATH' + code.slice(match.index + match[0].length);
  if (CDN_LITERAL.test(rest)) throw new Error('the voice SDK names its jsDelivr libsamplerate worklet twice');
  return `import { LIBSAMPLERATE_PATH } from ${JSON.stringify(WORKLETS_MODULE)};\n${rest}`;
}

export function selfHostedLibsamplerate(): Plugin {
  let rewritten = false;
  return {
    name: 'self-hosted-libsamplerate',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      rewritten = false;
    },
    transform(code, id) {
      if (!SDK_MODULE.test(id.split('?')[0]!)) return null;
      try {
        const rewrittenCode = selfHostLibsamplerate(code, installedLibsamplerateVersion());
        rewritten = true;
        return { code: rewrittenCode, map: null };
      } catch (error) {
        this.error(`${id}: ${(error as Error).message}`);
      }
    },
    buildEnd(error) {
      // The server build leaves the SDK external; the client build must have bundled and rewritten it.
      if (error || rewritten || this.environment.config.build.ssr) return;
      this.error(
        "the client build never bundled @elevenlabs/client's addLibsamplerateModule.js, so its CDN fallback was " +
          'not replaced; the SDK moved it: review scripts/build/libsamplerate-plugin.ts',
      );
    },
  };
}
