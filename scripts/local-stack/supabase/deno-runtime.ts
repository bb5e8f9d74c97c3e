// LOCAL_FUNCTIONS_RUNTIME=deno: the functions' own code (supabase/functions/<name>/index.ts and the
// production wiring in _shared/deps-from-env.ts) runs under Deno, the runtime Supabase deploys it to, with
// the secrets a hosted project injects. The gateway (gateway.ts) stays in Node in front of it.
//
// The Deno process starts on the first function call, because its SUPABASE_URL is the address that
// call came in on: the functions reach the database through this very gateway's /rest/v1, as they reach
// the hosted Data API, and ElevenLabs through the simulator's API on the same address. A deploy
// restarts it, so it imports the generated files as they are then.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Logger } from '../../../supabase/functions/_shared/log.ts';
import { ELEVENLABS_API_PREFIX } from '../voice-simulator/agents-api.ts';
import { LOCAL_DRAIN_SECRET } from './backend-options.ts';
import { LOCAL_ANON_JWT, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_JWT } from './keys.ts';

const DENO_BIN = path.resolve('node_modules', '.bin', process.platform === 'win32' ? 'deno.cmd' : 'deno');
const HOST_SCRIPT = path.resolve('scripts/local-stack/supabase/deno-host.ts');
const START_TIMEOUT_MS = 60_000;
/** Headers that describe one hop and must not be forwarded to the next. */
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host', 'upgrade'];

export interface DenoRuntimeOptions {
  /** The secrets the functions read, given the address the first call used (`http://127.0.0.1:4173`). */
  env: (baseUrl: string) => Record<string, string>;
  log: Logger;
}

export interface DenoRuntime {
  /** Forwards an admitted request to function `name`, starting Deno first if needed. */
  call(request: Request, name: string, baseUrl: string): Promise<Response>;
  /** Stops the process; the next call starts a new one (a redeploy). */
  stop(): Promise<void>;
}

/**
 * The function secrets of the local project: the SUPABASE_* a hosted project injects (both the new JSON
 * key lists and the legacy keys, https://supabase.com/docs/guides/functions/secrets) and the ones
 * DEPLOY.md sets, with local values. E-mails stay with the Node timer, which drains to a file.
 */
export function localFunctionSecrets(
  baseUrl: string,
  local: { allowedOrigins: string; hmacKey: string; webhookSecret: string },
): Record<string, string> {
  return {
    SUPABASE_URL: baseUrl,
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: LOCAL_SECRET_KEY }),
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_JWT,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: LOCAL_PUBLISHABLE_KEY }),
    SUPABASE_ANON_KEY: LOCAL_ANON_JWT,
    ALLOWED_ORIGINS: local.allowedOrigins,
    ALTCHA_HMAC_KEY: local.hmacKey,
    ELEVENLABS_WEBHOOK_SECRET: local.webhookSecret,
    ELEVENLABS_API_KEY: 'local-simulator-key',
    ELEVENLABS_API_URL: `${baseUrl}${ELEVENLABS_API_PREFIX}`,
    OUTBOX_DRAIN_SECRET: LOCAL_DRAIN_SECRET,
  };
}

export function denoAvailable(): boolean {
  return existsSync(DENO_BIN);
}

/** `functions`: the deployed function names, read at each (re)start. */
export function createDenoRuntime(functions: () => readonly string[], options: DenoRuntimeOptions): DenoRuntime {
  let running: { child: ChildProcess; port: Promise<number> } | null = null;

  function start(baseUrl: string) {
    const started = Date.now();
    const names = functions();
    const child = spawn(
      DENO_BIN,
      ['run', '--config', 'supabase/functions/deno.json', '--node-modules-dir=manual', '--no-lock'].concat([
        '--allow-env',
        '--allow-net',
        '--allow-read',
        HOST_SCRIPT,
        ...names,
      ]),
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          DENO_DIR: path.resolve('node_modules', '.cache', 'deno'),
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
          ...options.env(baseUrl),
        },
      },
    );
    const port = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('Deno did not start the functions within 60 s')),
        START_TIMEOUT_MS,
      );
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const ready = /^listening (\d+)$/.exec(line);
        if (!ready) return options.log.info(`[deno] ${line}`);
        clearTimeout(timer);
        options.log.info(`[deno] ${names.length} functions ready in ${Date.now() - started} ms`);
        resolve(Number(ready[1]));
      });
      createInterface({ input: child.stderr! }).on('line', (line) => options.log.warn(`[deno] ${line}`));
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`Deno exited (${signal ?? code}) before the functions were ready`));
        if (running?.child === child) running = null;
      });
    });
    port.catch(() => undefined); // the caller awaits it; this only keeps an early exit from being unhandled
    return { child, port };
  }

  return {
    async call(request, name, baseUrl) {
      running ??= start(baseUrl);
      const port = await running.port;
      const headers = new Headers(request.headers);
      for (const header of HOP_HEADERS) headers.delete(header);
      const url = new URL(request.url);
      const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
      const response = await fetch(`http://127.0.0.1:${port}/functions/v1/${name}${url.search}`, {
        method: request.method,
        headers,
        body,
        redirect: 'manual',
      });
      // fetch has already decoded the body; its length and encoding headers no longer describe it.
      const out = new Headers(response.headers);
      out.delete('content-encoding');
      out.delete('content-length');
      const nullBody = response.status === 204 || response.status === 304 || request.method === 'HEAD';
      return new Response(nullBody ? null : await response.arrayBuffer(), { status: response.status, headers: out });
    },
    async stop() {
      const current = running;
      running = null;
      if (!current || current.child.exitCode !== null) return;
      const exited = new Promise((resolve) => current.child.once('exit', resolve));
      current.child.kill('SIGTERM');
      await exited;
    },
  };
}
