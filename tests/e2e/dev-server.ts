// `npm run dev` on a throwaway copy of a content folder, for the suites that need what only the dev
// server has (hot updates, the visual editor) or content other than the production build's (a fixture,
// pushed agent ids). Each suite starts one in its beforeAll and stops it in its afterAll.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { freePort, waitForServer } from '../../scripts/local-stack/web-server/ports.ts';

export interface DevServerOptions {
  /** The content folder copied and served: `industries` or a fixture under tests/fixtures. */
  content: string;
  /** Names the temporary folder and the in-memory database, so a leftover says which suite made it. */
  name: string;
  /** A path that answers 2xx once the server is ready; a page path also compiles the app on the way. */
  readyPath: string;
  /** Runs on the copy before the server starts, as an author's edits would. */
  prepare?: (contentDir: string) => void;
  /** More environment for the server (e.g. SITE_ENV). */
  env?: Record<string, string>;
}

export interface DevServer {
  /** The copy being served; it keeps the name of the folder it was copied from. */
  contentDir: string;
  baseURL: string;
  /** Everything the server has printed so far. */
  output(): string;
  /** Ends the server and everything it started, and deletes the copy. */
  stop(): Promise<void>;
}

/** The slowest start seen on a loaded 2-core machine stays well inside this. */
const START_TIMEOUT_MS = 150_000;

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const contentDir = join(mkdtempSync(join(tmpdir(), `${options.name}-`)), basename(options.content));
  const removeCopy = () => rmSync(join(contentDir, '..'), { recursive: true, force: true });
  try {
    cpSync(options.content, contentDir, { recursive: true });
    options.prepare?.(contentDir);
  } catch (error) {
    removeCopy();
    throw error;
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['scripts/local-stack/dev.ts'], {
    env: {
      ...process.env,
      CONTENT_DIR: contentDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOCAL_DATA_DIR: `memory://${options.name}`,
      ...options.env,
    },
    // Its own process group, so stop() ends its children too (the functions' Deno).
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (server.pid) process.kill(-server.pid, signal);
    } catch {
      // Nothing left in the group.
    }
  };
  const stop = async () => {
    const exited = new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    signalGroup('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    // Whatever of the group has not stopped after its SIGTERM (a hung process) is killed.
    signalGroup('SIGKILL');
    removeCopy();
  };
  try {
    await waitForServer(`${baseURL}${options.readyPath}`, START_TIMEOUT_MS, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { contentDir, baseURL, output: () => output, stop };
}
