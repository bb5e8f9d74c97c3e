// npm run bench:demo, part 1: the JS (gzip) a landing page and a demo page fetch before the visitor's
// first interaction (the HTML's scripts and preloads, the after-paint list and their static imports, as
// the byte budgets count them: static-bytes.ts), plus the voice chunk a demo page fetches on that interaction.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFileFor } from '../build/prerender.ts';
import { DistAssets } from './static-bytes.ts';

/** Where the lazily loaded voice chunk lives: the demo feature's dynamic entries that carry the SDK. */
const DEMO_SOURCES = 'src/features/demo/';

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The voice chunk and everything it statically imports that the page has not loaded already. */
function voiceChunkFiles(distDir: string, assets: DistAssets, alreadyLoaded: Set<string>): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isDynamicEntry?: boolean }
  >;
  const chunks = Object.entries(manifest)
    .filter(([source, chunk]) => source.startsWith(DEMO_SOURCES) && chunk.isDynamicEntry)
    .map(([, chunk]) => assets.closure(`/${chunk.file}`))
    .filter((files) => files.some((file) => assets.voiceSdkFiles.has(file)));
  if (chunks.length === 0) throw new Error(`No dynamic entry under ${DEMO_SOURCES} carries the voice SDK`);
  return [...new Set(chunks.flat())].filter((file) => !alreadyLoaded.has(file));
}

/** Prints the JS before the first interaction on the landing and demo pages, and the voice chunk after. */
export function reportBytes(distDir: string, landingPath: string, demoPath: string) {
  const assets = new DistAssets(distDir);
  const page = (path: string) => assets.pageBytes(readFileSync(htmlFileFor(distDir, path), 'utf8'));
  const landing = page(landingPath);
  const demo = page(demoPath);
  const voice = voiceChunkFiles(distDir, assets, new Set(demo.jsFiles));
  const voiceGzip = voice.reduce((sum, file) => sum + assets.gzip(file), 0);
  console.log('\nJS before the first interaction, gzip (scripts, preloads, after-paint list and their imports)');
  console.log(
    `  landing ${landingPath.padEnd(22)} ${kB(landing.jsGzip).padStart(10)}  (${landing.jsFiles.length} files)`,
  );
  console.log(`  demo    ${demoPath.padEnd(22)} ${kB(demo.jsGzip).padStart(10)}  (${demo.jsFiles.length} files)`);
  console.log(`  demo, on the first interaction: the voice chunk ${kB(voiceGzip)} (${voice.length} files)`);
  for (const [label, bytes] of [
    ['landing', landing],
    ['demo', demo],
  ] as const) {
    console.log(
      bytes.voiceSdkGzip
        ? `  ✗ the ${label} page loads ${kB(bytes.voiceSdkGzip)} of voice SDK before any interaction`
        : `  ✓ the ${label} page loads no voice SDK before any interaction`,
    );
  }
}
