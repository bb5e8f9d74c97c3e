// The rehearsal's stand-in for the hosted platforms, run from a release folder (the project as it was
// when the functions were last deployed): the uploaded site, the deployed functions with their secrets
// in the environment, and the local ElevenLabs. Started by platform.ts; not a command of its own.
//
//   REHEARSAL_PORT      the one port of site, functions and ElevenLabs API
//   REHEARSAL_SITE_DIR  what was uploaded (a dist/ folder); its _headers are sent, as Netlify sends them
//   REHEARSAL_DATA_DIR  the project's database and the workspace's agents, kept across deploys
//   REHEARSAL_FUNCTIONS "deployed", or "none" before the first deploy (every function then answers 404)
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLocalServices, startSiteServer, type Mount } from '../../local-stack/index.ts';
import { createFileAgentStore, createVoiceSimulator } from '@harbourline/voice-simulator';
import { headersForAllPaths } from './platform.ts';

const port = Number(process.env.REHEARSAL_PORT);
const siteDir = process.env.REHEARSAL_SITE_DIR!;
const dataDir = process.env.REHEARSAL_DATA_DIR!;
mkdirSync(siteDir, { recursive: true });
const headersPath = join(siteDir, '_headers');
const headers = existsSync(headersPath) ? headersForAllPaths(readFileSync(headersPath, 'utf8')) : {};
// Before the first deploy the project has no functions (404) and no database yet (db push creates it);
// the ElevenLabs workspace is there from the start, keeping its agents in a file across restarts.
const deployed = process.env.REHEARSAL_FUNCTIONS === 'deployed';
// The booking secrets as `supabase secrets set` gave them: the functions book with the deployer's values.
const booking = Object.fromEntries(
  ['VOICE_BOOKING_SECRET', 'CALCOM_API_KEY', 'CALCOM_API_URL'].flatMap((name) =>
    process.env[name] ? [[name, process.env[name]!]] : [],
  ),
);
const mounts = deployed
  ? await createLocalServices({ dataDir: join(dataDir, 'pglite'), functionSecrets: booking })
  : [workspaceOnly()];

function workspaceOnly(): Mount {
  const simulator = createVoiceSimulator({ agents: createFileAgentStore(join(dataDir, 'elevenlabs-agents.json')) });
  return {
    handle: (req, res) => simulator.handle(req, res),
    handleUpgrade: (req, socket, head) => simulator.handleUpgrade(req, socket, head),
    close: () => simulator.close(),
  };
}
const server = await startSiteServer({ distDir: siteDir, port, host: '127.0.0.1', mounts, headers });
console.log(`platform ready ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
