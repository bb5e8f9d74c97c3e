// The voice SDK's resampler worklet is self-hosted: the build swaps the SDK's jsDelivr fallback for the
// copy installed here, which must be the version the SDK names.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  installedLibsamplerateVersion,
  SDK_MODULE,
  selfHostLibsamplerate,
} from '../../../../scripts/build/libsamplerate-plugin.ts';

const SDK_DIR = 'node_modules/@elevenlabs/client/dist/platform/web';
const sdkModule = readFileSync(`${SDK_DIR}/addLibsamplerateModule.js`, 'utf8');
const sdkVersion = /libsamplerate-js@([^/]+)\/dist\/libsamplerate\.worklet\.js/.exec(sdkModule)?.[1];

describe('the self-hosted libsamplerate worklet', () => {
  it('is the version the SDK would fetch, pinned exactly', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    expect(sdkVersion).toBeDefined();
    expect(installedLibsamplerateVersion()).toBe(sdkVersion);
    expect(pkg.dependencies['@alexanderolsen/libsamplerate-js']).toBe(sdkVersion);
  });

  it("replaces the SDK's CDN fallback with the self-hosted path, keeping a given libsampleratePath first", () => {
    expect(SDK_MODULE.test(`/x/node_modules/@elevenlabs/client/dist/platform/web/addLibsamplerateModule.js`)).toBe(
      true,
    );
    const code = selfHostLibsamplerate(sdkModule, installedLibsamplerateVersion());
    expect(code).not.toMatch(/jsdelivr|https?:\/\//);
    expect(code).toMatch(/^import \{ LIBSAMPLERATE_PATH \} from ".*src\/features\/demo\/voice\/worklets\.ts";\n/);
    expect(code).toContain('= LIBSAMPLERATE_PATH;');
    expect(code).toMatch(/customPath \|\| LIBSAMPLERATE_JS/);
  });

  it('fails the build when the SDK asks for another version or stops naming the CDN file', () => {
    expect(() => selfHostLibsamplerate(sdkModule, '0.0.1')).toThrow(
      `npm install --save-exact @alexanderolsen/libsamplerate-js@${sdkVersion}`,
    );
    expect(() => selfHostLibsamplerate('export const x = 1;', installedLibsamplerateVersion())).toThrow(
      /no longer names/,
    );
  });

  it('is needed: the SDK forwards libsampleratePath to the microphone but not to the speaker', () => {
    // When the SDK forwards it to MediaDeviceOutput as well, the plugin stays a harmless safety net.
    const setup = readFileSync(`${SDK_DIR}/VoiceSessionSetup.js`, 'utf8');
    expect(setup).toMatch(/MediaDeviceInput\.create\(\{[^}]*libsampleratePath: options\.libsampleratePath/);
    expect(readFileSync(`${SDK_DIR}/output.js`, 'utf8')).toContain(
      'addLibsamplerateModule(context, libsampleratePath)',
    );
  });
});
