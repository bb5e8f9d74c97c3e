import { fork } from 'node:child_process';
import type { LoadResult } from '../content-engine/types.ts';
import { recordStage } from './stages.ts';

export const SSR_OUT_DIR = '.ssr';

/** What the Vite child reports: one build done and how long it took; at the end, its NODE_ENV. */
export type ViteChildMessage = { stage: 'vite client' | 'vite server'; ms: number } | { nodeEnv: string | undefined };

/**
 * Runs the client build (into dist/) and then the server build (into .ssr/) in a child process
 * (vite-child.ts), handing it the content validated here. In this process the bundler kept 1.1 GB
 * after building 1,000 industries, which the prerender workers would have been added on top of.
 */
export function runViteBuilds(contentDir: string, content: LoadResult): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./vite-child.ts', import.meta.url), {
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
      stdio: 'inherit',
    });
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
    child.send({ contentDir, content });
  });
}
