// npm run leads: shows the demo and contact requests stored by the local backend.
//
// npm start (port 4173) keeps its leads in .data/pglite, npm run dev (port 5173) in .data/pglite-dev.
// A running server owns its database (PGlite cannot be shared between processes), so we ask the
// server first and open the directory directly only when nothing is listening.
//
//   npm run leads                                  both places, newest first
//   npm run leads -- --json                        raw rows as JSON
//   npm run leads -- --url http://127.0.0.1:3000   a server on another address
//   npm run leads -- --data-dir path/to/pglite     another data directory
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataDirOwner } from './backend/data-dir-lock.ts';
import { formatLeadsTable } from './backend/format-leads.ts';
import { ADMIN_LEADS_PATH, createLocalBackend } from './backend/index.ts';

type Row = Record<string, unknown>;

interface LeadSource {
  label: string;
  url?: string | undefined;
  dataDir?: string | undefined;
}

const { values: args } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    url: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});

const sources: LeadSource[] =
  args.url || args['data-dir']
    ? [{ label: args.url ?? args['data-dir']!, url: args.url, dataDir: args['data-dir'] }]
    : [
        { label: 'npm start', url: 'http://127.0.0.1:4173', dataDir: '.data/pglite' },
        { label: 'npm run dev', url: 'http://127.0.0.1:5173', dataDir: '.data/pglite-dev' },
      ];

/** Rows from a running server, or null when nothing of ours answers there. */
async function fetchFromServer(url: string): Promise<Row[] | null> {
  try {
    const response = await fetch(new URL(ADMIN_LEADS_PATH, url), { signal: AbortSignal.timeout(2000) });
    return response.ok ? ((await response.json()) as Row[]) : null;
  } catch {
    return null; // nothing listening, or some other server that does not speak JSON here
  }
}

async function readDataDir(dataDir: string): Promise<Row[]> {
  const backend = await createLocalBackend({ dataDir, log: { info() {}, warn: console.warn, error: console.error } });
  try {
    return await backend.listDemoRequests();
  } finally {
    await backend.close();
  }
}

/** The rows of one source, or a sentence saying why there are none to show. */
async function load(source: LeadSource): Promise<Row[] | string> {
  const fromServer = source.url ? await fetchFromServer(source.url) : null;
  if (fromServer) return fromServer;
  if (!source.dataDir) return `No local backend answered at ${source.url}.`;

  const dataDir = path.resolve(source.dataDir);
  const owner = dataDirOwner(dataDir);
  if (owner !== null) {
    return (
      `${source.dataDir} is in use by process ${owner}, but no server answered at ${source.url ?? '(no address)'}. ` +
      'Pass the address it listens on: npm run leads -- --url http://127.0.0.1:<port>'
    );
  }
  if (!existsSync(dataDir)) return `No leads yet (${source.dataDir} does not exist).`;
  return readDataDir(dataDir);
}

const results = await Promise.all(sources.map(async (source) => ({ source, result: await load(source) })));

if (args.json) {
  console.log(
    JSON.stringify(
      results.flatMap(({ result }) => (Array.isArray(result) ? result : [])),
      null,
      2,
    ),
  );
} else {
  for (const { source, result } of results) {
    console.log(`\n${source.label}${source.dataDir && source.label !== source.dataDir ? ` (${source.dataDir})` : ''}`);
    console.log(Array.isArray(result) ? formatLeadsTable(result) : result);
  }
}
if (results.every(({ result }) => typeof result === 'string' && result.includes('in use by process'))) {
  process.exitCode = 1;
}
