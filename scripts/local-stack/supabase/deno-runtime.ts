// The functions' own code (supabase/functions/<name>/index.ts and the production wiring in
// _shared/deps-from-env.ts) runs under Deno, the runtime Supabase deploys it to, with the secrets a hosted
// project injects. The gateway (gateway.ts) stays in Node in front of it.
//
// The Deno process starts with the stack, as soon as the server listens (start()), so the first visitor
// does not wait for it; its SUPABASE_URL is that server: the functions reach the database through this
// very gateway's /rest/v1, as they reach the hosted Data API, and ElevenLabs through the simulator's API
// on the same address. A deploy restarts it, so it imports the generated files as they are then; a crash
// restarts it too, and says so.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Logger } from '../../../supabase/functions/_shared/http/log.ts';

const DENO_BIN = path.resolve('node_modules', '.bin', process.platform === 'win32' ? 'deno.cmd' : 'deno');
const HOST_SCRIPT = path.resolve('scripts/local-stack/supabase/deno-host.ts');
const START_TIMEOUT_MS = 60_000;
/** Headers that describe one hop and must not be forwarded to the next. */
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host', 'upgrade'];

export interface DenoRuntimeOptions {
  /** The deployed function names and extra allowed agents, read at each (re)start. */
  deployment: () => { functions: readonly string[]; extraAgentIds: readonly string[] };
  /** The secrets the functions read, given the address they reach this server on. */
  env: (baseUrl: string) => Record<string, string>;
  log: Logger;
}

export interface DenoRuntime {
  /** Starts the functions for a server at `baseUrl` (`http://127.0.0.1:4173`) unless they run already. */
  start(baseUrl: string): void;
  /** Forwards an admitted request to function `name`; `browserBase` is the address the browser used. */
  call(request: Request, name: string, browserBase: string): Promise<Response>;
  /** Moves the functions' clock by `offsetMs` from now (npm run abuse); 0 puts it back. */
  setClockOffset(offsetMs: number): Promise<void>;
  /** Stops the process and starts the deployment again (a redeploy), if it ran. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

interface Running {
  child: ChildProcess;
  port: Promise<number>;
  baseUrl: string;
}

export function createDenoRuntime(options: DenoRuntimeOptions): DenoRuntime {
  const { log } = options;
  let running: Running | null = null;

  function spawnDeno(baseUrl: string): Running {
    const { functions, extraAgentIds } = options.deployment();
    const child = spawn(
      DENO_BIN,
      ['run', '--config', 'supabase/functions/deno.json', '--node-modules-dir=manual', '--no-lock'].concat([
        '--allow-env',
        '--allow-net',
        '--allow-read',
        HOST_SCRIPT,
        ...functions,
      ]),
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          DENO_DIR: path.resolve('node_modules', '.cache', 'deno'),
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
          LOCAL_EXTRA_AGENT_IDS: extraAgentIds.join(','),
          ...options.env(baseUrl),
        },
      },
    );
    const self: Running = { child, baseUrl, port: Promise.resolve(0) };
    let ready = false;
    const errors: string[] = [];
    self.port = new Promise<number>((resolve, reject) => {
      // Stopped, so the next call starts a fresh one instead of waiting on this one for ever.
      const timer = setTimeout(() => {
        reject(new Error('Deno did not start the functions within 60 s.'));
        child.kill('SIGKILL');
      }, START_TIMEOUT_MS);
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const listening = /^listening (\d+)$/.exec(line);
        if (!listening) return log.info(`[functions] ${line}`);
        ready = true;
        clearTimeout(timer);
        resolve(Number(listening[1]));
      });
      createInterface({ input: child.stderr! }).on('line', (line) => {
        if (!ready) errors.push(line);
        log.warn(`[functions] ${line}`);
      });
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`Could not run Deno (${DENO_BIN}): ${error.message}. Run npm install.`));
      });
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        const how = signal ?? `exit code ${code}`;
        reject(new Error(`Deno stopped (${how}) before the functions were ready: ${errors.join(' / ')}`));
        if (running !== self) return;
        running = null;
        // SIGINT and SIGTERM are a stop: Ctrl+C and a stop of the process group reach this server and its
        // Deno together, and a Deno started again then would outlive the server.
        if (signal === 'SIGINT' || signal === 'SIGTERM') {
          log.warn(`The functions' Deno process was stopped (${signal}); the local functions are off.`);
          return;
        }
        // A crash after a good start (out of memory, a killed process): start again, and say so.
        if (ready) {
          log.error(`The functions' Deno process stopped (${how}); starting it again.`);
          running = spawnDeno(baseUrl);
        }
      });
    });
    // Said once here; every call in the meantime answers 500 and tries again.
    self.port.catch((error: Error) => log.error(`The local functions did not start. ${error.message}`));
    return self;
  }

  async function stopRunning(): Promise<string | null> {
    const current = running;
    running = null;
    if (!current) return null;
    if (current.child.exitCode === null && current.child.signalCode === null) {
      const exited = new Promise((resolve) => current.child.once('exit', resolve));
      current.child.kill('SIGTERM');
      await exited;
    }
    return current.baseUrl;
  }

  async function port(): Promise<number> {
    if (!running) throw new Error('The local functions are not running.');
    return running.port;
  }

  return {
    start(baseUrl) {
      running ??= spawnDeno(baseUrl);
    },
    async call(request, name, browserBase) {
      running ??= spawnDeno(browserBase);
      const functionsBase = running.baseUrl;
      const headers = new Headers(request.headers);
      for (const header of HOP_HEADERS) headers.delete(header);
      const url = new URL(request.url);
      const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
      const response = await fetch(`http://127.0.0.1:${await port()}/functions/v1/${name}${url.search}`, {
        method: request.method,
        headers,
        body,
        redirect: 'manual',
      });
      // fetch has already decoded the body; its length and encoding headers no longer describe it.
      const out = new Headers(response.headers);
      out.delete('content-encoding');
      out.delete('content-length');
      if (response.status === 204 || response.status === 304 || request.method === 'HEAD') {
        return new Response(null, { status: response.status, headers: out });
      }
      const sameHost = new URL(functionsBase).host === new URL(browserBase).host;
      const text = sameHost
        ? await response.arrayBuffer()
        : linksFor(await response.text(), functionsBase, browserBase);
      return new Response(text, { status: response.status, headers: out });
    },
    async setClockOffset(offsetMs) {
      const answer = await fetch(`http://127.0.0.1:${await port()}/__local/clock`, {
        method: 'POST',
        body: JSON.stringify({ offsetMs }),
      });
      if (answer.status !== 204) throw new Error(`Moving the functions' clock failed (HTTP ${answer.status}).`);
    },
    async restart() {
      const baseUrl = await stopRunning();
      if (baseUrl) running = spawnDeno(baseUrl);
    },
    async stop() {
      await stopRunning();
    },
  };
}

/**
 * The simulator signs voice links for the address it was called on, which is the functions' (loopback);
 * the browser may know this same server by another name (localhost, a forwarded port), and its page's
 * connect-src allows only its own. ElevenLabs' links name ElevenLabs' public host; the local ones name the
 * host the browser used.
 */
function linksFor(body: string, functionsBase: string, browserBase: string): string {
  return body.replaceAll(`ws://${new URL(functionsBase).host}/`, `ws://${new URL(browserBase).host}/`);
}
