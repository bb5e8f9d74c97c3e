// npm run leads: shows the demo and contact requests stored by the local backend.
//
// While npm run dev / npm start runs, it owns the database (PGlite cannot be shared between
// processes), so we ask that server first; otherwise we open .data/pglite directly.
//
//   npm run leads                  table, newest first
//   npm run leads -- --json        raw rows as JSON
//   npm run leads -- --url http://127.0.0.1:5173   ask a server on another address
//   LEADS_DATA_DIR=path npm run leads              read another data directory
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataDirOwner } from './backend/data-dir-lock.ts';
import { formatLeadsTable } from './backend/format-leads.ts';
import { ADMIN_LEADS_PATH, createLocalBackend } from './backend/index.ts';

const DEFAULT_SERVER_URLS = ['http://127.0.0.1:4173', 'http://127.0.0.1:5173'];

const { values: args } = parseArgs({
  options: { json: { type: 'boolean', default: false }, url: { type: 'string' } },
});
const dataDir = path.resolve(process.env.LEADS_DATA_DIR ?? '.data/pglite');

/** Rows from a running server, or null when none of the addresses is our server. */
async function fetchFromServer(urls: readonly string[]): Promise<Array<Record<string, unknown>> | null> {
  for (const base of urls) {
    try {
      const response = await fetch(new URL(ADMIN_LEADS_PATH, base), { signal: AbortSignal.timeout(2000) });
      if (response.ok) return (await response.json()) as Array<Record<string, unknown>>;
    } catch {
      // Nothing listening there (or not our server): try the next address.
    }
  }
  return null;
}

async function readDataDir(): Promise<Array<Record<string, unknown>>> {
  const backend = await createLocalBackend({ dataDir, log: { info() {}, warn: console.warn, error: console.error } });
  try {
    return await backend.listDemoRequests();
  } finally {
    await backend.close();
  }
}

async function loadLeads(): Promise<Array<Record<string, unknown>> | null> {
  const urls = args.url ? [args.url] : DEFAULT_SERVER_URLS;
  const fromServer = await fetchFromServer(urls);
  if (fromServer) return fromServer;

  const owner = dataDirOwner(dataDir);
  if (owner !== null) {
    console.error(
      `The local database is in use by process ${owner}, but no server answered at ${urls.join(' or ')}.\n` +
        `Pass the address it listens on: npm run leads -- --url http://127.0.0.1:<port>`,
    );
    return null;
  }
  if (!existsSync(dataDir)) {
    console.log(`No local leads yet: ${dataDir} does not exist. Start the site with npm run dev and submit a form.`);
    return [];
  }
  return readDataDir();
}

const leads = await loadLeads();
if (leads === null) process.exitCode = 1;
else console.log(args.json ? JSON.stringify(leads, null, 2) : formatLeadsTable(leads));
