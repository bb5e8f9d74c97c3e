// The rehearsal's temporary copy of the project, and the commands it runs there. The copy is what a
// new clone holds (git's tracked and unignored files), with node_modules linked, never copied.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** What a copy of a copy leaves out: installed and built things, local data. */
const NOT_SOURCE = new Set(['node_modules', 'dist', '.data', '.git']);

function walk(root: string, dir = ''): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (NOT_SOURCE.has(entry.name)) return [];
    return entry.isDirectory() ? walk(root, path) : [path];
  });
}

/**
 * The project's files as a fresh clone has them: git's tracked plus new, unignored ones; in a folder
 * that is no repository (the rehearsal's own copy), every file but node_modules, dist and .data.
 */
export function projectFiles(root: string): string[] {
  if (!existsSync(join(root, '.git'))) return walk(root);
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root });
  return out.toString('utf8').split('\0').filter(Boolean);
}

/** Copies the project's files into `target` and links its node_modules. */
export function copyProject(root: string, target: string, files = projectFiles(root)): void {
  for (const file of files) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(target, file));
    } catch (error) {
      // A file git lists but the tree lost (deleted, not yet committed) is not part of a clone either.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(realpathSync(join(root, 'node_modules')), join(target, 'node_modules'), 'dir');
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export interface CommandResult {
  code: number;
  /** stdout and stderr together, in order. */
  output: string;
}

/**
 * Runs a command in the copy, as a shell would (`npm run …`, `npx …`), with extra environment
 * variables; never throws for a failing command, the caller reads the code and output.
 */
export function run(
  cwd: string,
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
  timeoutMs = 600_000,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, output });
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: 1, output: `${output}${error.message}` });
    });
  });
}

/** The lines of a failed command worth quoting: the last few that say something. */
export function lastLines(output: string, count = 6): string {
  const lines = output
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !line.startsWith('>'));
  return lines.slice(-count).join('\n    ');
}
