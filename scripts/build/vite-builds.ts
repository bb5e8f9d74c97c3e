import { fork } from 'node:child_process';
import { bundleWorker } from './bundle-worker.ts';
import { recordStage } from './stages.ts';

// Where the server build goes; defined beside the worker bundler, which writes there too.
export { SSR_OUT_DIR } from './bundle-worker.ts';

/** What the Vite child reports: one build done and how long it took; at the end, its NODE_ENV. */
export type ViteChildMessage = { stage: 'vite client' | 'vite server'; ms: number } | { nodeEnv: string | undefined };

/** The Vite child, started before the content is checked: it builds once handed the content. */
export interface ViteBuilds {
  /** Hands the child the validated content (a LoadResult, v8-serialized); settles when both builds are done. */
  build(content: Uint8Array): Promise<void>;
  /** Ends a child that will not be handed content (validation failed); settles once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the child process (vite-child.ts) that runs the client build (into dist/) and then the
 * server build (into .ssr/), and hands it the content validated here. In this process the bundler
 * kept 1.1 GB after building 1,000 industries, which the prerender workers would have been added on
 * top of. It starts before validation: its start-up (importing Vite and the plugins, resolving the
 * config) then runs while the content is checked instead of after it. It runs bundled (bundle-worker.ts,
 * about 0.1 s here) in plain Node: under tsx, whose loader stands between Node and every module Vite
 * loads, the same start-up took 0.93 s and 358 MB against 0.38 s and 178 MB, memory the child then
 * kept through both builds, where the build's peak is.
 */
export async function startViteBuilds(contentDir: string): Promise<ViteBuilds> {
  const childFile = await bundleWorker(new URL('./vite-child.ts', import.meta.url), 'vite-child.mjs');
  const child = fork(childFile, {
    execArgv: [],
    serialization: 'advanced',
    stdio: 'inherit',
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on('message', (message: ViteChildMessage) => {
      if ('stage' in message) recordStage(message.stage, message.ms);
      // Vite sets NODE_ENV (to production, unless set already) in the process that builds; the server
      // bundle prerenders under the same, or React and others run their development builds (7× slower).
      else if (message.nodeEnv !== undefined) process.env.NODE_ENV = message.nodeEnv;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`The Vite builds failed (exit code ${code ?? signal})`)),
    );
  });
  // A child that fails while the content is still being checked is reported when `build` is awaited.
  done.catch(() => {});
  return {
    build(content) {
      child.send({ contentDir, content });
      return done;
    },
    stop() {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill();
      return exited;
    },
  };
}
