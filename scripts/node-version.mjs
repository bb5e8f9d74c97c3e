// @ts-check
// `npm start`, `npm run dev` and `npm test` run this first (package.json's pre-scripts): on a Node older
// than package.json's `engines`, one line saying what to install instead of an error from deep inside a package.
// Plain JavaScript, the one file of scripts/ that is not TypeScript: every other command is a .ts file that
// Node runs by stripping its types, which a Node before 22.18 cannot do (ERR_UNKNOWN_FILE_EXTENSION), so
// the check that tells an old Node's user what to install must itself run on any Node. Types: JSDoc.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What to install when `version` is older than the `>=major.minor` of `engines`, else undefined.
 * @param {string} version
 * @param {string} engines
 * @returns {string | undefined}
 */
export function nodeVersionProblem(version, engines) {
  const wanted = /^>=(\d+)(?:\.(\d+))?/.exec(engines.trim());
  if (!wanted) return undefined;
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const [wantMajor, wantMinor] = [Number(wanted[1]), Number(wanted[2] ?? 0)];
  if (major > wantMajor || (major === wantMajor && minor >= wantMinor)) return undefined;
  return `This project needs Node ${wantMajor}.${wantMinor} or newer, and this is Node ${version.replace(/^v/, '')}: install Node ${wantMajor} (nvm install, which reads .nvmrc, or https://nodejs.org), then run the command again.`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  /** @type {{ engines: { node: string } }} */
  const { engines } = JSON.parse(readFileSync('package.json', 'utf8'));
  const problem = nodeVersionProblem(process.version, engines.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
