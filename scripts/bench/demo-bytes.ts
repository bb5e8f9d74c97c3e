// npm run bench:demo, part 1: the initial JS (gzip) of a landing page versus a demo page, from the built
// site: the <script src> and modulepreload files each page's HTML names, plus the SDK chunk a demo page
// fetches after hydration.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFileFor } from '../build/prerender.ts';

const VOICE_CHUNK = 'src/features/demo/voice/VoiceRuntime.tsx';

const gzipBytes = (distDir: string, file: string) => gzipSync(readFileSync(join(distDir, file))).length;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The JS files a page's HTML loads before it is interactive: module scripts and modulepreloads. */
function initialScripts(distDir: string, path: string): string[] {
  const html = readFileSync(htmlFileFor(distDir, path), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = tags.flatMap((tag) => {
    const src = /\bsrc="\/([^"]+\.js)"/.exec(tag)?.[1];
    const preload = /rel="modulepreload"/.test(tag) ? /\bhref="\/([^"]+\.js)"/.exec(tag)?.[1] : undefined;
    return [src, preload].filter((file): file is string => Boolean(file));
  });
  return [...new Set(files)];
}

/** The SDK chunk and everything it imports that the page has not loaded already. */
function voiceChunkFiles(distDir: string, alreadyLoaded: Set<string>): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || alreadyLoaded.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(VOICE_CHUNK);
  return [...files];
}

/** Prints the initial JS of the landing and demo pages, and the SDK chunk a demo page fetches after. */
export function reportBytes(distDir: string, landingPath: string, demoPath: string) {
  const landing = initialScripts(distDir, landingPath);
  const demo = initialScripts(distDir, demoPath);
  const voice = voiceChunkFiles(distDir, new Set(demo));
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(distDir, file), 0);
  console.log('\nInitial JS, gzip (scripts + modulepreloads in the HTML)');
  console.log(`  landing ${landingPath.padEnd(22)} ${kB(sum(landing)).padStart(10)}  (${landing.length} files)`);
  console.log(`  demo    ${demoPath.padEnd(22)} ${kB(sum(demo)).padStart(10)}  (${demo.length} files)`);
  console.log(`  demo extra: voice SDK chunk fetched after hydration ${kB(sum(voice))} (${voice.join(', ')})`);
  const leaked = landing.filter((file) => voice.includes(file));
  console.log(
    leaked.length
      ? `  ✗ the landing page loads the SDK: ${leaked.join(', ')}`
      : '  ✓ the landing page does not load the SDK',
  );
}
