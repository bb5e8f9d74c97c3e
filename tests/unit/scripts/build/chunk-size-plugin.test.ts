import { describe, expect, it } from 'vitest';
import { chunkSizeWarning } from '../../../../scripts/build/chunk-size-plugin.ts';

type Bundle = Record<string, { type: 'chunk' | 'asset'; fileName: string; code?: string; source?: string }>;

/** The warnings the plugin gives for `bundle` in a client build (allowance as in vite.config.ts). */
function warningsFor(bundle: Bundle, consumer: 'client' | 'server' = 'client'): string[] {
  const warnings: string[] = [];
  const plugin = chunkSizeWarning(500, { 'assets/voice-sdk-': 650, 'assets/libsamplerate.worklet-': 2100 });
  const context = { environment: { config: { consumer } }, warn: (message: string) => warnings.push(message) };
  (plugin.generateBundle as unknown as (this: unknown, options: unknown, bundle: Bundle) => void).call(
    context,
    {},
    bundle,
  );
  return warnings;
}

const kB = (size: number) => 'x'.repeat(size * 1000);

describe('the chunk size warning', () => {
  it('lets the voice SDK chunk and the resampler worklet through within their allowance', () => {
    expect(
      warningsFor({
        sdk: { type: 'chunk', fileName: 'assets/voice-sdk-abc.js', code: kB(588) },
        worklet: { type: 'asset', fileName: 'assets/libsamplerate.worklet-abc.js', source: kB(2017) },
        small: { type: 'chunk', fileName: 'assets/entry-client-abc.js', code: kB(425) },
      }),
    ).toEqual([]);
  });

  it('names any other file over 500 kB, and an allowed one that outgrew its allowance', () => {
    const warnings = warningsFor({
      big: { type: 'chunk', fileName: 'assets/entry-client-abc.js', code: kB(501) },
      sdk: { type: 'chunk', fileName: 'assets/voice-sdk-abc.js', code: kB(651) },
    });
    expect(warnings).toEqual([
      expect.stringContaining('assets/entry-client-abc.js is 501 kB after minification (limit 500 kB)'),
      expect.stringContaining('assets/voice-sdk-abc.js is 651 kB after minification (limit 650 kB)'),
    ]);
  });

  it('leaves the server bundle alone, as Vite does', () => {
    expect(warningsFor({ big: { type: 'chunk', fileName: 'entry-server.js', code: kB(900) } }, 'server')).toEqual([]);
  });
});
