// The child process of `npm run build` that runs both Vite builds (see startViteBuilds in vite-builds.ts).
// It takes the content the parent validated over IPC, so nothing is read or checked twice, and exits
// when done: the bundler's memory (most of it native, which a process keeps once it has used it) goes
// with it before the prerender workers start.
import { deserialize } from 'node:v8';
import { build, resolveConfig } from 'vite';
import { shareValidatedContent } from '../content-engine/prevalidated.ts';
import type { LoadResult } from '../content-engine/types.ts';
import { CLIENT_ENTRY } from './manifest.ts';
import { SSR_OUT_DIR, type ViteChildMessage } from './vite-builds.ts';

async function buildClient(): Promise<void> {
  await build({
    logLevel: 'warn',
    build: { outDir: 'dist', emptyOutDir: true, manifest: true, rolldownOptions: { input: CLIENT_ENTRY } },
  });
}

async function buildServer(): Promise<void> {
  await build({
    logLevel: 'warn',
    publicDir: false,
    // Bundled, not imported from node_modules by each prerender thread: @mantine/core's index loads about
    // 400 modules and the icons' barrel thousands, 0.7–1.1 s a thread; the tree-shaken bundle loads in 0.11 s.
    ssr: { noExternal: ['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@tabler/icons-react'] },
    build: { ssr: 'src/entry-server.tsx', outDir: SSR_OUT_DIR, emptyOutDir: true, manifest: false },
  });
}

const report = (message: ViteChildMessage) => new Promise<void>((done) => process.send!(message, () => done()));

// The child starts while the parent still checks the content: resolving the config once now loads the
// plugins and their packages (0.3–0.5 s), so the client build's own resolution takes about 0.15 s. A
// failure here shows again, and is reported, in the build itself. Mode and NODE_ENV default to
// production as in build(): resolveConfig's own defaults (development) would set NODE_ENV for the
// builds that follow, and the parent would prerender with React's development build (2.5× slower).
const warm = resolveConfig({ logLevel: 'warn' }, 'build', 'production', 'production').catch(() => undefined);
let handed = false;
// The parent ends or leaves without handing content (its validation failed): nothing to build.
process.once('disconnect', () => {
  if (!handed) process.exit(1);
});

process.once('message', ({ contentDir, content: packed }: { contentDir: string; content: Uint8Array }) => {
  const content = deserialize(packed) as LoadResult;
  handed = true;
  void (async () => {
    await warm;
    shareValidatedContent(contentDir, content);
    for (const [name, run] of [
      ['vite client', buildClient],
      ['vite server', buildServer],
    ] as const) {
      const started = performance.now();
      await run();
      await report({ stage: name, ms: performance.now() - started });
    }
    await report({ nodeEnv: process.env.NODE_ENV });
    process.disconnect();
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
