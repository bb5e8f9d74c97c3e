// Starts and restarts the rehearsal's platform (platform-server.ts) on one fixed port, so the site's
// origin, the functions' URL and the ElevenLabs API stay the same across deploys. A deploy copies the
// project as it is now into a new release folder and restarts the server from there: the functions
// then run the code and generated files of that moment, as on Supabase, and nothing pushed later
// reaches them until the next deploy.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../local-stack/index.ts';
import { copyProject, projectFiles } from './workspace.ts';

/** The `/*` block of a `_headers` file: the headers every path gets (as Netlify and Cloudflare Pages send them). */
export function headersForAllPaths(source: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of source.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const match = /^\s+([^:]+):\s*(.*)$/.exec(line);
    if (inAll && match) headers[match[1]!.trim()] = match[2]!.trim();
  }
  return headers;
}

export interface Platform {
  /** http://127.0.0.1:<port>: the site, the Supabase URL and (under /__sim/elevenlabs) the ElevenLabs API. */
  url: string;
  /** Copies the project's current files as the deployed functions and restarts with these secrets. */
  deployFunctions(projectDir: string, secrets: Record<string, string>): Promise<void>;
  /** Replaces the uploaded site with `distDir` (restarts, as a host picks up new _headers). */
  upload(distDir: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startPlatform(projectDir: string, platformDir: string): Promise<Platform> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const siteDir = join(platformDir, 'site');
  // Each deploy starts the platform from a copy of the project as it was then (a release), so the
  // functions' allow-list is the generated file of that release, as on Supabase; the local gateway
  // snapshots it at start (scripts/local-stack/supabase/deployed.ts).
  let release = 0;
  let releaseDir = join(platformDir, 'release-0');
  copyProject(projectDir, releaseDir, projectFiles(projectDir));
  let functions: 'none' | 'deployed' = 'none';
  let secrets: Record<string, string> = {};
  let child: ChildProcess | null = null;

  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const start = async () => {
    await stop();
    child = spawn(process.execPath, ['scripts/local-checks/rehearse/platform-server.ts'], {
      cwd: releaseDir,
      env: {
        ...process.env,
        ...secrets,
        REHEARSAL_PORT: String(port),
        REHEARSAL_SITE_DIR: siteDir,
        REHEARSAL_DATA_DIR: join(platformDir, 'data'),
        REHEARSAL_FUNCTIONS: functions,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the platform did not start within 120 s:\n${output}`)), 120_000);
      child!.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes('platform ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child!.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child!.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the platform exited (${code}) while starting:\n${output.slice(-2000)}`));
      });
    });
  };

  await start();
  return {
    url,
    async deployFunctions(dir, newSecrets) {
      const previous = releaseDir;
      release += 1;
      releaseDir = join(platformDir, `release-${release}`);
      copyProject(dir, releaseDir, projectFiles(dir));
      functions = 'deployed';
      secrets = newSecrets;
      await start();
      rmSync(previous, { recursive: true, force: true });
    },
    async upload(distDir) {
      rmSync(siteDir, { recursive: true, force: true });
      cpSync(distDir, siteDir, { recursive: true });
      await start();
    },
    stop,
  };
}
