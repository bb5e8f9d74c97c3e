// npm run leads -- forget <email or phone> [--dry-run]: erasure on request (forget.ts). Locally it asks the
// running npm start / npm run dev (its database and its simulated ElevenLabs), or opens a data directory
// nothing is using; --production reaches the live project and ElevenLabs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseCli } from '../../cli-args.ts';
import {
  ADMIN_LEADS_PATH,
  dataDirOwner,
  LOCAL_SECRET_KEY,
  localElevenLabsApiUrl,
  openLocalDatabase,
} from '../../local-stack/index.ts';
import { productionCredentials } from './production-env.ts';
import {
  parseElevenLabsRegion,
  regionApiUrl,
  type ElevenLabsRegion,
} from '../../../supabase/functions/_shared/voice/elevenlabs-region.ts';

/** The workspace's data-residency region (ELEVENLABS_REGION, as DEPLOY.md step 2 sets it), for its API origin. */
function workspaceRegion(): ElevenLabsRegion {
  const region = parseElevenLabsRegion(process.env.ELEVENLABS_REGION);
  if (typeof region !== 'string') throw new Error(region.problem);
  return region;
}
import { elevenLabsConversations, forgetPerson, parsePerson, pgliteRows, restRows, type Person } from './forget.ts';

const USAGE = `Usage: npm run leads -- forget <email or phone> [options]
  Removes that person's contact and demo requests, voice sessions, the team e-mails quoting them, and their
  voice conversations at ElevenLabs; prints what it removed. Run it twice: the second run finds nothing.
  --dry-run           list what would be removed; change nothing
  --url <address>     a running server, e.g. http://127.0.0.1:3000 (default: npm start, then npm run dev)
  --data-dir <path>   a PGlite data directory no server is using
  --production        the live project: SUPABASE_URL, SUPABASE_SECRET_KEY (or the legacy
                      SUPABASE_SERVICE_ROLE_KEY) and ELEVENLABS_API_KEY set`;

const { values, positionals } = parseCli(
  USAGE,
  {
    'dry-run': { type: 'boolean', default: false },
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    production: { type: 'boolean', default: false },
  },
  { argv: process.argv.slice(3), positionals: true },
);
const person = positionals.length === 1 ? parsePerson(positionals[0]!) : null;
if (!person) {
  console.error(`Give one e-mail address or phone number (6 digits or more).\n\n${USAGE}`);
  process.exit(2);
}
const dryRun = values['dry-run'];

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(new URL(ADMIN_LEADS_PATH, url), { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

async function run(label: string, who: Person): Promise<boolean> {
  if (values.production) {
    const credentials = productionCredentials((name) => process.env[name]);
    if (typeof credentials === 'string') throw new Error(credentials);
    const { url, key } = credentials;
    const apiKey = process.env.ELEVENLABS_API_KEY?.trim();
    const conversations = apiKey
      ? elevenLabsConversations(apiKey, process.env.ELEVENLABS_API_URL?.trim() || regionApiUrl(workspaceRegion()))
      : null;
    return report(url, await forgetPerson(restRows(url, key), conversations, who, dryRun));
  }
  const servers = values.url ? [values.url] : ['http://127.0.0.1:4173', 'http://127.0.0.1:5173'];
  let done = false;
  for (const url of values['data-dir'] ? [] : servers) {
    if (!(await answers(url))) continue;
    const conversations = elevenLabsConversations('local-key', localElevenLabsApiUrl(url));
    report(url, await forgetPerson(restRows(url, LOCAL_SECRET_KEY), conversations, who, dryRun));
    done = true;
  }
  if (done || values.url) return done || fail(`No local backend answered at ${values.url}.`);
  const dataDir = path.resolve(values['data-dir'] ?? '.data/pglite');
  if (!existsSync(dataDir)) return fail(`${label}: nothing running and no data in ${dataDir}.`);
  const owner = dataDirOwner(dataDir);
  if (owner !== null) return fail(`${dataDir} is in use by process ${owner}: pass --url with the address it serves.`);
  const db = await openLocalDatabase(dataDir);
  try {
    // Nothing runs the simulator here, and it keeps conversations only while it runs.
    return report(
      `${dataDir} (the simulator holds no conversations while stopped)`,
      await forgetPerson(pgliteRows(db), null, who, dryRun),
    );
  } finally {
    await db.close();
  }
}

function report(label: string, result: { lines: string[]; ok: boolean }): boolean {
  console.log(`\n${label}\n${result.lines.join('\n')}`);
  return result.ok;
}

function fail(message: string): false {
  console.error(message);
  return false;
}

const ok = await run('local', person).catch((error: unknown) =>
  fail(error instanceof Error ? error.message : String(error)),
);
process.exitCode = ok ? 0 : 1;
