// Setup of the unit project (vitest.config.ts): a unit test that reads a file under industries/, by
// itself or through the code it calls, fails with a message that says where to look instead. Only the
// SPEC conformance project (tests/unit/spec-conformance/) reads the real content.
import { resolve, sep } from 'node:path';
import { vi } from 'vitest';

const REAL = resolve('industries');

function isReal(path: unknown): boolean {
  if (typeof path !== 'string' && !(path instanceof URL)) return false;
  const full = resolve(path instanceof URL ? path.pathname : path);
  return full === REAL || full.startsWith(REAL + sep);
}

/** `read`, refusing a path under industries/ (its first argument) with a message that names the fixture. */
function guard<F extends (...args: never[]) => unknown>(read: F): F {
  return ((...args: Parameters<F>) => {
    if (isReal(args[0]))
      throw new Error(
        `A unit test read ${String(args[0])}: unit tests run on the fixture site tests/fixtures/site (FIXTURE_SITE in tests/unit/fixture-site.ts); only tests/unit/spec-conformance/ reads industries/.`,
      );
    return read(...args);
  }) as F;
}

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const guarded = {
    readFileSync: guard(fs.readFileSync),
    readdirSync: guard(fs.readdirSync),
    existsSync: guard(fs.existsSync),
    statSync: guard(fs.statSync),
    cpSync: guard(fs.cpSync),
    openSync: guard(fs.openSync),
  };
  return { ...fs, ...guarded, default: { ...fs, ...guarded } };
});

vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const guarded = {
    readFile: guard(fs.readFile),
    readdir: guard(fs.readdir),
    stat: guard(fs.stat),
    cp: guard(fs.cp),
    open: guard(fs.open),
  };
  return { ...fs, ...guarded, default: { ...fs, ...guarded } };
});
