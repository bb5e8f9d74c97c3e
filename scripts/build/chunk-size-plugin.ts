import type { Plugin } from 'vite';

/**
 * Vite's "Some chunks are larger than 500 kB" warning, with an allowance per file name for the large
 * files we ship on purpose, so a build prints it only for a file nobody has looked at. Vite's own check
 * has one limit for every chunk and names none of them (vite.config.ts turns it off).
 */
export function chunkSizeWarning(limitKb: number, allowanceKb: Record<string, number>): Plugin {
  return {
    name: 'chunk-size-warning',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      for (const file of Object.values(bundle)) {
        if (!file.fileName.endsWith('.js')) continue;
        const kb = Buffer.byteLength(file.type === 'chunk' ? file.code : file.source) / 1000;
        const allowed = Object.entries(allowanceKb).find(([prefix]) => file.fileName.startsWith(prefix))?.[1];
        if (kb > (allowed ?? limitKb)) {
          this.warn(
            `${file.fileName} is ${Math.round(kb)} kB after minification (limit ${allowed ?? limitKb} kB): split it with a dynamic import(), or raise its allowance in vite.config.ts saying why`,
          );
        }
      }
    },
  };
}
