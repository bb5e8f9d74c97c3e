// npm run leads: shows the demo and contact requests and the voice sessions stored by the local
// backend, or by the production project; exports them as CSV with formulas escaped.
//
// npm start (port 4173) keeps its leads in .data/pglite, npm run dev (port 5173) in .data/pglite-dev.
// A running server owns its database (PGlite cannot be shared between processes), so we ask the
// server first and open the directory directly only when nothing is listening.
import { writeFileSync } from 'node:fs';
import { parseCli } from '../../cli-args.ts';
import type { LeadSource, Leads } from './lead-sources.ts';
import { PRODUCTION_ENV_HINT, productionCredentials } from './production-env.ts';

const USAGE = `Usage: npm run leads [-- options]
  (none)              the leads of npm start and npm run dev, newest first
  --json              raw rows as JSON
  --csv <file>        one CSV sheet, formulas escaped ('-' for standard output)
  --url <address>     a server on another address, e.g. http://127.0.0.1:3000
  --data-dir <path>   another PGlite data directory
  --production        the live project (${PRODUCTION_ENV_HINT} set)
  forget <email or phone> [--dry-run]   remove one person's rows, e-mails, voice conversations and CRM
                      events, and send the CRM lead.forgotten`;

if (process.argv[2] === 'forget') {
  await import('./forget-cli.ts');
  process.exit();
}

const { values: args } = parseCli(USAGE, {
  json: { type: 'boolean', default: false },
  csv: { type: 'string' },
  url: { type: 'string' },
  'data-dir': { type: 'string' },
  production: { type: 'boolean', default: false },
});
// Imported once the flags are read, so `--help` answers without loading the local stack.
const { formatLeadsTable } = await import('./format-leads.ts');
const { formatDeliveriesTable } = await import('./format-deliveries.ts');
const { formatSessionsTable } = await import('./format-sessions.ts');
const { leadsCsv } = await import('./leads-csv.ts');
const { loadLocal, loadProduction } = await import('./lead-sources.ts');

async function loadAll(): Promise<Array<{ label: string; result: Leads | string }>> {
  if (args.production) {
    const project = productionCredentials((name) => process.env[name]);
    if (typeof project === 'string') return [{ label: 'production', result: project }];
    return [{ label: project.url, result: await loadProduction(project.url, project.key) }];
  }
  const sources: LeadSource[] =
    args.url || args['data-dir']
      ? [{ label: args.url ?? args['data-dir']!, url: args.url, dataDir: args['data-dir'] }]
      : [
          { label: 'npm start', url: 'http://127.0.0.1:4173', dataDir: '.data/pglite' },
          { label: 'npm run dev', url: 'http://127.0.0.1:5173', dataDir: '.data/pglite-dev' },
        ];
  return Promise.all(
    sources.map(async (source) => ({
      label: `${source.label}${source.dataDir && source.label !== source.dataDir ? ` (${source.dataDir})` : ''}`,
      result: await loadLocal(source),
    })),
  );
}

const results = await loadAll();
const found = results.flatMap(({ result }) => (typeof result === 'string' ? [] : [result]));

if (args.json) {
  const all = {
    requests: found.flatMap((leads) => leads.requests),
    sessions: found.flatMap((leads) => leads.sessions),
    deliveries: found.flatMap((leads) => leads.deliveries),
  };
  console.log(JSON.stringify(all, null, 2));
} else if (args.csv !== undefined) {
  const csv = leadsCsv(
    found.flatMap((leads) => leads.requests),
    found.flatMap((leads) => leads.sessions),
  );
  if (args.csv === '-' || args.csv === '') process.stdout.write(csv);
  else {
    writeFileSync(args.csv, csv);
    console.log(`wrote ${args.csv}`);
  }
} else {
  for (const { label, result } of results) {
    console.log(`\n${label}`);
    if (typeof result === 'string') console.log(result);
    else {
      const tables = [formatLeadsTable(result.requests), formatSessionsTable(result.sessions)];
      console.log([...tables, formatDeliveriesTable(result.deliveries)].join('\n\n'));
    }
  }
}
if (results.every(({ result }) => typeof result === 'string' && result.includes('in use by process'))) {
  process.exitCode = 1;
}
