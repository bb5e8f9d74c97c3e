// A real PostgreSQL for the tests PGlite cannot answer: PGlite runs one query at a time, so a race between
// two transactions never happens in it. This starts a throwaway cluster from Debian's `postgresql` package
// (initdb, pg_ctl; as the postgres user when run as root, which initdb refuses) on a Unix socket only, with
// Supabase's API roles and every migration, and talks to it with psql. `available()` is false where the
// package is not installed; the tests that need it say so when they are skipped.
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CREATE_SUPABASE_ROLES, MIGRATIONS_DIR } from '../../../scripts/local-stack/supabase/database.ts';

const PORT = '5499';

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort().pop();
  return version && existsSync(path.join(root, version, 'bin', 'initdb')) ? path.join(root, version, 'bin') : null;
}

export const postgresAvailable = () => binDir() !== null && existsSync('/usr/bin/psql');

export interface RealPostgres {
  /** Runs SQL in a new session and returns the unaligned, tuples-only output. */
  sql(text: string): string;
  /** A long-lived session: write statements to it, read nothing. */
  session(): ChildProcessWithoutNullStreams;
  /** Runs SQL in a new session without waiting; resolves with its output. */
  sqlAsync(text: string): Promise<string>;
  stop(): void;
}

const asRoot = () => process.getuid?.() === 0;

export function startPostgres(): RealPostgres {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  // /tmp itself: the test runner's own temporary folder is private to this user, and a socket path must
  // stay short (107 bytes).
  const dir = mkdtempSync('/tmp/pg-race-');
  chmodSync(dir, 0o777);
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot() ? 'runuser' : command, asRoot() ? ['-u', 'postgres', '--', command, ...args] : args, {
      stdio: 'pipe',
    });
  const data = path.join(dir, 'data');
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-k ${dir} -p ${PORT} -c listen_addresses='' -c fsync=off -c max_connections=60`,
    'start',
  ]);
  const psqlArgs = [
    '-h',
    dir,
    '-p',
    PORT,
    '-U',
    'postgres',
    '-d',
    'postgres',
    '-X',
    '-q',
    '-A',
    '-t',
    '-v',
    'ON_ERROR_STOP=1',
  ];
  const sql = (text: string) => execFileSync('psql', [...psqlArgs, '-c', text], { encoding: 'utf8' }).trim();
  sql(CREATE_SUPABASE_ROLES);
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    execFileSync('psql', [...psqlArgs, '-f', path.join(MIGRATIONS_DIR, file)], { stdio: 'pipe' });
  }
  return {
    sql,
    session: () => spawn('psql', psqlArgs),
    sqlAsync: (text) =>
      new Promise((resolve, reject) => {
        const child = spawn('psql', [...psqlArgs, '-c', text]);
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
        child.on('close', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(err))));
      }),
    stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
